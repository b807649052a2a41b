import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '@oja/shared';

/** { reason }: required, non-blank after trimming. */
export class RejectDto {
  @ApiProperty({ example: 'The NIN slip is not readable.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  // Stacked validators run bottom-up (stopAtFirstError reports the first failure): presence nearest the property.
  @MaxLength(1000, { message: 'The rejection reason may be at most 1000 characters.' })
  @IsString({ message: MESSAGES.rejectionReasonRequired })
  @IsNotEmpty({ message: MESSAGES.rejectionReasonRequired })
  reason: string;
}
