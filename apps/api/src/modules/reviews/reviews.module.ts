import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './entities/review.entity.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { ReviewsDemoSeeder } from './reviews-demo.seeder.js';
import { ReviewsPersonalData } from './reviews.personal-data.js';

/**
 * Double-blind reviews and the ratings they feed (the review targets subjects declare). A target's public list is
 * served by the module that owns the target (ReviewsService.publicPage), under its own path.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Review])],
  controllers: [ReviewsController],
  providers: [ReviewsPersonalData, ReviewsService, ReviewsDemoSeeder],
  exports: [ReviewsService],
})
export class ReviewsModule {}
