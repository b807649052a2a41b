import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { LiveVendorsController, VendorsController } from './vendors.controller.js';
import { VendorsService } from './vendors.service.js';

/** Vendor registration, category setup, category dashboards and the public live-vendor list. */
@Module({ imports: [NotificationsModule], controllers: [VendorsController, LiveVendorsController], providers: [VendorsService], exports: [VendorsService] })
export class VendorsModule {}
