import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ADMIN_BOOKING_STATUS_EVENTS,
  BOOKING_APPROVAL_HOURS,
  isBookingStatus,
  splitRelease,
  type ApartmentBookingEvent,
  type BookingStatus,
} from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { WriteBatch } from '../../common/write-batch.js';
import { ENV, Env, stayLimitsOf } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { DATES_TAKEN, isListingGone, prepareApartmentBooking, type BookingRequest } from './create-apartment-booking.js';
import { LISTING_NOT_FOUND } from './listings.service.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';

/** PostgreSQL's exclusion violation: another approved stay holds these dates. */
const isOverlap = (err: unknown) => (err as { code?: string })?.code === '23P01';

/**
 * The moves of an apartment booking by its guest and by admins, each one event through the lifecycle
 * engine. Approving a stay whose dates another stay holds is refused by the exclusion constraint.
 */
@Injectable()
export class ApartmentBookingActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ApartmentBookingLifecycle,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** A new request: the row, its timeline, the host told, and the 48 h approval timer — in one statement. */
  async request(customer: SignedInUser, req: BookingRequest): Promise<ApartmentBooking> {
    // Two round trips after the token check: one read (the listing, its host, the dates, the new id) and one
    // statement writing the booking, its timeline row, its timers, the host's notice and the e-mails.
    const manager = this.dataSource.manager;
    const batch = new WriteBatch(manager);
    const { booking, listing, host } = await prepareApartmentBooking(manager, customer, req, batch, new Date(), stayLimitsOf(this.env));
    await this.lifecycle.schedule(batch, booking.id, 'expire', this.env.BOOKING_APPROVAL_TIMEOUT_MS, BOOKING_APPROVAL_HOURS, 'approve');
    const p = await this.lifecycle.parties(manager, booking, { guest: customer, host, listing }, batch);
    await p.host(
      'New booking request',
      `${customer.name} asked for ${p.stay}, ${booking.guests} guest(s). An administrator reviews it within 48 hours.`,
      'action',
    );
    if (this.env.ADMIN_EMAIL) {
      await this.outbox.add(batch, 'notifications.send-email', {
        to: this.env.ADMIN_EMAIL,
        subject: `Booking request #${booking.id} to review`,
        text: `${customer.name} asked for ${p.stay}. Approve or cancel it in Booking Management.`,
        link: new URL('/admin/bookings', this.env.APP_URL).toString(),
      });
    }
    try {
      const [row] = await batch.flush();
      return batch.hydrate(ApartmentBooking, row!);
    } catch (err) {
      if (isListingGone(err)) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
      throw err;
    }
  }

  /** One event on the guest's own booking (anyone else's is "not found"). */
  byGuest(user: SignedInUser, id: number, event: ApartmentBookingEvent, note?: string) {
    return this.engine.run(this.lifecycle, { id, where: { userId: user.id }, event, ctx: { actorId: user.id, note } });
  }

  checkIn(user: SignedInUser, id: number) {
    return this.byGuest(user, id, { type: 'CHECK_IN', actor: 'customer', now: new Date() });
  }

  checkOut(user: SignedInUser, id: number) {
    return this.byGuest(user, id, { type: 'CHECK_OUT', actor: 'customer' });
  }

  cancel(user: SignedInUser, id: number, reason?: string) {
    return this.byGuest(user, id, { type: 'CANCEL', actor: 'customer' }, reason);
  }

  /** Admin "Update Status": only the moves the machine allows (approve, cancel, refund, release). */
  async setStatus(adminId: number, id: number, status: string, notes?: string | null) {
    if (!isBookingStatus(status)) throw DomainError.field('status', 'Choose one of the booking statuses', 'BOOKING_STATUS_UNKNOWN');
    const type = ADMIN_BOOKING_STATUS_EVENTS[status as BookingStatus];
    if (!type)
      throw DomainError.conflict(
        'BOOKING_TRANSITION_NOT_ALLOWED',
        `An admin cannot set a booking to ${status.replace('_', ' ')}; that status follows from the guest's actions or the payment`,
      );
    try {
      return await this.engine.run(this.lifecycle, { id, event: { type, actor: 'admin' }, ctx: { actorId: adminId, note: notes ?? null } });
    } catch (err) {
      if (isOverlap(err)) throw DomainError.conflict('BOOKING_DATES_TAKEN', `${DATES_TAKEN}: another approved stay holds some of these dates`);
      throw err;
    }
  }

  /** Release Payment: the host's payable gets 90 % through the ledger; releasing twice releases once. */
  async release(adminId: number, id: number) {
    const { subject } = await this.engine.run(this.lifecycle, { id, event: { type: 'RELEASE', actor: 'admin' }, ctx: { actorId: adminId } });
    const { feeKobo, vendorKobo } = splitRelease(subject.totalPriceKobo, 'apartment');
    return { booking: subject, totalKobo: subject.totalPriceKobo, feeKobo, vendorKobo };
  }
}
