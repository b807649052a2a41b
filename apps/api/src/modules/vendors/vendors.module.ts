import { Module } from '@nestjs/common';
import { LiveVendorsController, VendorsController } from './vendors.controller.js';
import { VendorsService } from './vendors.service.js';
import { EscrowModule } from '../escrow/escrow.module.js';

/** Vendor registration, category setup, category dashboards and the public live-vendor list. */
@Module({ imports: [EscrowModule], controllers: [VendorsController, LiveVendorsController], providers: [VendorsService], exports: [VendorsService] })
export class VendorsModule {}
