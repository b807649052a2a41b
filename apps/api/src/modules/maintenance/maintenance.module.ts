import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EscrowModule } from '../escrow/escrow.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { DisputesModule } from '../disputes/disputes.module.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceDisputes } from './maintenance.disputes.js';
import { MaintenanceRequestSubject } from './maintenance-request.subject.js';
import { MaintenanceRequestsService } from './maintenance-requests.service.js';
import { MaintenanceController } from './maintenance.controller.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';
import { MechanicJobsService } from './mechanic-jobs.service.js';
import { MechanicController } from './mechanic.controller.js';

/** Auto maintenance (docs/maintenance.md): requests, the ₦5,000 fee in escrow, live mechanics' inbox and dashboard. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MaintenanceRequest]),
    EscrowModule,
    PaymentsModule,
    NotificationsModule,
    SettingsModule,
    UsersModule,
    VendorsModule,
    DisputesModule,
  ],
  controllers: [MaintenanceController, MechanicController],
  providers: [MaintenanceLifecycle, MaintenanceDisputes, MaintenanceRequestsService, MaintenanceRequestSubject, MechanicJobsService],
})
export class MaintenanceModule {}
