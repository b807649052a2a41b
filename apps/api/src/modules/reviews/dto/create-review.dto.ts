import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, IsDefined } from 'class-validator';
import { trim } from '../../service-marketplace/dto/money-rules.js';
import { REVIEWABLE_KINDS } from '../review-subjects.js';

export class CreateReviewDto {
  @IsIn(REVIEWABLE_KINDS, { message: `subject_kind must be one of: ${REVIEWABLE_KINDS.join(', ')}` })
  @IsNotEmpty({ message: 'Please say what you are reviewing' })
  subject_kind: string;

  @Type(() => Number)
  @Min(1, { message: 'subject_id must be a positive whole number' })
  @IsInt({ message: 'subject_id must be a positive whole number' })
  @IsDefined({ message: 'Please say what you are reviewing' })
  subject_id: number;

  @Type(() => Number)
  @Max(5, { message: 'Please choose a rating from 1 to 5' })
  @Min(1, { message: 'Please choose a rating from 1 to 5' })
  @IsInt({ message: 'Please choose a rating from 1 to 5' })
  @IsDefined({ message: 'Please choose a rating from 1 to 5' })
  rating: number;

  @Transform(trim)
  @MaxLength(2000, { message: 'Please keep the comment under 2000 characters' })
  @IsString({ message: 'Please write a short comment' })
  @IsNotEmpty({ message: 'Please write a short comment' })
  comment: string;
}
