import { Global, Module } from '@nestjs/common';
import { CanTransactGuard } from './can-transact.guard.js';
import { MaintenanceHook } from './maintenance.hook.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { AuditModule } from '../audit/audit.module.js';

/** Platform settings, their admin API and their enforcement (maintenance hook, registration and transaction checks). */
// TODO(@Global): drop it once ServiceMarketplaceModule imports SettingsModule (its routes use CanTransactGuard, which
// injects SettingsService). Every other module imports it explicitly.
@Global()
@Module({
  imports: [AuditModule],
  controllers: [SettingsController],
  providers: [SettingsService, MaintenanceHook, CanTransactGuard],
  exports: [SettingsService, CanTransactGuard],
})
export class SettingsModule {}
