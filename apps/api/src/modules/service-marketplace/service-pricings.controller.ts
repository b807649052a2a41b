import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { ServicePricingDto } from './dto/service-pricing.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { presentPricing } from './service-vendor.presenter.js';
import { ServicePricingsService } from './service-pricings.service.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';

/** A live general-service vendor's pricings. */
@ApiTags('vendor: service pricings')
@Controller('api/vendor/service-pricings')
@VendorAuth({ live: true, category: 'service_vendor' })
export class ServicePricingsController {
  constructor(private readonly pricings: ServicePricingsService) {}

  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    const p = pageOf(q, 100);
    const [rows, total] = await this.pricings.list(user, p);
    return paginated(rows.map(presentPricing), p, total);
  }

  @Post()
  async create(@CurrentUser() user: SignedInUser, @Body() dto: ServicePricingDto) {
    return { message: 'Pricing created successfully!', data: presentPricing(await this.pricings.create(user, dto)) };
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return { data: presentPricing(await this.pricings.get(user, id)) };
  }

  @Put(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ServicePricingDto) {
    return { message: 'Pricing updated successfully!', data: presentPricing(await this.pricings.update(user, id, dto)) };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.pricings.remove(user, id);
    return { message: 'Pricing deleted successfully!' };
  }
}
