import { PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '@oja/shared';
import { LISTING_STATUSES, LISTING_TYPES, type ListingStatus, type ListingType } from '../entities/apartment-listing.entity.js';
import { IsNairaPrice, OptionalWholeNumber, trim, trimList, trimToNull } from './rules.js';

export const MAX_IMAGES = 10;
const TYPE_MESSAGE = 'The property type must be hotel, hostel or shortlet';

// class-validator runs a property's decorators bottom-up and (stopAtFirstError) reports the first failure:
// the "required" check sits at the bottom so a missing value reads 'Please fill in all required fields'.

/** POST /api/listings (title, location and price per night required; price numeric). */
export class CreateListingDto {
  @MaxLength(160, { message: 'Please keep the title under 160 characters' })
  @IsString({ message: MESSAGES.requiredFields })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  @Transform(trim)
  title: string;

  @IsOptional()
  @MaxLength(5000, { message: 'Please keep the description under 5000 characters' })
  @IsString({ message: 'The description must be text' })
  @Transform(trimToNull)
  description?: string | null;

  @MaxLength(255, { message: 'Please keep the location under 255 characters' })
  @IsString({ message: MESSAGES.requiredFields })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  @Transform(trim)
  location: string;

  @IsNairaPrice()
  price_per_night: number | string;

  @IsIn(LISTING_TYPES, { message: TYPE_MESSAGE })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  type: ListingType;

  /** https URLs (ours from POST /api/listings/photos, or an outside image host); the first is the cover. */
  @IsOptional()
  @IsString({ each: true, message: 'Each image must be a web address' })
  @MaxLength(2048, { each: true, message: 'An image address is too long' })
  @ArrayMaxSize(MAX_IMAGES, { message: `You can add at most ${MAX_IMAGES} photos` })
  @IsArray({ message: 'images must be a list of image addresses' })
  @Transform(trimList)
  images?: string[];

  @OptionalWholeNumber('Max guests', 1, 50)
  max_guests?: number | null;

  @OptionalWholeNumber('Bedrooms', 0, 100)
  bedrooms?: number | null;

  @OptionalWholeNumber('Bathrooms', 0, 100)
  bathrooms?: number | null;

  @IsOptional()
  @MaxLength(60, { each: true, message: 'Please keep each amenity under 60 characters' })
  @IsString({ each: true, message: 'Each amenity must be text' })
  @ArrayMaxSize(30, { message: 'You can list at most 30 amenities' })
  @IsArray({ message: 'amenities must be a list of words' })
  @Transform(trimList)
  amenities?: string[];
}

/**
 * PUT /api/listings/:id: the same fields, each optional; a field that is sent must be valid (null is checked like
 * any sent value: only the fields create lets be null accept it).
 */
export class UpdateListingDto extends PartialType(CreateListingDto, { skipNullProperties: false }) {}

export class ListingStatusDto {
  @IsIn(LISTING_STATUSES, { message: 'The status must be active or paused' })
  @IsNotEmpty({ message: 'Please choose a status: active or paused' })
  status: ListingStatus;
}

export class VerifyListingDto {
  @IsIn([0, 1, true, false], { message: 'is_verified must be 1 or 0' })
  @IsDefined({ message: 'is_verified is required (1 or 0)' })
  @Transform(({ value }: { value: unknown }) => (value === '1' ? 1 : value === '0' ? 0 : value))
  is_verified: 0 | 1 | boolean;
}
