import { Injectable } from '@nestjs/common';
import { maintenanceTypeLabel } from '@oja/shared';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import type { User } from '../users/entities/user.entity.js';
import { MaintenanceLifecycle, subjectOf } from './maintenance.lifecycle.js';

/**
 * Paying the ₦5,000 commitment fee, layered like orders and bookings: the intent under the request's lock
 * in a short transaction, the provider called with none open, the verified charge applied in its own
 * transaction by whichever comes first of the webhook's job and the customer's confirm-payment.
 */
@Injectable()
export class MaintenancePaymentsService {
  constructor(
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: MaintenanceLifecycle,
    private readonly captures: PaymentCapturesService,
  ) {}

  /** Starts (or hands out again) the checkout of the fee; `returnUrl`: the client's `callback_url`, if any. */
  pay(user: User, id: number, returnUrl?: string | null): Promise<{ paymentUrl: string; reference: string }> {
    return this.captures.pay(
      this.engine,
      this.lifecycle,
      id,
      user,
      async (r) => ({
        subject: subjectOf(r),
        amountKobo: r.feeKobo,
        description: `Maintenance commitment fee: ${maintenanceTypeLabel(r.serviceType, r.serviceTypeText)}`,
      }),
      returnUrl,
    );
  }

  confirmPayment(user: User, id: number, reference: string): Promise<'captured' | 'already'> {
    return this.captures.confirm(subjectOf({ id }), reference, user.id, (paymentId) => this.applyCapture(paymentId));
  }

  @JobHandler('maintenance.payment-captured')
  async onCaptured({ paymentId }: JobPayloads['maintenance.payment-captured']) {
    await this.applyCapture(paymentId);
  }

  /** PAYMENT_CAPTURED under the request's lock; a charge the request can no longer take is refunded in full. */
  applyCapture(paymentId: number) {
    return this.captures.applyCaptured(paymentId, 'maintenance_request', this.engine, this.lifecycle, { type: 'PAYMENT_CAPTURED', actor: 'system' });
  }
}
