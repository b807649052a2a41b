import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  type IsNumberOptions,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { RIDE_MAX_KM, RIDE_MIN_KM, RIDE_PAYMENT_METHODS, RIDE_TRIP_STATUSES } from '@oja/shared';
import { PageQuery } from '../../../common/pagination.js';

/** A finite number with at most one decimal. (class-validator's maxDecimalPlaces throws on exponent forms such as 1e-7.) */
const IsOneDecimalNumber = (message: string) =>
  ValidateBy(
    {
      name: 'isOneDecimalNumber',
      validator: { validate: (v: unknown) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9 },
    },
    { message },
  );

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

const LAT = 'lat must be a latitude (a number from -90 to 90)';
const LNG = 'lng must be a longitude (a number from -180 to 180)';
const FINITE: IsNumberOptions = { allowNaN: false, allowInfinity: false };

/**
 * A required coordinate from -bound to bound (a query string's text made a number), else `message`. applyDecorators
 * registers in array order, the order class-validator checks them (stopAtFirstError): presence, type, then range.
 */
const Coordinate = (bound: number, message: string, numberOptions: IsNumberOptions, api: ApiPropertyOptions) =>
  applyDecorators(
    IsDefined({ message }),
    IsNumber(numberOptions, { message }),
    Max(bound, { message }),
    Min(-bound, { message }),
    Type(() => Number),
    // The OpenAPI document's range, which the swagger plugin reads only from decorators written on the property.
    ApiProperty({ minimum: -bound, maximum: bound, ...api }),
  );
const Latitude = (numberOptions: IsNumberOptions = {}, api: ApiPropertyOptions = {}) => Coordinate(90, LAT, numberOptions, api);
const Longitude = (numberOptions: IsNumberOptions = {}, api: ApiPropertyOptions = {}) => Coordinate(180, LNG, numberOptions, api);

/** A point of a ride: a pin and, optionally, what the customer calls it. */
export class RidePlaceDto {
  @Latitude(FINITE, { example: 6.5095 })
  lat: number;
  @Longitude(FINITE, { example: 3.3711 })
  lng: number;
  @ApiPropertyOptional({ example: 'Yaba bus stop', maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(200, { message: 'A place name may be at most 200 characters' })
  @IsString({ message: 'label must be text' })
  label?: string;
}

/** POST /api/rides with pins: a real ride, offered to the nearest online riders (docs/rides.md). */
export class RequestRideDto {
  @ApiProperty({ type: RidePlaceDto })
  @ValidateNested()
  @Type(() => RidePlaceDto)
  @IsObject({ message: 'Please choose a pickup location' })
  @IsDefined({ message: 'Please choose a pickup location' })
  pickup: RidePlaceDto;
  @ApiProperty({ type: RidePlaceDto })
  @ValidateNested()
  @Type(() => RidePlaceDto)
  @IsObject({ message: 'Please choose a destination' })
  @IsDefined({ message: 'Please choose a destination' })
  destination: RidePlaceDto;
  @ApiPropertyOptional({ enum: RIDE_PAYMENT_METHODS, default: 'cash' })
  @IsOptional()
  @IsIn(RIDE_PAYMENT_METHODS, { message: 'payment_method must be cash or card' })
  payment_method?: 'cash' | 'card';
}

/** GET /api/rides/estimate */
export class RideEstimateQuery {
  @Latitude()
  pickup_lat: number;
  @Longitude()
  pickup_lng: number;
  @Latitude()
  destination_lat: number;
  @Longitude()
  destination_lng: number;
}

/** POST /api/vendor/rider/location */
export class RiderLocationDto {
  @Latitude(FINITE)
  lat: number;
  @Longitude(FINITE)
  lng: number;
}

/** POST /api/vendor/rider/rides/{id}/start */
export class StartRideDto {
  @ApiProperty({ example: '4821' })
  @Transform(trim)
  @Matches(/^\d{4}$/, { message: 'The start code is the 4 digits the customer sees' })
  @IsString({ message: 'The start code is the 4 digits the customer sees' })
  @IsDefined({ message: 'Ask the customer for the 4-digit start code' })
  start_code: string;
}

/** GET /api/admin/rides */
export class AdminRidesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: RIDE_TRIP_STATUSES })
  @IsOptional()
  @IsIn(RIDE_TRIP_STATUSES, { message: `status must be one of ${RIDE_TRIP_STATUSES.join(', ')}` })
  status?: string;
  @ApiPropertyOptional({ enum: ['ride', 'delivery'], description: "rides of customers, or Oja riders' deliveries of orders" })
  @IsOptional()
  @IsIn(['ride', 'delivery'], { message: 'purpose must be ride or delivery' })
  purpose?: 'ride' | 'delivery';
}
