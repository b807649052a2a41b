import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { VendorDocument } from './entities/vendor-document.entity.js';
import { ComplianceController } from './compliance.controller.js';
import { ComplianceService } from './compliance.service.js';
import { KycFilesSweeper } from './kyc-files-sweeper.service.js';
import { KycUploadQuota } from './kyc-upload-quota.service.js';
import { KycPersonalData } from './compliance.personal-data.js';

/** Vendor compliance: status, document upload, submit for review, and the signed document routes. */
@Module({
  imports: [TypeOrmModule.forFeature([VendorDocument]), KycModule, StorageModule, VendorsModule, UsersModule],
  controllers: [ComplianceController],
  providers: [KycPersonalData, ComplianceService, KycFilesSweeper, KycUploadQuota],
})
export class ComplianceModule {}
