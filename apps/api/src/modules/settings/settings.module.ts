import { Module } from '@nestjs/common';
import { SITE_CLOSURE_SWITCH } from '../../common/site-closure.js';
import { CanTransactGuard } from './can-transact.guard.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { AuditModule } from '../audit/audit.module.js';

/**
 * Platform settings, their admin API and their enforcement (registration and transaction checks). Site closure
 * (`maintenanceMode`) is enforced by the platform's gate (common/site-closure.ts, registered in app.factory.ts
 * before the caches), which asks this module through the SITE_CLOSURE_SWITCH port.
 */
@Module({
  imports: [AuditModule],
  controllers: [SettingsController],
  providers: [SettingsService, CanTransactGuard, { provide: SITE_CLOSURE_SWITCH, useExisting: SettingsService }],
  exports: [SettingsService, CanTransactGuard, SITE_CLOSURE_SWITCH],
})
export class SettingsModule {}
