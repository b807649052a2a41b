import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import { lagosDateString, type ServiceOrderEvent } from '@oja/shared';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import type { SeedContext } from '../../database/seed/seeders.js';
import type { CapturedPayment } from '../payments/payment.port.js';
import { applyDemoSteps } from '../payments/demo-steps.js';
import { PaymentsService } from '../payments/payments.service.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { type OrderEffectContext, ServiceOrderLifecycle } from './service-order.lifecycle.js';

const DONE: ServiceOrderEvent['type'][] = ['ACCEPT', 'PAYMENT_CAPTURED', 'START', 'COMPLETE'];

/** Demo orders of the demo customer: [provider e-mail, pricing title, steps after the request]. */
const PLAN: Array<[email: string, pricing: string, steps: ServiceOrderEvent['type'][]]> = [
  ['service.vendor@oja.test', 'Deep cleaning', [...DONE, 'CONFIRM_SATISFACTION']],
  ['plumber.lagos@oja.test', 'Leak repair', [...DONE, 'CONFIRM_SATISFACTION']],
  ['electrician.abuja@oja.test', 'Fault finding and repair', [...DONE, 'CONFIRM_SATISFACTION']],
  // Completed, payment still held: the customer can confirm, dispute or review it in the demo.
  ['service.vendor@oja.test', 'Fumigation', DONE],
];

/**
 * Completed demo service orders made through the lifecycle engine (escrow, ledger, timeline and
 * notifications as real ones leave them); the reviews seeder then reviews the released ones.
 */
@Injectable()
export class ServiceOrderDemoSeeder {
  constructor(
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly payments: PaymentsService,
  ) {}

  /** Returns the orders whose payment was released (the ones the reviews seeder reviews). */
  async run(manager: EntityManager, ctx: SeedContext): Promise<number[]> {
    const released: number[] = [];
    const customer = ctx.customer;
    for (const [email, title, steps] of PLAN) {
      const sv = await manager.findOne(ServiceVendor, { where: { vendor: { user: { email } } }, relations: { vendor: { user: true } } });
      const pricing = sv && (await manager.findOneBy(ServicePricing, { serviceVendorId: sv.id, title, deletedAt: IsNull() }));
      if (!sv || !pricing) continue;
      const order = await manager.save(
        manager.create(ServiceOrder, {
          userId: customer.id,
          serviceVendorId: sv.id,
          vendorId: sv.vendorId,
          servicePricingId: pricing.id,
          totalAmountKobo: pricing.priceKobo,
          deadline: lagosDateString(new Date(Date.now() + 3 * 86_400_000)),
          requirements: 'Demo order',
          serviceAddress: '7 Admiralty Way, Lekki Phase 1, Lagos',
          preferredTime: 'morning',
          status: 'pending',
          paymentStatus: 'pending',
          escrowStatus: 'none',
        }),
      );
      await applyDemoSteps(this.engine, this.payments, this.lifecycle, manager, order, steps, {
        actorOf: (type) => (type === 'PAYMENT_CAPTURED' ? 'system' : type === 'CONFIRM_SATISFACTION' ? 'customer' : 'vendor'),
        charge: () => ({
          subject: { kind: 'service_order', id: order.id },
          customer,
          amountKobo: order.totalAmountKobo,
          description: `${pricing.title}, demo order`,
        }),
        ctxOf: (payment?: CapturedPayment): OrderEffectContext => ({ payment }),
      });
      if (steps.includes('CONFIRM_SATISFACTION')) released.push(order.id);
    }
    return released;
  }
}
