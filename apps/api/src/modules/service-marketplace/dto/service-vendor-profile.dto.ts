import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { MESSAGES, normalizePhoneNg } from '@oja/shared';
import { RequiredText } from '../../vendors/dto/validators.js';

export const MAX_SERVICE_IMAGES = 6;

const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

// class-validator runs a property's decorators bottom-up and (stopAtFirstError) reports the first failure:
// IsOptional sits closest to the property so a missing or null optional field is left alone.

/** An optional Nigerian phone number, stored as E.164; blank or null clears it. */
const OptionalNgPhone = () =>
  applyDecorators(
    ValidateBy({
      name: 'isNgPhone',
      validator: { validate: (v: unknown) => typeof v === 'string' && normalizePhoneNg(v) !== null, defaultMessage: () => MESSAGES.invalidPhone },
    }),
    IsOptional(),
    Transform(({ value }) => {
      const v = blankToNull(value);
      return typeof v === 'string' ? (normalizePhoneNg(v) ?? v) : v;
    }),
  );

/** An optional e-mail address, stored lower-case; blank or null clears it. */
const OptionalEmail = () =>
  applyDecorators(
    // applyDecorators registers in array order, and the first registered failure is reported: type, format, length.
    IsString({ message: 'Please enter a valid e-mail address.' }),
    IsEmail({}, { message: 'Please enter a valid e-mail address.' }),
    MaxLength(254, { message: 'This field may be at most 254 characters.' }),
    IsOptional(),
    Transform(({ value }) => {
      const v = blankToNull(value);
      return typeof v === 'string' ? v.toLowerCase() : v;
    }),
  );

/**
 * PUT /api/vendor/service/profile: a general-service vendor's public profile. Service name, description and
 * location are required ('Please fill in all required fields'); phone, email and images left out stay as
 * they are; a blank phone falls back to the account's phone on the public card.
 */
export class ServiceVendorProfileDto {
  @ApiProperty({ maxLength: 160, example: 'Sparkle Home Cleaning' }) @RequiredText(160) service_name: string;
  @ApiProperty({ maxLength: 2000 }) @RequiredText(2000) description: string;
  @ApiProperty({ maxLength: 255, example: 'Lekki, Lagos' }) @RequiredText(255) location: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '08031234567' }) @OptionalNgPhone() phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalEmail() email?: string | null;

  /** https URLs (ours from POST /api/vendor/service/profile/photos, or an outside image host); the first is the cover. At most 6. */
  @ApiPropertyOptional({ type: [String], maxItems: MAX_SERVICE_IMAGES })
  @MaxLength(2048, { each: true, message: 'An image address is too long' })
  @IsString({ each: true, message: 'Each image must be a web address' })
  @ArrayMaxSize(MAX_SERVICE_IMAGES, { message: `You can add at most ${MAX_SERVICE_IMAGES} photos` })
  @IsArray({ message: 'images must be a list of image addresses' })
  @IsOptional()
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value))
  images?: string[];
}
