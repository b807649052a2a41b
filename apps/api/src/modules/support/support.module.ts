import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminSupportController } from './admin-support.controller.js';
import { ContactController } from './contact.controller.js';
import { ContactThrottlerGuard } from './contact-throttler.guard.js';
import { SupportMessage } from './entities/support-message.entity.js';
import { SupportService } from './support.service.js';

/** Contact Us: the public form's messages (`support_messages`), the admins' inbox and their e-mailed replies. */
@Module({
  imports: [TypeOrmModule.forFeature([SupportMessage]), NotificationsModule],
  controllers: [ContactController, AdminSupportController],
  providers: [SupportService, ContactThrottlerGuard],
})
export class SupportModule {}
