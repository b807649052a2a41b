import { Injectable } from '@nestjs/common';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import type { User } from '../users/entities/user.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';

/**
 * Paying for a service order: the intent is written under the order's lock in a short transaction, the
 * provider is called with no transaction open (PaymentsService.checkout), and a verified charge is applied
 * to the order in its own transaction — from the webhook's job or from the customer's confirm-payment,
 * whichever comes first; the other finds it done.
 */
@Injectable()
export class ServiceOrderPaymentsService {
  constructor(
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly captures: PaymentCapturesService,
  ) {}

  /**
   * Starts (or hands out again) the checkout of an accepted, unpaid order. A free order is paid at once.
   * `returnUrl`: the client's `callback_url`, where the browser returns after paying.
   */
  pay(user: User, id: number, returnUrl?: string | null): Promise<{ paymentUrl: string; reference: string }> {
    return this.captures.pay(
      this.engine,
      this.lifecycle,
      id,
      user,
      async (order, manager) => {
        const pricing = await manager.findOneBy(ServicePricing, { id: order.servicePricingId });
        return { subject: { kind: 'service_order', id: order.id }, amountKobo: order.totalAmountKobo, description: pricing?.title ?? 'Service order' };
      },
      returnUrl,
    );
  }

  /** The customer's "I have paid": verifies with the provider and applies the charge once; calling it again changes nothing. */
  confirmPayment(user: User, id: number, reference: string): Promise<'captured' | 'already'> {
    return this.captures.confirm({ kind: 'service_order', id }, reference, user.id, (paymentId) => this.applyCapture(paymentId));
  }

  @JobHandler('service-orders.payment-captured')
  async onCaptured({ paymentId }: JobPayloads['service-orders.payment-captured']) {
    await this.applyCapture(paymentId);
  }

  /** PAYMENT_CAPTURED under the order's lock (escrow funded); a charge the order can no longer take is refunded. */
  applyCapture(paymentId: number) {
    return this.captures.applyCaptured(paymentId, 'service_order', this.engine, this.lifecycle, { type: 'PAYMENT_CAPTURED', actor: 'system' });
  }
}
