import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { ApartmentBookingEvent } from '@oja/shared';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import type { SeedContext } from '../../database/seed/seeders.js';
import { applyDemoSteps } from '../payments/demo-steps.js';
import { PaymentsService } from '../payments/payments.service.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { createApartmentBooking } from './create-apartment-booking.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';

const lagosDay = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo stays in the later states (approved, paid, checked out, completed), made through the lifecycle
 * engine so their escrow, ledger lines, timeline and notifications are exactly what real ones leave: the
 * admin can release one, the customer can check in to another. Payments are sandbox charges.
 */
@Injectable()
export class ApartmentDemoStaysSeeder {
  constructor(
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ApartmentBookingLifecycle,
    private readonly payments: PaymentsService,
  ) {}

  async run(manager: EntityManager, ctx: SeedContext) {
    const customer = ctx.customer;
    const listings = await manager.find(ApartmentListing, { where: { status: 'active' }, order: { id: 'ASC' }, take: 4 });
    const plan: Array<{ from: number; nights: number; steps: ApartmentBookingEvent['type'][] }> = [
      { from: 12, nights: 2, steps: ['APPROVE'] },
      { from: 0, nights: 3, steps: ['APPROVE', 'PAYMENT_CAPTURED'] },
      { from: 0, nights: 1, steps: ['APPROVE', 'PAYMENT_CAPTURED', 'CHECK_IN', 'CHECK_OUT'] },
      { from: 0, nights: 2, steps: ['APPROVE', 'PAYMENT_CAPTURED', 'CHECK_IN', 'CHECK_OUT', 'RELEASE'] },
    ];
    for (const [i, stay] of plan.entries()) {
      const listing = listings[i];
      if (!listing) break;
      const booking = await createApartmentBooking(manager, customer, {
        listing_id: listing.id,
        check_in_date: lagosDay(stay.from),
        check_out_date: lagosDay(stay.from + stay.nights),
        guests: 1,
        notes: 'Demo stay',
      });
      await applyDemoSteps(this.engine, this.payments, this.lifecycle, manager, booking, stay.steps, {
        actorOf: (type) => (type === 'APPROVE' || type === 'RELEASE' ? 'admin' : type === 'PAYMENT_CAPTURED' ? 'system' : 'customer'),
        charge: () => ({
          subject: { kind: 'apartment_booking', id: booking.id },
          customer,
          amountKobo: booking.totalPriceKobo,
          description: `${listing.title}, demo stay`,
        }),
        ctxOf: (payment) => ({ payment, note: 'Demo data' }),
      });
    }
  }
}
