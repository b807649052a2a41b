import { explainRefusal } from './machine-rules.js';
import { ACTOR_ROLES } from '../statuses.js';
import {
  allowedRideTripEvents,
  isRideStartCode,
  RIDE_TRIP_ACTIONS,
  RIDE_TRIP_ACTIVE_STATUSES,
  RIDE_TRIP_ACTORS,
  RIDE_TRIP_EVENT_TYPES,
  RIDE_TRIP_FINAL_STATUSES,
  RIDE_TRIP_RULES,
  RIDE_TRIP_STATUS_LABELS,
  RIDE_TRIP_STATUSES,
  RIDE_TRIP_TIMERS,
  RIDE_TRIP_WINDOWS,
  rideTripMachine,
  rideTripTransition,
  type RidePaymentMethod,
  type RideTripActor,
  type RideTripEvent,
  type RideTripState,
  type RideTripStatus,
  TRIP_PAYMENT_METHODS,
} from './ride-trip.machine.js';

const S = 1_000;
const M = 60_000;
const H = 3_600_000;
const T0 = Date.parse('2026-06-01T09:00:00Z');
const AT = new Date(T0);
/** A ride requested a minute ago, unpaid, completed an hour ago, never disputed (each status reads what it needs). */
const base = { requestedAt: T0 - M, paidAt: null, completedAt: T0 - H, disputedAt: null };
const go = (paymentMethod: RidePaymentMethod, status: string, event: RideTripEvent, extra: Partial<RideTripState> = {}) =>
  rideTripTransition({ ...base, paymentMethod, status, ...extra }, event, AT);
const cash = (status: string, event: RideTripEvent, extra: Partial<RideTripState> = {}) => go('cash', status, event, extra);
const card = (status: string, event: RideTripEvent, extra: Partial<RideTripState> = {}) => go('card', status, event, extra);
const PAID = { paidAt: T0 - M };

const REQUEST: RideTripEvent = { type: 'REQUEST', actor: 'customer' };
const ACCEPT: RideTripEvent = { type: 'ACCEPT', actor: 'rider', riderId: 7, now: T0 };
const ARRIVE: RideTripEvent = { type: 'ARRIVE', actor: 'rider' };
const START: RideTripEvent = { type: 'START', actor: 'rider', startCode: '4821', expectedCode: '4821' };
const COMPLETE: RideTripEvent = { type: 'COMPLETE', actor: 'rider' };
const cancelBy = (actor: RideTripActor): RideTripEvent => ({ type: 'CANCEL', actor });
const report = (now: number, reason: string | null = 'The rider took a longer route'): RideTripEvent => ({
  type: 'REPORT_PROBLEM',
  actor: 'customer',
  now,
  reason,
});

describe('ride trip, cash: the happy path (searching → found → pickup → ongoing → completed)', () => {
  it.each<[RideTripStatus, RideTripEvent, RideTripStatus, string[], Partial<RideTripState>?]>([
    ['searching', REQUEST, 'searching', ['scheduleSearchExpiry', 'startDispatch'], { requestedAt: null }],
    ['searching', ACCEPT, 'found', ['stopDispatch', 'notifyCustomer']],
    ['found', ARRIVE, 'pickup', ['notifyCustomer']],
    ['pickup', START, 'ongoing', ['notifyCustomer']],
    ['ongoing', COMPLETE, 'completed', ['recordCashCommission', 'notifyCustomer']],
  ])('%s + %j → %s', (from, event, to, actions, extra = {}) => {
    expect(cash(from, event, extra)).toEqual({ ok: true, next: expect.objectContaining({ status: to }), actions });
  });

  it('each step stamps its time; ACCEPT names the rider; a cash ride never touches escrow', () => {
    expect(cash('searching', REQUEST, { requestedAt: null })).toEqual({ ok: true, next: { status: 'searching', requestedAt: AT }, actions: expect.any(Array) });
    expect(cash('searching', ACCEPT)).toMatchObject({ next: { status: 'found', riderId: 7, acceptedAt: AT } });
    expect(cash('found', ARRIVE)).toEqual({ ok: true, next: { status: 'pickup', arrivedAt: AT }, actions: ['notifyCustomer'] });
    expect(cash('pickup', START)).toEqual({ ok: true, next: { status: 'ongoing', startedAt: AT }, actions: ['notifyCustomer'] });
    expect(cash('ongoing', COMPLETE)).toEqual({
      ok: true,
      next: { status: 'completed', completedAt: AT },
      actions: ['recordCashCommission', 'notifyCustomer'],
    });
  });
});

describe('ride trip, card: paid into escrow before the start, released at completion', () => {
  it.each<[RideTripStatus, RideTripEvent, RideTripStatus, string[], Partial<RideTripState>?]>([
    ['searching', { type: 'PAY', actor: 'customer' }, 'searching', ['initiatePayment']],
    ['searching', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'searching', ['fundEscrow']],
    ['found', { type: 'PAY', actor: 'customer' }, 'found', ['initiatePayment']],
    ['found', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'found', ['fundEscrow']],
    ['pickup', { type: 'PAY', actor: 'customer' }, 'pickup', ['initiatePayment']],
    ['pickup', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'pickup', ['fundEscrow']],
    ['searching', ACCEPT, 'found', ['stopDispatch', 'notifyCustomer']],
    ['searching', ACCEPT, 'found', ['stopDispatch', 'notifyCustomer'], PAID],
    ['pickup', START, 'ongoing', ['notifyCustomer'], PAID],
    ['ongoing', COMPLETE, 'completed', ['releaseEscrow', 'notifyCustomer'], PAID],
  ])('%s + %j → %s', (from, event, to, actions, extra = {}) => {
    expect(card(from, event, extra)).toEqual({ ok: true, next: expect.objectContaining({ status: to }), actions });
  });

  it('the capture stamps paidAt and escrow held; completion releases it; PAY changes nothing', () => {
    expect(card('found', { type: 'PAYMENT_CAPTURED', actor: 'system' })).toEqual({
      ok: true,
      next: { status: 'found', paidAt: AT, escrowStatus: 'held' },
      actions: ['fundEscrow'],
    });
    expect(card('ongoing', COMPLETE, PAID)).toMatchObject({ next: { status: 'completed', completedAt: AT, escrowStatus: 'released', releasedAt: AT } });
    expect(card('searching', { type: 'PAY', actor: 'customer' })).toEqual({ ok: true, next: { status: 'searching' }, actions: ['initiatePayment'] });
  });

  it('a card ride does not start before its payment has come through; the code is checked first', () => {
    expect(card('pickup', START)).toEqual({ ok: false, reason: 'rule', message: 'The card payment for this ride has not come through yet' });
    expect(card('pickup', { ...START, startCode: '0000' } as RideTripEvent)).toEqual({ ok: false, reason: 'rule', message: 'That start code is not right' });
  });

  it('a card ride is paid once; a cash ride never takes PAY', () => {
    expect(card('found', { type: 'PAY', actor: 'customer' }, PAID)).toEqual({ ok: false, reason: 'rule', message: 'This ride has already been paid' });
    expect(card('found', { type: 'PAYMENT_CAPTURED', actor: 'system' }, PAID)).toEqual({
      ok: false,
      reason: 'rule',
      message: 'This ride has already been paid',
    });
    for (const status of ['searching', 'found', 'pickup']) {
      expect(cash(status, { type: 'PAY', actor: 'customer' })).toEqual({ ok: false, reason: 'rule', message: 'A cash ride is paid to the rider in cash' });
      expect(cash(status, { type: 'PAYMENT_CAPTURED', actor: 'system' })).toEqual({
        ok: false,
        reason: 'rule',
        message: 'A cash ride is paid to the rider in cash',
      });
    }
  });
});

describe('ride trip: the start code', () => {
  it('is four digits', () => {
    expect(isRideStartCode('0427')).toBe(true);
    for (const v of ['427', '04271', 'abcd', ' 0427', '', null, 427]) expect(isRideStartCode(v)).toBe(false);
  });

  it.each<[string, string | null, string | null, boolean]>([
    ['the same code', '4821', '4821', true],
    ['the same code with spaces around it', ' 4821 ', '4821', true],
    ['another code', '4812', '4821', false],
    ['no code typed', null, '4821', false],
    ['an empty code', '', '4821', false],
    ['a ride with no code to match', '', '', false],
    ['a ride whose code is missing', '4821', null, false],
  ])('%s → %s', (_name, startCode, expectedCode, ok) => {
    const r = cash('pickup', { type: 'START', actor: 'rider', startCode, expectedCode });
    expect(r).toEqual(
      ok
        ? { ok: true, next: { status: 'ongoing', startedAt: AT }, actions: ['notifyCustomer'] }
        : { ok: false, reason: 'rule', message: 'That start code is not right' },
    );
  });
});

describe('ride trip: cancelling (customer before the start, rider once accepted, nobody once ongoing)', () => {
  it.each<[RidePaymentMethod, RideTripStatus, RideTripActor, boolean, string[]]>([
    ['cash', 'searching', 'customer', false, ['stopDispatch', 'notifyCustomer']],
    ['card', 'searching', 'customer', false, ['stopDispatch', 'notifyCustomer']],
    ['card', 'searching', 'customer', true, ['stopDispatch', 'refundFull', 'notifyCustomer']],
    ['cash', 'found', 'customer', false, ['notifyRider']],
    ['card', 'found', 'customer', true, ['refundFull', 'notifyRider']],
    ['cash', 'pickup', 'customer', false, ['notifyRider']],
    ['card', 'pickup', 'customer', true, ['refundFull', 'notifyRider']],
    ['cash', 'found', 'rider', false, ['notifyCustomer']],
    ['card', 'found', 'rider', false, ['notifyCustomer']],
    ['card', 'found', 'rider', true, ['refundFull', 'notifyCustomer']],
    ['cash', 'pickup', 'rider', false, ['notifyCustomer']],
    ['card', 'pickup', 'rider', true, ['refundFull', 'notifyCustomer']],
  ])('%s ride %s, cancelled by the %s (paid: %s) → %j', (method, status, actor, paid, actions) => {
    const r = go(method, status, cancelBy(actor), paid ? PAID : {});
    const refund = paid ? { escrowStatus: 'refunded', refundedAt: AT } : {};
    expect(r).toEqual({ ok: true, next: { status: 'cancelled', cancelledAt: AT, cancelledBy: actor, ...refund }, actions });
  });

  it('refused once the ride has started or ended, and to a rider before anyone accepted it', () => {
    for (const actor of ['customer', 'rider'] as const) {
      expect(cash('ongoing', cancelBy(actor))).toEqual({ ok: false, reason: 'state', message: 'A ride cannot be cancelled once it has started' });
      expect(cash('completed', cancelBy(actor))).toEqual({ ok: false, reason: 'state', message: 'This ride can no longer be cancelled' });
      expect(cash('cancelled', cancelBy(actor))).toEqual({ ok: false, reason: 'state', message: 'This ride has already been cancelled' });
    }
    expect(cash('searching', cancelBy('rider'))).toEqual({ ok: false, reason: 'rule', message: 'A rider can cancel only a ride they have accepted' });
  });

  it('no-show: no fee and no rule of its own: a rider kept waiting at the pickup cancels, a card payment comes back in full', () => {
    expect(card('pickup', cancelBy('rider'), PAID)).toMatchObject({
      ok: true,
      next: { cancelledBy: 'rider', escrowStatus: 'refunded' },
      actions: ['refundFull', 'notifyCustomer'],
    });
    expect(RIDE_TRIP_ACTIONS).not.toContain('chargeNoShowFee');
  });
});

describe('ride trip: the search window (nobody accepts within 3 minutes → expired)', () => {
  it('EXPIRE is a rule refusal until the window has passed (the timer job reschedules for the time left), then expires', () => {
    const expire = (at: number): RideTripEvent => ({ type: 'EXPIRE', actor: 'system', now: at });
    expect(cash('searching', expire(T0 + 3 * M - 1), { requestedAt: T0 })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A ride request expires only 3 minutes after it was made',
    });
    expect(cash('searching', expire(T0 + 3 * M), { requestedAt: T0 })).toEqual({
      ok: true,
      next: { status: 'expired', expiredAt: AT },
      actions: ['stopDispatch', 'notifyCustomer'],
    });
    expect(cash('searching', { type: 'EXPIRE', actor: 'system', now: new Date(T0 + 3 * M) }, { requestedAt: T0 })).toMatchObject({ ok: true });
  });

  it('a paid card ride that expires is refunded in full', () => {
    expect(card('searching', { type: 'EXPIRE', actor: 'system', now: T0 + 3 * M }, { requestedAt: T0, ...PAID })).toEqual({
      ok: true,
      next: { status: 'expired', expiredAt: AT, escrowStatus: 'refunded', refundedAt: AT },
      actions: ['stopDispatch', 'refundFull', 'notifyCustomer'],
    });
  });

  it('an accept at or after the window’s end loses to the expiry, even before the timer has run', () => {
    const accept = (at: number): RideTripEvent => ({ type: 'ACCEPT', actor: 'rider', riderId: 7, now: at });
    expect(cash('searching', accept(T0 + 3 * M - 1), { requestedAt: T0 })).toMatchObject({ ok: true, next: { status: 'found' } });
    expect(cash('searching', accept(T0 + 3 * M), { requestedAt: T0 })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'This ride request expired: no rider accepted it in time',
    });
    expect(cash('expired', accept(T0), { requestedAt: T0 })).toEqual({
      ok: false,
      reason: 'state',
      message: 'This ride request expired: no rider accepted it in time',
    });
  });

  it('a timer that fires after a rider accepted, or before the ride was requested, does nothing', () => {
    expect(cash('found', { type: 'EXPIRE', actor: 'system', now: T0 + H })).toEqual({
      ok: false,
      reason: 'state',
      message: 'Only a ride still looking for a rider expires',
    });
    expect(cash('searching', { type: 'EXPIRE', actor: 'system', now: T0 + H }, { requestedAt: null })).toMatchObject({ ok: false, reason: 'rule' });
  });

  it('the windows are the ride’s parameters; each absent one takes the issue’s default', () => {
    expect(RIDE_TRIP_WINDOWS).toEqual({ searchMs: 3 * M, offerMs: 15 * S, reportMs: 24 * H });
    const windows = { searchMs: 30 * S, reportMs: 2 * H };
    expect(cash('searching', { type: 'EXPIRE', actor: 'system', now: T0 + 29 * S }, { requestedAt: T0, windows })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A ride request expires only 30 seconds after it was made',
    });
    expect(cash('searching', { type: 'EXPIRE', actor: 'system', now: T0 + 30 * S }, { requestedAt: T0, windows })).toMatchObject({ ok: true });
    expect(cash('completed', report(T0 + 2 * H), { completedAt: T0, windows })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A problem can be reported only within 2 hours of the end of the ride',
    });
    expect(cash('completed', report(T0 + 3 * H), { completedAt: T0, windows: { searchMs: 30 * S } })).toMatchObject({ ok: true });
  });

  it('the one timer: EXPIRE, from requestedAt, after searchMs', () => {
    expect(RIDE_TRIP_TIMERS).toEqual({ searchExpiry: { event: 'EXPIRE', anchor: 'requestedAt', window: 'searchMs' } });
  });
});

describe('ride trip: exactly one rider gets a ride', () => {
  it('a second accept — another rider’s or the same one’s — finds the ride taken', () => {
    const first = cash('searching', ACCEPT);
    expect(first).toMatchObject({ ok: true, next: { status: 'found', riderId: 7 } });
    for (const riderId of [7, 8]) {
      expect(cash('found', { type: 'ACCEPT', actor: 'rider', riderId, now: T0 })).toEqual({
        ok: false,
        reason: 'state',
        message: 'This ride has already been accepted',
      });
    }
  });

  it('an accept after the customer cancelled is refused; a cancel after an accept tells the rider', () => {
    expect(cash('cancelled', ACCEPT)).toEqual({ ok: false, reason: 'state', message: 'This ride was cancelled' });
    expect(cash('found', cancelBy('customer'))).toMatchObject({ ok: true, actions: ['notifyRider'] });
  });

  it('an accept names a rider', () => {
    for (const riderId of [0, -1, 1.5, Number.NaN]) {
      expect(cash('searching', { type: 'ACCEPT', actor: 'rider', riderId, now: T0 })).toEqual({
        ok: false,
        reason: 'rule',
        message: 'Say which rider accepts the ride',
      });
    }
  });
});

describe('ride trip: reporting a problem (rides 24 h)', () => {
  it('the customer reports within 24 h of completion, with a reason → disputed', () => {
    expect(cash('completed', report(T0, '  The rider was rude  '))).toEqual({
      ok: true,
      next: { status: 'disputed', disputedAt: AT, problemReason: 'The rider was rude' },
      actions: ['openDispute'],
    });
    expect(card('completed', report(T0 + 24 * H - 1), { completedAt: T0, ...PAID })).toMatchObject({ ok: true });
    expect(card('completed', report(T0 + 24 * H), { completedAt: T0, ...PAID })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A problem can be reported only within 24 hours of the end of the ride',
    });
  });

  it('an admin resolves it: without a refund (back to completed), or for a card ride with a part refund (→ refunded)', () => {
    for (const method of ['cash', 'card'] as const) {
      expect(go(method, 'disputed', { type: 'RESOLVE_RELEASE', actor: 'admin' }, PAID)).toEqual({
        ok: true,
        next: { status: 'completed', resolvedAt: AT },
        actions: ['closeDispute'],
      });
    }
    expect(card('disputed', { type: 'RESOLVE_REFUND', actor: 'admin' }, PAID)).toEqual({
      ok: true,
      next: { status: 'refunded', resolvedAt: AT, refundedAt: AT, escrowStatus: 'split' },
      actions: ['refundSplit'],
    });
  });

  it('a cash ride’s dispute has nothing held: it is resolved without a refund only', () => {
    expect(cash('disputed', { type: 'RESOLVE_REFUND', actor: 'admin' })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A cash ride was paid to the rider in hand: Oja holds nothing to refund, so resolve it without a refund',
    });
    expect(allowedRideTripEvents({ ...base, paymentMethod: 'cash', status: 'disputed' }, 'admin', T0)).toEqual(['RESOLVE_RELEASE']);
    expect(allowedRideTripEvents({ ...base, paymentMethod: 'card', status: 'disputed', ...PAID }, 'admin', T0)).toEqual(['RESOLVE_RELEASE', 'RESOLVE_REFUND']);
  });

  it('one report per ride: not while disputed, nor after a dispute was resolved', () => {
    expect(cash('disputed', report(T0))).toEqual({ ok: false, reason: 'state', message: 'A problem has already been reported for this ride' });
    expect(cash('completed', report(T0), { disputedAt: T0 - M })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A problem has already been reported for this ride',
    });
    expect(card('refunded', report(T0), PAID)).toEqual({ ok: false, reason: 'state', message: 'A problem has already been reported for this ride' });
  });

  it('a report says what went wrong', () => {
    for (const reason of [null, '', '   '])
      expect(cash('completed', report(T0, reason))).toEqual({ ok: false, reason: 'rule', message: 'Say what went wrong' });
  });
});

describe('ride trip: refusals with their reasons', () => {
  it.each<[RidePaymentMethod, string, RideTripEvent, Partial<RideTripState>, string, string]>([
    ['cash', 'searching', { type: 'REQUEST', actor: 'rider' }, { requestedAt: null }, 'actor', 'Only the customer can request a ride'],
    ['cash', 'searching', REQUEST, {}, 'rule', 'This ride has already been requested'],
    ['cash', 'found', REQUEST, {}, 'state', 'This ride has already been requested'],
    ['card', 'searching', { type: 'PAY', actor: 'rider' }, {}, 'actor', 'Only the customer can pay for a ride'],
    ['card', 'searching', { type: 'PAY', actor: 'customer' }, { requestedAt: null }, 'rule', 'This ride has not been requested yet'],
    ['card', 'ongoing', { type: 'PAY', actor: 'customer' }, {}, 'state', 'A ride is paid before it starts'],
    ['card', 'cancelled', { type: 'PAY', actor: 'customer' }, {}, 'state', 'This ride was cancelled'],
    ['card', 'expired', { type: 'PAY', actor: 'customer' }, {}, 'state', 'This ride request expired: no rider accepted it in time'],
    ['card', 'found', { type: 'PAYMENT_CAPTURED', actor: 'customer' }, {}, 'actor', 'Only the payment system can mark a ride as paid'],
    ['card', 'completed', { type: 'PAYMENT_CAPTURED', actor: 'system' }, {}, 'state', 'A ride is paid before it starts'],
    ['card', 'searching', { type: 'PAYMENT_CAPTURED', actor: 'system' }, { requestedAt: null }, 'rule', 'This ride has not been requested yet'],
    ['cash', 'searching', { ...ACCEPT, actor: 'customer' } as RideTripEvent, {}, 'actor', 'Only a rider can accept a ride'],
    ['cash', 'searching', { ...ACCEPT, actor: 'vendor' } as RideTripEvent, {}, 'actor', 'Only a rider can accept a ride'],
    ['cash', 'pickup', ACCEPT, {}, 'state', 'This ride has already been accepted'],
    ['cash', 'searching', ACCEPT, { requestedAt: null }, 'rule', 'This ride has not been requested yet'],
    ['cash', 'found', { type: 'ARRIVE', actor: 'customer' }, {}, 'actor', 'Only the rider can say they have arrived'],
    ['cash', 'searching', ARRIVE, {}, 'state', 'Only a rider on the way to the pickup can arrive'],
    ['cash', 'pickup', ARRIVE, {}, 'state', 'Only a rider on the way to the pickup can arrive'],
    ['cash', 'cancelled', ARRIVE, {}, 'state', 'This ride was cancelled'],
    ['cash', 'pickup', { ...START, actor: 'customer' } as RideTripEvent, {}, 'actor', 'Only the rider can start the ride'],
    ['cash', 'found', START, {}, 'state', 'Arrive at the pickup before starting the ride'],
    ['cash', 'ongoing', START, {}, 'state', 'This ride has already started'],
    ['cash', 'searching', START, {}, 'state', 'This ride cannot be started now'],
    ['cash', 'cancelled', START, {}, 'state', 'This ride was cancelled'],
    ['cash', 'ongoing', { type: 'COMPLETE', actor: 'customer' }, {}, 'actor', 'Only the rider can complete the ride'],
    ['cash', 'pickup', COMPLETE, {}, 'state', 'Only a ride under way can be completed'],
    ['cash', 'completed', COMPLETE, {}, 'state', 'This ride is already completed'],
    ['cash', 'disputed', COMPLETE, {}, 'state', 'This ride is already completed'],
    ['card', 'refunded', COMPLETE, {}, 'state', 'This ride is already completed'],
    ['cash', 'expired', COMPLETE, {}, 'state', 'This ride request expired: no rider accepted it in time'],
    ['cash', 'found', cancelBy('admin'), {}, 'actor', 'Only the customer or the rider can cancel a ride'],
    ['cash', 'searching', cancelBy('system'), {}, 'actor', 'Only the customer or the rider can cancel a ride'],
    ['cash', 'found', cancelBy('vendor'), {}, 'actor', 'Only the customer or the rider can cancel a ride'],
    ['cash', 'expired', cancelBy('customer'), {}, 'state', 'This ride request expired: no rider accepted it in time'],
    ['cash', 'searching', { type: 'EXPIRE', actor: 'customer', now: T0 + H }, {}, 'actor', 'Only the system can let a ride request expire'],
    ['cash', 'completed', report(T0), { completedAt: null }, 'rule', 'A problem can be reported only within 24 hours of the end of the ride'],
    ['cash', 'ongoing', report(T0), {}, 'state', 'A problem can be reported once the ride is completed'],
    ['cash', 'cancelled', report(T0), {}, 'state', 'This ride was cancelled'],
    ['cash', 'completed', { ...report(T0), actor: 'rider' } as RideTripEvent, {}, 'actor', 'Only the customer can report a problem with a ride'],
    ['cash', 'disputed', { type: 'RESOLVE_RELEASE', actor: 'customer' }, {}, 'actor', 'Only an administrator can resolve a dispute'],
    ['cash', 'completed', { type: 'RESOLVE_RELEASE', actor: 'admin' }, {}, 'state', 'This ride has no open dispute'],
    ['card', 'disputed', { type: 'RESOLVE_REFUND', actor: 'rider' }, {}, 'actor', 'Only an administrator can resolve a dispute'],
    ['card', 'completed', { type: 'RESOLVE_REFUND', actor: 'admin' }, {}, 'state', 'This ride has no open dispute'],
  ])('%s %s + %j → %s', (method, status, event, extra, reason, message) => {
    expect(go(method, status, event, extra)).toEqual({ ok: false, reason, message });
  });

  it('unknown statuses, payment methods and events are refused by name', () => {
    expect(cash('booking', ACCEPT)).toEqual({ ok: false, reason: 'unknown_status', message: 'Unknown ride status: booking' });
    expect(go('wallet' as RidePaymentMethod, 'searching', ACCEPT)).toEqual({ ok: false, reason: 'unknown_status', message: 'Unknown payment method: wallet' });
    expect(cash('searching', { type: 'FLY', actor: 'rider' } as unknown as RideTripEvent)).toEqual({
      ok: false,
      reason: 'unknown_event',
      message: 'Unknown action: FLY',
    });
  });
});

describe("a courier's delivery (paid from the order it carries)", () => {
  const delivery = (status: string, event: RideTripEvent, extra: Partial<RideTripState> = {}) => go('order', status, event, extra);
  it('the vendor asks for it and may cancel it before the pickup; a customer can do neither', () => {
    expect(delivery('searching', { type: 'REQUEST', actor: 'vendor' }, { requestedAt: null })).toMatchObject({
      ok: true,
      actions: ['scheduleSearchExpiry', 'startDispatch'],
    });
    expect(delivery('searching', REQUEST, { requestedAt: null })).toMatchObject({ ok: false, message: 'Only the vendor asks for a rider to deliver an order' });
    expect(delivery('pickup', cancelBy('vendor'))).toMatchObject({ ok: true, next: { status: 'cancelled', cancelledBy: 'vendor' }, actions: ['notifyRider'] });
    expect(delivery('found', cancelBy('customer'))).toMatchObject({ ok: false, message: 'Only the vendor or the rider can cancel a delivery' });
    expect(cash('found', cancelBy('vendor'))).toMatchObject({ ok: false, message: 'Only the customer or the rider can cancel a ride' });
  });
  it('starts without a code (the seal photo is the check), completes by paying the courier, and is never paid or reported itself', () => {
    expect(delivery('pickup', { type: 'START', actor: 'rider', startCode: null, expectedCode: null })).toMatchObject({ ok: true, next: { status: 'ongoing' } });
    expect(delivery('ongoing', COMPLETE)).toEqual({ ok: true, next: { status: 'completed', completedAt: AT }, actions: ['payCourier', 'notifyCustomer'] });
    expect(delivery('pickup', { type: 'PAY', actor: 'customer' })).toMatchObject({ ok: false });
    expect(delivery('completed', report(T0))).toMatchObject({ ok: false, message: "A delivery's problem is reported on the order it carried" });
  });
});

describe('ride trip: the refusal table agrees with the machine', () => {
  it('for every status, context, event and actor: the machine allows it exactly when the table finds no refusal', () => {
    let checked = 0;
    for (const status of RIDE_TRIP_STATUSES) {
      for (const paymentMethod of TRIP_PAYMENT_METHODS) {
        for (const requestedAt of [null, T0 - M]) {
          for (const paidAt of [null, T0 - M]) {
            for (const disputedAt of [null, T0 - M]) {
              for (const at of [T0, T0 + 100 * H]) {
                for (const type of RIDE_TRIP_EVENT_TYPES) {
                  for (const actor of RIDE_TRIP_ACTORS) {
                    for (const filled of [true, false]) {
                      const event = {
                        type,
                        actor,
                        now: at,
                        riderId: filled ? 3 : 0,
                        startCode: filled ? '1234' : '9999',
                        expectedCode: '1234',
                        reason: filled ? 'r' : ' ',
                      } as RideTripEvent;
                      const context = { paymentMethod, requestedAt, paidAt, completedAt: T0 - H, disputedAt, windows: RIDE_TRIP_WINDOWS };
                      const can = rideTripMachine.resolveState({ value: status, context }).can(event);
                      const refusal = explainRefusal(RIDE_TRIP_RULES, status, context, event);
                      const key = [status, paymentMethod, requestedAt, paidAt, disputedAt, at, type, actor, filled];
                      expect([...key, can]).toEqual([...key, refusal === null]);
                      checked++;
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBe(RIDE_TRIP_STATUSES.length * TRIP_PAYMENT_METHODS.length * 2 * 2 * 2 * 2 * RIDE_TRIP_EVENT_TYPES.length * RIDE_TRIP_ACTORS.length * 2);
  });

  it('every accepted event returns only declared actions, and every declared action is returned somewhere', () => {
    const seen = new Set<string>();
    for (const status of RIDE_TRIP_STATUSES) {
      for (const paymentMethod of TRIP_PAYMENT_METHODS) {
        for (const paidAt of [null, T0 - M]) {
          for (const requestedAt of [null, T0 - 10 * M]) {
            for (const type of RIDE_TRIP_EVENT_TYPES) {
              for (const actor of RIDE_TRIP_ACTORS) {
                const event = { type, actor, now: T0, riderId: 3, startCode: '1234', expectedCode: '1234', reason: 'r' } as RideTripEvent;
                const r = rideTripTransition({ ...base, paymentMethod, status, paidAt, requestedAt }, event, AT);
                if (r.ok) for (const a of r.actions) seen.add(a);
              }
            }
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...RIDE_TRIP_ACTIONS].sort());
  });
});

describe('ride trip: the money on every path', () => {
  type Step = [RideTripStatus, RideTripEvent, Partial<RideTripState>?];
  const requested: Step = ['searching', REQUEST, { requestedAt: null }];
  const captured: Step = ['searching', { type: 'PAYMENT_CAPTURED', actor: 'system' }];
  const toOngoing = (extra: Partial<RideTripState> = {}): Step[] => [
    ['searching', ACCEPT, extra],
    ['found', ARRIVE, extra],
    ['pickup', START, extra],
  ];
  const paths: Array<[string, RidePaymentMethod, Step[], 'release' | 'refund' | 'commission' | 'courier' | 'nothing']> = [
    ['cash completed', 'cash', [requested, ...toOngoing(), ['ongoing', COMPLETE]], 'commission'],
    ['card completed', 'card', [requested, captured, ...toOngoing(PAID), ['ongoing', COMPLETE, PAID]], 'release'],
    ['card cancelled searching', 'card', [requested, captured, ['searching', cancelBy('customer'), PAID]], 'refund'],
    [
      'card cancelled by the rider at the pickup',
      'card',
      [requested, captured, ['searching', ACCEPT, PAID], ['found', ARRIVE, PAID], ['pickup', cancelBy('rider'), PAID]],
      'refund',
    ],
    ['card unpaid, cancelled', 'card', [requested, ['searching', ACCEPT], ['found', cancelBy('customer')]], 'nothing'],
    [
      'card expired',
      'card',
      [requested, captured, ['searching', { type: 'EXPIRE', actor: 'system', now: T0 + 3 * M }, { requestedAt: T0, ...PAID }]],
      'refund',
    ],
    ['cash expired', 'cash', [requested, ['searching', { type: 'EXPIRE', actor: 'system', now: T0 + 3 * M }, { requestedAt: T0 }]], 'nothing'],
    ['cash cancelled by the rider', 'cash', [requested, ['searching', ACCEPT], ['found', cancelBy('rider')]], 'nothing'],
    [
      'delivery completed',
      'order',
      [['searching', { type: 'REQUEST', actor: 'vendor' }, { requestedAt: null }], ...toOngoing(), ['ongoing', COMPLETE]],
      'courier',
    ],
    [
      'delivery cancelled by the vendor at the pickup',
      'order',
      [
        ['searching', { type: 'REQUEST', actor: 'vendor' }, { requestedAt: null }],
        ['searching', ACCEPT],
        ['found', ARRIVE],
        ['pickup', cancelBy('vendor')],
      ],
      'nothing',
    ],
  ];

  it.each(paths)('%s', (_name, method, steps, outcome) => {
    const all: string[] = [];
    let status: string | null = null;
    for (const [from, event, extra] of steps) {
      if (status !== null) expect(from).toBe(status);
      const r = go(method, from, event, extra);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      all.push(...r.actions);
      status = r.next.status;
    }
    const count = (a: string) => all.filter((x) => x === a).length;
    expect(count('fundEscrow')).toBe(outcome === 'release' || outcome === 'refund' ? 1 : 0);
    expect(count('releaseEscrow')).toBe(outcome === 'release' ? 1 : 0);
    expect(count('refundFull')).toBe(outcome === 'refund' ? 1 : 0);
    expect(count('recordCashCommission')).toBe(outcome === 'commission' ? 1 : 0);
    expect(count('payCourier')).toBe(outcome === 'courier' ? 1 : 0);
    // dispatch starts once, and stops once if it was still running (a cancel after the accept has nothing to stop)
    expect(count('startDispatch')).toBe(1);
    expect(count('stopDispatch')).toBe(1);
  });
});

describe('ride trip: what the UI and the module read', () => {
  const r = (status: string, extra: Partial<RideTripState> = {}, paymentMethod: RidePaymentMethod = 'cash'): RideTripState => ({
    ...base,
    paymentMethod,
    status,
    ...extra,
  });
  const allowed = (s: RideTripState, actor: RideTripActor, at = T0) => allowedRideTripEvents(s, actor, at);

  it('allowed events per actor: the buttons', () => {
    expect(allowed(r('searching', { requestedAt: null }), 'customer')).toEqual(['REQUEST', 'CANCEL']);
    expect(allowed(r('searching'), 'customer')).toEqual(['CANCEL']);
    expect(allowed(r('searching', {}, 'card'), 'customer')).toEqual(['PAY', 'CANCEL']);
    expect(allowed(r('searching', PAID, 'card'), 'customer')).toEqual(['CANCEL']);
    expect(allowed(r('searching', {}, 'card'), 'system')).toEqual(['PAYMENT_CAPTURED']);
    expect(allowed(r('searching', { requestedAt: T0 - 3 * M }), 'system')).toEqual(['EXPIRE']);
    expect(allowed(r('searching'), 'rider')).toEqual(['ACCEPT']);
    expect(allowed(r('searching'), 'rider', T0 + 2 * M)).toEqual([]);
    expect(allowed(r('found'), 'rider')).toEqual(['ARRIVE', 'CANCEL']);
    expect(allowed(r('found'), 'customer')).toEqual(['CANCEL']);
    expect(allowed(r('pickup'), 'rider')).toEqual(['START', 'CANCEL']);
    expect(allowed(r('pickup', {}, 'card'), 'rider')).toEqual(['CANCEL']);
    expect(allowed(r('pickup', {}, 'card'), 'customer')).toEqual(['PAY', 'CANCEL']);
    expect(allowed(r('ongoing'), 'rider')).toEqual(['COMPLETE']);
    expect(allowed(r('ongoing'), 'customer')).toEqual([]);
    expect(allowed(r('completed', { completedAt: T0 - H }), 'customer')).toEqual(['REPORT_PROBLEM']);
    expect(allowed(r('completed', { completedAt: T0 - 24 * H }), 'customer')).toEqual([]);
    expect(allowed(r('completed'), 'rider')).toEqual([]);
    for (const actor of ['vendor', 'admin'] as const) expect(allowed(r('searching'), actor)).toEqual([]);
  });

  it('no event leaves a final status, for any actor, at any time', () => {
    expect(RIDE_TRIP_FINAL_STATUSES).toEqual(['cancelled', 'expired', 'refunded']);
    for (const status of RIDE_TRIP_FINAL_STATUSES) {
      for (const method of ['cash', 'card'] as const) {
        for (const actor of RIDE_TRIP_ACTORS) {
          for (const at of [T0, T0 + 100 * H]) expect(allowed(r(status, PAID, method), actor, at)).toEqual([]);
        }
      }
    }
  });

  it('labels: every status has one; the actors are the platform’s and the rider', () => {
    expect(Object.keys(RIDE_TRIP_STATUS_LABELS).sort()).toEqual([...RIDE_TRIP_STATUSES].sort());
    expect(RIDE_TRIP_STATUS_LABELS.searching).toBe('Looking for a rider');
    expect(RIDE_TRIP_ACTORS).toEqual([...ACTOR_ROLES, 'rider']);
    expect(RIDE_TRIP_ACTIVE_STATUSES).toEqual(['searching', 'found', 'pickup', 'ongoing']);
    // the spec's §4 names, in order
    expect(RIDE_TRIP_STATUSES.slice(0, 5)).toEqual(['searching', 'found', 'pickup', 'ongoing', 'completed']);
  });
});
