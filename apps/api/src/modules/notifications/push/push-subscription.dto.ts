import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class PushSubscriptionKeysDto {
  @ApiProperty({ description: "The browser's P-256 public key (URL-safe base64 of 65 bytes)" })
  @MaxLength(200, { message: 'keys.p256dh is too long' })
  @IsString({ message: 'keys.p256dh must be a string' })
  @IsNotEmpty({ message: 'keys.p256dh is required' })
  p256dh: string;

  @ApiProperty({ description: "The browser's auth secret (URL-safe base64 of 16 bytes)" })
  @MaxLength(100, { message: 'keys.auth is too long' })
  @IsString({ message: 'keys.auth must be a string' })
  @IsNotEmpty({ message: 'keys.auth is required' })
  auth: string;
}

/** POST /api/me/push-subscriptions: the browser's `PushSubscription.toJSON()`. */
export class PushSubscriptionDto {
  @ApiProperty({ description: "The push service's URL for this browser (https)" })
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  @IsString({ message: 'endpoint must be a string' })
  @IsNotEmpty({ message: 'endpoint is required' })
  endpoint: string;

  @ApiProperty({
    required: false,
    nullable: true,
    type: Number,
    description: 'When the subscription expires (ms since the epoch), as the browser says; ignored',
  })
  @IsOptional()
  @IsNumber({}, { message: 'expirationTime must be a number or null' })
  expirationTime?: number | null;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  @IsDefined({ message: 'keys is required ({ p256dh, auth })' })
  keys: PushSubscriptionKeysDto;
}

/** DELETE /api/me/push-subscriptions: which of the user's subscriptions. */
export class PushUnsubscribeDto {
  @ApiProperty({ description: 'The endpoint of the subscription to remove' })
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  @IsString({ message: 'endpoint must be a string' })
  @IsNotEmpty({ message: 'endpoint is required' })
  endpoint: string;
}
