import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module.js';
import { Photo } from './entities/photo.entity.js';
import { PhotosController } from './photos.controller.js';
import { PhotosService } from './photos.service.js';
import { PhotosPersonalData } from './photos.personal-data.js';

/** The vendor photo pipeline: checked uploads re-encoded to WebP variants, public reads, image URL resolution. */
@Module({
  imports: [TypeOrmModule.forFeature([Photo]), StorageModule],
  controllers: [PhotosController],
  providers: [PhotosPersonalData, PhotosService],
  exports: [PhotosService],
})
export class PhotosModule {}
