import { Body, Controller, Get, Inject, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { ENV, Env } from '../../config/env.js';
import { CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { ServiceVendorProfileDto } from './dto/service-vendor-profile.dto.js';
import { ServiceOrdersService } from './service-orders.service.js';
import { ServiceVendorProfileService } from './service-vendor-profile.service.js';
import { presentOwnServiceProfile } from './service-vendor.presenter.js';

/**
 * A live general-service vendor's own area: the dashboard's overview, and the public profile the directory
 * (`/api/service-vendors`) shows. Photos have their own upload route here (the listing photo route is for apartment
 * hosts only) and go through the same pipeline (checked, re-encoded to WebP, EXIF dropped).
 */
@ApiTags('vendor: service profile')
@Controller('api/vendor/service')
@VendorAuth({ live: true, category: 'service_vendor' })
export class VendorServiceProfileController {
  constructor(
    private readonly profiles: ServiceVendorProfileService,
    private readonly vendors: VendorsService,
    private readonly orders: ServiceOrdersService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The vendor dashboard basics plus the real figures of its orders; not live yet: the same, with `going_live`. */
  @Get('dashboard')
  @VendorAuth({ category: 'service_vendor' })
  async dashboard(@CurrentUser() user: SignedInUser) {
    const [base, service] = await Promise.all([this.vendors.dashboard(user), this.orders.vendorFigures(user.vendor!.id)]);
    return { data: { ...base.data, service } };
  }

  @Get('profile')
  async get(@CurrentUser() user: SignedInUser) {
    return { data: presentOwnServiceProfile(await this.profiles.get(user), this.env.PUBLIC_URL!) };
  }

  @Put('profile')
  async update(@CurrentUser() user: SignedInUser, @Body() dto: ServiceVendorProfileDto) {
    return { message: 'Profile updated successfully!', data: presentOwnServiceProfile(await this.profiles.update(user, dto), this.env.PUBLIC_URL!) };
  }

  /** One photo (multipart field `photo`), re-encoded to WebP; rate-limited per client like sign-in. */
  @Post('profile/photos')
  @UseGuards(ThrottlerGuard)
  @ApiConsumes('multipart/form-data')
  async photo(@CurrentUser() user: SignedInUser, @Req() req: FastifyRequest) {
    return { data: await this.profiles.uploadPhoto(user, req) };
  }
}
