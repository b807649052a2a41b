import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { RowWriter } from '../../common/write-batch.js';
import {
  AUTO_RELEASE_HOURS,
  BOOKING_APPROVAL_HOURS,
  BOOKING_PAYMENT_HOURS,
  HOUR_MS,
  apartmentBookingTransition,
  apartmentCancellationRefundKobo,
  formatDate,
  formatKobo,
  maxRefundKobo,
  type ApartmentBookingAction,
  type ApartmentBookingEvent,
} from '@oja/shared';
import type { EffectArgs, Lifecycle, LifecycleTimer } from '../../common/lifecycle-engine.js';
import { scheduleTimer } from '../../common/lifecycle-timers.js';
import { reminderDelay } from '../../common/timer-clock.js';
import { PaidLifecycle } from '../verticals/paid-lifecycle.js';
import type { CapturedPayment } from '../payments/payment.port.js';
import type { UserContact } from '../users/user.port.js';
import type { VendorParty } from '../vendors/vendor.port.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';

/** What a caller hands to the effects: the captured payment, who acted, a note, a refund decided by an admin. */
export interface BookingEffectContext {
  payment?: CapturedPayment;
  actorId?: number | null;
  note?: string | null;
  refundKobo?: number;
  /** A dispute's reason (DISPUTE). */
  reason?: string;
}

type Fx = EffectArgs<ApartmentBooking, ApartmentBookingEvent, BookingEffectContext>;
const GUEST_LINK = '/dashboard/user/bookings';
const HOST_LINK = '/dashboard/apartment/bookings';
const subjectOf = (b: ApartmentBooking) => ({ kind: 'apartment_booking' as const, id: b.id });

/** What cancelling a paid stay now refunds: the seed's tiers (7+ days 50 %, 3–6 days 25 %, less 0 %). */
export function cancellationRefundKobo(b: Pick<ApartmentBooking, 'totalPriceKobo' | 'checkInDate'>, at: Date = new Date()) {
  return apartmentCancellationRefundKobo(b.totalPriceKobo, b.checkInDate, at);
}

/**
 * The apartment-booking lifecycle for the engine: the shared machine and one handler per action. The engine
 * files each transition in the booking's timeline with who acted and the note. Money moves through the ledger
 * with the 10 % fee.
 */
@Injectable()
export class ApartmentBookingLifecycle
  extends PaidLifecycle
  implements Lifecycle<ApartmentBooking, ApartmentBookingEvent, ApartmentBookingAction, BookingEffectContext>
{
  readonly kind = 'apartment_booking';
  readonly entity = ApartmentBooking;
  readonly notFound = { code: 'BOOKING_NOT_FOUND', message: 'Booking not found' } as const;
  readonly codes = {
    actor: 'BOOKING_WRONG_ACTOR',
    refused: 'BOOKING_TRANSITION_NOT_ALLOWED',
    byEvent: {
      PAY: 'BOOKING_NOT_PAYABLE',
      PAYMENT_CAPTURED: 'BOOKING_NOT_PAYABLE',
      CHECK_IN: 'BOOKING_CHECK_IN_NOT_ALLOWED',
      RELEASE: 'BOOKING_NOT_RELEASABLE',
      CANCEL: 'BOOKING_NOT_CANCELLABLE',
    },
  } as const;

  transition(booking: ApartmentBooking, event: ApartmentBookingEvent, at: Date) {
    return apartmentBookingTransition(booking, event, at);
  }

  readonly timelineDetails = ({ ctx }: Fx) => ({ actorId: ctx.actorId ?? null, note: ctx.note ?? null });

  readonly record = async ({ manager, subject, event, ctx }: Fx) => {
    if (ctx.note && (event.type === 'CANCEL' || event.type === 'REFUND'))
      await manager.update(ApartmentBooking, { id: subject.id }, { cancelReason: ctx.note.slice(0, 500) });
  };

  /** Names and the two ways of telling people about one booking. */
  /** Who a booking concerns, and how to tell them; `known`: what the caller has just read; `writer`: where the notices go. */
  async parties(
    manager: EntityManager,
    b: ApartmentBooking,
    known: { guest?: UserContact; host?: VendorParty; listing?: ApartmentListing } = {},
    writer: RowWriter = manager,
  ) {
    const guest = known.guest ?? (await this.users.accountOf(manager, b.userId));
    const host = known.host?.user ? known.host : await this.vendors.partyOf(manager, b.vendorId);
    const listing = known.listing ?? (await manager.findOneBy(ApartmentListing, { id: b.listingId }));
    const stay = `booking #${b.id} (${listing?.title ?? 'apartment'}, ${formatDate(b.checkInDate)} to ${formatDate(b.checkOutDate)})`;
    // `action`: the reader must act (a new request, payment due, a reported problem): also sent by SMS.
    const tell = (user: UserContact, link: string) => (title: string, body: string, action?: 'action') =>
      this.notifications.notify(
        manager,
        { userId: user.id, email: user.email, title, body, link, preferences: user.notificationPreferences, phone: user.phone, action: action === 'action' },
        writer,
      );
    return { stay, title: listing?.title ?? 'Apartment', guestName: guest.name, guest: tell(guest, GUEST_LINK), host: tell(host.user!, HOST_LINK) };
  }

  readonly effects = {
    requestPayment: async ({ manager, subject }: Fx) => {
      await this.schedule(manager, subject.id, 'expire', this.env.BOOKING_PAYMENT_TIMEOUT_MS, BOOKING_PAYMENT_HOURS, 'pay');
      const p = await this.parties(manager, subject);
      await p.guest(
        'Booking approved: please pay',
        `Your ${p.stay} was approved. Pay ${formatKobo(subject.totalPriceKobo)} within 24 hours to keep these dates; the money is held in escrow until your stay is over.`,
        'action',
      );
      await p.host('Booking approved', `${p.stay} for ${p.guestName} was approved and is waiting for payment. The dates are held.`);
    },
    initiatePayment: null,
    holdEscrow: async ({ manager, subject, ctx }: Fx) => {
      if (!ctx.payment) throw new Error('holdEscrow needs the payment');
      await this.captures.settleCaptured(manager, ctx.payment, subject.vendorId);
      const p = await this.parties(manager, subject);
      await p.guest(
        'Payment received',
        `Your payment of ${formatKobo(subject.totalPriceKobo)} for ${p.stay} is held in escrow. You can check in from ${formatDate(subject.checkInDate)}.`,
      );
      await p.host('Booking paid', `${p.guestName} paid ${formatKobo(subject.totalPriceKobo)} for ${p.stay}. The guest's contact is now on the booking.`);
    },
    notifyCheckedIn: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.host('Guest checked in', `${p.guestName} checked in for ${p.stay}.`);
    },
    notifyCheckedOut: async ({ manager, subject }: Fx) => {
      await this.schedule(manager, subject.id, 'autoRelease', this.env.BOOKING_AUTO_RELEASE_MS, AUTO_RELEASE_HOURS, 'release');
      const p = await this.parties(manager, subject);
      await p.host(
        'Guest checked out',
        `${p.guestName} checked out of ${p.stay}. The payment is released to you after an administrator's review (at the latest in 72 hours).`,
      );
      await p.guest('Thanks for staying', `You checked out of ${p.stay}. We hope you enjoyed it.`);
    },
    releaseEscrow: async ({ manager, subject }: Fx) => {
      const { vendorKobo, feeKobo } = await this.escrow.release(manager, {
        subject: subjectOf(subject),
        vendorId: subject.vendorId,
        amountKobo: subject.totalPriceKobo,
      });
      const p = await this.parties(manager, subject);
      await p.host(
        'Payment released',
        `${formatKobo(vendorKobo)} for ${p.stay} (${formatKobo(subject.totalPriceKobo)} minus the ${formatKobo(feeKobo)} platform fee) is in your payable balance. It becomes available for payout after 24 hours.`,
      );
    },
    notifyCancelled: async ({ manager, subject, event }: Fx) => {
      const p = await this.parties(manager, subject);
      const why =
        event.type === 'EXPIRE'
          ? subject.approvedAt
            ? 'it was not paid within 24 hours'
            : 'it was not approved within 48 hours'
          : subject.cancelledBy === 'admin'
            ? 'an administrator cancelled it'
            : 'the guest cancelled it';
      await p.guest('Booking cancelled', `Your ${p.stay} was cancelled because ${why}. You have not been charged.`);
      await p.host('Booking cancelled', `${p.stay} was cancelled because ${why}. The dates are free again.`);
    },
    refundCancellation: async ({ manager, subject }: Fx) => {
      const refundKobo = cancellationRefundKobo(subject, subject.cancelledAt ?? new Date());
      await this.settleWithRefund(manager, subject, refundKobo, refundKobo, 'cancellation');
      const p = await this.parties(manager, subject);
      await p.guest(
        'Booking cancelled',
        `Your ${p.stay} was cancelled. ${refundKobo > 0 ? `${formatKobo(refundKobo)} will be refunded to you.` : 'Under the cancellation policy no refund is due this close to check-in.'}`,
      );
      await p.host('Booking cancelled', `${p.stay} was cancelled after payment. The part not refunded to the guest is released to you minus the platform fee.`);
    },
    refundPayment: async ({ manager, subject, ctx }: Fx) => {
      const cap = maxRefundKobo(subject.totalPriceKobo);
      const refundKobo = Math.min(ctx.refundKobo ?? cap, cap);
      await this.settleWithRefund(manager, subject, refundKobo, cap, 'admin_refund');
      const p = await this.parties(manager, subject);
      await p.guest(
        'Booking refunded',
        `${formatKobo(refundKobo)} of your payment for ${p.stay} will be refunded to you.${ctx.note ? ` Reason: ${ctx.note}` : ''}`,
      );
      await p.host(
        'Booking refunded',
        `${p.stay} was refunded by an administrator; ${formatKobo(refundKobo)} goes back to the guest and the rest is released to you minus the platform fee.`,
      );
    },
    openDispute: async ({ manager, subject, ctx }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.guest('Problem reported', `We received your report about ${p.stay}. The payment stays in escrow until an administrator has looked at it.`);
      await p.host(
        'Problem reported by the guest',
        `The guest reported a problem with ${p.stay}: "${(ctx.reason ?? '').slice(0, 200)}". An administrator decides; the payment stays held until then.`,
        'action',
      );
    },
    refundSplit: async ({ manager, subject, ctx }: Fx) => {
      if (ctx.refundKobo === undefined) throw new Error('refundSplit needs an amount');
      await this.escrow.splitRefund(manager, {
        subject: subjectOf(subject),
        vendorId: subject.vendorId,
        amountKobo: subject.totalPriceKobo,
        refundKobo: ctx.refundKobo,
        kind: 'dispute_refund',
      });
      if (ctx.refundKobo > 0) await this.payments.refund(manager, subjectOf(subject), ctx.refundKobo, 'dispute');
      const p = await this.parties(manager, subject);
      await p.guest('Dispute resolved: refund issued', `${formatKobo(ctx.refundKobo)} of your payment for ${p.stay} will be refunded to you.`);
      await p.host(
        'Dispute resolved',
        `An administrator refunded ${formatKobo(ctx.refundKobo)} of ${p.stay} to the guest; the rest is released to you minus the platform fee.`,
      );
    },
  } satisfies Lifecycle<ApartmentBooking, ApartmentBookingEvent, ApartmentBookingAction, BookingEffectContext>['effects'];

  /**
   * The booking's timers (run by the generic timer jobs): a request unapproved for 48 h and an approved booking
   * unpaid for 24 h are cancelled (dates freed); a checked-out stay is released after 72 h; before each, a reminder.
   */
  readonly timers: Record<'expire' | 'autoRelease' | 'reminder', LifecycleTimer<ApartmentBooking>> = {
    expire: {
      event: 'EXPIRE',
      clock: (b) =>
        b.status === 'processing'
          ? { anchor: b.approvedAt ?? b.createdAt, configuredMs: this.env.BOOKING_PAYMENT_TIMEOUT_MS, specMs: BOOKING_PAYMENT_HOURS * HOUR_MS }
          : { anchor: b.createdAt, configuredMs: this.env.BOOKING_APPROVAL_TIMEOUT_MS, specMs: BOOKING_APPROVAL_HOURS * HOUR_MS },
    },
    autoRelease: {
      event: 'AUTO_RELEASE',
      clock: (b) => ({ anchor: b.checkedOutAt, configuredMs: this.env.BOOKING_AUTO_RELEASE_MS, specMs: AUTO_RELEASE_HOURS * HOUR_MS }),
    },
    reminder: { remind: (manager, b, kind) => this.remind(manager, b, kind as 'approve' | 'pay' | 'release') },
  };

  /** The jobs these timers had before the generic ones (queued then, they still fire). */
  readonly legacyTimerJobs = {
    'apartment-bookings.expire': { timer: 'expire', id: (p: Record<string, unknown>) => Number(p.bookingId) },
    'apartment-bookings.auto-release': { timer: 'autoRelease', id: (p: Record<string, unknown>) => Number(p.bookingId) },
    'apartment-bookings.reminder': {
      timer: 'reminder',
      id: (p: Record<string, unknown>) => Number(p.bookingId),
      arg: (p: Record<string, unknown>) => String(p.kind),
    },
  };

  /** A timer and the reminder that goes out before it (the spec's 12 h lead, scaled like the timer). */
  async schedule(
    writer: RowWriter,
    bookingId: number,
    timer: 'expire' | 'autoRelease',
    delayMs: number,
    specHours: number,
    kind: 'approve' | 'pay' | 'release',
  ) {
    await scheduleTimer(this.outbox, writer, this, bookingId, timer, delayMs);
    await scheduleTimer(this.outbox, writer, this, bookingId, 'reminder', reminderDelay(delayMs, specHours * HOUR_MS), kind);
  }

  /** Reminds whoever must act, once, and only while they still must: admins to review or release, the guest to pay. */
  private async remind(manager: EntityManager, b: ApartmentBooking, kind: 'approve' | 'pay' | 'release') {
    const due = {
      approve: ['pending', 'reviewReminderSentAt'],
      pay: ['processing', 'paymentReminderSentAt'],
      release: ['checked_out', 'checkOutReminderSentAt'],
    } as const;
    if (!due[kind]) return;
    const [status, sentField] = due[kind];
    if (b.status !== status || b[sentField]) return;
    await manager.update(ApartmentBooking, { id: b.id }, { [sentField]: new Date() });
    const p = await this.parties(manager, b);
    if (kind === 'pay') {
      await p.guest(
        'Reminder: pay to keep your dates',
        `Your ${p.stay} is approved. Pay within about 12 hours or the booking is cancelled and the dates are released.`,
        'action',
      );
    } else if (this.env.ADMIN_EMAIL) {
      const text =
        kind === 'approve'
          ? `Booking request #${b.id} (${p.stay}) is still waiting for review; it is cancelled automatically in about 12 hours.`
          : `${p.stay} was checked out; its payment is released to the host automatically in about 12 hours unless an admin acts.`;
      await this.outbox.add(manager, 'notifications.send-email', {
        to: this.env.ADMIN_EMAIL,
        subject: `Booking #${b.id} needs attention`,
        text,
        link: new URL('/admin/bookings', this.env.APP_URL).toString(),
      });
    }
  }

  /** Escrow split: the refund back to the guest (through the provider), the rest to the host minus 10 %. */
  private async settleWithRefund(manager: EntityManager, b: ApartmentBooking, refundKobo: number, capKobo: number, reason: 'cancellation' | 'admin_refund') {
    await this.escrow.splitRefund(manager, { subject: subjectOf(b), vendorId: b.vendorId, amountKobo: b.totalPriceKobo, refundKobo, capKobo, kind: reason });
    if (refundKobo > 0) await this.payments.refund(manager, subjectOf(b), refundKobo, reason);
  }
}
