import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { NotificationDelivery, type DeliveryChannel, type DeliveryStatus } from './entities/notification-delivery.entity.js';
import { PushSubscription } from './entities/push-subscription.entity.js';
import { pushEnabled, sendPush } from './push/push-sender.js';
import { SmsSender } from './sms/sms-sender.js';

/**
 * Sends the SMS and push messages the outbox queued, each at most once per recipient (docs/notifications.md
 * "Exactly once"): a delivery row is claimed `sending` (its own statement, committed at once) before the provider
 * call and marked after it; no transaction is open while the provider is called. A retried job skips what is
 * `sent`, and what is still `sending` (a worker died during the call: the provider may have sent it), and sends
 * again what `failed`.
 */
@Injectable()
export class NotificationDeliveriesService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>,
    private readonly sms: SmsSender,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async sendSms(p: JobPayloads['notifications.send-sms']): Promise<void> {
    const id = await this.claim(p.key, 'sms', p.to, p.userId);
    if (id === null) return;
    let outcome;
    try {
      outcome = await this.sms.send({ to: p.to, text: p.text });
    } catch (err) {
      await this.finish(id, 'failed', null, (err as Error).message);
      throw err;
    }
    if (outcome.accepted) {
      await this.finish(id, 'sent', outcome.providerId, null);
    } else {
      // Refused for good (a wrong or blacklisted number): recorded, not retried.
      await this.finish(id, 'failed', null, outcome.reason);
      this.logger.warn(`SMS for user ${p.userId} refused: ${outcome.reason}`);
    }
  }

  /** Every device the user has subscribed: each once; a gone subscription (404/410) is deleted; a failure retries the job (the sent ones are skipped). */
  async sendPush(p: JobPayloads['notifications.send-push']): Promise<void> {
    if (!pushEnabled(this.env)) return;
    const subs = await this.subscriptions.find({ where: { userId: p.userId }, order: { id: 'ASC' } });
    const failures: string[] = [];
    for (const s of subs) {
      const id = await this.claim(p.key, 'push', `subscription:${s.id}`, p.userId);
      if (id === null) continue;
      try {
        // Push services take about 4 KB: a long notice is shortened (the bell has it whole).
        const payload = { title: p.title.slice(0, 200), body: p.body.length > 1000 ? `${p.body.slice(0, 999)}…` : p.body, link: p.link };
        const outcome = await sendPush(this.env, s, payload, p.urgent ? 'high' : 'normal');
        if (outcome === 'gone') await this.subscriptions.delete({ id: s.id, endpoint: s.endpoint });
        await this.finish(id, outcome, null, null);
      } catch (err) {
        await this.finish(id, 'failed', null, (err as Error).message);
        failures.push((err as Error).message);
      }
    }
    if (failures.length) throw new Error(`push to ${failures.length} device(s) of user ${p.userId} failed: ${failures[0]}`);
  }

  /**
   * Claims one delivery for this attempt: a new row, or a `failed` one taken again; the id, or null when it was
   * sent, is gone, or is in doubt (`sending`: a worker died during the provider call, or another runs it now).
   */
  private async claim(key: string, channel: DeliveryChannel, recipient: string, userId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(
      `INSERT INTO notification_deliveries (job_key, channel, recipient, user_id, status)
       VALUES ($1, $2, $3, $4, 'sending')
       ON CONFLICT (job_key, channel, recipient) DO UPDATE
         SET status = 'sending', attempts = notification_deliveries.attempts + 1, last_error = NULL, updated_at = now()
         WHERE notification_deliveries.status = 'failed'
       RETURNING id`,
      [key, channel, recipient, userId],
    )) as { id: number }[];
    if (rows.length) return rows[0].id;
    const [row] = (await this.dataSource.query('SELECT status FROM notification_deliveries WHERE job_key = $1 AND channel = $2 AND recipient = $3', [
      key,
      channel,
      recipient,
    ])) as { status: DeliveryStatus }[];
    if (row?.status === 'sending')
      this.logger.warn(`${channel} delivery ${key} to user ${userId} is in doubt (an earlier attempt stopped during the provider call): not sent again`);
    return null;
  }

  private async finish(id: number, status: DeliveryStatus, providerId: string | null, error: string | null): Promise<void> {
    await this.dataSource.getRepository(NotificationDelivery).update({ id }, { status, providerId, lastError: error?.slice(0, 300) ?? null });
  }
}
