import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

/** Admin back office: dashboard, vendors, users, audit log, analytics, profile (settings: settings module; KYC: kyc module). */
@Module({ imports: [AuditModule, KycModule, UsersModule, VendorsModule], controllers: [AdminController], providers: [AdminService] })
export class AdminModule {}
