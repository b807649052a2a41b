import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { OtpService } from './otp.service.js';

@Injectable()
export class OtpProcessor {
  constructor(private readonly otp: OtpService) {}

  @JobHandler('otp.voice-call')
  async voiceCall(payload: JobPayloads['otp.voice-call']) {
    if (!Number.isInteger(payload?.otpId)) return;
    await this.otp.deliver(payload.otpId);
  }
}
