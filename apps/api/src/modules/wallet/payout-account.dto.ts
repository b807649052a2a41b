import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const digits = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : typeof value === 'number' ? String(value) : value);

export class PayoutAccountDto {
  @Transform(digits)
  @Matches(/^\d{3,6}$/, { message: 'Please choose your bank' })
  @IsString({ message: 'Please choose your bank' })
  @IsNotEmpty({ message: 'Please choose your bank' })
  bank_code: string;

  @Transform(digits)
  @Matches(/^\d{10}$/, { message: 'The account number must be 10 digits' })
  @IsString({ message: 'The account number must be 10 digits' })
  @IsNotEmpty({ message: 'Please enter your account number' })
  account_number: string;

  /**
   * Your sign-in password. Required to change an existing payout account to another one; not needed for the first
   * account, nor to save the same account again.
   */
  @IsOptional()
  @MaxLength(200, { message: 'Your current password is incorrect.' })
  @IsString({ message: 'Please enter your password to change your payout account.' })
  password?: string;
}
