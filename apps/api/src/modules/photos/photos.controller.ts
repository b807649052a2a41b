import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PhotosService } from './photos.service.js';

/** Vendor photos (listings, service vendor profiles) are public: no token needed. */
@ApiTags('public: photos')
@Controller()
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  /** Names are random UUIDs, so the bytes never change (the folder keeps its first name for every vendor photo). */
  @Get('uploads/listing-photos/:name')
  @ApiProduces('image/webp')
  async photo(@Param('name') name: string, @Res() reply: FastifyReply) {
    const body = await this.photos.read(name);
    if (!body) throw new NotFoundException('Image not found');
    return (
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Public photos may be shown by front ends on other origins (helmet's default is same-origin).
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body)
    );
  }
}
