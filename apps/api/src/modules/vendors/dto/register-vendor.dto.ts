import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { CATEGORY_SPELLINGS, MESSAGES, VENDOR_CATEGORIES } from '@oja/shared';
import { RequiredText } from './validators.js';

export const INVALID_CATEGORY = `Invalid vendor category. Choose one of: ${VENDOR_CATEGORIES.join(', ')}.`;

/** POST /api/vendor/register. */
export class RegisterVendorDto {
  @ApiPropertyOptional({ enum: ['individual', 'business'], default: 'individual' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value))
  @IsIn(['individual', 'business'], { message: 'The vendor type must be individual or business.' })
  vendor_type?: 'individual' | 'business';

  @ApiProperty({ example: 'Emeka Auto Clinic', description: 'Labelled "Service Name" for individuals' })
  @RequiredText(160)
  business_name: string;

  @ApiProperty({ example: 'mechanic', description: `Any of: ${CATEGORY_SPELLINGS.join(', ')} (stored canonically)` })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(CATEGORY_SPELLINGS, { message: INVALID_CATEGORY })
  @IsString({ message: MESSAGES.requiredFields })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  category: string;
}
