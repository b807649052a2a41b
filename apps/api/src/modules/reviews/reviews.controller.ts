import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { DomainError } from '../../common/domain-error.js';
import type { SubjectKind } from '../../queue/jobs.js';
import { IdPipe } from '../../common/id.pipe.js';
import { CreateReviewDto } from './dto/create-review.dto.js';
import { reviewableKinds } from './review-subjects.js';
import { BLIND_RULE, presentReview, ReviewsService } from './reviews.service.js';

/** Double-blind reviews by the two parties of a completed subject (order, booking…). */
@ApiTags('reviews')
@Controller('api/reviews')
@Auth()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post()
  @ApiOperation({ summary: 'Review a completed subject you are a party of, once, within 14 days of completion' })
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateReviewDto) {
    const review = await this.reviews.create(user.id, dto.subject_kind as SubjectKind, dto.subject_id, dto.rating, dto.comment);
    return { message: `Thank you for your review. ${BLIND_RULE}`, data: presentReview(review) };
  }

  @Get('pending')
  @ApiOperation({ summary: 'Completed subjects the caller can still review' })
  async pending(@CurrentUser() user: SignedInUser) {
    return { data: await this.reviews.pending(user.id) };
  }

  @Get('subject/:kind/:id')
  @ApiOperation({ summary: "The caller's review of a subject, and the other side's once revealed" })
  async subject(@CurrentUser() user: SignedInUser, @Param('kind') kind: string, @Param('id', IdPipe) id: number) {
    if (!reviewableKinds().includes(kind)) throw DomainError.notFound('REVIEW_SUBJECT_NOT_FOUND', 'Nothing to review was found');
    return { data: await this.reviews.forSubject(user.id, kind as SubjectKind, id) };
  }
}
