import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../../common/id.pipe.js';
import { PageQuery } from '../../common/pagination.js';
import { ReviewsService } from '../reviews/reviews.service.js';

/** Public: a service vendor's revealed customer reviews (the card is this module's review target). */
@ApiTags('reviews')
@Controller('api')
export class ServiceVendorReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('service-vendors/:id/reviews')
  serviceVendor(@Param('id', IdPipe) id: number, @Query() q: PageQuery) {
    return this.reviews.publicPage('service_vendor', id, q);
  }
}
