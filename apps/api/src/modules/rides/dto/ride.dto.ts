import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { RIDE_MAX_KM, RIDE_MIN_KM } from '@oja/shared';

/** A finite number with at most one decimal. (class-validator's maxDecimalPlaces throws on exponent forms such as 1e-7.) */
const IsOneDecimalNumber = (message: string) =>
  ValidateBy({ name: 'isOneDecimalNumber', validator: { validate: (v: unknown) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9 } }, { message });

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/rides: a finished demonstration ride of /ride-hailing. */
export class CreateRideDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @MaxLength(200, { message: 'The pickup must be at most 200 characters' })
  @IsString({ message: 'Please enter a pickup location' })
  @IsNotEmpty({ message: 'Please enter a pickup location' })
  pickup: string;

  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @MaxLength(200, { message: 'The destination must be at most 200 characters' })
  @IsString({ message: 'Please enter a destination' })
  @IsNotEmpty({ message: 'Please enter a destination' })
  destination: string;

  @ApiProperty({ minimum: RIDE_MIN_KM, maximum: RIDE_MAX_KM })
  @Max(RIDE_MAX_KM, { message: `distance_km must be between ${RIDE_MIN_KM} and ${RIDE_MAX_KM}` })
  @Min(RIDE_MIN_KM, { message: `distance_km must be between ${RIDE_MIN_KM} and ${RIDE_MAX_KM}` })
  @IsOneDecimalNumber('distance_km must be a number of kilometres (one decimal)')
  @IsDefined({ message: 'distance_km is required' })
  distance_km: number;

  @ApiProperty({ description: 'Naira: ₦200 + ₦80 per km, rounded' })
  @IsInt({ message: 'fare must be a whole number of naira' })
  @IsDefined({ message: 'fare is required' })
  fare: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The live rider (vendor id) chosen; omitted for a sample rider' })
  @IsOptional()
  @IsInt({ message: 'rider_id must be a vendor id' })
  rider_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 5 })
  @IsOptional()
  @Max(5, { message: 'rating must be 1 to 5 stars' })
  @Min(1, { message: 'rating must be 1 to 5 stars' })
  @IsInt({ message: 'rating must be 1 to 5 stars' })
  rating?: number | null;
}

/** PATCH /api/vendor/rider/status */
export class RiderStatusDto {
  @ApiProperty()
  @IsBoolean({ message: 'online must be true or false' })
  @IsDefined({ message: 'online is required (true or false)' })
  online: boolean;
}
