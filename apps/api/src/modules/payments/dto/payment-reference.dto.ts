import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { trim } from '../../../common/validation.js';

/**
 * The body of every `…/confirm-payment` call: the checkout's reference, as the provider returned it. Each vertical
 * names its own subclass so the OpenAPI document keeps one schema per route.
 */
export class PaymentReferenceDto {
  @Transform(trim)
  @Matches(/^[a-z0-9_-]{16,50}$/, { message: 'The payment reference is not valid' })
  @IsString({ message: 'The payment reference is required' })
  @IsNotEmpty({ message: 'The payment reference is required' })
  payment_reference: string;
}
