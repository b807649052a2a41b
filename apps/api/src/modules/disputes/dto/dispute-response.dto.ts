import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/validation.js';

export class DisputeResponseDto {
  @Transform(trim)
  @MaxLength(2000, { message: 'Please keep your statement under 2000 characters' })
  @IsString({ message: 'Please write your side of the dispute' })
  @IsNotEmpty({ message: 'Please write your side of the dispute' })
  statement: string;
}
