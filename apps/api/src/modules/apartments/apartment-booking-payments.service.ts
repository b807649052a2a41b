import { Injectable } from '@nestjs/common';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import type { User } from '../users/entities/user.entity.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';

/**
 * Paying for an approved booking, with the same layering as service orders: intent under the booking's
 * lock in a short transaction, the provider called with none open, the verified charge applied in its own
 * transaction by whichever comes first of the webhook's job and the guest's confirm-payment.
 */
@Injectable()
export class ApartmentBookingPaymentsService {
  constructor(
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ApartmentBookingLifecycle,
    private readonly captures: PaymentCapturesService,
  ) {}

  /** Starts (or hands out again) the checkout of an approved booking; a ₦0 stay is paid at once. `returnUrl`: the client's `callback_url`, if any. */
  pay(user: User, id: number, returnUrl?: string | null): Promise<{ paymentUrl: string; reference: string }> {
    return this.captures.pay(
      this.engine,
      this.lifecycle,
      id,
      user,
      async (b, manager) => {
        const listing = await manager.findOneBy(ApartmentListing, { id: b.listingId });
        const description = `${listing?.title ?? 'Apartment'}, ${b.nights} night${b.nights === 1 ? '' : 's'}`;
        return { subject: { kind: 'apartment_booking', id: b.id }, amountKobo: b.totalPriceKobo, description };
      },
      returnUrl,
    );
  }

  confirmPayment(user: User, id: number, reference: string): Promise<'captured' | 'already'> {
    return this.captures.confirm({ kind: 'apartment_booking', id }, reference, user.id, (paymentId) => this.applyCapture(paymentId));
  }

  @JobHandler('apartment-bookings.payment-captured')
  async onCaptured({ paymentId }: JobPayloads['apartment-bookings.payment-captured']) {
    await this.applyCapture(paymentId);
  }

  /** PAYMENT_CAPTURED under the booking's lock; a charge the booking can no longer take is refunded in full. */
  applyCapture(paymentId: number) {
    return this.captures.applyCaptured(paymentId, 'apartment_booking', this.engine, this.lifecycle, { type: 'PAYMENT_CAPTURED', actor: 'system' });
  }
}
