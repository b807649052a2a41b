import { Module } from '@nestjs/common';
import { MAINTENANCE_SWITCH } from '../../common/maintenance-gate.js';
import { CanTransactGuard } from './can-transact.guard.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { AuditModule } from '../audit/audit.module.js';

/**
 * Platform settings, their admin API and their enforcement (registration and transaction checks). Maintenance
 * mode is enforced by the platform's gate (common/maintenance-gate.ts, registered in app.factory.ts before the
 * caches), which asks this module through the MAINTENANCE_SWITCH port.
 */
@Module({
  imports: [AuditModule],
  controllers: [SettingsController],
  providers: [SettingsService, CanTransactGuard, { provide: MAINTENANCE_SWITCH, useExisting: SettingsService }],
  exports: [SettingsService, CanTransactGuard, MAINTENANCE_SWITCH],
})
export class SettingsModule {}
