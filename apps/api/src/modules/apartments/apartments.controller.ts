import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApartmentsService } from './apartments.service.js';
import { ApartmentQueryDto } from './dto/apartment-query.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { PublicRead } from '../../common/http-cache.js';

/** The public apartment directory: no token needed. */
@ApiTags('public: apartments')
@Controller()
export class ApartmentsController {
  constructor(private readonly apartments: ApartmentsService) {}

  @Get('api/apartments')
  @PublicRead({ list: 'apartments' })
  list(@Query() q: ApartmentQueryDto) {
    return this.apartments.search(q);
  }

  @Get('api/apartments/:id')
  @PublicRead({ list: 'apartments' })
  async get(@Param('id', IdPipe) id: number) {
    return { data: await this.apartments.get(id) };
  }
}
