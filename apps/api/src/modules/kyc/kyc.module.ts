import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { KycVerification } from './entities/kyc-verification.entity.js';
import { DocumentLinksService } from './document-links.service.js';
import { KycController } from './kyc.controller.js';
import { KycService } from './kyc.service.js';
import { VendorReviewService } from './vendor-review.service.js';

/** Admin KYC review, vendor approval/rejection decisions and signed document links. */
@Module({
  imports: [TypeOrmModule.forFeature([KycVerification]), AuditModule, NotificationsModule, SettingsModule, UsersModule],
  controllers: [KycController],
  providers: [KycService, VendorReviewService, DocumentLinksService],
  exports: [KycService, VendorReviewService, DocumentLinksService],
})
export class KycModule {}
