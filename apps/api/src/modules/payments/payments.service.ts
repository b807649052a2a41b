import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager, In } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { isLostConnection } from '../../common/http-exception.filter.js';
import { allowedReturnUrl, withQuery } from '../../common/return-url.js';
import { subjectDescriptor } from '../../common/subjects.js';
import { ENV, Env } from '../../config/env.js';
import { type SubjectKind, type SubjectRef } from '../../queue/jobs.js';
import { Payment } from './entities/payment.entity.js';
import type { CapturedPayment } from './payment.port.js';
import { Refund } from './entities/refund.entity.js';
import { DUPLICATE_REFERENCE, PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError } from './payment-provider.js';
import { RefundsService } from './refunds.service.js';

/** A pending checkout younger than this is handed out again instead of starting another one. */
const REUSE_CHECKOUT_MS = 30 * 60_000;
/** A caller that claimed the provider call and vanished is replaced after this long. */
const STALE_CLAIM_MS = 30_000;

/** The query key naming the subject on /payment-success and in the provider's metadata (its descriptor's). */
const callbackKey = (subject: SubjectRef) => subjectDescriptor(subject.kind).callbackKey;

/**
 * A short write after a provider call, run once more when the database connection was lost under it: the
 * pool may hand back a client the server has just ended (its FATAL and its close arrive apart).
 */
async function onceMoreIfLost<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isLostConnection(err)) throw err;
    return write();
  }
}

/** Why a checkout was retired when the provider already had its reference (see CheckoutLostError). */
const LOST_ANSWER = 'initialize: answer lost; superseded by a new checkout';

/**
 * The provider already had this checkout's reference but its answer never reached us: the reference is
 * retired and a new intent is needed. PaymentCapturesService.pay does that once; anyone else shows the 503.
 */
export class CheckoutLostError extends DomainError {
  constructor() {
    super('unavailable', 'PAYMENT_STARTING', 'Your checkout is still being prepared. Please try again in a moment.');
  }
}

export interface CheckoutIntent {
  subject: SubjectRef;
  userId: number;
  email: string;
  amountKobo: number;
  description: string;
  /** The client's `callback_url` as sent (checked here against CORS_ORIGINS); none: Oja's /payment-success. */
  returnUrl?: string | null;
}

/**
 * The whole life of a Payment row: intent, checkout with the provider, verification and the outcome. It
 * knows no order or booking: a verified charge is announced to the subject's module as a job
 * (PAYMENT_CAPTURED_JOBS), and that module applies it in its own transaction. No transaction or lock is
 * ever held across a provider call: the intent is written in the caller's short transaction, the provider
 * is called with none open, and the answer is recorded in a second short statement.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: RefundsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  get providerName() {
    return this.provider.name;
  }

  /** A fresh reference: `oja-<so|ab><id>-<20 hex>`, within Paystack's 16–50 chars of [a-z0-9-_]. */
  newReference(subject: SubjectRef): string {
    return `oja-${subjectDescriptor(subject.kind).referencePrefix}${subject.id}-${randomBytes(10).toString('hex')}`;
  }

  /**
   * Where the provider returns the browser after paying: the client's own page (`returnUrl`, already checked)
   * or Oja's /payment-success, with `reference` and the subject's id (`order_id`, `booking_id`, `maintenance_id`).
   */
  callbackUrl(subject: SubjectRef, reference: string, returnUrl?: string | null): string {
    return withQuery(returnUrl ?? new URL('/payment-success', this.env.APP_URL).toString(), { reference, [callbackKey(subject)]: String(subject.id) });
  }

  /** A client's `callback_url` checked against CORS_ORIGINS (422 otherwise); null when none was given. */
  private returnUrl(p: Pick<CheckoutIntent, 'returnUrl'>): string | null {
    return allowedReturnUrl(p.returnUrl, this.env.CORS_ORIGINS, 'callback_url');
  }

  /**
   * The payment intent of a subject, in the caller's transaction (which holds the subject's row lock, so
   * concurrent callers see one intent): the recent pending one again, or a new one. No provider call.
   */
  async intent(manager: EntityManager, p: CheckoutIntent): Promise<Payment> {
    // A ₦0 checkout would ask the provider for nothing (Paystack refuses it): free() settles those.
    if (!(p.amountKobo > 0)) throw new RangeError(`A checkout needs an amount above ₦0, got ${p.amountKobo} kobo; use free()`);
    const returnUrl = this.returnUrl(p);
    const recent = await manager
      .createQueryBuilder(Payment, 'p')
      .where('p.subject_kind = :kind AND p.subject_id = :id AND p.status = :status', { kind: p.subject.kind, id: p.subject.id, status: 'pending' })
      .andWhere('p.created_at > :since', { since: new Date(Date.now() - REUSE_CHECKOUT_MS) })
      .andWhere('p.amount_kobo = :amount AND p.provider = :provider', { amount: p.amountKobo, provider: this.provider.name })
      // A checkout returns where it was asked to: another return address is another checkout.
      .andWhere('p.return_url IS NOT DISTINCT FROM :returnUrl', { returnUrl })
      .orderBy('p.id', 'DESC')
      .getOne();
    if (recent) return recent;
    return this.savePayment(manager, p, returnUrl, { amountKobo: p.amountKobo, currency: 'NGN', status: 'pending' });
  }

  /** A new payment row for `p`'s subject and payer, with its own reference, and `fields`. */
  private savePayment(
    manager: EntityManager,
    p: Omit<CheckoutIntent, 'email'>,
    returnUrl: string | null,
    fields: Pick<Payment, 'amountKobo' | 'status'> & Partial<Payment>,
  ) {
    return manager.save(
      manager.create(Payment, {
        reference: this.newReference(p.subject),
        subjectKind: p.subject.kind,
        subjectId: p.subject.id,
        userId: p.userId,
        provider: this.provider.name,
        description: p.description.slice(0, 200),
        returnUrl,
        ...fields,
      }),
    );
  }

  /**
   * A demo payment (the demo seed's paid orders and stays): the intent of `p`, marked captured as if the sandbox
   * had charged it, in the caller's transaction; the lifecycle then settles it like a real one.
   */
  async demoCapture(manager: EntityManager, p: CheckoutIntent): Promise<CapturedPayment> {
    const intent = await this.intent(manager, p);
    await manager.update(Payment, { id: intent.id }, { status: 'captured', paidAt: new Date() });
    return manager.findOneByOrFail(Payment, { id: intent.id });
  }

  /**
   * The checkout URL of an intent, starting it with the provider when nobody has: one caller claims the
   * provider call (a conditional UPDATE, no transaction), the others wait for its answer. Call it with no
   * transaction open.
   */
  async checkout(intent: Payment, email: string): Promise<{ paymentUrl: string; reference: string }> {
    const repo = this.dataSource.getRepository(Payment);
    const deadline = Date.now() + this.env.PAYSTACK_TIMEOUT_MS + 2_000;
    for (;;) {
      const current = await repo.findOneByOrFail({ id: intent.id });
      if (current.authorizationUrl) return { paymentUrl: current.authorizationUrl, reference: current.reference };
      if (current.status === 'failed' && current.failureReason === LOST_ANSWER) throw new CheckoutLostError();
      if (current.status !== 'pending') throw DomainError.conflict('PAYMENT_NOT_PENDING', 'This checkout has ended. Please try paying again.');
      const claim = await repo
        .createQueryBuilder()
        .update(Payment)
        .set({ initStartedAt: () => 'now()' })
        .where("id = :id AND status = 'pending' AND authorization_url IS NULL", { id: intent.id })
        .andWhere(`(init_started_at IS NULL OR init_started_at < now() - make_interval(secs => :stale))`, { stale: STALE_CLAIM_MS / 1000 })
        .execute();
      if (claim.affected) return this.startWithProvider(current, email);
      if (Date.now() > deadline) throw DomainError.unavailable('PAYMENT_STARTING', 'Your checkout is still being prepared. Please try again in a moment.');
      await sleep(100);
    }
  }

  private async startWithProvider(payment: Payment, email: string) {
    const subject: SubjectRef = { kind: payment.subjectKind, id: payment.subjectId };
    const repo = this.dataSource.getRepository(Payment);
    try {
      const init = await this.provider.initialize({
        email,
        amountKobo: payment.amountKobo,
        reference: payment.reference,
        callbackUrl: this.callbackUrl(subject, payment.reference, payment.returnUrl),
        metadata: { kind: subject.kind, subject_id: subject.id, [callbackKey(subject)]: subject.id, description: payment.description },
      });
      await onceMoreIfLost(() => repo.update({ id: payment.id }, { authorizationUrl: init.authorizationUrl, accessCode: init.accessCode }));
      return { paymentUrl: init.authorizationUrl, reference: payment.reference };
    } catch (err) {
      if (err instanceof PaymentProviderError && err.message.toLowerCase().includes(DUPLICATE_REFERENCE.toLowerCase())) {
        // The provider took this reference before, but its answer was lost (our process or database
        // connection died before the URL was saved). Nobody got that checkout: retire the reference; the
        // caller (PaymentCapturesService.pay) starts a fresh one at once.
        await onceMoreIfLost(() => repo.update({ id: payment.id, status: 'pending' }, { status: 'failed', failureReason: LOST_ANSWER }));
        throw new CheckoutLostError();
      }
      if (err instanceof PaymentProviderError && !err.retryable) {
        await repo.update({ id: payment.id, status: 'pending' }, { status: 'failed', failureReason: `initialize: ${err.message}`.slice(0, 200) });
        throw DomainError.field('payment', `The payment could not be started: ${err.message}`, 'PAYMENT_REFUSED');
      }
      // Free the claim for the customer's retry (which meets the provider's duplicate if it kept this one).
      await onceMoreIfLost(() => repo.update({ id: payment.id }, { initStartedAt: null }));
      this.logger.warn(`checkout ${payment.reference}: ${(err as Error).message}`);
      if (isLostConnection(err)) throw err;
      throw DomainError.unavailable('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is unavailable right now. Please try again in a moment.');
    }
  }

  /** A free subject is paid at once: a settled zero-amount payment row (the caller applies it in its transaction). */
  async free(manager: EntityManager, p: Omit<CheckoutIntent, 'email'>): Promise<Payment> {
    return this.savePayment(manager, p, this.returnUrl(p), { amountKobo: 0, status: 'captured', paidAt: new Date() });
  }

  findForSubject(subject: SubjectRef, reference: string, userId: number) {
    return this.dataSource.getRepository(Payment).findOneBy({ reference, subjectKind: subject.kind, subjectId: subject.id, userId });
  }

  /** The latest pending or settled checkout reference of each subject (for confirm-payment). */
  async latestReferences(kind: SubjectKind, ids: number[]): Promise<Map<number, string>> {
    const rows = ids.length
      ? await this.dataSource
          .getRepository(Payment)
          .find({ where: { subjectKind: kind, subjectId: In(ids), status: In(['pending', 'captured', 'success']) }, order: { id: 'ASC' } })
      : [];
    // The first settled one wins; otherwise the newest pending one.
    const out = new Map<number, string>();
    const settled = new Set<number>();
    for (const p of rows) {
      if (settled.has(p.subjectId)) continue;
      out.set(p.subjectId, p.reference);
      if (p.status !== 'pending') settled.add(p.subjectId);
    }
    return out;
  }

  /** Whether the subject has been paid: a captured or succeeded payment (a ₦0 subject's too), whatever its kind. */
  async isPaid(manager: EntityManager, subject: SubjectRef): Promise<boolean> {
    return manager.exists(Payment, { where: { subjectKind: subject.kind, subjectId: subject.id, status: In(['captured', 'success']) } });
  }

  /** The succeeded payment of a subject (to refund from). */
  succeededFor(manager: EntityManager, subject: SubjectRef) {
    return manager.findOneBy(Payment, { subjectKind: subject.kind, subjectId: subject.id, status: 'success' });
  }

  /** Decides a refund of part of a subject's succeeded payment (in the subject's transaction); the job sends it. */
  async refund(manager: EntityManager, subject: SubjectRef, amountKobo: number, reason: 'dispute' | 'cancellation' | 'admin_refund') {
    const payment = await this.succeededFor(manager, subject);
    if (!payment) throw DomainError.conflict('NO_CAPTURED_PAYMENT', 'There is no captured payment to refund');
    if (amountKobo > 0) await this.refunds.create(manager, { paymentId: payment.id, subject, userId: payment.userId, amountKobo, reason });
  }

  /** A customer's payments and refunds, newest first (their wallet). */
  async forCustomer(userId: number) {
    const [payments, refunds] = await Promise.all([
      this.dataSource.getRepository(Payment).find({ where: { userId }, order: { id: 'DESC' }, take: 100 }),
      this.dataSource.getRepository(Refund).find({ where: { userId }, order: { id: 'DESC' }, take: 100 }),
    ]);
    return { payments, refunds };
  }
}
