import { subjectDescriptor } from '../../common/subjects.js';
import { withSessionLock } from '../../common/session-lock.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { formatKobo } from '@oja/shared';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads, SubjectRef } from '../../queue/jobs.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError, type RefundStatus } from './payment-provider.js';

/**
 * Refunds to customers. Deciding a refund (in the order's transaction) writes the row and its job;
 * the job sends it to the provider and settles the ledger when the provider says it is processed. A
 * provider call is made under an advisory lock and counted first, and a retried attempt looks the
 * refund up before making another, so one decision refunds once.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly dataSource: DataSource,
    private readonly escrow: EscrowService,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Records a refund of `amountKobo` on a captured payment (at most one per payment) and queues it. */
  async create(
    manager: EntityManager,
    p: {
      paymentId: number;
      subject: SubjectRef;
      userId: number;
      amountKobo: number;
      reason: 'dispute' | 'unmatched_payment' | 'cancellation' | 'admin_refund';
    },
  ) {
    const rows: Array<{ id: number }> = await manager.query(
      `INSERT INTO refunds (payment_id, subject_kind, subject_id, user_id, amount_kobo, reason) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (payment_id) DO NOTHING RETURNING id`,
      [p.paymentId, p.subject.kind, p.subject.id, p.userId, p.amountKobo, p.reason],
    );
    if (rows.length) await this.outbox.add(manager, 'payments.refund', { refundId: Number(rows[0]!.id) });
  }

  @JobHandler('payments.refund')
  async process({ refundId }: JobPayloads['payments.refund']) {
    // One driver per refund at a time; if another worker holds it, that worker finishes the job.
    await withSessionLock(this.dataSource, 'refund', refundId, () => this.drive(refundId));
  }

  private async drive(refundId: number) {
    const refunds = this.dataSource.getRepository(Refund);
    const refund = await refunds.findOneBy({ id: refundId });
    if (!refund || refund.status === 'processed' || refund.status === 'failed') return;
    const payment = await this.dataSource.getRepository(Payment).findOneByOrFail({ id: refund.paymentId });
    let status: RefundStatus = refund.status;
    try {
      if (!refund.providerRefundId) {
        const earlier = refund.attempts > 0 ? await this.provider.findRefund(payment.reference, refund.amountKobo) : null;
        await refunds.increment({ id: refundId }, 'attempts', 1);
        const made = earlier ?? (await this.provider.refund({ reference: payment.reference, amountKobo: refund.amountKobo }));
        await refunds.update({ id: refundId }, { providerRefundId: made.refundId, status: made.status === 'pending' ? 'pending' : 'processing' });
        refund.providerRefundId = made.refundId;
        status = made.status;
      } else {
        status = (await this.provider.fetchRefund(refund.providerRefundId)).status;
      }
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable) {
        await this.fail(refundId, err.message);
        return;
      }
      this.logger.warn(`refund #${refundId}: ${(err as Error).message}; trying again later`);
      await this.recheckLater(refundId);
      return;
    }
    if (status === 'processed') await this.settle(refundId);
    else if (status === 'failed') await this.fail(refundId, 'The payment provider could not process the refund');
    else await this.recheckLater(refundId);
  }

  private recheckLater(refundId: number) {
    return this.dataSource.transaction((m) => this.outbox.add(m, 'payments.refund', { refundId }, { delayMs: this.env.PAYOUT_RETRY_MS }));
  }

  private async settle(refundId: number) {
    await this.dataSource.transaction(async (manager) => {
      const refund = await manager.findOne(Refund, { where: { id: refundId }, lock: { mode: 'pessimistic_write' } });
      if (!refund || refund.status === 'processed') return;
      await manager.update(Refund, { id: refundId }, { status: 'processed', processedAt: new Date() });
      await this.escrow.refundSettled(manager, { refundId, subject: { kind: refund.subjectKind, id: refund.subjectId }, amountKobo: refund.amountKobo });
      const user = await this.users.findAccountOf(manager, refund.userId);
      await this.notifications.notify(manager, {
        userId: refund.userId,
        email: user?.email,
        title: 'Your refund has been processed',
        body: `${formatKobo(refund.amountKobo)} for ${subjectDescriptor(refund.subjectKind).refundNoun} #${refund.subjectId} has been refunded to your payment method. Banks can take 7-10 business days to show it.`,
        link: '/dashboard/user/wallet',
      });
    });
  }

  private async fail(refundId: number, reason: string) {
    this.logger.error(`refund #${refundId} failed: ${reason}`);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Refund, { id: refundId }, { status: 'failed', failureReason: reason.slice(0, 300) });
      if (this.env.ADMIN_EMAIL) {
        await this.outbox.add(manager, 'notifications.send-email', {
          to: this.env.ADMIN_EMAIL,
          subject: `Refund #${refundId} needs attention`,
          text: `The payment provider refused refund #${refundId}: ${reason}. The amount stays owed to the customer in the ledger (customer_refunds).`,
        });
      }
    });
  }
}
