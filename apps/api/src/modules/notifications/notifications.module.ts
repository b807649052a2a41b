import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Notification } from './entities/notification.entity.js';
import { AdminNotification } from './entities/admin-notification.entity.js';
import { AdminNotificationsController } from './admin-notifications.controller.js';
import { AdminNotificationsService } from './admin-notifications.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsProcessor } from './notifications.processor.js';
import { NotificationsService } from './notifications.service.js';
import { MailService } from '../mail/mail.service.js';
import { NotificationsPersonalData } from './notifications.personal-data.js';

@Module({
  imports: [TypeOrmModule.forFeature([Notification, AdminNotification])],
  controllers: [NotificationsController, AdminNotificationsController],
  providers: [NotificationsPersonalData, NotificationsService, AdminNotificationsService, NotificationsProcessor, MailService],
  exports: [NotificationsService, AdminNotificationsService, MailService],
})
export class NotificationsModule {}
