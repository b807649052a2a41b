import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth } from '../access/access.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';
import { ListingsService } from './listings.service.js';
import { AdminBookingsQueryDto } from './dto/booking.dto.js';
import { pageMeta, PageQueryDto } from './dto/apartment-query.dto.js';
import { VerifyListingDto } from './dto/listing.dto.js';
import { IdPipe } from './id.pipe.js';

/** Admin reads of apartment bookings and listings (spec 001 §6 Booking Management). Status changes: the lifecycle. */
@ApiTags('admin: apartments')
@Controller('api/admin')
@AdminAuth()
export class AdminApartmentsController {
  constructor(
    private readonly bookings: ApartmentBookingsService,
    private readonly listings: ListingsService,
  ) {}

  @Get(['bookings/apartments', 'apartment/bookings'])
  async bookingsList(@Query() q: AdminBookingsQueryDto) {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? 100;
    const { rows, total } = await this.bookings.listForAdmin(q.status, page, perPage);
    return { data: this.bookings.present(rows, 'admin'), meta: pageMeta(page, perPage, total) };
  }

  @Get('bookings/:id')
  async booking(@Param('id', IdPipe) id: number) {
    return { data: await this.bookings.getForAdmin(id) };
  }

  @Get('listings')
  async listingsList(@Query() q: PageQueryDto) {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? 50;
    const { rows, total } = await this.listings.listAll(page, perPage);
    return { data: rows, meta: pageMeta(page, perPage, total) };
  }

  @Patch('listings/:id/verify')
  async verify(@Param('id', IdPipe) id: number, @Body() dto: VerifyListingDto) {
    const verified = dto.is_verified === 1 || dto.is_verified === true;
    return { message: verified ? 'Listing verified.' : 'Listing marked as unverified.', data: await this.listings.setVerified(id, verified) };
  }
}
