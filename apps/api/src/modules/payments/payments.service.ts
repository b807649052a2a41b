import { Inject, Injectable, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { Payment } from './entities/payment.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError, type VerifiedCharge } from './payment-provider.js';

/** A pending checkout younger than this is handed out again instead of starting another one. */
const REUSE_CHECKOUT_MS = 30 * 60_000;

/** Checkouts with the configured provider and verification of their charges. */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  get providerName() {
    return this.provider.name;
  }

  /** A fresh reference: `oja-so<order>-<20 hex>`, within Paystack's 16–50 chars of [a-z0-9-_]. */
  newReference(orderId: number): string {
    return `oja-so${orderId}-${randomBytes(10).toString('hex')}`;
  }

  /**
   * The checkout for an order, in the order's transaction (the order row is locked by the caller): the
   * recent pending one again, or a new one initialized with the provider. A provider failure rolls
   * the whole thing back and answers 503.
   */
  async checkout(manager: EntityManager, p: { orderId: number; userId: number; email: string; amountKobo: number; description: string }) {
    const recent = await manager
      .createQueryBuilder(Payment, 'p')
      .where('p.order_id = :orderId AND p.status = :status AND p.authorization_url IS NOT NULL', { orderId: p.orderId, status: 'pending' })
      .andWhere('p.created_at > :since', { since: new Date(Date.now() - REUSE_CHECKOUT_MS) })
      .andWhere('p.amount_kobo = :amount', { amount: p.amountKobo })
      .orderBy('p.id', 'DESC')
      .getOne();
    if (recent && recent.provider === this.provider.name) return { paymentUrl: recent.authorizationUrl!, reference: recent.reference };

    const reference = this.newReference(p.orderId);
    const payment = await manager.save(
      manager.create(Payment, { reference, orderId: p.orderId, userId: p.userId, amountKobo: p.amountKobo, currency: 'NGN', provider: this.provider.name, status: 'pending' }),
    );
    const callbackUrl = new URL(`/payment-success?${new URLSearchParams({ reference, order_id: String(p.orderId) })}`, this.env.APP_URL).toString();
    try {
      const init = await this.provider.initialize({
        email: p.email,
        amountKobo: p.amountKobo,
        reference,
        callbackUrl,
        metadata: { order_id: p.orderId, kind: 'service_order', description: p.description },
      });
      await manager.update(Payment, { id: payment.id }, { authorizationUrl: init.authorizationUrl, accessCode: init.accessCode });
      return { paymentUrl: init.authorizationUrl, reference };
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable) {
        throw new UnprocessableEntityException(`The payment could not be started: ${err.message}`);
      }
      throw new ServiceUnavailableException('The payment provider is unavailable right now. Please try again in a moment.');
    }
  }

  /** Asks the provider about a charge; provider outages become 503. */
  async verify(reference: string): Promise<VerifiedCharge> {
    try {
      return await this.provider.verify(reference);
    } catch (err) {
      if (err instanceof PaymentProviderError) {
        throw new ServiceUnavailableException('The payment provider could not confirm this payment right now. Please try again in a moment.');
      }
      throw err;
    }
  }
}
