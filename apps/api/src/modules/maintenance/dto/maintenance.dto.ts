import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MAINTENANCE_TYPE_TEXT_MAX_LENGTH, MESSAGES } from '@oja/shared';
import { PageQuery } from '../../../common/pagination.js';
import { AreaQueryParam, StateQueryParam } from '../../../common/place-query.js';
import { PaymentReferenceDto } from '../../payments/dto/payment-reference.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const toBool = ({ value }: { value: unknown }) =>
  value === 'yes' || value === 'true' ? true : value === 'no' || value === 'false' || value === undefined || value === null || value === '' ? false : value;

/** POST /api/maintenance/request: location, service_type and issue required; towing yes/no, default no. */
export class CreateMaintenanceRequestDto {
  /** Where the car is (area, city). */
  @Transform(trim)
  @MaxLength(255, { message: 'The location may be at most 255 characters.' })
  @IsString({ message: MESSAGES.requiredFields })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  location: string;

  /**
   * One of engine, brake, oil, tire, electrical, ac; or a name people and clients use for one of them ('Brake
   * Service', 'engine repair', 'AC', 'Tyres'), mapped to it; any other text is kept as written under 'other'.
   */
  @Transform(trim)
  @MaxLength(MAINTENANCE_TYPE_TEXT_MAX_LENGTH, { message: `Please keep the service type under ${MAINTENANCE_TYPE_TEXT_MAX_LENGTH} characters.` })
  @IsString({ message: MESSAGES.requiredFields })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  service_type: string;

  /** What is wrong with the car. */
  @Transform(trim)
  @MaxLength(2000, { message: 'Please describe the issue in at most 2000 characters.' })
  @IsString({ message: MESSAGES.requiredFields })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  issue: string;

  /** Yes/no (true/false); no when left out. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'needs_towing must be yes or no' })
  needs_towing?: boolean;
}

export class ChooseMechanicDto {
  /** A live mechanic's id from GET /api/maintenance/mechanics (sample mechanics cannot be chosen). */
  @Min(1, { message: 'Choose a mechanic from the list' })
  @IsInt({ message: 'Choose a mechanic from the list' })
  @IsNotEmpty({ message: 'Choose a mechanic' })
  mechanic_id: number;
}

export class ConfirmMaintenancePaymentDto extends PaymentReferenceDto {}

export class MechanicsQuery {
  /** The customer's location: mechanics whose workshop shares the most place words come first. */
  @IsOptional()
  @Transform(trim)
  @MaxLength(255, { message: 'The location may be at most 255 characters.' })
  @IsString({ message: 'The location must be text' })
  location?: string;

  /** Words in the workshop's name, services or location, matched as on the public lists ("electrician", "tyres"). */
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'The search must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  /** Only workshops whose location lies in this state (lagos, fct, akwa-ibom, … or the state's name). */
  @StateQueryParam()
  state?: string;

  /** Only workshops whose location contains this text (e.g. Ikeja, Wuse 2). */
  @AreaQueryParam()
  area?: string;
}

export class MaintenanceListQuery extends PageQuery {}
