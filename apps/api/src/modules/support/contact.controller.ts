import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-docs.js';
import { CurrentUserIdIfAny, OptionalAuth } from '../access/access.js';
import { ContactThrottlerGuard } from './contact-throttler.guard.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';
import { SupportService } from './support.service.js';

/** The spec's confirmation of the Contact form. */
export const CONTACT_SENT = 'Message sent! We will get back to you shortly.' as const;

/** Contact Us (public): the message reaches the admins' support inbox. */
@ApiTags('support')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly support: SupportService) {}

  @Post()
  @OptionalAuth()
  @UseGuards(ContactThrottlerGuard)
  @ApiErrors(429)
  async send(@Body() dto: ContactMessageDto, @CurrentUserIdIfAny() userId: number | null) {
    const row = await this.support.submit(dto, userId);
    return { message: CONTACT_SENT, data: { id: row.id } };
  }
}
