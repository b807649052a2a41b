import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { RETURN_URL_MAX_LENGTH } from '../../../common/return-url.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/**
 * A password being chosen: present, text, 8 to 200 characters. applyDecorators registers in array order, the order
 * class-validator checks them (stopAtFirstError): presence first, then type, then length.
 */
const NewPassword = () =>
  applyDecorators(
    IsNotEmpty({ message: 'The password field is required.' }),
    IsString(),
    MinLength(8, { message: 'The password must be at least 8 characters.' }),
    MaxLength(200),
    ApiProperty({ minLength: 8, maxLength: 200 }),
  );

export class RegisterDto {
  @ApiProperty({ example: 'Adaeze Okafor' })
  @Transform(trim)
  @MaxLength(120)
  @IsString()
  @IsNotEmpty({ message: 'The name field is required.' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  @Transform(lower)
  @MaxLength(254)
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @IsNotEmpty({ message: 'The email field is required.' })
  email: string;

  @ApiProperty({ example: '08031234567', description: 'Nigerian number; stored as E.164' })
  @Transform(trim)
  @MaxLength(30)
  @IsString()
  @IsNotEmpty({ message: 'The phone field is required.' })
  phone: string;

  @NewPassword()
  password: string;

  @ApiProperty({ enum: ['user', 'vendor'] })
  @IsIn(['user', 'vendor'], { message: 'The user type must be user or vendor.' })
  @IsNotEmpty({ message: 'The user type field is required.' })
  user_type: 'user' | 'vendor';

  /**
   * Where the e-mailed verification link lands once the address is confirmed (a partner's own page), with
   * `verified=1` (or `verified=invalid`) added. Must be on an origin in CORS_ORIGINS; any other is refused
   * (422). Left out: Oja's /login.
   */
  @ApiProperty({ required: false, example: 'https://partner.example/welcome' })
  @IsOptional()
  @MaxLength(RETURN_URL_MAX_LENGTH, { message: `The redirect_url may be at most ${RETURN_URL_MAX_LENGTH} characters` })
  @IsString({ message: 'The redirect_url must be a web address' })
  redirect_url?: string;
}

export class LoginDto {
  @ApiProperty()
  @Transform(lower)
  @MaxLength(254)
  @IsString()
  @IsNotEmpty({ message: 'The email field is required.' })
  email: string;

  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'The password field is required.' })
  password: string;
}

export class ForgotPasswordDto {
  @ApiProperty()
  @Transform(lower)
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @IsNotEmpty({ message: 'The email field is required.' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'The reset token is missing.' })
  token: string;

  @NewPassword()
  password: string;
}
