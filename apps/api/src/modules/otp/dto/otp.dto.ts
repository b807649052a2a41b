import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsPositive, Matches, IsString } from 'class-validator';
import { MESSAGES } from '@oja/shared';

export class SendPhoneOtpDto {
  @ApiProperty({ description: "The caller's own user id" })
  @Type(() => Number)
  @IsPositive({ message: 'The user_id field is required.' })
  @IsInt({ message: 'The user_id field is required.' })
  @IsNotEmpty({ message: 'The user_id field is required.' })
  user_id: number;
}

export class VerifyPhoneOtpDto extends SendPhoneOtpDto {
  @ApiProperty({ example: '456', description: 'The 3-digit code read out in the call' })
  @Transform(({ value }) =>
    typeof value === 'number' && Number.isInteger(value) ? String(value).padStart(3, '0') : typeof value === 'string' ? value.trim() : value,
  )
  @Matches(/^\d{3}$/, { message: MESSAGES.invalidOtp })
  @IsString({ message: MESSAGES.invalidOtp })
  @IsNotEmpty({ message: MESSAGES.invalidOtp })
  otp: string;
}
