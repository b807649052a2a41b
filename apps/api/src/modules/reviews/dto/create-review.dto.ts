import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, IsDefined, ValidateBy } from 'class-validator';
import { trim } from '../../../common/validation.js';
import { reviewableKinds } from '../review-subjects.js';

/** One of the registered subjects that declare reviews (asked when a request is validated, not when this file loads). */
const IsReviewableKind = () =>
  ValidateBy({
    name: 'isIn',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && reviewableKinds().includes(value),
      defaultMessage: () => `subject_kind must be one of: ${reviewableKinds().join(', ')}`,
    },
  });

export class CreateReviewDto {
  @IsReviewableKind()
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
