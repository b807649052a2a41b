import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdPipe } from '../../common/id.pipe.js';
import { pageOf } from '../../common/pagination.js';
import { AdminAuth, Auth, CurrentUser, customerOnly } from '../access/access.js';
import { DisputesService } from '../disputes/disputes.service.js';
import { ReportProblemDto } from '../disputes/dto/report-problem.dto.js';
import { CheckoutReturnDto } from '../payments/dto/checkout-return.dto.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import { CanTransactGuard } from '../settings/can-transact.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { AddressesService } from './addresses.service.js';
import { CUSTOMERS_ONLY, CartOrdersService, type VendorOrderAction } from './cart-orders.service.js';
import { AddressDto, AdminOrderQuery, ConfirmOrderPaymentDto, CreateOrderDto, OrderListQuery } from './dto/cart-orders.dto.js';

/** A customer's food and shop orders (docs/food-and-shop.md): checkout, pay, cancel, the seal check, a problem. */
@ApiTags('customer: food and shop orders')
@Controller('api/orders')
@Auth()
export class OrdersController {
  constructor(
    private readonly orders: CartOrdersService,
    private readonly payments: PaymentCapturesService,
    private readonly disputes: DisputesService,
  ) {}

  @Post()
  @UseGuards(CanTransactGuard)
  @ApiOperation({ summary: "Order one vendor's cart: the stock is held; then pay with POST /api/orders/{id}/pay. A changed line is 409 CART_CHANGED." })
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateOrderDto) {
    const order = await this.orders.create(user, dto);
    return { message: 'Order placed. Pay now to send it to the vendor.', data: await this.orders.one({ role: 'customer', userId: user.id }, order.id) };
  }

  @Get('my')
  mine(@CurrentUser() user: SignedInUser, @Query() q: OrderListQuery) {
    return this.orders.listFor({ role: 'customer', userId: user.id }, q, pageOf(q, 20));
  }

  /** Its customer or its vendor reads it. */
  @Get(':id')
  async one(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: await this.orders.one(this.orders.viewerOf(user), id) };
  }

  @Post(':id/pay')
  @HttpCode(200)
  @UseGuards(CanTransactGuard)
  async pay(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: CheckoutReturnDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const kind = await this.orders.kindForCustomer(user, id);
    const { paymentUrl, reference } = await this.payments.pay(kind, id, user, dto.callback_url);
    return { data: { payment_url: paymentUrl, reference } };
  }

  @Post(':id/confirm-payment')
  @HttpCode(200)
  async confirmPayment(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ConfirmOrderPaymentDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const kind = await this.orders.kindForCustomer(user, id);
    const outcome = await this.payments.confirm(kind, id, dto.payment_reference, user.id);
    return {
      message:
        outcome === 'captured' ? 'Payment confirmed. Your money is held in escrow until you confirm the delivery.' : 'This payment was already confirmed.',
      data: await this.orders.one({ role: 'customer', userId: user.id }, id),
    };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.orders.byCustomer(user, id, 'CANCEL');
    return { message: 'Order cancelled.', data: await this.orders.one({ role: 'customer', userId: user.id }, id) };
  }

  @Post(':id/confirm-delivery')
  @HttpCode(200)
  @ApiOperation({ summary: '"Seal intact": the escrow is released to the vendor (95 %)' })
  async confirmDelivery(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.orders.byCustomer(user, id, 'CONFIRM');
    return {
      message: 'Thank you! The delivery is confirmed and the vendor has been paid.',
      data: await this.orders.one({ role: 'customer', userId: user.id }, id),
    };
  }

  @Post(':id/report-problem')
  @HttpCode(200)
  @ApiOperation({ summary: '"Seal broken / wrong items": a dispute; the money stays in escrow until an administrator resolves it' })
  async reportProblem(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ReportProblemDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.disputes.open(await this.orders.kindForCustomer(user, id), id, user.id, dto.reason);
    return {
      message: 'Your report has been sent. The payment stays in escrow until an administrator resolves it.',
      data: await this.orders.one({ role: 'customer', userId: user.id }, id),
    };
  }

  @Post(':id/report-problem/photos')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Add a photo to the reported problem (multipart field photo)' })
  async reportPhoto(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    customerOnly(user, CUSTOMERS_ONLY);
    return { message: 'Photo added to your report.', data: await this.disputes.addPhoto(await this.orders.kindForCustomer(user, id), id, user.id, req) };
  }
}

/** A food or product vendor's paid orders and buttons. */
@ApiTags('vendor: food and shop orders')
@Controller('api/vendor')
@VendorAuth({ category: ['food_vendor', 'product_vendor'] })
export class VendorOrdersController {
  constructor(private readonly orders: CartOrdersService) {}

  @Get('orders')
  list(@CurrentUser() user: SignedInUser, @Query() q: OrderListQuery) {
    return this.orders.listFor({ role: 'vendor', vendorId: user.vendor!.id }, q, pageOf(q, 20));
  }

  @Get('cart-orders/summary')
  async summary(@CurrentUser() user: SignedInUser) {
    return { data: await this.orders.summary(user) };
  }

  @Get('orders/:id')
  async one(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: await this.orders.one({ role: 'vendor', vendorId: user.vendor!.id }, id) };
  }

  @Post('orders/:id/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.act(user, id, 'accept', 'Order accepted.');
  }

  @Post('orders/:id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.act(user, id, 'decline', 'Order declined. The customer is refunded in full.');
  }

  @Post('orders/:id/ready')
  @HttpCode(200)
  ready(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.act(user, id, 'ready', 'Marked ready: waiting for pickup.');
  }

  /** Hands over the sealed package: its photo as multipart field `photo`. */
  @Post('orders/:id/ship')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  ship(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    return this.act(user, id, 'ship', 'Handed over sealed. The customer has been told.', req);
  }

  /** Marks it delivered: the delivered package's photo as multipart field `photo`. */
  @Post('orders/:id/deliver')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  deliver(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    return this.act(user, id, 'deliver', 'Marked delivered. The customer is asked to check the seal.', req);
  }

  private async act(user: SignedInUser, id: number, action: VendorOrderAction, message: string, req?: FastifyRequest) {
    await this.orders.byVendor(user, id, action, req);
    return { message, data: await this.orders.one({ role: 'vendor', vendorId: user.vendor!.id }, id) };
  }
}

/** Admins: every food and shop order, with the seal photos (disputes are resolved on the disputes pages). */
@ApiTags('admin: food and shop orders')
@Controller('api/admin/orders')
@AdminAuth()
export class AdminOrdersController {
  constructor(private readonly orders: CartOrdersService) {}

  @Get()
  list(@Query() q: AdminOrderQuery) {
    return this.orders.listFor({ role: 'admin' }, q, pageOf(q, 20));
  }

  @Get(':id')
  async one(@Param('id', IdPipe) id: number) {
    return { data: await this.orders.one({ role: 'admin' }, id) };
  }
}

/** A customer's saved delivery addresses. */
@ApiTags('customer: addresses')
@Controller('api/me/addresses')
@Auth()
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  async list(@CurrentUser() user: SignedInUser) {
    return { data: await this.addresses.list(user.id) };
  }

  @Post()
  async add(@CurrentUser() user: SignedInUser, @Body() dto: AddressDto) {
    return { message: 'Address saved.', data: await this.addresses.add(user.id, dto) };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.addresses.remove(user.id, id);
    return { message: 'Address deleted.' };
  }
}
