import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { User } from '../users/entities/user.entity.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';

/** A live host's bookings and dashboard figures (spec 001 §2). */
@ApiTags('host: apartment bookings')
@Controller('api/vendor/apartment')
@VendorAuth({ live: true, category: 'service_apartment' })
export class VendorApartmentController {
  constructor(private readonly bookings: ApartmentBookingsService) {}

  @Get('bookings')
  async bookingsList(@CurrentUser() user: User) {
    return { data: this.bookings.present(await this.bookings.listForVendor(user), 'vendor') };
  }

  @Get('dashboard')
  async dashboard(@CurrentUser() user: User) {
    return { data: { category: user.vendor!.category, ...(await this.bookings.dashboard(user)) } };
  }
}
