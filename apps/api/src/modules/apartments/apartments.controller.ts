import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApartmentsService } from './apartments.service.js';
import { ApartmentQueryDto } from './dto/apartment-query.dto.js';
import { IdPipe } from './id.pipe.js';
import { ListingPhotosService } from './listing-photos.service.js';

/** The public apartment directory (spec 000 §2.9, §7): no token needed. */
@ApiTags('public: apartments')
@Controller()
export class ApartmentsController {
  constructor(
    private readonly apartments: ApartmentsService,
    private readonly photos: ListingPhotosService,
  ) {}

  @Get('api/apartments')
  list(@Query() q: ApartmentQueryDto) {
    return this.apartments.search(q);
  }

  @Get('api/apartments/:id')
  async get(@Param('id', IdPipe) id: number) {
    return { data: await this.apartments.get(id) };
  }

  /** Listing photos are public; names are random UUIDs, so the bytes never change. */
  @Get('uploads/listing-photos/:name')
  @ApiProduces('image/webp')
  async photo(@Param('name') name: string, @Res() reply: FastifyReply) {
    const body = await this.photos.read(name);
    if (!body) throw new NotFoundException('Image not found');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      // Public photos may be shown by front ends on other origins (helmet's default is same-origin).
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  }
}
