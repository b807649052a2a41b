import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager, type FindOptionsWhere } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine, type LifecycleEvent } from '../../common/lifecycle-engine.js';
import { PAYMENT_CAPTURED_JOB, type PayableSubject, type SubjectDescriptor, SubjectRegistry } from '../../common/subjects.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads, SubjectRef } from '../../queue/jobs.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { Payment } from './entities/payment.entity.js';
import type { CapturedPayment } from './payment.port.js';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError } from './payment-provider.js';
import { CheckoutLostError, PaymentsService } from './payments.service.js';
import { RefundsService } from './refunds.service.js';

/** What a capture attempt came to. */
export type CaptureOutcome = 'captured' | 'already' | 'refunded' | 'pending' | 'failed' | 'abandoned' | 'mismatch' | 'unknown';

/**
 * Starting a subject's payment (`pay`, ₦0 subjects settled at once) and the capture half of its life: verify
 * a charge with the provider (no transaction open), record it as captured and announce it to the subject's
 * module in one short transaction, then — in the subject's transaction — settle it into escrow or owe it
 * back. Whoever reports a charge first (the webhook's job or the customer's confirm) applies it; the other
 * finds it done.
 */
@Injectable()
export class PaymentCapturesService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly escrow: EscrowService,
    private readonly refunds: RefundsService,
    private readonly outbox: OutboxService,
    private readonly engine: LifecycleEngine,
    private readonly subjects: SubjectRegistry,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * Verifies a charge with the provider (no transaction open) and records a match as `captured`, announcing
   * it to the subject's module in the same short transaction. A charge whose amount or currency does not
   * match is never credited: it is marked failed, what was actually paid is refunded through the provider
   * (a refund row and its job in the same short transaction) and the admins are told.
   */
  async verifyAndRecord(reference: string): Promise<{ outcome: CaptureOutcome; payment: Payment | null }> {
    const repo = this.dataSource.getRepository(Payment);
    const known = await repo.findOneBy({ reference });
    if (!known) return { outcome: 'unknown', payment: null };
    if (known.status === 'captured') return { outcome: 'captured', payment: known };
    if (known.status === 'success' || known.status === 'refunded') return { outcome: 'already', payment: known };
    // A declined charge or one that did not match is final for its reference (abandoned ones may still be paid).
    if (known.status === 'failed') return { outcome: known.failureReason?.startsWith('amount_mismatch') ? 'mismatch' : 'failed', payment: known };
    let charge;
    try {
      charge = await this.provider.verify(reference);
    } catch (err) {
      if (err instanceof PaymentProviderError) {
        throw DomainError.unavailable(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'The payment provider could not confirm this payment right now. Please try again in a moment.',
        );
      }
      throw err;
    }
    if (charge.status === 'pending' || charge.status === 'not_found') return { outcome: 'pending', payment: known };
    if (charge.status === 'failed' || charge.status === 'abandoned') {
      await repo.update({ id: known.id, status: 'pending' }, { status: charge.status });
      return { outcome: charge.status, payment: known };
    }
    const mismatch = charge.amountKobo !== known.amountKobo || charge.currency !== known.currency;
    return this.dataSource.transaction(async (manager) => {
      const locked = await manager.findOneOrFail(Payment, { where: { id: known.id }, lock: { mode: 'pessimistic_write' } });
      if (locked.status !== 'pending' && locked.status !== 'abandoned') {
        const outcome: CaptureOutcome = locked.status === 'failed' ? 'mismatch' : locked.status === 'captured' ? 'captured' : 'already';
        return { outcome, payment: locked };
      }
      if (mismatch) {
        // The provider holds money that matches nothing: owe it back and refund it through the provider. The
        // refund row and its job are written here; the job makes the provider call after this commits.
        const paid = charge.amountKobo;
        const subject: SubjectRef = { kind: known.subjectKind, id: known.subjectId };
        this.logger.error(
          `payment ${reference}: provider reports ${paid} ${charge.currency}, expected ${known.amountKobo} ${known.currency}; not credited, refunding ${paid}`,
        );
        await manager.update(
          Payment,
          { id: known.id },
          { status: 'failed', failureReason: `amount_mismatch: paid ${paid} ${charge.currency}; refunded`.slice(0, 200) },
        );
        if (paid > 0) {
          await this.escrow.owePayerBack(manager, { reference, subject, amountKobo: paid });
          await this.refunds.create(manager, { paymentId: known.id, subject, userId: known.userId, amountKobo: paid, reason: 'unmatched_payment' });
        }
        if (this.env.ADMIN_EMAIL) {
          await this.outbox.add(manager, 'notifications.send-email', {
            to: this.env.ADMIN_EMAIL,
            subject: `Payment ${reference} does not match its ${known.subjectKind.replace('_', ' ')}: refunded`,
            text:
              `The provider reports ${paid} kobo ${charge.currency} for payment ${reference} of ${known.subjectKind} #${known.subjectId}; ` +
              `${known.amountKobo} kobo ${known.currency} was expected. It was not credited` +
              (paid > 0
                ? ` and ${paid} (${charge.currency}, smallest unit) is being refunded to the customer automatically; the refunds list shows when it is processed.`
                : '.'),
          });
        }
        return { outcome: 'mismatch' as const, payment: locked };
      }
      locked.status = 'captured';
      locked.paidAt = charge.paidAt ?? new Date();
      await manager.save(locked);
      await this.outbox.add(manager, PAYMENT_CAPTURED_JOB, { paymentId: locked.id });
      return { outcome: 'captured' as const, payment: locked };
    });
  }

  /**
   * The customer's "I have paid" for their subject of `kind`: verifies with the provider and applies the charge
   * once (applyCaptured); calling it again changes nothing. Refusals in words for people.
   */
  async confirm(kind: string, id: number, reference: string, userId: number): Promise<'captured' | 'already'> {
    const { noun } = this.subjects.get(kind);
    const payment = await this.payments.findForSubject({ kind, id }, reference, userId);
    if (!payment) throw DomainError.notFound('PAYMENT_NOT_FOUND', `Payment not found for this ${noun}`);
    let { outcome } = await this.verifyAndRecord(reference);
    if (outcome === 'captured') outcome = await this.applyCaptured(payment.id);
    switch (outcome) {
      case 'captured':
      case 'already':
        return outcome;
      case 'refunded':
        throw DomainError.conflict(
          'PAYMENT_REFUNDED',
          `This ${noun} had already been paid, or can no longer be paid; this payment will be refunded to you in full.`,
        );
      case 'mismatch':
        throw DomainError.conflict('PAYMENT_AMOUNT_MISMATCH', `The amount paid does not match this ${noun}. Our team has been notified and will contact you.`);
      case 'failed':
      case 'abandoned':
        throw DomainError.conflict('PAYMENT_FAILED', 'This payment was not successful. Please try again.');
      default:
        throw DomainError.conflict('PAYMENT_NOT_COMPLETED', 'This payment has not been completed yet.');
    }
  }

  /**
   * Pays for the customer's own subject, the same for every kind: the lifecycle's PAY (by the customer) under
   * the subject's lock and the payment intent in one short transaction, then the provider's checkout with no
   * transaction open. A ₦0 subject never reaches the provider: a settled ₦0 payment is applied with
   * PAYMENT_CAPTURED (by the system) in that same transaction — escrow funded with ₦0, no fee, nothing to
   * refund — and the answer is the payment-success page. A checkout whose provider answer was lost is
   * retired and one fresh checkout started at once. Every payable lifecycle names those two events alike;
   * `charge` says what the locked subject costs and how the customer's wallet names it; `returnUrl`: the
   * client's `callback_url` (checked against CORS_ORIGINS by PaymentsService), where the browser comes back.
   */
  async pay(kind: string, id: number, user: { id: number; email: string }, returnUrl?: string | null): Promise<{ paymentUrl: string; reference: string }> {
    const descriptor: SubjectDescriptor = this.subjects.get(kind);
    const { lifecycle } = descriptor;
    const pay: LifecycleEvent = { type: 'PAY', actor: 'customer' };
    const captured: LifecycleEvent = { type: 'PAYMENT_CAPTURED', actor: 'system' };
    // Anyone else's subject is "not found".
    const where: FindOptionsWhere<PayableSubject> = { userId: user.id };
    for (let attempt = 1; ; attempt++) {
      const step = await this.dataSource.transaction(async (manager) => {
        const { subject } = await this.engine.run(lifecycle, { id, where, event: pay, ctx: {}, manager });
        const cost = { subject: { kind, id: subject.id }, ...(await descriptor.charge(subject, manager)) };
        const intent = { ...cost, userId: user.id, returnUrl };
        if (cost.amountKobo === 0) {
          const payment = await this.payments.free(manager, intent);
          await this.engine.apply(lifecycle, manager, subject, captured, { payment });
          return { free: payment, subject: cost.subject };
        }
        return { intent: await this.payments.intent(manager, { ...intent, email: user.email }) };
      });
      if (step.free) return { paymentUrl: this.payments.callbackUrl(step.subject, step.free.reference, step.free.returnUrl), reference: step.free.reference };
      try {
        return await this.payments.checkout(step.intent!, user.email);
      } catch (err) {
        if (err instanceof CheckoutLostError && attempt === 1) continue;
        throw err;
      }
    }
  }

  /**
   * Applies a captured payment to its subject in one transaction, subject row locked first: the
   * lifecycle's `captured` event (its effects fund escrow), or — when the subject can no longer take it —
   * the charge owed back and refunded in full. Whoever comes second (webhook job or confirm) finds it done.
   */
  @JobHandler(PAYMENT_CAPTURED_JOB)
  async onCaptured({ paymentId }: JobPayloads['payments.payment-captured']) {
    await this.applyCaptured(paymentId);
  }

  async applyCaptured(paymentId: number): Promise<'captured' | 'already' | 'refunded'> {
    const found = await this.dataSource.getRepository(Payment).findOneBy({ id: paymentId });
    if (!found) return 'already';
    const { lifecycle } = this.subjects.get(found.subjectKind);
    const captured: LifecycleEvent = { type: 'PAYMENT_CAPTURED', actor: 'system' };
    return this.dataSource.transaction(async (manager) => {
      const subject = await this.engine.lock(lifecycle, manager, found.subjectId);
      const payment = await this.lockCaptured(manager, paymentId);
      if (!payment) return 'already' as const;
      const check = lifecycle.transition(subject, captured, new Date());
      if (!check.ok) {
        await this.refundUnmatched(manager, payment, check.message);
        return 'refunded' as const;
      }
      await this.engine.apply(lifecycle, manager, subject, captured, { payment });
      return 'captured' as const;
    });
  }

  /** Locks a captured payment in the subject's transaction; null when it was already settled (success or refunded). */
  async lockCaptured(manager: EntityManager, paymentId: number): Promise<Payment | null> {
    const payment = await manager.findOne(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    return payment?.status === 'captured' ? payment : null;
  }

  /** The subject took the charge: escrow is funded (in the subject's transaction) and the payment succeeds. */
  async settleCaptured(manager: EntityManager, payment: CapturedPayment, vendorId: number) {
    const subject: SubjectRef = { kind: payment.subjectKind, id: payment.subjectId };
    await this.escrow.fund(manager, { reference: payment.reference, subject, vendorId, amountKobo: payment.amountKobo });
    await manager.update(Payment, { id: payment.id }, { status: 'success' });
  }

  /** The subject cannot take the charge (already paid, no longer payable): it is owed back in full and refunded. */
  async refundUnmatched(manager: EntityManager, payment: Payment, why: string) {
    const subject: SubjectRef = { kind: payment.subjectKind, id: payment.subjectId };
    await this.escrow.owePayerBack(manager, { reference: payment.reference, subject, amountKobo: payment.amountKobo });
    await manager.update(Payment, { id: payment.id }, { status: 'refunded', failureReason: `not_payable: ${why}`.slice(0, 200) });
    if (payment.amountKobo > 0)
      await this.refunds.create(manager, {
        paymentId: payment.id,
        subject,
        userId: payment.userId,
        amountKobo: payment.amountKobo,
        reason: 'unmatched_payment',
      });
  }
}
