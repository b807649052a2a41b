import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApartmentsService } from './apartments.service.js';
import { ApartmentQueryDto } from './dto/apartment-query.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { PublicRead } from '../../common/http-cache.js';
import { ApiSaveData, SaveData } from '../../common/save-data.js';

/** The public apartment directory: no token needed. */
@ApiTags('public: apartments')
@Controller()
export class ApartmentsController {
  constructor(private readonly apartments: ApartmentsService) {}

  @Get('api/apartments')
  @PublicRead({ list: 'apartments' })
  @ApiSaveData()
  list(@Query() q: ApartmentQueryDto, @SaveData() small: boolean) {
    return this.apartments.search(q, new Date(), { small });
  }

  @Get('api/apartments/:id')
  @PublicRead({ list: 'apartments' })
  @ApiSaveData()
  async get(@Param('id', IdPipe) id: number, @SaveData() small: boolean) {
    return { data: await this.apartments.get(id, { small }) };
  }
}
