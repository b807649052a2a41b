import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentsModule } from '../attachments/attachments.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { DisputesController } from './disputes.controller.js';
import { DisputesService } from './disputes.service.js';
import { Dispute } from './entities/dispute.entity.js';
import { DisputesPersonalData } from './disputes.personal-data.js';

/**
 * Disputes of every subject whose descriptor declares `disputes` (common/subjects.ts): the disputes table, the
 * admin's list, detail and resolution, and the service a vertical's routes call to open, answer and add photos.
 * Verticals import it; it names none of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Dispute]), NotificationsModule, AttachmentsModule],
  controllers: [DisputesController],
  providers: [DisputesPersonalData, DisputesService],
  exports: [DisputesService],
})
export class DisputesModule {}
