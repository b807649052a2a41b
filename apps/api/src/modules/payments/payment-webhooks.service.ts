import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';
import { PaymentWebhookEvent } from './entities/webhook-event.entity.js';
import { PaymentCapturesService } from './payment-captures.service.js';

/** The reference a Paystack event is about (charges and transfers: data.reference; refunds: the charge's). */
export function webhookReference(event: string, data: Record<string, unknown> | undefined): string | null {
  if (!data) return null;
  const ref = event.startsWith('refund.') ? (data.transaction_reference ?? data.reference) : data.reference;
  return typeof ref === 'string' && ref.length > 0 && ref.length <= 120 ? ref : null;
}

/**
 * Webhooks are stored once per (event, reference) with their job in one transaction, then processed on
 * the payments queue. Payments knows no order, booking or payout: it records what the provider verified
 * and hands the news on as jobs to the module that owns the subject. Processing never trusts the webhook's own amounts or statuses: a charge is
 * credited only after a verify that matches, and a transfer or refund is re-checked by reference.
 */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly captures: PaymentCapturesService,
  ) {}

  /** Stores a verified-signature webhook; false when it is a redelivery (already stored). */
  receive(provider: string, event: string, reference: string, payload: Record<string, unknown>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO payment_webhook_events (event, reference, provider, payload) VALUES ($1, $2, $3, $4)
         ON CONFLICT (event, reference) DO NOTHING RETURNING id`,
        [event.slice(0, 60), reference, provider, payload],
      );
      if (!rows.length) return false;
      await this.outbox.add(manager, 'payments.process-webhook', { webhookEventId: String(rows[0]!.id) });
      return true;
    });
  }

  @JobHandler('payments.process-webhook')
  async process({ webhookEventId }: JobPayloads['payments.process-webhook']) {
    const repo = this.dataSource.getRepository(PaymentWebhookEvent);
    const ev = await repo.findOneBy({ id: webhookEventId });
    if (!ev || ev.processedAt) return;
    let outcome: string;
    switch (ev.event) {
      case 'charge.success': {
        // Recorded as captured and announced to the subject's module, which applies it.
        outcome = (await this.captures.verifyAndRecord(ev.reference)).outcome;
        // Paystack sends charge.success only for successes: a verify that does not agree yet is retried.
        if (outcome === 'pending') throw new Error(`charge ${ev.reference} is not verifiable yet`);
        break;
      }
      case 'transfer.success':
      case 'transfer.failed':
      case 'transfer.reversed':
        await this.dataSource.transaction((m) => this.outbox.add(m, 'payouts.transfer-event', { reference: ev.reference }));
        outcome = 'payout re-check queued';
        break;
      case 'refund.processed':
      case 'refund.failed':
      case 'refund.pending':
      case 'refund.processing':
        outcome = await this.dataSource.transaction(async (manager) => {
          const payment = await manager.findOneBy(Payment, { reference: ev.reference });
          const refund = payment ? await manager.findOneBy(Refund, { paymentId: payment.id }) : null;
          if (!refund) return 'unknown refund';
          await this.outbox.add(manager, 'payments.refund', { refundId: refund.id });
          return 'refund re-checked';
        });
        break;
      default:
        outcome = 'ignored';
    }
    await repo.update({ id: ev.id }, { processedAt: new Date(), outcome: outcome.slice(0, 300) });
    this.logger.log(`${ev.event} ${ev.reference}: ${outcome}`);
  }
}
