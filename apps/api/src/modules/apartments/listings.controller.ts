import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { CreateListingDto, ListingStatusDto, UpdateListingDto } from './dto/listing.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { PhotosService } from '../photos/photos.service.js';
import { ListingsService } from './listings.service.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';

/** A live apartment host's listings and photos; another host's listing is "not found". */
@ApiTags('host: apartment listings')
@Controller('api/listings')
@VendorAuth({ live: true, category: 'service_apartment' })
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly photos: PhotosService,
  ) {}

  /** One photo (multipart field `photo`), re-encoded to WebP; rate-limited per client like sign-in. */
  @Post('photos')
  @UseGuards(ThrottlerGuard)
  @ApiConsumes('multipart/form-data')
  async photo(@CurrentUser() user: SignedInUser, @Req() req: FastifyRequest) {
    return { data: await this.photos.upload(user.vendor!.id, req) };
  }

  @Post()
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateListingDto) {
    const listing = await this.listings.create(user, dto);
    return { message: 'Apartment listing submitted.', data: (await this.listings.present([listing]))[0] };
  }

  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    const p = pageOf(q, 100);
    const [rows, total] = await this.listings.listOwn(user, p);
    return paginated(await this.listings.present(rows), p, total);
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: (await this.listings.present([await this.listings.getOwn(user, id)]))[0] };
  }

  @Put(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateListingDto) {
    const listing = await this.listings.update(user, id, dto);
    return { message: 'Apartment listing updated.', data: (await this.listings.present([listing]))[0] };
  }

  @Patch(':id/status')
  async status(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ListingStatusDto) {
    const listing = await this.listings.setStatus(user, id, dto.status);
    return { message: dto.status === 'active' ? 'Listing is active again.' : 'Listing paused.', data: (await this.listings.present([listing]))[0] };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.listings.remove(user, id);
    return { message: 'Apartment listing deleted.' };
  }
}
