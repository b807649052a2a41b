import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BOOKING_APPROVAL_HOURS, BOOKING_PAYMENT_HOURS, AUTO_RELEASE_HOURS, HOUR_MS, type ApartmentBookingEvent } from '@oja/shared';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { timerNow } from '../../common/timer-clock.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';

/**
 * The timers of a booking as delayed jobs: a request unapproved for 48 h and an approved booking unpaid for
 * 24 h are cancelled (dates freed); a checked-out stay is released after 72 h. Each run checks the state
 * first, so late, early or repeated runs act once; an early one is scheduled again for the time left.
 */
@Injectable()
export class ApartmentBookingTimersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ApartmentBookingLifecycle,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @JobHandler('apartment-bookings.expire')
  expire({ bookingId }: JobPayloads['apartment-bookings.expire']) {
    return this.fire(bookingId, 'EXPIRE');
  }

  @JobHandler('apartment-bookings.auto-release')
  autoRelease({ bookingId }: JobPayloads['apartment-bookings.auto-release']) {
    return this.fire(bookingId, 'AUTO_RELEASE');
  }

  /** Reminds whoever must act, once, and only while they still must. */
  @JobHandler('apartment-bookings.reminder')
  async remind({ bookingId, kind }: JobPayloads['apartment-bookings.reminder']) {
    const due = { approve: ['pending', 'reviewReminderSentAt'], pay: ['processing', 'paymentReminderSentAt'], release: ['checked_out', 'checkOutReminderSentAt'] } as const;
    const [status, sentField] = due[kind];
    await this.dataSource.transaction(async (manager) => {
      const b = await manager.findOne(ApartmentBooking, { where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
      if (!b || b.status !== status || b[sentField]) return;
      await manager.update(ApartmentBooking, { id: bookingId }, { [sentField]: new Date() });
      const p = await this.lifecycle.parties(manager, b);
      if (kind === 'pay') {
        await p.guest('Reminder: pay to keep your dates', `Your ${p.stay} is approved. Pay within about 12 hours or the booking is cancelled and the dates are released.`);
      } else if (this.env.ADMIN_EMAIL) {
        const text = kind === 'approve' ? `Booking request #${b.id} (${p.stay}) is still waiting for review; it is cancelled automatically in about 12 hours.` : `${p.stay} was checked out; its payment is released to the host automatically in about 12 hours unless an admin acts.`;
        await this.outbox.add(manager, 'notifications.send-email', { to: this.env.ADMIN_EMAIL, subject: `Booking #${b.id} needs attention`, text, link: new URL('/admin/bookings', this.env.APP_URL).toString() });
      }
    });
  }

  private timer(b: ApartmentBooking, type: 'EXPIRE' | 'AUTO_RELEASE') {
    if (type === 'AUTO_RELEASE') return { anchor: b.checkedOutAt, configured: this.env.BOOKING_AUTO_RELEASE_MS, spec: AUTO_RELEASE_HOURS * HOUR_MS, job: 'apartment-bookings.auto-release' as const };
    if (b.status === 'processing') return { anchor: b.approvedAt ?? b.createdAt, configured: this.env.BOOKING_PAYMENT_TIMEOUT_MS, spec: BOOKING_PAYMENT_HOURS * HOUR_MS, job: 'apartment-bookings.expire' as const };
    return { anchor: b.createdAt, configured: this.env.BOOKING_APPROVAL_TIMEOUT_MS, spec: BOOKING_APPROVAL_HOURS * HOUR_MS, job: 'apartment-bookings.expire' as const };
  }

  private async fire(bookingId: number, type: 'EXPIRE' | 'AUTO_RELEASE') {
    await this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOne(ApartmentBooking, { where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
      if (!booking) return;
      const { anchor, configured, spec, job } = this.timer(booking, type);
      if (!anchor) return;
      const event = { type, actor: 'system', now: timerNow(anchor, configured, spec) } as ApartmentBookingEvent;
      const check = this.lifecycle.transition(booking, event, new Date());
      if (!check.ok) {
        const left = anchor.getTime() + configured - Date.now();
        if (check.reason === 'rule' && left > 0) await this.outbox.add(manager, job, { bookingId }, { delayMs: left });
        return;
      }
      await this.engine.apply(this.lifecycle, manager, booking, event, {});
    });
  }
}
