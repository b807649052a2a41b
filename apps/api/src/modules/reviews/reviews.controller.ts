import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import type { User } from '../users/entities/user.entity.js';
import { DomainError } from '../../common/domain-error.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';
import type { SubjectKind } from '../../queue/jobs.js';
import { IdPipe } from '../../common/id.pipe.js';
import { CreateReviewDto } from './dto/create-review.dto.js';
import { reviewableKinds } from './review-subjects.js';
import { BLIND_RULE, presentReview, ReviewsService } from './reviews.service.js';

/** Double-blind reviews by the two parties of a completed order, stay or job. */
@ApiTags('reviews')
@Controller('api/reviews')
@Auth()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post()
  @ApiOperation({ summary: 'Review a completed subject you are a party of, once, within 14 days of completion' })
  async create(@CurrentUser() user: User, @Body() dto: CreateReviewDto) {
    const review = await this.reviews.create(user.id, dto.subject_kind as SubjectKind, dto.subject_id, dto.rating, dto.comment);
    return { message: `Thank you for your review. ${BLIND_RULE}`, data: presentReview(review) };
  }

  @Get('pending')
  @ApiOperation({ summary: 'Completed subjects the caller can still review' })
  async pending(@CurrentUser() user: User) {
    return { data: await this.reviews.pending(user.id) };
  }

  @Get('subject/:kind/:id')
  @ApiOperation({ summary: "The caller's review of a subject, and the other side's once revealed" })
  async subject(@CurrentUser() user: User, @Param('kind') kind: string, @Param('id', IdPipe) id: number) {
    if (!reviewableKinds().includes(kind)) throw DomainError.notFound('REVIEW_SUBJECT_NOT_FOUND', 'Nothing to review was found');
    return { data: await this.reviews.forSubject(user.id, kind as SubjectKind, id) };
  }
}

/** Public: revealed customer reviews of a service vendor or a listing. */
@ApiTags('reviews')
@Controller('api')
export class PublicReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('service-vendors/:id/reviews')
  async serviceVendor(@Param('id', IdPipe) id: number, @Query() q: PageQuery) {
    const p = pageOf(q, 10);
    const [rows, total] = await this.reviews.publicList('service_vendor', id, p);
    return paginated(rows.map(presentReview), p, total);
  }

  @Get('apartments/:id/reviews')
  async listing(@Param('id', IdPipe) id: number, @Query() q: PageQuery) {
    const p = pageOf(q, 10);
    const [rows, total] = await this.reviews.publicList('apartment_listing', id, p);
    return paginated(rows.map(presentReview), p, total);
  }
}
