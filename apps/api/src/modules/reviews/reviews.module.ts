import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './entities/review.entity.js';
import { PublicReviewsController, ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { ReviewsDemoSeeder } from './reviews-demo.seeder.js';

/** Double-blind reviews and the ratings they feed (service vendors, listings). */
@Module({
  imports: [TypeOrmModule.forFeature([Review])],
  controllers: [ReviewsController, PublicReviewsController],
  providers: [ReviewsService, ReviewsDemoSeeder],
  exports: [ReviewsService],
})
export class ReviewsModule {}
