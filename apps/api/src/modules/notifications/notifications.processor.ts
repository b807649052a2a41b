import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { MailService } from '../mail/mail.service.js';

@Injectable()
export class NotificationsProcessor {
  constructor(private readonly mail: MailService) {}

  @JobHandler('notifications.send-email')
  async sendEmail(payload: JobPayloads['notifications.send-email']) {
    await this.mail.send(payload);
  }
}
