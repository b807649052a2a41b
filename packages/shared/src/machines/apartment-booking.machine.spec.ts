import { createActor } from 'xstate';
import { ACTOR_ROLES, BOOKING_STATUSES, type ActorRole, type BookingStatus } from '../statuses.js';
import { explainRefusal } from './machine-rules.js';
import {
  allowedApartmentBookingActions,
  APARTMENT_BOOKING_EVENT_TYPES,
  APARTMENT_BOOKING_RULES,
  apartmentBookingMachine,
  apartmentBookingTransition,
  type ApartmentBookingEvent,
} from './apartment-booking.machine.js';

const go = (status: string, event: ApartmentBookingEvent) => apartmentBookingTransition({ status }, event);

describe('apartment booking: the guest journey', () => {
  it.each<[BookingStatus, ApartmentBookingEvent, BookingStatus, string[]]>([
    ['pending', { type: 'APPROVE', actor: 'admin' }, 'processing', ['requestPayment']],
    ['processing', { type: 'PAY', actor: 'customer' }, 'processing', ['initiatePayment']],
    ['processing', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'paid', ['holdEscrow']],
    ['paid', { type: 'CHECK_IN', actor: 'customer' }, 'checked_in', ['notifyCheckedIn']],
    ['checked_in', { type: 'CHECK_OUT', actor: 'customer' }, 'checked_out', ['notifyCheckedOut']],
    ['checked_out', { type: 'RELEASE', actor: 'admin' }, 'completed', ['releaseEscrow']],
  ])('%s + %j → %s', (from, event, to, actions) => {
    expect(go(from, event)).toEqual({ ok: true, next: { status: to }, actions });
  });

  it.each<[BookingStatus, ApartmentBookingEvent, string]>([
    ['pending', { type: 'APPROVE', actor: 'customer' }, 'Only an admin can approve a booking'],
    ['processing', { type: 'APPROVE', actor: 'admin' }, 'Only bookings pending review can be approved'],
    ['pending', { type: 'PAY', actor: 'customer' }, 'Only approved bookings awaiting payment can be paid'],
    ['processing', { type: 'PAY', actor: 'admin' }, 'Only the guest can pay for a booking'],
    ['processing', { type: 'PAYMENT_CAPTURED', actor: 'customer' }, 'Only the payment system can mark a booking as paid'],
    ['paid', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'Only approved bookings awaiting payment can be paid'],
    ['processing', { type: 'CHECK_IN', actor: 'customer' }, 'Only paid bookings can be checked in'],
    ['paid', { type: 'CHECK_IN', actor: 'vendor' }, 'Only the guest can check in'],
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
});

describe('apartment booking: cancellation and refunds', () => {
  it('the guest or an admin cancels before payment: nothing to refund', () => {
    expect(go('pending', { type: 'CANCEL', actor: 'customer' })).toEqual({ ok: true, next: { status: 'cancelled' }, actions: ['notifyCancelled'] });
    expect(go('processing', { type: 'CANCEL', actor: 'admin' })).toEqual({ ok: true, next: { status: 'cancelled' }, actions: ['notifyCancelled'] });
  });
  it('cancelling after payment applies the cancellation refund rule', () => {
    expect(go('paid', { type: 'CANCEL', actor: 'customer' })).toEqual({ ok: true, next: { status: 'cancelled' }, actions: ['refundCancellation'] });
  });
  it('no cancelling once checked in, nor by the vendor', () => {
    expect(go('checked_in', { type: 'CANCEL', actor: 'customer' })).toMatchObject({ ok: false, reason: 'state', message: 'Only bookings not yet checked in can be cancelled' });
    expect(go('pending', { type: 'CANCEL', actor: 'vendor' })).toMatchObject({ ok: false, reason: 'actor' });
  });
  it('an admin or the system refunds a paid stay until payment is released', () => {
    for (const from of ['paid', 'checked_in', 'checked_out']) {
      expect(go(from, { type: 'REFUND', actor: 'admin' })).toEqual({ ok: true, next: { status: 'refunded' }, actions: ['refundPayment'] });
    }
    expect(go('checked_in', { type: 'REFUND', actor: 'system' }).ok).toBe(true);
    expect(go('completed', { type: 'REFUND', actor: 'admin' })).toMatchObject({ ok: false, message: 'Only paid bookings that have not been released can be refunded' });
    expect(go('processing', { type: 'REFUND', actor: 'admin' }).ok).toBe(false);
    expect(go('paid', { type: 'REFUND', actor: 'customer' })).toMatchObject({ ok: false, message: 'Only an admin can refund a booking' });
  });
});

describe('apartment booking: admin sets any status', () => {
  it('from every status to every other status', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        const r = go(from, { type: 'SET_STATUS', actor: 'admin', status: to });
        if (from === to) expect(r.ok).toBe(false);
        else expect(r).toEqual({ ok: true, next: { status: to }, actions: ['notifyStatusChanged'] });
      }
    }
  });
  it('refuses the current status, unknown statuses and non-admins', () => {
    expect(go('paid', { type: 'SET_STATUS', actor: 'admin', status: 'paid' })).toEqual({ ok: false, reason: 'rule', message: 'This booking is already Paid' });
    expect(go('pending', { type: 'SET_STATUS', actor: 'admin', status: 'pending' })).toMatchObject({ message: 'This booking is already Pending Review' });
    expect(go('paid', { type: 'SET_STATUS', actor: 'admin', status: 'lost' as BookingStatus })).toEqual({ ok: false, reason: 'rule', message: 'Unknown booking status: lost' });
    expect(go('paid', { type: 'SET_STATUS', actor: 'customer', status: 'completed' })).toEqual({ ok: false, reason: 'actor', message: 'Only an admin can change a booking status' });
  });
  it('refuses bookings whose stored status is unknown, and unknown events', () => {
    expect(go('confirmed', { type: 'CHECK_IN', actor: 'customer' })).toMatchObject({ ok: false, reason: 'unknown_status' });
    expect(go('paid', { type: 'FLY', actor: 'customer' } as unknown as ApartmentBookingEvent)).toMatchObject({ ok: false, reason: 'unknown_event' });
  });
});

describe('allowedApartmentBookingActions', () => {
  it.each<[BookingStatus, ActorRole, string[]]>([
    ['pending', 'customer', ['CANCEL']],
    ['pending', 'admin', ['APPROVE', 'CANCEL', 'SET_STATUS']],
    ['processing', 'customer', ['PAY', 'CANCEL']],
    ['processing', 'system', ['PAYMENT_CAPTURED']],
    ['paid', 'customer', ['CHECK_IN', 'CANCEL']],
    ['checked_in', 'customer', ['CHECK_OUT']],
    ['checked_out', 'admin', ['RELEASE', 'REFUND', 'SET_STATUS']],
    ['completed', 'customer', []],
    ['completed', 'vendor', []],
  ])('%s, %s → %j', (status, actor, expected) => {
    expect(allowedApartmentBookingActions({ status }, actor)).toEqual(expected);
  });
});

describe('the refusal table agrees with the machine', () => {
  it('for every status, actor, event and target status', () => {
    let checked = 0;
    for (const status of BOOKING_STATUSES) {
      const snapshot = apartmentBookingMachine.resolveState({ value: status });
      for (const type of APARTMENT_BOOKING_EVENT_TYPES) {
        for (const actor of ACTOR_ROLES) {
          for (const target of BOOKING_STATUSES) {
            const event = { type, actor, status: target } as ApartmentBookingEvent;
            const refusal = explainRefusal(APARTMENT_BOOKING_RULES, status, {}, event);
            if (snapshot.can(event) !== (refusal === null)) {
              throw new Error(`${status} ${type}(${target}) by ${actor}: machine ${snapshot.can(event)}, table ${refusal?.message ?? 'allows'}`);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(8 * 9 * 4 * 8);
  });
});

describe('running the machine as an actor', () => {
  it('runs provided actions along the whole stay', () => {
    const released: string[] = [];
    const actor = createActor(
      apartmentBookingMachine.provide({ actions: { releaseEscrow: () => void released.push('released') } }),
    ).start();
    const steps: ApartmentBookingEvent[] = [
      { type: 'APPROVE', actor: 'admin' },
      { type: 'PAYMENT_CAPTURED', actor: 'system' },
      { type: 'CHECK_IN', actor: 'customer' },
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
