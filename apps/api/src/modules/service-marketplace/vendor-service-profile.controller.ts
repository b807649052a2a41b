import { Body, Controller, Get, Inject, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { ENV, Env } from '../../config/env.js';
import { CurrentUser } from '../access/access.js';
import type { User } from '../users/entities/user.entity.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { ServiceVendorProfileDto } from './dto/service-vendor-profile.dto.js';
import { ServiceVendorProfileService } from './service-vendor-profile.service.js';
import { presentOwnServiceProfile } from './service-vendor.presenter.js';

/**
 * A live general-service vendor's public profile: what the directory (`/api/service-vendors`) shows.
 * Photos have their own upload route here (the listing photo route is for apartment hosts only) and go
 * through the same pipeline (checked, re-encoded to WebP, EXIF dropped).
 */
@ApiTags('vendor: service profile')
@Controller('api/vendor/service/profile')
@VendorAuth({ live: true, category: 'service_vendor' })
export class VendorServiceProfileController {
  constructor(
    private readonly profiles: ServiceVendorProfileService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Get()
  async get(@CurrentUser() user: User) {
    return { data: presentOwnServiceProfile(await this.profiles.get(user), this.env.PUBLIC_URL!) };
  }

  @Put()
  async update(@CurrentUser() user: User, @Body() dto: ServiceVendorProfileDto) {
    return { message: 'Profile updated successfully!', data: presentOwnServiceProfile(await this.profiles.update(user, dto), this.env.PUBLIC_URL!) };
  }

  /** One photo (multipart field `photo`), re-encoded to WebP; rate-limited per client like sign-in. */
  @Post('photos')
  @UseGuards(ThrottlerGuard)
  @ApiConsumes('multipart/form-data')
  async photo(@CurrentUser() user: User, @Req() req: FastifyRequest) {
    return { data: await this.profiles.uploadPhoto(user, req) };
  }
}
