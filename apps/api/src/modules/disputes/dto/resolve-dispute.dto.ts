import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsNairaAmount } from '../../../common/naira-amount.js';
import { trim } from '../../../common/validation.js';

export class ResolveDisputeDto {
  @IsIn(['release', 'refund'], { message: 'resolution must be release or refund' })
  @IsNotEmpty({ message: 'Please choose a resolution: release or refund' })
  resolution: 'release' | 'refund';

  /** Naira; refund only; at most 50 % of the payment. Omitted on a refund: the 50 % maximum. */
  @IsOptional()
  @IsNairaAmount({ min: 0.01, requiredMessage: 'Please enter the amount to refund' })
  refund_amount?: number | string;

  @Transform(trim)
  @MaxLength(2000, { message: 'Please keep the note under 2000 characters' })
  @IsString({ message: 'Please add a note explaining the decision' })
  @IsNotEmpty({ message: 'Please add a note explaining the decision' })
  note: string;
}
