import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/validation.js';

/** "Report a problem" with a paid subject (a maintenance job, a stay): what went wrong, in the customer's words. */
export class ReportProblemDto {
  @ApiProperty({ description: 'What went wrong (at most 2,000 characters)' })
  @Transform(trim)
  @MaxLength(2000, { message: 'Please keep the description under 2000 characters' })
  @IsString({ message: 'Please describe the problem' })
  @IsNotEmpty({ message: 'Please describe the problem' })
  reason: string;
}
