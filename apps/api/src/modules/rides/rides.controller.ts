import { Body, Controller, ForbiddenException, Get, HttpCode, Param, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { IdPipe } from '../../common/id.pipe.js';
import { PageQuery, pageOf } from '../../common/pagination.js';
import { createValidationPipe } from '../../common/validation.js';
import { AdminAuth, Auth, CurrentUser } from '../access/access.js';
import { DisputesService } from '../disputes/disputes.service.js';
import { ReportProblemDto } from '../disputes/dto/report-problem.dto.js';
import { CheckoutReturnDto } from '../payments/dto/checkout-return.dto.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import { CanTransactGuard } from '../settings/can-transact.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { AdminRidesQuery, CreateRideDto, RequestRideDto, RideEstimateQuery, RiderLocationDto, RiderStatusDto, StartRideDto } from './dto/ride.dto.js';
import { RidesService } from './rides.service.js';
import { CUSTOMERS_ONLY, TripsService, type RiderAction } from './trips.service.js';
import { TripsAdmin } from './trips-admin.service.js';

const bodyPipe = createValidationPipe();

@ApiTags('rides')
@Controller('api/rides')
@ApiExtraModels(RequestRideDto, CreateRideDto)
export class RidesController {
  constructor(
    private readonly rides: RidesService,
    private readonly trips: TripsService,
    private readonly payments: PaymentCapturesService,
    private readonly disputes: DisputesService,
  ) {}

  /**
   * With pins (`pickup: { lat, lng }`): a real ride, offered to the online riders nearest the pickup (docs/rides.md).
   * With a pickup in words (a string): the demonstration ride of before, kept as it was.
   */
  @Post()
  @Auth()
  @UseGuards(CanTransactGuard)
  @ApiOperation({
    summary: 'Request an okada ride (pins: a real ride, dispatched to the nearest online riders) or keep a finished demonstration ride (pickup as text)',
  })
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(RequestRideDto) }, { $ref: getSchemaPath(CreateRideDto) }] } })
  async create(@CurrentUser() user: SignedInUser, @Body() body: Record<string, unknown>) {
    const real = body !== null && typeof body === 'object' && typeof body.pickup === 'object' && body.pickup !== null;
    if (!real) return this.rides.create(user, (await bodyPipe.transform(body, { type: 'body', metatype: CreateRideDto })) as CreateRideDto);
    const dto = (await bodyPipe.transform(body, { type: 'body', metatype: RequestRideDto })) as RequestRideDto;
    const trip = await this.trips.request(user, dto);
    return { message: 'Looking for a rider near you…', data: await this.trips.one(user, trip.id) };
  }

  @Get('my')
  @Auth()
  @ApiOperation({ summary: "The caller's own demonstration rides, newest first" })
  mine(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    return this.rides.mine(user, pageOf(q));
  }

  @Get('estimate')
  @ApiOperation({ summary: 'The fare and time of a ride between two pins (₦200 + ₦80 per km on the road distance)' })
  estimate(@Query() q: RideEstimateQuery) {
    return { data: this.trips.estimate({ lat: q.pickup_lat, lng: q.pickup_lng }, { lat: q.destination_lat, lng: q.destination_lng }) };
  }

  @Get('current')
  @Auth()
  async current(@CurrentUser() user: SignedInUser) {
    return { data: await this.trips.current(user) };
  }

  @Get('recent-places')
  @Auth()
  async recentPlaces(@CurrentUser() user: SignedInUser) {
    return { data: await this.trips.recentPlaces(user) };
  }

  @Get(':id')
  @Auth()
  async one(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: await this.trips.one(user, id) };
  }

  @Post(':id/cancel')
  @Auth()
  @HttpCode(200)
  async cancel(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    if (user.userType !== 'user') throw new ForbiddenException(CUSTOMERS_ONLY);
    await this.trips.cancelByCustomer(user, id);
    return { message: 'Ride cancelled.', data: await this.trips.one(user, id) };
  }

  @Post(':id/pay')
  @Auth()
  @HttpCode(200)
  @UseGuards(CanTransactGuard)
  async pay(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: CheckoutReturnDto) {
    if (user.userType !== 'user') throw new ForbiddenException(CUSTOMERS_ONLY);
    await this.trips.assertPayable(user, id);
    const { paymentUrl, reference } = await this.payments.pay('ride', id, user, dto.callback_url);
    return { data: { payment_url: paymentUrl, reference } };
  }

  @Post(':id/report-problem')
  @Auth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Report a problem with a completed ride within 24 hours: a dispute an administrator resolves (a card fare: up to 50 % back)' })
  async reportProblem(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ReportProblemDto) {
    if (user.userType !== 'user') throw new ForbiddenException(CUSTOMERS_ONLY);
    await this.disputes.open('ride', id, user.id, dto.reason);
    return { message: 'Your report has been sent. An administrator will look at it.', data: await this.trips.one(user, id) };
  }
}

@ApiTags('rides')
@Controller('api/riders')
export class OnlineRidersController {
  constructor(private readonly rides: RidesService) {}

  @Get('online')
  @ApiOperation({ summary: 'Public: live riders who are online (offered on /ride-hailing)' })
  online() {
    return this.rides.online();
  }
}

@ApiTags('rides')
@Controller('api/vendor/rider')
export class RiderDashboardController {
  constructor(
    private readonly rides: RidesService,
    private readonly trips: TripsService,
  ) {}

  @Patch('status')
  @VendorAuth({ live: true, category: 'rider' })
  @ApiOperation({ summary: "The rider's online/offline toggle" })
  status(@CurrentUser() user: SignedInUser, @Body() dto: RiderStatusDto) {
    return this.rides.setOnline(user, dto.online);
  }

  @Get('dashboard')
  // A rider who is not live yet gets the dashboard too, with `going_live` saying what is left.
  @VendorAuth({ category: 'rider' })
  @ApiOperation({ summary: "The rider's overview: online state, real figures (earnings from the ledger) and, apart, the demonstration rides" })
  dashboard(@CurrentUser() user: SignedInUser) {
    return this.rides.dashboard(user);
  }

  @Post('location')
  @HttpCode(200)
  @VendorAuth({ live: true, category: 'rider' })
  @ApiOperation({ summary: "The rider's position (every few seconds while online or on a ride): in Nigeria, a possible move" })
  async location(@CurrentUser() user: SignedInUser, @Body() dto: RiderLocationDto) {
    return { data: await this.trips.location(user, { lat: dto.lat, lng: dto.lng }, await this.rides.isOnline(user)) };
  }

  @Get('rides/current')
  @VendorAuth({ live: true, category: 'rider' })
  @ApiOperation({ summary: 'The ride offered to the rider now (until offer_expires_at) and the ride in hand' })
  async current(@CurrentUser() user: SignedInUser) {
    return { data: await this.trips.riderCurrent(user) };
  }

  @Post('rides/:id/accept')
  @HttpCode(200)
  @VendorAuth({ live: true, category: 'rider' })
  async accept(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.trips.accept(user, id);
    return { message: 'Ride accepted. Head to the pickup.', data: await this.trips.one(user, id) };
  }

  @Post('rides/:id/decline')
  @HttpCode(200)
  @VendorAuth({ live: true, category: 'rider' })
  async decline(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.trips.decline(user, id);
    return { message: 'Ride declined.' };
  }

  @Post('rides/:id/arrived')
  @HttpCode(200)
  @VendorAuth({ live: true, category: 'rider' })
  arrived(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.step(user, id, 'arrived', 'The customer knows you are at the pickup. Ask them for the start code.');
  }

  /** A ride starts with the customer's code (JSON `start_code`); a delivery with the sealed package's photo (multipart `photo`). */
  @Post('rides/:id/start')
  @HttpCode(200)
  @VendorAuth({ live: true, category: 'rider' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    type: StartRideDto,
    description: "A ride: the customer's start code. A delivery: multipart/form-data with `photo`, the sealed package at handover.",
  })
  async start(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    if (await this.trips.isRidersDelivery(user, id)) {
      await this.trips.deliveryStep(user, id, 'start', req);
      return { message: 'Picked up sealed. The customer has been told their order is on its way.', data: await this.trips.one(user, id) };
    }
    const dto = (await bodyPipe.transform(req.body ?? {}, { type: 'body', metatype: StartRideDto })) as StartRideDto;
    return this.step(user, id, 'start', 'Ride started.', dto.start_code);
  }

  /** Ends the ride; a delivery ends with the delivered package's photo (multipart `photo`). */
  @Post('rides/:id/complete')
  @HttpCode(200)
  @VendorAuth({ live: true, category: 'rider' })
  @ApiConsumes('application/json', 'multipart/form-data')
  async complete(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    if (await this.trips.isRidersDelivery(user, id)) {
      await this.trips.deliveryStep(user, id, 'complete', req);
      return { message: 'Delivered. Your fee is paid from the order; the customer is asked to check the seal.', data: await this.trips.one(user, id) };
    }
    return this.step(user, id, 'complete', 'Ride completed.');
  }

  @Post('rides/:id/cancel')
  @HttpCode(200)
  @VendorAuth({ live: true, category: 'rider' })
  cancel(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.step(user, id, 'cancel', 'Ride cancelled. The customer has been told.');
  }

  private async step(user: SignedInUser, id: number, action: RiderAction, message: string, code?: string) {
    await this.trips.byRider(user, id, action, code);
    return { message, data: await this.trips.one(user, id) };
  }
}

/** Admins: every real ride with its rider and the cash commission the rider owes (docs/rides.md). */
@ApiTags('admin: rides')
@Controller('api/admin/rides')
@AdminAuth()
export class AdminRidesController {
  constructor(private readonly admin: TripsAdmin) {}

  @Get()
  @ApiOperation({ summary: "Every ride and Oja rider's delivery, newest first, with the rider's cash owed" })
  list(@Query() q: AdminRidesQuery) {
    return this.admin.adminList(q, pageOf(q, 20));
  }

  @Get('cash-owed')
  @ApiOperation({ summary: 'Riders who owe Oja the commission on cash rides, largest first (settled against their payouts)' })
  async cashOwed() {
    return { data: await this.admin.cashOwedByRider() };
  }

  @Get(':id')
  async one(@Param('id', IdPipe) id: number) {
    return { data: await this.admin.adminOne(id) };
  }
}
