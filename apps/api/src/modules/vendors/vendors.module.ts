import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { LiveVendorsController, VendorsController } from './vendors.controller.js';
import { VendorsService } from './vendors.service.js';
import { VendorPersonalData } from './vendors.personal-data.js';

/** Vendor registration, category setup, category dashboards and the public live-vendor list. */
@Module({
  imports: [NotificationsModule],
  controllers: [VendorsController, LiveVendorsController],
  providers: [VendorPersonalData, VendorsService],
  exports: [VendorsService],
})
export class VendorsModule {}
