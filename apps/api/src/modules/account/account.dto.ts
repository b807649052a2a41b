import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class ChannelPreference {
  @ApiProperty({ description: 'Show these notices in the bell' })
  @IsBoolean({ message: 'in_app must be true or false' })
  @IsDefined({ message: 'in_app is required (true or false)' })
  in_app: boolean;

  @ApiProperty({ description: 'Send these notices by e-mail' })
  @IsBoolean({ message: 'email must be true or false' })
  @IsDefined({ message: 'email is required (true or false)' })
  email: boolean;

  @ApiProperty({
    required: false,
    description: 'Send these notices by SMS when they need action (a new order, payment due, a dispute); omitted: the stored choice stays',
  })
  @IsOptional()
  @IsBoolean({ message: 'sms must be true or false' })
  sms?: boolean;

  @ApiProperty({ required: false, description: "Send these notices as push notifications to the user's devices; omitted: the stored choice stays" })
  @IsOptional()
  @IsBoolean({ message: 'push must be true or false' })
  push?: boolean;
}

/** PUT /api/me/notification-preferences: every kind with in_app and email, and optionally sms and push. */
export class NotificationPreferencesDto {
  @ApiProperty({ type: ChannelPreference, description: 'Orders, bookings and requests' })
  @ValidateNested()
  @Type(() => ChannelPreference)
  orders: ChannelPreference;

  @ApiProperty({ type: ChannelPreference, description: 'Payments, refunds and payouts' })
  @ValidateNested()
  @Type(() => ChannelPreference)
  payments: ChannelPreference;

  @ApiPropertyOptional({ type: ChannelPreference, description: "New messages in an order's conversation (absent: unchanged)" })
  @IsOptional()
  @ValidateNested()
  @Type(() => ChannelPreference)
  messages?: ChannelPreference;
}

/** PUT /api/me/low-data-mode: turn low-data mode on or off. */
export class LowDataModeDto {
  @ApiProperty({ description: 'Smaller photos, and list photos only when tapped, on every device the user signs in on' })
  @IsBoolean({ message: 'low_data_mode must be true or false' })
  @IsDefined({ message: 'low_data_mode is required (true or false)' })
  low_data_mode: boolean;
}

/** POST /api/me/erasure: the account's password, asked again. */
export class ErasureDto {
  @ApiProperty({ description: "The account's current password" })
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'The password field is required.' })
  password: string;
}
