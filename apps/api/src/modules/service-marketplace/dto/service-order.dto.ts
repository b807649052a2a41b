import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MESSAGES, PREFERRED_TIMES, SERVICE_ADDRESS_MAX_LENGTH, type PreferredTime } from '@oja/shared';
import { trim, trimToNull } from './money-rules.js';
import { AreaQueryParam, StateQueryParam } from '../../../common/place-query.js';
import { SERVICE_CATEGORY_IDS } from '../service-categories.js';
import { PageQuery } from '../../../common/pagination.js';
import { PaymentReferenceDto } from '../../payments/dto/payment-reference.dto.js';

/** A trimmed string, with blank text read as left out (optional fields). */
const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

const MAX_ID = 2_147_483_647;

/** Booking. The amount is the pricing's, never the client's. */
export class CreateServiceOrderDto {
  @Type(() => Number)
  @Max(MAX_ID, { message: 'Please select a service provider' })
  @Min(1, { message: 'Please select a service provider' })
  @IsInt({ message: 'Please select a service provider' })
  @IsNotEmpty({ message: 'Please select a service provider' })
  service_vendor_id: number;

  @Type(() => Number)
  @Max(MAX_ID, { message: MESSAGES.selectService })
  @Min(1, { message: MESSAGES.selectService })
  @IsInt({ message: MESSAGES.selectService })
  @IsNotEmpty({ message: MESSAGES.selectService })
  service_pricing_id: number;

  /** YYYY-MM-DD (a full ISO date-time is read as its Lagos calendar day). */
  @MaxLength(40, { message: MESSAGES.setDeadline })
  @IsString({ message: MESSAGES.setDeadline })
  @IsNotEmpty({ message: MESSAGES.setDeadline })
  deadline: string;

  @Transform(trim)
  @MaxLength(5000, { message: 'Please keep your requirements under 5000 characters' })
  @IsString({ message: MESSAGES.describeRequirements })
  @IsNotEmpty({ message: MESSAGES.describeRequirements })
  requirements: string;

  /**
   * Where the work is done; shown to the vendor once the order is accepted. Optional: the spec's payload has
   * none. Without it the order reads "address to be agreed", the customer is asked for it, and work cannot
   * start until it is added (PATCH /api/service-orders/{id}).
   */
  @IsOptional()
  @Transform(blankToUndefined)
  @MaxLength(SERVICE_ADDRESS_MAX_LENGTH, { message: MESSAGES.serviceAddressTooLong })
  @IsString({ message: MESSAGES.serviceAddressRequired })
  service_address?: string;

  /** When the customer would like the vendor to come: morning, afternoon, evening or anytime (the default). */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(PREFERRED_TIMES, { message: MESSAGES.preferredTimeRequired })
  preferred_time?: PreferredTime;

  /** Accepted for older clients and ignored: the amount is always the pricing's price. */
  @IsOptional()
  total_amount?: unknown;
}

/** PATCH /api/service-orders/{id}: the customer adds (or corrects) where and when, before work starts. */
export class ServiceAddressDto {
  @Transform(trim)
  @MaxLength(SERVICE_ADDRESS_MAX_LENGTH, { message: MESSAGES.serviceAddressTooLong })
  @IsString({ message: MESSAGES.serviceAddressRequired })
  @IsNotEmpty({ message: MESSAGES.serviceAddressRequired })
  service_address: string;

  /** Left out: the order's time window stays as it is. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(PREFERRED_TIMES, { message: MESSAGES.preferredTimeRequired })
  preferred_time?: PreferredTime;
}

export class ConfirmPaymentDto extends PaymentReferenceDto {}

export class DisputeDto {
  @Transform(trim)
  @MaxLength(2000, { message: 'Please keep the reason under 2000 characters' })
  @IsString({ message: 'Please describe the problem with this order' })
  @IsNotEmpty({ message: 'Please describe the problem with this order' })
  reason: string;
}

export class AcceptOrderDto {
  @IsOptional()
  @Transform(trimToNull)
  @MaxLength(2000, { message: 'Please keep the response under 2000 characters' })
  @IsString({ message: 'The response must be text' })
  vendor_response?: string | null;
}

export const VENDOR_STATUS_VALUES = ['accepted', 'in_progress', 'completed', 'cancelled'] as const;
export type VendorStatusValue = (typeof VENDOR_STATUS_VALUES)[number];

export class VendorOrderStatusDto {
  @IsIn(VENDOR_STATUS_VALUES, { message: 'status must be one of accepted, in_progress, completed, cancelled' })
  @IsNotEmpty({ message: 'Please choose a status: accepted, in_progress, completed or cancelled' })
  status: VendorStatusValue;
}

/** GET /api/service-vendors query. `q` matches words the way people type them (common/search-sql.ts). */
export class ServiceVendorQueryDto extends PageQuery {
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'The search must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @IsOptional()
  @IsIn(SERVICE_CATEGORY_IDS, { message: `category must be one of ${SERVICE_CATEGORY_IDS.join(', ')}` })
  category?: (typeof SERVICE_CATEGORY_IDS)[number];

  /** Only vendors whose location lies in this state (lagos, fct, akwa-ibom, … or the state's name). */
  @StateQueryParam()
  state?: string;

  /** Only vendors whose location contains this text (e.g. Lekki, Ikeja). */
  @AreaQueryParam()
  area?: string;
}
