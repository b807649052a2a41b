import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/validation.js';

/** The lengths the Contact form accepts (the columns' sizes; the SPA uses the same). */
export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, message: 5000 } as const;

const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Contact Us (name, email, subject and message required). */
export class ContactMessageDto {
  @ApiProperty({ example: 'Adaeze Okafor', maxLength: CONTACT_LIMITS.name })
  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.name, { message: `Please keep your name under ${CONTACT_LIMITS.name} characters` })
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  name: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: CONTACT_LIMITS.email })
  @Transform(lowerTrim)
  @MaxLength(CONTACT_LIMITS.email, { message: 'The email must be a valid email address.' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @IsNotEmpty({ message: 'The email field is required.' })
  email: string;

  @ApiProperty({ example: 'A copy of my data', maxLength: CONTACT_LIMITS.subject })
  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.subject, { message: `Please keep the subject under ${CONTACT_LIMITS.subject} characters` })
  @IsString({ message: 'The subject field is required.' })
  @IsNotEmpty({ message: 'The subject field is required.' })
  subject: string;

  @ApiProperty({ example: 'Please send me a copy of the personal data you hold about me.', maxLength: CONTACT_LIMITS.message })
  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.message, { message: `Please keep your message under ${CONTACT_LIMITS.message} characters` })
  @IsString({ message: 'The message field is required.' })
  @IsNotEmpty({ message: 'The message field is required.' })
  message: string;
}
