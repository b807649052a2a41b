import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BOOKING_STATUSES, MESSAGES, type BookingStatus } from '@oja/shared';
import { toInt, trimToNull } from './rules.js';
import { PageQuery } from '../../../common/pagination.js';

const CHOOSE_APARTMENT = 'Please choose an apartment to book';

/**
 * POST /api/apartment/bookings. The date and guest rules (with today in Lagos) are the shared
 * validateApartmentBooking, run by the service; nights and total_price are computed by the server and the
 * client's values are ignored (a client `nights` below 1 still gets 'Booking must be for at least 1 night').
 */
export class CreateBookingDto {
  @Max(2_147_483_647, { message: CHOOSE_APARTMENT })
  @Min(1, { message: CHOOSE_APARTMENT })
  @IsInt({ message: CHOOSE_APARTMENT })
  @IsNotEmpty({ message: CHOOSE_APARTMENT })
  @Transform(toInt)
  listing_id: number;

  @IsOptional()
  @MaxLength(40, { message: MESSAGES.checkInRequired })
  @IsString({ message: MESSAGES.checkInRequired })
  check_in_date?: string | null;

  @IsOptional()
  @MaxLength(40, { message: MESSAGES.checkOutRequired })
  @IsString({ message: MESSAGES.checkOutRequired })
  check_out_date?: string | null;

  /** Checked by the shared rule (a whole number 1–8, also as a digit string). */
  @IsOptional()
  guests?: number | string | null;

  /** Ignored (the server counts the nights), except that a value below 1 is refused. */
  @IsOptional()
  nights?: number | string | null;

  /** Ignored: the total is the listing's price × nights. */
  @IsOptional()
  total_price?: unknown;

  @IsOptional()
  @MaxLength(1000, { message: 'Please keep your notes under 1000 characters' })
  @IsString({ message: 'Notes must be text' })
  @Transform(trimToNull)
  notes?: string | null;
}

/** Admin booking list filters. */
export class AdminBookingsQueryDto extends PageQuery {
  @IsOptional()
  @IsIn(['all', ...BOOKING_STATUSES], { message: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
  status?: BookingStatus | 'all';
}
