import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ENV, Env } from '../../config/env.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../../common/id.pipe.js';
import { ServiceVendorQueryDto } from './dto/service-order.dto.js';
import { presentServiceVendor } from './service-vendor.presenter.js';
import { ServiceVendorsService } from './service-vendors.service.js';
import { PublicRead } from '../../common/http-cache.js';
import { ApiSaveData, SaveData } from '../../common/save-data.js';

@ApiTags('general services')
@Controller('api/service-vendors')
export class ServiceVendorsController {
  constructor(
    private readonly vendors: ServiceVendorsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Get()
  @PublicRead({ list: 'services' })
  @ApiSaveData()
  @ApiOperation({
    summary:
      'Live general-service vendors, with q (words as people type them: plumber, electricians, cleaners), category (all, plumbing, electrical, cleaning, repair, installation, other), state, area, page and per_page',
  })
  async list(@Query() query: ServiceVendorQueryDto, @SaveData() small: boolean) {
    const { rows, meta } = await this.vendors.list(query);
    return { data: rows.map((sv) => presentServiceVendor(sv, this.env.PUBLIC_URL!, { small })), meta };
  }

  @Get(':id')
  @PublicRead({ list: 'services' })
  @ApiSaveData()
  async get(@Param('id', IdPipe) id: number, @SaveData() small: boolean) {
    return { data: presentServiceVendor(await this.vendors.get(id), this.env.PUBLIC_URL!, { small }) };
  }
}
