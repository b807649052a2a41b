import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { MailService } from '../mail/mail.service.js';
import { NotificationDeliveriesService } from './notification-deliveries.service.js';

@Injectable()
export class NotificationsProcessor {
  constructor(
    private readonly mail: MailService,
    private readonly deliveries: NotificationDeliveriesService,
  ) {}

  @JobHandler('notifications.send-email')
  async sendEmail(payload: JobPayloads['notifications.send-email']) {
    await this.mail.send(payload);
  }

  @JobHandler('notifications.send-sms')
  async sendSms(payload: JobPayloads['notifications.send-sms']) {
    if (!payload?.key || !payload.to) return;
    await this.deliveries.sendSms(payload);
  }

  @JobHandler('notifications.send-push')
  async sendPush(payload: JobPayloads['notifications.send-push']) {
    if (!payload?.key || !Number.isInteger(payload.userId)) return;
    await this.deliveries.sendPush(payload);
  }
}
