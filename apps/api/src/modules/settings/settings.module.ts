import { Module } from '@nestjs/common';
import { CanTransactGuard } from './can-transact.guard.js';
import { MaintenanceHook } from './maintenance.hook.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { AuditModule } from '../audit/audit.module.js';

/** Platform settings, their admin API and their enforcement (maintenance hook, registration and transaction checks). */
@Module({
  imports: [AuditModule],
  controllers: [SettingsController],
  providers: [SettingsService, MaintenanceHook, CanTransactGuard],
  exports: [SettingsService, CanTransactGuard],
})
export class SettingsModule {}
