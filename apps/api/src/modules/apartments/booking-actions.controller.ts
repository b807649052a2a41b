import { Body, Controller, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { formatKobo, koboToNaira } from '@oja/shared';
import { AdminAuth, Auth, CurrentAdmin, CurrentUser, customerOnly } from '../access/access.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { CanTransactGuard } from '../settings/can-transact.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { ApartmentBookingActionsService } from './apartment-booking-actions.service.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';
import { AdminBookingStatusDto, CancelBookingDto, ConfirmBookingPaymentDto, PayBookingDto } from './dto/booking-actions.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { CUSTOMERS_ONLY } from './apartment-bookings.controller.js';

/** The guest's moves on their own booking; the un-prefixed paths are the older client's. */
@ApiTags('customer: apartment bookings')
@Controller(['api/bookings', 'bookings'])
@Auth()
export class BookingActionsController {
  constructor(
    private readonly bookings: ApartmentBookingsService,
    private readonly actions: ApartmentBookingActionsService,
    private readonly payments: PaymentCapturesService,
  ) {}

  private async present(user: SignedInUser, id: number) {
    return this.bookings.present([await this.bookings.getForCustomer(user, id)], 'customer')[0];
  }

  @Post(':id/pay')
  @HttpCode(200)
  @UseGuards(CanTransactGuard)
  async pay(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: PayBookingDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const { paymentUrl, reference } = await this.payments.pay('apartment_booking', id, user, dto.callback_url);
    return { data: { payment_url: paymentUrl, reference } };
  }

  @Post(':id/confirm-payment')
  @HttpCode(200)
  async confirmPayment(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ConfirmBookingPaymentDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const outcome = await this.payments.confirm('apartment_booking', id, dto.payment_reference, user.id);
    return {
      message:
        outcome === 'captured'
          ? 'Payment confirmed. Your stay is booked and the money is held in escrow until you check out.'
          : 'This payment was already confirmed.',
      data: await this.present(user, id),
    };
  }

  @Post(':id/check-in')
  @HttpCode(200)
  async checkIn(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.actions.checkIn(user, id);
    return { message: 'Successfully checked in!', data: await this.present(user, id) };
  }

  @Post(':id/check-out')
  @HttpCode(200)
  async checkOut(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.actions.checkOut(user, id);
    return { message: 'Successfully checked out!', data: await this.present(user, id) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: CancelBookingDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.actions.cancel(user, id, dto.reason);
    return { message: 'Booking cancelled successfully.', data: await this.present(user, id) };
  }
}

/** Admin Booking Management moves: status changes through the machine, and Release Payment. */
@ApiTags('admin: bookings')
@Controller('api/admin/bookings')
@AdminAuth()
export class AdminBookingActionsController {
  constructor(
    private readonly bookings: ApartmentBookingsService,
    private readonly actions: ApartmentBookingActionsService,
  ) {}

  @Put(':id/status')
  async setStatus(@CurrentAdmin() admin: SignedInAdmin, @Param('id', IdPipe) id: number, @Body() dto: AdminBookingStatusDto) {
    await this.actions.setStatus(admin.id, id, dto.status, dto.notes);
    return { message: 'Booking status updated successfully', data: await this.bookings.getForAdmin(id) };
  }

  @Post(':id/release-payment')
  @HttpCode(200)
  async release(@CurrentAdmin() admin: SignedInAdmin, @Param('id', IdPipe) id: number) {
    const r = await this.actions.release(admin.id, id);
    return {
      message: 'Payment released to vendor successfully!',
      data: {
        total: koboToNaira(r.totalKobo),
        commission: koboToNaira(r.feeKobo),
        payout: koboToNaira(r.vendorKobo),
        summary: `${formatKobo(r.vendorKobo)} to the host after the ${formatKobo(r.feeKobo)} commission`,
        booking: await this.bookings.getForAdmin(id),
      },
    };
  }
}
