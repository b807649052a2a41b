import { createActor } from 'xstate';
import { ACTOR_ROLES, BOOKING_STATUSES, type ActorRole, type BookingStatus } from '../statuses.js';
import { explainRefusal } from './machine-rules.js';
import {
  adminBookingStatuses,
  allowedApartmentBookingActions,
  APARTMENT_BOOKING_EVENT_TYPES,
  APARTMENT_BOOKING_RULES,
  apartmentBookingMachine,
  apartmentBookingTransition,
  type ApartmentBookingEvent,
  type ApartmentBookingState,
} from './apartment-booking.machine.js';

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T09:00:00Z'); // 10:00 in Lagos, 1 June
const AT = new Date(T0);
const base = { checkInDate: '2026-06-01', createdAt: T0 - 2 * H, approvedAt: T0 - H, checkedOutAt: T0 - H };
const go = (status: string, event: ApartmentBookingEvent, extra: Partial<ApartmentBookingState> = {}) =>
  apartmentBookingTransition({ ...base, status, ...extra }, event, AT);
const statusOf = (r: ReturnType<typeof go>) => (r.ok ? r.next.status : null);

describe('apartment booking: the guest journey', () => {
  it.each<[BookingStatus, ApartmentBookingEvent, BookingStatus, string[]]>([
    ['pending', { type: 'APPROVE', actor: 'admin' }, 'processing', ['requestPayment']],
    ['processing', { type: 'PAY', actor: 'customer' }, 'processing', ['initiatePayment']],
    ['processing', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'paid', ['holdEscrow']],
    ['paid', { type: 'CHECK_IN', actor: 'customer', now: T0 }, 'checked_in', ['notifyCheckedIn']],
    ['checked_in', { type: 'CHECK_OUT', actor: 'customer' }, 'checked_out', ['notifyCheckedOut']],
    ['checked_out', { type: 'RELEASE', actor: 'admin' }, 'completed', ['releaseEscrow']],
  ])('%s + %j → %s', (from, event, to, actions) => {
    const r = go(from, event);
    expect(r).toMatchObject({ ok: true, next: { status: to }, actions });
  });

  it('the patch carries each step’s timestamp and the escrow status', () => {
    expect(go('pending', { type: 'APPROVE', actor: 'admin' })).toMatchObject({ next: { approvedAt: AT } });
    expect(go('processing', { type: 'PAYMENT_CAPTURED', actor: 'system' })).toMatchObject({ next: { paidAt: AT, escrowStatus: 'held' } });
    expect(go('paid', { type: 'CHECK_IN', actor: 'customer', now: T0 })).toMatchObject({ next: { checkedInAt: AT } });
    expect(go('checked_in', { type: 'CHECK_OUT', actor: 'customer' })).toMatchObject({ next: { checkedOutAt: AT } });
    expect(go('checked_out', { type: 'RELEASE', actor: 'admin' })).toMatchObject({ next: { completedAt: AT, escrowStatus: 'released' } });
    const pay = go('processing', { type: 'PAY', actor: 'customer' });
    expect(pay.ok && Object.keys(pay.next)).toEqual(['status']);
  });

  it.each<[BookingStatus, ApartmentBookingEvent, string]>([
    ['pending', { type: 'APPROVE', actor: 'customer' }, 'Only an admin can approve a booking'],
    ['processing', { type: 'APPROVE', actor: 'admin' }, 'Only bookings pending review can be approved'],
    ['pending', { type: 'PAY', actor: 'customer' }, 'Only approved bookings awaiting payment can be paid'],
    ['processing', { type: 'PAY', actor: 'admin' }, 'Only the guest can pay for a booking'],
    ['processing', { type: 'PAYMENT_CAPTURED', actor: 'customer' }, 'Only the payment system can mark a booking as paid'],
    ['paid', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'Only approved bookings awaiting payment can be paid'],
    ['processing', { type: 'CHECK_IN', actor: 'customer', now: T0 }, 'Only paid bookings can be checked in'],
    ['paid', { type: 'CHECK_IN', actor: 'vendor', now: T0 }, 'Only the guest can check in'],
    ['paid', { type: 'CHECK_OUT', actor: 'customer' }, 'Only checked-in bookings can be checked out'],
    ['checked_in', { type: 'CHECK_OUT', actor: 'admin' }, 'Only the guest can check out'],
    ['checked_in', { type: 'RELEASE', actor: 'admin' }, 'Payment can be released only after check-out'],
    ['completed', { type: 'RELEASE', actor: 'admin' }, 'Payment can be released only after check-out'],
    ['checked_out', { type: 'RELEASE', actor: 'vendor' }, 'Only an admin can release payment'],
  ])('%s refuses %j: %s', (from, event, message) => {
    const r = go(from, event);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(message);
  });

  it('check-in opens on the check-in date in Lagos, not before', () => {
    const lateEvening = Date.parse('2026-05-31T22:59:00Z'); // 23:59 on 31 May in Lagos
    const midnight = Date.parse('2026-05-31T23:00:00Z'); // 00:00 on 1 June in Lagos
    expect(go('paid', { type: 'CHECK_IN', actor: 'customer', now: lateEvening })).toMatchObject({
      ok: false,
      reason: 'rule',
      message: 'You can check in from 1 Jun 2026',
    });
    expect(statusOf(go('paid', { type: 'CHECK_IN', actor: 'customer', now: midnight }))).toBe('checked_in');
  });
});

describe('apartment booking: cancellation, expiry and refunds', () => {
  it('the guest or an admin cancels before payment: nothing to refund', () => {
    expect(go('pending', { type: 'CANCEL', actor: 'customer' })).toMatchObject({
      ok: true,
      next: { status: 'cancelled', cancelledBy: 'customer' },
      actions: ['notifyCancelled'],
    });
    expect(go('processing', { type: 'CANCEL', actor: 'admin' })).toMatchObject({
      ok: true,
      next: { status: 'cancelled', cancelledBy: 'admin' },
      actions: ['notifyCancelled'],
    });
  });
  it('cancelling after payment applies the cancellation refund rule', () => {
    expect(go('paid', { type: 'CANCEL', actor: 'customer' })).toMatchObject({
      ok: true,
      next: { status: 'cancelled', escrowStatus: 'refunded' },
      actions: ['refundCancellation'],
    });
  });
  it('no cancelling once checked in, nor by the host', () => {
    expect(go('checked_in', { type: 'CANCEL', actor: 'customer' })).toMatchObject({
      ok: false,
      reason: 'state',
      message: 'Only bookings not yet checked in can be cancelled',
    });
    expect(go('pending', { type: 'CANCEL', actor: 'vendor' })).toMatchObject({ ok: false, reason: 'actor' });
  });
  it('a request expires 48 h after it was made, an approved booking 24 h after approval', () => {
    const made = { createdAt: T0, approvedAt: null };
    expect(go('pending', { type: 'EXPIRE', actor: 'system', now: T0 + 47 * H }, made)).toMatchObject({ ok: false, reason: 'rule' });
    expect(go('pending', { type: 'EXPIRE', actor: 'system', now: T0 + 48 * H }, made)).toMatchObject({
      ok: true,
      next: { status: 'cancelled', cancelledBy: 'system' },
    });
    const approved = { createdAt: T0 - 40 * H, approvedAt: T0 };
    expect(go('processing', { type: 'EXPIRE', actor: 'system', now: T0 + 23 * H }, approved).ok).toBe(false);
    expect(statusOf(go('processing', { type: 'EXPIRE', actor: 'system', now: T0 + 24 * H }, approved))).toBe('cancelled');
    expect(go('paid', { type: 'EXPIRE', actor: 'system', now: T0 + 99 * H })).toMatchObject({ ok: false, reason: 'state' });
  });
  it('the system releases 72 h after check-out', () => {
    const out = { checkedOutAt: T0 };
    expect(go('checked_out', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 71 * H }, out).ok).toBe(false);
    expect(go('checked_out', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 72 * H }, out)).toMatchObject({
      ok: true,
      next: { status: 'completed' },
      actions: ['releaseEscrow'],
    });
  });
  it('an admin or the system refunds a paid stay until payment is released', () => {
    for (const from of ['paid', 'checked_in', 'checked_out']) {
      expect(go(from, { type: 'REFUND', actor: 'admin' })).toMatchObject({
        ok: true,
        next: { status: 'refunded', escrowStatus: 'refunded' },
        actions: ['refundPayment'],
      });
    }
    expect(go('checked_in', { type: 'REFUND', actor: 'system' }).ok).toBe(true);
    expect(go('completed', { type: 'REFUND', actor: 'admin' })).toMatchObject({
      ok: false,
      message: 'Only paid bookings that have not been released can be refunded',
    });
    expect(go('processing', { type: 'REFUND', actor: 'admin' }).ok).toBe(false);
    expect(go('paid', { type: 'REFUND', actor: 'customer' })).toMatchObject({ ok: false, message: 'Only an admin can refund a booking' });
  });
  it('refuses bookings whose stored status is unknown, and unknown events', () => {
    expect(go('confirmed', { type: 'CHECK_IN', actor: 'customer', now: T0 })).toMatchObject({ ok: false, reason: 'unknown_status' });
    expect(go('paid', { type: 'FLY', actor: 'customer' } as unknown as ApartmentBookingEvent)).toMatchObject({ ok: false, reason: 'unknown_event' });
  });
});

describe('what each side may do', () => {
  it.each<[BookingStatus, ActorRole, string[]]>([
    ['pending', 'customer', ['CANCEL']],
    ['pending', 'admin', ['APPROVE', 'CANCEL']],
    ['processing', 'customer', ['PAY', 'CANCEL']],
    ['processing', 'system', ['PAYMENT_CAPTURED']],
    ['paid', 'customer', ['CHECK_IN', 'CANCEL']],
    ['checked_in', 'customer', ['CHECK_OUT', 'DISPUTE']],
    ['checked_out', 'admin', ['RELEASE', 'REFUND']],
    ['completed', 'customer', []],
    ['completed', 'vendor', []],
  ])('%s, %s → %j', (status, actor, expected) => {
    expect(allowedApartmentBookingActions({ ...base, status }, actor, T0)).toEqual(expected);
  });
  it('the listed events are exactly those the transition accepts, for every status, actor and time', () => {
    for (const status of [...BOOKING_STATUSES, 'confirmed']) {
      for (const actor of ACTOR_ROLES) {
        for (const now of [T0 - 3 * H, T0, T0 + 25 * H, T0 + 24 * 8 * H]) {
          const accepted = APARTMENT_BOOKING_EVENT_TYPES.filter(
            (type) => apartmentBookingTransition({ ...base, status }, { type, actor, now } as ApartmentBookingEvent).ok,
          );
          expect(allowedApartmentBookingActions({ ...base, status }, actor, now)).toEqual(accepted);
        }
      }
    }
  });
  it('the admin’s Update Status choices follow the machine', () => {
    expect(adminBookingStatuses({ ...base, status: 'pending' }, T0)).toEqual(['processing', 'cancelled']);
    expect(adminBookingStatuses({ ...base, status: 'paid' }, T0)).toEqual(['cancelled', 'refunded']);
    expect(adminBookingStatuses({ ...base, status: 'checked_out' }, T0)).toEqual(['completed', 'refunded']);
    expect(adminBookingStatuses({ ...base, status: 'completed' }, T0)).toEqual([]);
  });
});

describe('a reported problem (dispute) on a stay', () => {
  const out = { ...base, status: 'checked_out' as const };
  it('the guest reports during or after the stay, once; the status stays, and neither a plain release nor the timer moves the money', () => {
    const opened = apartmentBookingTransition(out, { type: 'DISPUTE', actor: 'customer' }, new Date(T0));
    expect(opened).toMatchObject({ ok: true, next: { status: 'checked_out', disputedAt: new Date(T0) }, actions: ['openDispute'] });
    const disputed = { ...out, disputedAt: T0 };
    expect(apartmentBookingTransition(disputed, { type: 'DISPUTE', actor: 'customer' })).toMatchObject({
      ok: false,
      message: 'A problem has already been reported for this stay',
    });
    expect(apartmentBookingTransition(disputed, { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 100 * H })).toMatchObject({ ok: false });
    expect(apartmentBookingTransition(disputed, { type: 'RELEASE', actor: 'admin' })).toMatchObject({
      ok: false,
      message: 'This stay has an open dispute: an administrator resolves it from Disputes',
    });
    expect(apartmentBookingTransition(disputed, { type: 'RESOLVE_REFUND', actor: 'admin' })).toMatchObject({
      ok: true,
      next: { status: 'refunded' },
      actions: ['refundSplit'],
    });
    expect(apartmentBookingTransition(disputed, { type: 'RESOLVE_RELEASE', actor: 'admin' })).toMatchObject({
      ok: true,
      next: { status: 'completed' },
      actions: ['releaseEscrow'],
    });
    expect(apartmentBookingTransition(out, { type: 'RESOLVE_RELEASE', actor: 'admin' })).toMatchObject({
      ok: false,
      message: 'This booking has no open dispute',
    });
    expect(apartmentBookingTransition({ ...base, status: 'paid' }, { type: 'DISPUTE', actor: 'customer' })).toMatchObject({ ok: false });
  });
});

describe('the refusal table agrees with the machine', () => {
  it('for every status, actor and event, at several moments', () => {
    let checked = 0;
    for (const status of BOOKING_STATUSES) {
      for (const [now, disputed] of [
        [T0 - 30 * H, false],
        [T0, false],
        [T0 + 100 * H, false],
        [T0 + 100 * H, true],
      ] as const) {
        const context = { checkInDate: base.checkInDate, createdAt: base.createdAt, approvedAt: base.approvedAt, checkedOutAt: base.checkedOutAt, disputed };
        const snapshot = apartmentBookingMachine.resolveState({ value: status, context });
        for (const type of APARTMENT_BOOKING_EVENT_TYPES) {
          for (const actor of ACTOR_ROLES) {
            const event = { type, actor, now } as ApartmentBookingEvent;
            const refusal = explainRefusal(APARTMENT_BOOKING_RULES, status, context, event);
            if (snapshot.can(event) !== (refusal === null)) {
              throw new Error(`${status} ${type} by ${actor} at ${now}: machine ${snapshot.can(event)}, table ${refusal?.message ?? 'allows'}`);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(BOOKING_STATUSES.length * 4 * APARTMENT_BOOKING_EVENT_TYPES.length * ACTOR_ROLES.length);
    expect(checked).toBe(8 * 4 * 13 * 4);
  });
});

describe('running the machine as an actor', () => {
  it('runs provided actions along the whole stay', () => {
    const released: string[] = [];
    const actor = createActor(apartmentBookingMachine.provide({ actions: { releaseEscrow: () => void released.push('released') } }), {
      input: { checkInDate: '2026-06-01', createdAt: T0, approvedAt: null, checkedOutAt: null, disputed: false },
    }).start();
    const steps: ApartmentBookingEvent[] = [
      { type: 'APPROVE', actor: 'admin' },
      { type: 'PAYMENT_CAPTURED', actor: 'system' },
      { type: 'CHECK_IN', actor: 'customer', now: T0 },
      { type: 'RELEASE', actor: 'admin' }, // refused: not checked out yet
      { type: 'CHECK_OUT', actor: 'customer' },
      { type: 'RELEASE', actor: 'admin' },
    ];
    for (const step of steps) actor.send(step);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(released).toEqual(['released']);
    actor.stop();
  });
});
