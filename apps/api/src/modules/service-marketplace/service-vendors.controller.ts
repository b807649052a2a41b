import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from './id.pipe.js';
import { ServiceVendorQueryDto } from './dto/service-order.dto.js';
import { presentServiceVendor } from './service-vendor.presenter.js';
import { ServiceVendorsService } from './service-vendors.service.js';

@ApiTags('general services')
@Controller('api/service-vendors')
export class ServiceVendorsController {
  constructor(private readonly vendors: ServiceVendorsService) {}

  @Get()
  @ApiOperation({ summary: 'Live general-service vendors, with q, category (all, plumbing, electrical, cleaning, repair, installation, other), page and per_page' })
  async list(@Query() query: ServiceVendorQueryDto) {
    const { rows, meta } = await this.vendors.list(query);
    return { data: rows.map(presentServiceVendor), meta };
  }

  @Get(':id')
  async get(@Param('id', IdPipe) id: number) {
    return { data: presentServiceVendor(await this.vendors.get(id)) };
  }
}
