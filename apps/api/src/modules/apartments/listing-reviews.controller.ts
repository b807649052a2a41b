import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../../common/id.pipe.js';
import { PageQuery } from '../../common/pagination.js';
import { ReviewsService } from '../reviews/reviews.service.js';

/** Public: a listing's revealed guest reviews (the listing is this module's review target). */
@ApiTags('reviews')
@Controller('api')
export class ListingReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('apartments/:id/reviews')
  listing(@Param('id', IdPipe) id: number, @Query() q: PageQuery) {
    return this.reviews.publicPage('apartment_listing', id, q);
  }
}
