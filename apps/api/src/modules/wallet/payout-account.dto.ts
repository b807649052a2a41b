import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

const digits = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : typeof value === 'number' ? String(value) : value);

export class PayoutAccountDto {
  @Transform(digits)
  @IsString({ message: 'Please choose your bank' })
  @Matches(/^\d{3,6}$/, { message: 'Please choose your bank' })
  bank_code: string;

  @Transform(digits)
  @IsString({ message: 'The account number must be 10 digits' })
  @Matches(/^\d{10}$/, { message: 'The account number must be 10 digits' })
  account_number: string;
}
