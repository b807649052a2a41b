import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { User } from '../users/entities/user.entity.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';

const CONFIRM_REFUSALS: Record<string, [string, string]> = {
  refunded: ['PAYMENT_REFUNDED', 'This booking had already been paid, or can no longer be paid; this payment will be refunded to you in full.'],
  mismatch: ['PAYMENT_AMOUNT_MISMATCH', 'The amount paid does not match this booking. Our team has been notified and will contact you.'],
  failed: ['PAYMENT_FAILED', 'This payment was not successful. Please try again.'],
  abandoned: ['PAYMENT_FAILED', 'This payment was not successful. Please try again.'],
};

/**
 * Paying for an approved booking, with the same layering as service orders: intent under the booking's
 * lock in a short transaction, the provider called with none open, the verified charge applied in its own
 * transaction by whichever comes first of the webhook's job and the guest's confirm-payment.
 */
@Injectable()
export class ApartmentBookingPaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ApartmentBookingLifecycle,
    private readonly payments: PaymentsService,
  ) {}

  async pay(user: User, id: number): Promise<{ paymentUrl: string; reference: string }> {
    const intent = await this.dataSource.transaction(async (manager) => {
      const { subject: b } = await this.engine.run(this.lifecycle, { id, where: { userId: user.id }, event: { type: 'PAY', actor: 'customer' }, ctx: {}, manager });
      const listing = await manager.findOneBy(ApartmentListing, { id: b.listingId });
      return this.payments.intent(manager, {
        subject: { kind: 'apartment_booking', id: b.id },
        userId: user.id,
        email: user.email,
        amountKobo: b.totalPriceKobo,
        description: `${listing?.title ?? 'Apartment'}, ${b.nights} night${b.nights === 1 ? '' : 's'}`,
      });
    });
    return this.payments.checkout(intent, user.email);
  }

  async confirmPayment(user: User, id: number, reference: string): Promise<'captured' | 'already'> {
    const payment = await this.payments.findForSubject({ kind: 'apartment_booking', id }, reference, user.id);
    if (!payment) throw DomainError.notFound('PAYMENT_NOT_FOUND', 'Payment not found for this booking');
    let { outcome } = await this.payments.verifyAndRecord(reference);
    if (outcome === 'captured') outcome = await this.applyCapture(payment.id);
    if (outcome === 'captured' || outcome === 'already') return outcome;
    const refusal = CONFIRM_REFUSALS[outcome];
    if (refusal) throw DomainError.conflict(refusal[0], refusal[1]);
    throw DomainError.conflict('PAYMENT_NOT_COMPLETED', 'This payment has not been completed yet.');
  }

  @JobHandler('apartment-bookings.payment-captured')
  async onCaptured({ paymentId }: JobPayloads['apartment-bookings.payment-captured']) {
    await this.applyCapture(paymentId);
  }

  /** PAYMENT_CAPTURED under the booking's lock; a charge the booking can no longer take is refunded in full. */
  async applyCapture(paymentId: number): Promise<'captured' | 'already' | 'refunded'> {
    const found = await this.dataSource.getRepository(Payment).findOneBy({ id: paymentId });
    if (!found || found.subjectKind !== 'apartment_booking') return 'already';
    return this.dataSource.transaction(async (manager) => {
      const booking = await this.engine.lock(this.lifecycle, manager, found.subjectId);
      const payment = await this.payments.lockCaptured(manager, paymentId);
      if (!payment) return 'already' as const;
      const check = this.lifecycle.transition(booking, { type: 'PAYMENT_CAPTURED', actor: 'system' }, new Date());
      if (!check.ok) {
        await this.payments.refundUnmatched(manager, payment, check.message);
        return 'refunded' as const;
      }
      await this.engine.apply(this.lifecycle, manager, booking, { type: 'PAYMENT_CAPTURED', actor: 'system' }, { payment });
      return 'captured' as const;
    });
  }
}
