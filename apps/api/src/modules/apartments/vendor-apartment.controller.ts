import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { goingLive, isVendorLive } from '../vendors/vendor-live.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';

/** A live host's bookings and dashboard figures. */
@ApiTags('host: apartment bookings')
@Controller('api/vendor/apartment')
@VendorAuth({ live: true, category: 'service_apartment' })
export class VendorApartmentController {
  constructor(private readonly bookings: ApartmentBookingsService) {}

  @Get('bookings')
  async bookingsList(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    const p = pageOf(q, 100);
    const [rows, total] = await this.bookings.listForVendor(user, p);
    return paginated(this.bookings.present(rows, 'vendor'), p, total);
  }

  /** The host's figures; a host not live yet gets them too, with `going_live` saying what is left. */
  @Get('dashboard')
  @VendorAuth({ category: 'service_apartment' })
  async dashboard(@CurrentUser() user: SignedInUser) {
    const vendor = user.vendor!;
    return {
      data: { category: vendor.category, is_live: isVendorLive(vendor, user), going_live: goingLive(vendor, user), ...(await this.bookings.dashboard(user)) },
    };
  }
}
