import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { User } from '../users/entities/user.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';

const CONFIRM_REFUSALS: Record<string, [string, string]> = {
  refunded: ['PAYMENT_REFUNDED', 'This order had already been paid, or can no longer be paid; this payment will be refunded to you in full.'],
  mismatch: ['PAYMENT_AMOUNT_MISMATCH', 'The amount paid does not match this order. Our team has been notified and will contact you.'],
  failed: ['PAYMENT_FAILED', 'This payment was not successful. Please try again.'],
  abandoned: ['PAYMENT_FAILED', 'This payment was not successful. Please try again.'],
};

/**
 * Paying for a service order: the intent is written under the order's lock in a short transaction, the
 * provider is called with no transaction open (PaymentsService.checkout), and a verified charge is applied
 * to the order in its own transaction — from the webhook's job or from the customer's confirm-payment,
 * whichever comes first; the other finds it done.
 */
@Injectable()
export class ServiceOrderPaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly payments: PaymentsService,
  ) {}

  /** Starts (or hands out again) the checkout of an accepted, unpaid order. A free order is paid at once. */
  async pay(user: User, id: number): Promise<{ paymentUrl: string; reference: string }> {
    const step = await this.dataSource.transaction(async (manager) => {
      const { subject: order } = await this.engine.run(this.lifecycle, { id, where: { userId: user.id }, event: { type: 'PAY', actor: 'customer' }, ctx: {}, manager });
      const pricing = await manager.findOneBy(ServicePricing, { id: order.servicePricingId });
      const intent = { subject: { kind: 'service_order' as const, id: order.id }, userId: user.id, amountKobo: order.totalAmountKobo, description: pricing?.title ?? 'Service order' };
      if (order.totalAmountKobo === 0) {
        const payment = await this.payments.free(manager, intent);
        await this.engine.apply(this.lifecycle, manager, order, { type: 'PAYMENT_CAPTURED', actor: 'system' }, { payment });
        return { free: payment };
      }
      return { intent: await this.payments.intent(manager, { ...intent, email: user.email }) };
    });
    if (step.free) return { paymentUrl: this.payments.callbackUrl({ kind: 'service_order', id }, step.free.reference), reference: step.free.reference };
    return this.payments.checkout(step.intent!, user.email);
  }

  /** The customer's "I have paid": verifies with the provider and applies the charge once; calling it again changes nothing. */
  async confirmPayment(user: User, id: number, reference: string): Promise<'captured' | 'already'> {
    const payment = await this.payments.findForSubject({ kind: 'service_order', id }, reference, user.id);
    if (!payment) throw DomainError.notFound('PAYMENT_NOT_FOUND', 'Payment not found for this order');
    let { outcome } = await this.payments.verifyAndRecord(reference);
    if (outcome === 'captured') outcome = await this.applyCapture(payment.id);
    if (outcome === 'captured' || outcome === 'already') return outcome;
    const refusal = CONFIRM_REFUSALS[outcome];
    if (refusal) throw DomainError.conflict(refusal[0], refusal[1]);
    throw DomainError.conflict('PAYMENT_NOT_COMPLETED', 'This payment has not been completed yet.');
  }

  @JobHandler('service-orders.payment-captured')
  async onCaptured({ paymentId }: JobPayloads['service-orders.payment-captured']) {
    await this.applyCapture(paymentId);
  }

  /**
   * Applies a verified charge under the order's lock: PAYMENT_CAPTURED funds escrow; a charge the order can
   * no longer take (paid through another checkout, cancelled) is owed back in full and refunded.
   */
  async applyCapture(paymentId: number): Promise<'captured' | 'already' | 'refunded'> {
    const found = await this.dataSource.getRepository(Payment).findOneBy({ id: paymentId });
    if (!found || found.subjectKind !== 'service_order') return 'already';
    return this.dataSource.transaction(async (manager) => {
      const order = await this.engine.lock(this.lifecycle, manager, found.subjectId);
      const payment = await this.payments.lockCaptured(manager, paymentId);
      if (!payment) return 'already' as const;
      const check = this.lifecycle.transition(order, { type: 'PAYMENT_CAPTURED', actor: 'system' }, new Date());
      if (!check.ok) {
        await this.payments.refundUnmatched(manager, payment, check.message);
        return 'refunded' as const;
      }
      await this.engine.apply(this.lifecycle, manager, order, { type: 'PAYMENT_CAPTURED', actor: 'system' }, { payment });
      return 'captured' as const;
    });
  }
}
