import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/validation.js';
import { CONTACT_LIMITS } from './contact-message.dto.js';

/** The admin's answer, e-mailed to the sender. */
export class ReplySupportMessageDto {
  @ApiProperty({ maxLength: CONTACT_LIMITS.message })
  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.message, { message: `Please keep the reply under ${CONTACT_LIMITS.message} characters` })
  @IsString({ message: 'Please write a reply' })
  @IsNotEmpty({ message: 'Please write a reply' })
  message: string;
}
