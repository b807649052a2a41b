import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LISTING_TYPES, type ListingType } from '../entities/apartment-listing.entity.js';
import { toInt, trimToNull } from './rules.js';

/** GET /api/apartments query. Dates are checked by the service (they depend on today in Lagos). */
export class ApartmentQueryDto {
  @IsOptional()
  @IsIn(['all', ...LISTING_TYPES], { message: 'type must be hotel, hostel or shortlet' })
  @Transform(trimToNull)
  type?: ListingType | 'all' | null;

  @IsOptional()
  @MaxLength(100, { message: 'The search must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  @Transform(trimToNull)
  q?: string | null;

  @IsOptional()
  @MaxLength(40, { message: 'check_in must be a date (YYYY-MM-DD)' })
  @IsString({ message: 'check_in must be a date (YYYY-MM-DD)' })
  @Transform(trimToNull)
  check_in?: string | null;

  @IsOptional()
  @MaxLength(40, { message: 'check_out must be a date (YYYY-MM-DD)' })
  @IsString({ message: 'check_out must be a date (YYYY-MM-DD)' })
  @Transform(trimToNull)
  check_out?: string | null;

  @IsOptional()
  @Max(8, { message: 'guests must be a whole number from 1 to 8' })
  @Min(1, { message: 'guests must be a whole number from 1 to 8' })
  @IsInt({ message: 'guests must be a whole number from 1 to 8' })
  @Transform(toInt)
  guests?: number;

  @IsOptional()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Transform(toInt)
  page?: number;

  @IsOptional()
  @Max(50, { message: 'per_page must be a whole number from 1 to 50' })
  @Min(1, { message: 'per_page must be a whole number from 1 to 50' })
  @IsInt({ message: 'per_page must be a whole number from 1 to 50' })
  @Transform(toInt)
  per_page?: number;
}

/** `?page=&per_page=` of host and admin lists (20 per page by default, at most 100). */
export class PageQueryDto {
  @IsOptional()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Transform(toInt)
  page?: number;

  @IsOptional()
  @Max(100, { message: 'per_page must be a whole number from 1 to 100' })
  @Min(1, { message: 'per_page must be a whole number from 1 to 100' })
  @IsInt({ message: 'per_page must be a whole number from 1 to 100' })
  @Transform(toInt)
  per_page?: number;
}

/** The `meta` of a paginated answer. */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
