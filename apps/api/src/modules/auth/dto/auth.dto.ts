import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class RegisterDto {
  @ApiProperty({ example: 'Adaeze Okafor' })
  @Transform(trim) @IsString() @IsNotEmpty({ message: 'The name field is required.' }) @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  @Transform(lower) @IsNotEmpty({ message: 'The email field is required.' }) @IsEmail({}, { message: 'The email must be a valid email address.' }) @MaxLength(254)
  email: string;

  @ApiProperty({ example: '08031234567', description: 'Nigerian number; stored as E.164' })
  @Transform(trim) @IsString() @IsNotEmpty({ message: 'The phone field is required.' }) @MaxLength(30)
  phone: string;

  @ApiProperty({ minLength: 8 })
  @IsString() @IsNotEmpty({ message: 'The password field is required.' }) @MinLength(8, { message: 'The password must be at least 8 characters.' }) @MaxLength(200)
  password: string;

  @ApiProperty({ enum: ['user', 'vendor'] })
  @IsIn(['user', 'vendor'], { message: 'The user type must be user or vendor.' })
  user_type: 'user' | 'vendor';
}

export class LoginDto {
  @ApiProperty() @Transform(lower) @IsString() @IsNotEmpty({ message: 'The email field is required.' }) @MaxLength(254)
  email: string;

  @ApiProperty() @IsString() @IsNotEmpty({ message: 'The password field is required.' }) @MaxLength(200)
  password: string;
}

export class ForgotPasswordDto {
  @ApiProperty() @Transform(lower) @IsNotEmpty({ message: 'The email field is required.' }) @IsEmail({}, { message: 'The email must be a valid email address.' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty() @IsString() @IsNotEmpty({ message: 'The reset token is missing.' }) @MaxLength(200)
  token: string;

  @ApiProperty({ minLength: 8 })
  @IsString() @MinLength(8, { message: 'The password must be at least 8 characters.' }) @MaxLength(200)
  password: string;
}

