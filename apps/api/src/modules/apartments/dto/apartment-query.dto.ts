import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LISTING_TYPES, type ListingType } from '../entities/apartment-listing.entity.js';
import { OptionalWholeNumber, trimToNull } from './rules.js';
import { PageQuery } from '../../../common/pagination.js';
import { AreaQueryParam, StateQueryParam } from '../../../common/place-query.js';

/** GET /api/apartments query. Dates are checked by the service (they depend on today in Lagos). */
export class ApartmentQueryDto extends PageQuery {
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

  @OptionalWholeNumber('guests', 1, 8)
  guests?: number;

  /** Only listings whose location lies in this state (lagos, fct, akwa-ibom, … or the state's name). */
  @StateQueryParam()
  state?: string;

  /** Only listings whose location contains this text (e.g. Lekki, Wuse 2). */
  @AreaQueryParam()
  area?: string;
}
