import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '@oja/shared';
import { IsNairaAmount, trim, trimToNull } from './money-rules.js';

/** Pricing form: title required (trimmed), description optional, price ≥ 0 with ≤ 2 decimals. */
export class ServicePricingDto {
  @Transform(trim)
  @MaxLength(200, { message: 'The title must be at most 200 characters' })
  @IsString({ message: MESSAGES.requiredFields })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  title: string;

  @IsOptional()
  @Transform(trimToNull)
  @MaxLength(2000, { message: 'The description must be at most 2000 characters' })
  @IsString({ message: 'The description must be text' })
  description?: string | null;

  @IsNairaAmount({ requiredMessage: MESSAGES.requiredFields })
  price: number | string;
}
