import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MESSAGES } from '@oja/shared';
import { trim, trimToNull } from './money-rules.js';
import { SERVICE_CATEGORY_IDS } from '../service-categories.js';

const MAX_ID = 2_147_483_647;

/** Booking (spec 000 §5). The amount is the pricing's, never the client's. */
export class CreateServiceOrderDto {
  @Type(() => Number)
  @IsInt({ message: 'Please select a service provider' })
  @Min(1, { message: 'Please select a service provider' })
  @Max(MAX_ID, { message: 'Please select a service provider' })
  service_vendor_id: number;

  @Type(() => Number)
  @IsInt({ message: MESSAGES.selectService })
  @Min(1, { message: MESSAGES.selectService })
  @Max(MAX_ID, { message: MESSAGES.selectService })
  service_pricing_id: number;

  /** YYYY-MM-DD (a full ISO date-time is read as its Lagos calendar day). */
  @IsString({ message: MESSAGES.setDeadline })
  @IsNotEmpty({ message: MESSAGES.setDeadline })
  @MaxLength(40, { message: MESSAGES.setDeadline })
  deadline: string;

  @Transform(trim)
  @IsString({ message: MESSAGES.describeRequirements })
  @IsNotEmpty({ message: MESSAGES.describeRequirements })
  @MaxLength(5000, { message: 'Please keep your requirements under 5000 characters' })
  requirements: string;

  /** Accepted for older clients and ignored: the amount is always the pricing's price. */
  @IsOptional()
  total_amount?: unknown;
}

export class ConfirmPaymentDto {
  @Transform(trim)
  @IsString({ message: 'The payment reference is required' })
  @IsNotEmpty({ message: 'The payment reference is required' })
  @Matches(/^[a-z0-9_-]{16,50}$/, { message: 'The payment reference is not valid' })
  payment_reference: string;
}

export class DisputeDto {
  @Transform(trim)
  @IsString({ message: 'Please describe the problem with this order' })
  @IsNotEmpty({ message: 'Please describe the problem with this order' })
  @MaxLength(2000, { message: 'Please keep the reason under 2000 characters' })
  reason: string;
}

export class AcceptOrderDto {
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'The response must be text' })
  @MaxLength(2000, { message: 'Please keep the response under 2000 characters' })
  vendor_response?: string | null;
}

export const VENDOR_STATUS_VALUES = ['accepted', 'in_progress', 'completed', 'cancelled'] as const;
export type VendorStatusValue = (typeof VENDOR_STATUS_VALUES)[number];

export class VendorOrderStatusDto {
  @IsIn(VENDOR_STATUS_VALUES, { message: 'status must be one of accepted, in_progress, completed, cancelled' })
  status: VendorStatusValue;
}

/** GET /api/service-vendors query. */
export class ServiceVendorQueryDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'The search must be at most 100 characters' })
  q?: string;

  @IsOptional()
  @IsIn(SERVICE_CATEGORY_IDS, { message: `category must be one of ${SERVICE_CATEGORY_IDS.join(', ')}` })
  category?: (typeof SERVICE_CATEGORY_IDS)[number];

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  @Max(100_000, { message: 'page is too large' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number from 1 to 50' })
  @Min(1, { message: 'per_page must be a whole number from 1 to 50' })
  @Max(50, { message: 'per_page must be a whole number from 1 to 50' })
  per_page?: number;
}
