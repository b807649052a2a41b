import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DisputesService } from '../disputes/disputes.service.js';
import { ReportProblemDto } from '../disputes/dto/report-problem.dto.js';
import { Auth, CurrentUser, customerOnly } from '../access/access.js';
import { pageOf, paginated } from '../../common/pagination.js';
import { CanTransactGuard } from '../settings/can-transact.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { IdPipe } from '../../common/id.pipe.js';
import { ChooseMechanicDto, ConfirmMaintenancePaymentDto, CreateMaintenanceRequestDto, MaintenanceListQuery, MechanicsQuery } from './dto/maintenance.dto.js';
import { CheckoutReturnDto } from '../payments/dto/checkout-return.dto.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import { CUSTOMERS_ONLY, MaintenanceRequestsService } from './maintenance-requests.service.js';

/** Auto maintenance for customers: report, choose a live mechanic, pay the fee, cancel, confirm. */
@ApiTags('customer: maintenance')
@Controller('api/maintenance')
@Auth()
export class MaintenanceController {
  constructor(
    private readonly requests: MaintenanceRequestsService,
    private readonly payments: PaymentCapturesService,
    private readonly disputes: DisputesService,
  ) {}

  @Post('request')
  @UseGuards(CanTransactGuard)
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateMaintenanceRequestDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const r = await this.requests.create(user, dto);
    return { message: 'Maintenance request submitted successfully!', data: (await this.requests.present([r]))[0]! };
  }

  @Get('my-requests')
  async mine(@CurrentUser() user: SignedInUser, @Query() q: MaintenanceListQuery) {
    const p = pageOf(q, 50);
    const [rows, total] = await this.requests.listMine(user, p);
    return paginated(await this.requests.present(rows), p, total);
  }

  /**
   * Live mechanics, nearest to `location` first (place words shared with the workshop's location), narrowed by
   * `q`, `state` and `area` as the public lists are; the seed's samples (`sample: true`) only when none is live.
   */
  @Get('mechanics')
  async mechanics(@Query() q: MechanicsQuery) {
    const data = await this.requests.mechanics(q.location ?? '', { q: q.q, state: q.state, area: q.area });
    return { data, meta: { sample: data.some((m) => m.sample) } };
  }

  @Get('requests/:id')
  async one(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: await this.requests.presentOne(user, id) };
  }

  @Post('requests/:id/mechanic')
  @HttpCode(200)
  async choose(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ChooseMechanicDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.requests.chooseMechanic(user, id, dto.mechanic_id);
    return { message: 'Mechanic selected. Pay the commitment fee to send them your request.', data: await this.requests.presentOne(user, id) };
  }

  @Post('requests/:id/pay')
  @HttpCode(200)
  @UseGuards(CanTransactGuard)
  async pay(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: CheckoutReturnDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const { paymentUrl, reference } = await this.payments.pay('maintenance_request', id, user, dto.callback_url);
    return { data: { payment_url: paymentUrl, reference } };
  }

  @Post('requests/:id/confirm-payment')
  @HttpCode(200)
  async confirmPayment(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ConfirmMaintenancePaymentDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    const outcome = await this.payments.confirm('maintenance_request', id, dto.payment_reference, user.id);
    return {
      message:
        outcome === 'captured' ? 'Payment confirmed. Your fee is held in escrow and the mechanic has been asked.' : 'This payment was already confirmed.',
      data: await this.requests.presentOne(user, id),
    };
  }

  @Post('requests/:id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.requests.cancel(user, id);
    return { message: 'Maintenance request cancelled.', data: await this.requests.presentOne(user, id) };
  }

  @Post('requests/:id/confirm')
  @HttpCode(200)
  async confirm(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.requests.confirm(user, id);
    return { message: 'Thank you! The job is confirmed and the mechanic has been paid.', data: await this.requests.presentOne(user, id) };
  }

  @Post('requests/:id/dispute')
  @HttpCode(200)
  @ApiOperation({ summary: 'Report a problem with a completed job (a dispute): the fee stays in escrow until an administrator resolves it' })
  async dispute(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ReportProblemDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.disputes.open('maintenance_request', id, user.id, dto.reason);
    return {
      message: 'Your report has been sent. The fee stays in escrow until an administrator resolves it.',
      data: await this.requests.presentOne(user, id),
    };
  }

  /** One photo (multipart field `photo`: JPEG, PNG or WebP, under 5 MB) added to the open dispute; private to the request's parties and admins. */
  @Post('requests/:id/dispute/photos')
  @ApiOperation({ summary: 'Add a photo to the reported problem of your request (multipart field photo)' })
  async disputePhoto(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    customerOnly(user, CUSTOMERS_ONLY);
    return { message: 'Photo added to your report.', data: await this.disputes.addPhoto('maintenance_request', id, user.id, req) };
  }
}
