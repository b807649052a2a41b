import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, customerOnly } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { CanTransactGuard } from '../settings/can-transact.guard.js';
import { ApartmentBookingActionsService } from './apartment-booking-actions.service.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';
import { CreateBookingDto } from './dto/booking.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';

export const CUSTOMERS_ONLY = 'Only customer accounts can book apartments.';

/**
 * A customer's apartment bookings. The un-prefixed paths are the older client's ("older variants without the api
 * prefix also exist"); they answer the same JSON.
 */
@ApiTags('customer: apartment bookings')
@Controller(['api/apartment/bookings', 'apartment/bookings'])
@Auth()
export class ApartmentBookingsController {
  constructor(
    private readonly bookings: ApartmentBookingsService,
    private readonly actions: ApartmentBookingActionsService,
  ) {}

  @Post()
  @UseGuards(CanTransactGuard)
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateBookingDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const booking = await this.actions.request(user, dto);
    return { message: 'Booking request submitted successfully', data: { id: booking.id, status: booking.status } };
  }

  @Get('my')
  async mine(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    customerOnly(user, CUSTOMERS_ONLY);
    const p = pageOf(q, 100);
    const [rows, total] = await this.bookings.listForCustomer(user, p);
    return paginated(this.bookings.present(rows, 'customer'), p, total);
  }
}

/** One booking of the customer (anyone else's is "not found"). */
@ApiTags('customer: apartment bookings')
@Controller('api/bookings')
@Auth()
export class BookingReadController {
  constructor(
    private readonly bookings: ApartmentBookingsService,
    private readonly actions: ApartmentBookingActionsService,
  ) {}

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    return { data: this.bookings.present([await this.bookings.getForCustomer(user, id)], 'customer')[0] };
  }
}
