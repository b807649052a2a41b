import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentUser, customerOnly } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { CanTransactGuard } from '../settings/can-transact.guard.js';
import { ConfirmPaymentDto, CreateServiceOrderDto, DisputeDto, ServiceAddressDto } from './dto/service-order.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import { ServiceOrdersService } from './service-orders.service.js';
import { DisputesService } from '../disputes/disputes.service.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';
import { CheckoutReturnDto } from '../payments/dto/checkout-return.dto.js';

const CUSTOMERS_ONLY = 'This area is for customers.';

/** A customer's own service orders; anyone else's order is "not found". */
@ApiTags('customer: service orders')
@Controller('api/service-orders')
@Auth()
export class ServiceOrdersController {
  constructor(
    private readonly orders: ServiceOrdersService,
    private readonly payments: PaymentCapturesService,
    private readonly disputes: DisputesService,
  ) {}

  @Post()
  @UseGuards(CanTransactGuard)
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateServiceOrderDto) {
    const order = await this.orders.create(user, dto);
    return { message: 'Service request sent successfully! The vendor will respond shortly.', data: this.orders.presentNew(order, 'customer') };
  }

  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    customerOnly(user, CUSTOMERS_ONLY);
    const p = pageOf(q, 100);
    const [rows, total] = await this.orders.listForCustomer(user, p);
    return paginated(await this.orders.present(rows, 'customer'), p, total);
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    return { data: (await this.orders.present([await this.orders.getForCustomer(user, id)], 'customer'))[0] };
  }

  /** Adds the service address (and time window) to an order placed without one, or corrects it, before work starts. */
  @Patch(':id')
  async setAddress(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ServiceAddressDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.orders.setAddress(user, id, dto);
    return { message: 'Service address saved.', data: await this.orders.presentOne(id, 'customer') };
  }

  @Patch(':id/cancel')
  async cancel(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.orders.cancel(user, id);
    return { message: 'Order cancelled successfully!', data: await this.orders.presentOne(id, 'customer') };
  }

  @Post(':id/pay')
  @HttpCode(200)
  @UseGuards(CanTransactGuard)
  async pay(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: CheckoutReturnDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const { paymentUrl, reference } = await this.payments.pay('service_order', id, user, dto.callback_url);
    return { data: { payment_url: paymentUrl, reference } };
  }

  @Post(':id/confirm-payment')
  @HttpCode(200)
  async confirmPayment(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ConfirmPaymentDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const outcome = await this.payments.confirm('service_order', id, dto.payment_reference, user.id);
    return {
      message:
        outcome === 'captured' ? 'Payment confirmed. The money is held in escrow until you confirm the work is done.' : 'This payment was already confirmed.',
      data: await this.orders.presentOne(id, 'customer'),
    };
  }

  @Post(':id/confirm-completion')
  @HttpCode(200)
  async confirmCompletion(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.orders.confirmCompletion(user, id);
    return { message: 'Thank you! The payment has been released to the vendor.', data: await this.orders.presentOne(id, 'customer') };
  }

  @Post(':id/dispute')
  @HttpCode(200)
  async dispute(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: DisputeDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.disputes.open('service_order', id, user.id, dto.reason);
    return {
      message: 'Your dispute has been opened. The payment stays in escrow until an administrator resolves it.',
      data: await this.orders.presentOne(id, 'customer'),
    };
  }

  /** One photo (multipart field `photo`: JPEG, PNG or WebP, under 5 MB) added to the open dispute of this order; private to the order's parties and admins. */
  @Post(':id/dispute/photos')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Add a photo to the open dispute of your order (multipart field photo)' })
  async disputePhoto(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    customerOnly(user, CUSTOMERS_ONLY);
    return { message: 'Photo added to your dispute.', data: await this.disputes.addPhoto('service_order', id, user.id, req) };
  }
}
