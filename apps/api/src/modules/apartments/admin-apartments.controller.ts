import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth } from '../access/access.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';
import { ListingsService } from './listings.service.js';
import { AdminBookingsQueryDto } from './dto/booking.dto.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';
import { VerifyListingDto } from './dto/listing.dto.js';
import { IdPipe } from '../../common/id.pipe.js';

/** Admin reads of apartment bookings and listings. Status changes: the lifecycle. */
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
    const p = pageOf(q, 100);
    const [{ rows, total }, summary] = await Promise.all([this.bookings.listForAdmin(q.status, p.page, p.perPage), this.bookings.adminSummary()]);
    return { ...paginated(this.bookings.present(rows, 'admin'), p, total), summary };
  }

  @Get('bookings/:id')
  async booking(@Param('id', IdPipe) id: number) {
    return { data: await this.bookings.getForAdmin(id) };
  }

  @Get('listings')
  async listingsList(@Query() q: PageQuery) {
    const p = pageOf(q, 50);
    const { rows, total } = await this.listings.listAll(p.page, p.perPage);
    return paginated(rows, p, total);
  }

  @Patch('listings/:id/verify')
  async verify(@Param('id', IdPipe) id: number, @Body() dto: VerifyListingDto) {
    const verified = dto.is_verified === 1 || dto.is_verified === true;
    return { message: verified ? 'Listing verified.' : 'Listing marked as unverified.', data: await this.listings.setVerified(id, verified) };
  }
}
