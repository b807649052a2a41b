import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';

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
}
