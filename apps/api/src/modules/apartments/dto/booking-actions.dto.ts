import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { CheckoutReturnDto } from '../../payments/dto/checkout-return.dto.js';
import { PaymentReferenceDto } from '../../payments/dto/payment-reference.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/bookings/{id}/pay: `booking_id` repeats the path, `payment_method` is the card provider; optional `callback_url`. */
export class PayBookingDto extends CheckoutReturnDto {
  @IsOptional()
  @Min(1, { message: 'booking_id must be the booking being paid' })
  @IsInt({ message: 'booking_id must be the booking being paid' })
  booking_id?: number;

  @IsOptional()
  @IsIn(['paystack', 'card'], { message: 'payment_method must be paystack' })
  payment_method?: string;
}

export class ConfirmBookingPaymentDto extends PaymentReferenceDto {}

export class CancelBookingDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(500, { message: 'Please keep the reason under 500 characters' })
  @IsString({ message: 'The reason must be text' })
  reason?: string;
}

export class AdminBookingStatusDto {
  @IsString({ message: 'Choose a status' })
  @IsNotEmpty({ message: 'Choose a status' })
  status: string;

  @IsOptional()
  @Transform(trim)
  @MaxLength(1000, { message: 'Please keep the notes under 1000 characters' })
  @IsString({ message: 'Notes must be text' })
  notes?: string | null;
}
