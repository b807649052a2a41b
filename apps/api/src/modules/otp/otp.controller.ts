import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { SendPhoneOtpDto, VerifyPhoneOtpDto } from './dto/otp.dto.js';
import { OtpService } from './otp.service.js';

@ApiTags('compliance')
@Controller('api/otp')
export class OtpController {
  constructor(private readonly otp: OtpService) {}

  @Post('send-phone')
  @HttpCode(200)
  @Auth()
  send(@CurrentUser() user: SignedInUser, @Body() dto: SendPhoneOtpDto) {
    return this.otp.send(user, dto.user_id);
  }

  @Post('verify-phone')
  @HttpCode(200)
  @Auth()
  verify(@CurrentUser() user: SignedInUser, @Body() dto: VerifyPhoneOtpDto) {
    return this.otp.verify(user, dto.user_id, dto.otp);
  }

  /** Africa's Talking asks what to do when the call is answered (form-encoded: sessionId, isActive, …). */
  @Post('voice/callback')
  @ApiProduces('text/xml')
  @HttpCode(200)
  async callback(@Body() body: Record<string, unknown> | undefined, @Query('token') token: unknown, @Res() reply: FastifyReply) {
    const xml = await this.otp.callbackXml(body && typeof body === 'object' ? body : {}, token);
    return reply.status(200).header('content-type', 'text/xml; charset=utf-8').send(xml);
  }
}
