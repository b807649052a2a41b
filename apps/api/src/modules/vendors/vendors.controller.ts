import { Body, Controller, Get, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import { VendorAuth } from './vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { pageOf } from '../../common/pagination.js';
import { RegisterVendorDto } from './dto/register-vendor.dto.js';
import { LiveVendorsQuery } from './dto/live-vendors.query.js';
import { ApartmentSetupDto, FoodSetupDto, MechanicSetupDto, ProductSetupDto, RiderSetupDto, ServiceSetupDto } from './dto/setup.dto.js';
import { VendorsService } from './vendors.service.js';
import { PublicRead } from '../../common/http-cache.js';

@ApiTags('vendors')
@Controller('api/vendor')
export class VendorsController {
  constructor(private readonly vendors: VendorsService) {}

  @Post('register')
  @Auth()
  @ApiOperation({ summary: 'Business basics: vendor_type, business_name, category (any spelling, stored canonically)' })
  register(@CurrentUser() user: SignedInUser, @Body() dto: RegisterVendorDto) {
    return this.vendors.register(user, dto);
  }

  @Post('mechanic/setup')
  @Auth()
  mechanic(@CurrentUser() user: SignedInUser, @Body() dto: MechanicSetupDto) {
    return this.vendors.setup(user, 'mechanic', dto);
  }

  @Post('rider/setup')
  @Auth()
  rider(@CurrentUser() user: SignedInUser, @Body() dto: RiderSetupDto) {
    return this.vendors.setup(user, 'rider', dto);
  }

  @Post('product/setup')
  @Auth()
  product(@CurrentUser() user: SignedInUser, @Body() dto: ProductSetupDto) {
    return this.vendors.setup(user, 'product_vendor', dto);
  }

  @Post('apartment/setup')
  @Auth()
  apartment(@CurrentUser() user: SignedInUser, @Body() dto: ApartmentSetupDto) {
    return this.vendors.setup(user, 'service_apartment', dto);
  }

  @Post('service/setup')
  @Auth()
  service(@CurrentUser() user: SignedInUser, @Body() dto: ServiceSetupDto) {
    return this.vendors.setup(user, 'service_vendor', dto);
  }

  @Post('food/setup')
  @Auth()
  food(@CurrentUser() user: SignedInUser, @Body() dto: FoodSetupDto) {
    return this.vendors.setup(user, 'food_vendor', dto);
  }

  // Category dashboards: vendors of that category; one not live yet gets it too, with `going_live`
  // saying what is left (an explanation and the way to Compliance, never a 403 or someone else's figures).
  // The mechanic's dashboard (real figures) is served by the module that owns their jobs.

  // The rider's dashboard (online toggle, demonstration rides) is served by the rides module.

  @Get('product/dashboard')
  @VendorAuth({ category: 'product_vendor' })
  productDashboard(@CurrentUser() user: SignedInUser) {
    return this.vendors.dashboard(user);
  }

  // The host's dashboard (real figures) is served by the module that owns their listings and stays.

  // The general-service vendor's dashboard (real order figures) is served by the module that owns those orders.

  @Get('food/dashboard')
  @VendorAuth({ category: 'food_vendor' })
  foodDashboard(@CurrentUser() user: SignedInUser) {
    return this.vendors.dashboard(user);
  }

  /** The caller's own category details (for the profile screen); null before setup. */
  @Get('details')
  @VendorAuth()
  async details(@CurrentUser() user: SignedInUser) {
    return { data: { category: user.vendor!.category, details: await this.vendors.details(user.vendor!) } };
  }
}

@ApiTags('vendors')
@Controller('api/vendors/live')
export class LiveVendorsController {
  constructor(private readonly vendors: VendorsService) {}

  @Get()
  @PublicRead({ list: 'vendors' })
  @ApiOperation({ summary: 'Public: live vendors (phone verified and KYC approved)' })
  list(@Query() q: LiveVendorsQuery) {
    const { page, perPage } = pageOf(q);
    return this.vendors.live(q, page, perPage);
  }

  @Get(':id')
  @PublicRead()
  one(@Param('id', ParseIntPipe) id: number) {
    return this.vendors.liveOne(id);
  }
}
