import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../../common/id.pipe.js';
import { Auth, CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { CourierService } from './courier.service.js';

/** A food or product vendor's Oja rider for a ready order (docs/rides.md "Couriers"). */
@ApiTags('vendor: food and shop orders')
@Controller('api/vendor/orders')
@VendorAuth({ live: true, category: ['food_vendor', 'product_vendor'] })
export class VendorCourierController {
  constructor(private readonly couriers: CourierService) {}

  @Post(':id/courier')
  @ApiOperation({
    summary: 'Ask for an Oja rider to deliver a ready order (food: Waiting for Pickup; products: acknowledged), offered to the online riders nearest the shop',
  })
  async request(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { message: 'Looking for an Oja rider near your shop…', data: await this.couriers.request(user, id) };
  }

  @Get(':id/courier')
  @ApiOperation({ summary: "The order's latest Oja rider job (null: none was asked for)" })
  async one(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: await this.couriers.view(id, { vendorId: user.vendor!.id }) };
  }

  @Post(':id/courier/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call the Oja rider off before the pickup' })
  async cancel(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { message: 'Rider request cancelled. Call another Oja rider or deliver it yourself.', data: await this.couriers.cancel(user, id) };
  }
}

/** The customer's view of the rider bringing their order. */
@ApiTags('customer: food and shop orders')
@Controller('api/orders')
@Auth()
export class OrderCourierController {
  constructor(private readonly couriers: CourierService) {}

  @Get(':id/courier')
  @ApiOperation({ summary: 'The Oja rider bringing the order, and where they are (null: the shop delivers itself)' })
  async one(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: await this.couriers.view(id, { userId: user.id }) };
  }
}
