import { COMPENSATE, explainRefusal } from './machine-rules.js';
import {
  allowedCartOrderEvents,
  CART_ORDER_ACTORS,
  CART_ORDER_COMPENSATIONS,
  CART_ORDER_EVENT_TYPES,
  CART_ORDER_FINAL_STATUSES,
  CART_ORDER_PROFILE_STATUSES,
  CART_ORDER_RULES,
  CART_ORDER_STATUS_LABELS,
  CART_ORDER_STATUSES,
  CART_ORDER_WINDOWS,
  cartOrderMachine,
  cartOrderPaymentStatus,
  cartOrderTransition,
  type CartOrderActor,
  type CartOrderEvent,
  type CartOrderProfile,
  type CartOrderState,
  type CartOrderStatus,
} from './cart-order.machine.js';

const M = 60_000;
const H = 3_600_000;
const T0 = Date.parse('2026-06-01T09:00:00Z');
const AT = new Date(T0);
/** An order placed and paid an hour ago, not accepted, delivered an hour ago (each status reads what it needs). */
const base = { placedAt: T0 - H, paidAt: T0 - H, acceptedAt: null, deliveredAt: T0 - H };
const go = (profile: CartOrderProfile, status: string, event: CartOrderEvent, extra: Partial<CartOrderState> = {}) =>
  cartOrderTransition({ ...base, profile, status, ...extra }, event, AT);
const food = (status: string, event: CartOrderEvent, extra: Partial<CartOrderState> = {}) => go('food', status, event, extra);
const product = (status: string, event: CartOrderEvent, extra: Partial<CartOrderState> = {}) => go('product', status, event, extra);

describe('cart order, food profile: the happy path', () => {
  it.each<[CartOrderStatus, CartOrderEvent, CartOrderStatus, string[], Partial<CartOrderState>?]>([
    ['pending', { type: 'PLACE', actor: 'customer' }, 'pending', ['holdStock', 'scheduleExpiry'], { placedAt: null }],
    ['pending', { type: 'PAY', actor: 'customer' }, 'pending', ['initiatePayment']],
    ['pending', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'new', ['fundEscrow', 'notifyVendor', 'scheduleAcceptDeadline']],
    ['new', { type: 'ACCEPT', actor: 'vendor' }, 'preparing', ['notifyAccepted']],
    ['preparing', { type: 'MARK_READY', actor: 'vendor' }, 'ready', ['notifyReady']],
    ['ready', { type: 'SHIP', actor: 'vendor', photo: 'seal.webp' }, 'out_for_delivery', ['recordHandoverPhoto', 'notifyShipped']],
    [
      'out_for_delivery',
      { type: 'DELIVER', actor: 'vendor', photo: 'door.webp' },
      'delivered',
      ['recordDeliveryPhoto', 'notifyDelivered', 'scheduleAutoRelease'],
    ],
    ['delivered', { type: 'CONFIRM', actor: 'customer' }, 'completed', ['releaseEscrow']],
  ])('%s + %j → %s', (from, event, to, actions, extra = {}) => {
    expect(food(from, event, extra)).toEqual({ ok: true, next: expect.objectContaining({ status: to }), actions });
  });

  it('the patch carries each step’s timestamp, the photos, who carried it and the escrow status', () => {
    expect(food('pending', { type: 'PLACE', actor: 'customer' }, { placedAt: null })).toMatchObject({ next: { placedAt: AT } });
    expect(food('pending', { type: 'PAYMENT_CAPTURED', actor: 'system' })).toMatchObject({ next: { paidAt: AT, escrowStatus: 'held' } });
    expect(food('new', { type: 'ACCEPT', actor: 'vendor' })).toMatchObject({ next: { acceptedAt: AT } });
    expect(food('preparing', { type: 'MARK_READY', actor: 'vendor' })).toMatchObject({ next: { readyAt: AT } });
    expect(food('ready', { type: 'SHIP', actor: 'vendor', photo: ' seal.webp ' })).toMatchObject({
      next: { shippedAt: AT, shippedBy: 'vendor', handoverPhoto: 'seal.webp' },
    });
    expect(food('out_for_delivery', { type: 'DELIVER', actor: 'vendor', photo: 'door.webp' })).toMatchObject({
      next: { deliveredAt: AT, deliveredBy: 'vendor', deliveryPhoto: 'door.webp' },
    });
    expect(food('delivered', { type: 'CONFIRM', actor: 'customer' })).toMatchObject({ next: { completedAt: AT, releasedAt: AT, escrowStatus: 'released' } });
    const pay = food('pending', { type: 'PAY', actor: 'customer' });
    expect(pay.ok && Object.keys(pay.next)).toEqual(['status']);
  });

  it('a courier may hand over and deliver without changing the machine; the patch says so', () => {
    expect(food('ready', { type: 'SHIP', actor: 'courier', photo: 's' })).toMatchObject({
      ok: true,
      next: { status: 'out_for_delivery', shippedBy: 'courier' },
    });
    expect(food('out_for_delivery', { type: 'DELIVER', actor: 'courier', photo: 'd' })).toMatchObject({
      ok: true,
      next: { status: 'delivered', deliveredBy: 'courier' },
    });
    expect(food('new', { type: 'ACCEPT', actor: 'courier' })).toMatchObject({ ok: false, reason: 'actor' });
    expect(food('preparing', { type: 'MARK_READY', actor: 'courier' })).toMatchObject({ ok: false, reason: 'actor' });
    expect(food('delivered', { type: 'CONFIRM', actor: 'courier' })).toMatchObject({ ok: false, reason: 'actor' });
  });
});

describe('cart order, product profile: the happy path', () => {
  it.each<[CartOrderStatus, CartOrderEvent, CartOrderStatus, string[], Partial<CartOrderState>?]>([
    ['pending', { type: 'PLACE', actor: 'customer' }, 'pending', ['holdStock', 'scheduleExpiry'], { placedAt: null }],
    ['pending', { type: 'PAY', actor: 'customer' }, 'pending', ['initiatePayment']],
    ['pending', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'processing', ['fundEscrow', 'notifyVendor', 'scheduleShipDeadline']],
    ['processing', { type: 'ACCEPT', actor: 'vendor' }, 'processing', ['notifyAccepted']],
    ['processing', { type: 'SHIP', actor: 'vendor', photo: 'seal.webp' }, 'shipped', ['recordHandoverPhoto', 'notifyShipped']],
    ['processing', { type: 'SHIP', actor: 'courier', photo: 'seal.webp' }, 'shipped', ['recordHandoverPhoto', 'notifyShipped'], { acceptedAt: T0 - M }],
    ['shipped', { type: 'DELIVER', actor: 'courier', photo: 'door.webp' }, 'delivered', ['recordDeliveryPhoto', 'notifyDelivered', 'scheduleAutoRelease']],
    ['delivered', { type: 'CONFIRM', actor: 'customer' }, 'completed', ['releaseEscrow']],
  ])('%s + %j → %s', (from, event, to, actions, extra = {}) => {
    expect(product(from, event, extra)).toEqual({ ok: true, next: expect.objectContaining({ status: to }), actions });
  });

  it('ACCEPT only acknowledges: it records acceptedAt and changes nothing else, once', () => {
    const r = product('processing', { type: 'ACCEPT', actor: 'vendor' });
    expect(r).toEqual({ ok: true, next: { status: 'processing', acceptedAt: AT }, actions: ['notifyAccepted'] });
    expect(product('processing', { type: 'ACCEPT', actor: 'vendor' }, { acceptedAt: T0 - M })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'This order has already been accepted',
    });
  });
});

describe('cart order: failures refund in full and compensate the stock hold', () => {
  const paidFail = ['refundFull', COMPENSATE];
  it.each<[CartOrderProfile, CartOrderStatus, CartOrderEvent, CartOrderStatus, string[]]>([
    ['food', 'pending', { type: 'EXPIRE', actor: 'system', now: T0 }, 'expired', [COMPENSATE, 'notifyExpired']],
    ['product', 'pending', { type: 'EXPIRE', actor: 'system', now: T0 }, 'expired', [COMPENSATE, 'notifyExpired']],
    ['food', 'pending', { type: 'CANCEL', actor: 'customer' }, 'cancelled', [COMPENSATE, 'notifyCancelled']],
    ['product', 'pending', { type: 'CANCEL', actor: 'customer' }, 'cancelled', [COMPENSATE, 'notifyCancelled']],
    ['food', 'new', { type: 'CANCEL', actor: 'customer' }, 'cancelled', [...paidFail, 'notifyCancelled']],
    ['product', 'processing', { type: 'CANCEL', actor: 'customer' }, 'cancelled', [...paidFail, 'notifyCancelled']],
    ['food', 'new', { type: 'DECLINE', actor: 'vendor' }, 'declined', [...paidFail, 'notifyDeclined']],
    ['product', 'processing', { type: 'DECLINE', actor: 'vendor' }, 'declined', [...paidFail, 'notifyDeclined']],
    ['food', 'new', { type: 'LAPSE', actor: 'system', now: T0 }, 'declined', [...paidFail, 'notifyDeclined']],
    ['product', 'processing', { type: 'LAPSE', actor: 'system', now: T0 + 47 * H }, 'declined', [...paidFail, 'notifyDeclined']],
    ['food', 'disputed', { type: 'RESOLVE_REFUND', actor: 'admin' }, 'refunded', ['refundSplit', COMPENSATE]],
    ['product', 'disputed', { type: 'RESOLVE_REFUND', actor: 'admin' }, 'refunded', ['refundSplit', COMPENSATE]],
  ])('%s %s + %j → %s', (profile, from, event, to, actions) => {
    expect(go(profile, from, event)).toEqual({ ok: true, next: expect.objectContaining({ status: to }), actions });
  });

  it('the patches record the refund and who declined', () => {
    expect(food('new', { type: 'DECLINE', actor: 'vendor' })).toMatchObject({
      next: { declinedAt: AT, declinedBy: 'vendor', escrowStatus: 'refunded', refundedAt: AT },
    });
    expect(food('new', { type: 'LAPSE', actor: 'system', now: T0 })).toMatchObject({ next: { declinedBy: 'system', escrowStatus: 'refunded' } });
    expect(food('new', { type: 'CANCEL', actor: 'customer' })).toMatchObject({ next: { cancelledAt: AT, escrowStatus: 'refunded', refundedAt: AT } });
    const unpaid = food('pending', { type: 'CANCEL', actor: 'customer' });
    expect(unpaid.ok && unpaid.next).toEqual({ status: 'cancelled', cancelledAt: AT });
    expect(food('pending', { type: 'EXPIRE', actor: 'system', now: T0 })).toMatchObject({ next: { expiredAt: AT } });
    expect(food('disputed', { type: 'RESOLVE_REFUND', actor: 'admin' })).toMatchObject({ next: { refundedAt: AT, escrowStatus: 'split' } });
  });

  it('stock: holdStock once (PLACE), released exactly once on every failure path, never on a success path', () => {
    expect(CART_ORDER_COMPENSATIONS).toEqual({ holdStock: 'releaseStock' });
    type Step = [CartOrderStatus, CartOrderEvent, Partial<CartOrderState>?];
    const PLACE: Step = ['pending', { type: 'PLACE', actor: 'customer' }, { placedAt: null }];
    const CAPTURE: Step = ['pending', { type: 'PAYMENT_CAPTURED', actor: 'system' }];
    const deliveredFood: Step[] = [
      ['new', { type: 'ACCEPT', actor: 'vendor' }],
      ['preparing', { type: 'MARK_READY', actor: 'vendor' }],
      ['ready', { type: 'SHIP', actor: 'vendor', photo: 's' }],
      ['out_for_delivery', { type: 'DELIVER', actor: 'courier', photo: 'd' }],
    ];
    const deliveredProduct: Step[] = [
      ['processing', { type: 'ACCEPT', actor: 'vendor' }],
      ['processing', { type: 'SHIP', actor: 'vendor', photo: 's' }, { acceptedAt: T0 }],
      ['shipped', { type: 'DELIVER', actor: 'vendor', photo: 'd' }],
    ];
    const paths: Array<[string, CartOrderProfile, Step[], 'release' | 'keep']> = [
      ['expired', 'food', [PLACE, ['pending', { type: 'EXPIRE', actor: 'system', now: T0 }]], 'release'],
      ['cancelled unpaid', 'product', [PLACE, ['pending', { type: 'CANCEL', actor: 'customer' }]], 'release'],
      ['cancelled paid', 'food', [PLACE, CAPTURE, ['new', { type: 'CANCEL', actor: 'customer' }]], 'release'],
      ['declined', 'food', [PLACE, CAPTURE, ['new', { type: 'DECLINE', actor: 'vendor' }]], 'release'],
      ['lapsed', 'product', [PLACE, CAPTURE, ['processing', { type: 'LAPSE', actor: 'system', now: T0 + 49 * H }]], 'release'],
      [
        'refunded',
        'product',
        [
          PLACE,
          CAPTURE,
          ...deliveredProduct,
          ['delivered', { type: 'REPORT_PROBLEM', actor: 'customer', now: T0, reason: 'seal broken' }],
          ['disputed', { type: 'RESOLVE_REFUND', actor: 'admin' }],
        ],
        'release',
      ],
      ['confirmed', 'food', [PLACE, CAPTURE, ...deliveredFood, ['delivered', { type: 'CONFIRM', actor: 'customer' }]], 'keep'],
      ['auto-released', 'product', [PLACE, CAPTURE, ...deliveredProduct, ['delivered', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 49 * H }]], 'keep'],
      [
        'dispute released',
        'food',
        [
          PLACE,
          CAPTURE,
          ...deliveredFood,
          ['delivered', { type: 'REPORT_PROBLEM', actor: 'customer', now: T0, reason: 'wrong items' }],
          ['disputed', { type: 'RESOLVE_RELEASE', actor: 'admin' }],
        ],
        'keep',
      ],
    ];
    for (const [name, profile, steps, outcome] of paths) {
      const all: string[] = [];
      let status: string | null = null;
      for (const [from, event, extra] of steps) {
        if (status !== null) expect([name, from]).toEqual([name, status]);
        const r = go(profile, from, event, { deliveredAt: T0, ...extra });
        expect([name, r.ok]).toEqual([name, true]);
        if (!r.ok) break;
        all.push(...r.actions);
        status = r.next.status;
      }
      expect([name, all.filter((a) => a === 'holdStock').length]).toEqual([name, 1]);
      expect([name, all.filter((a) => a === COMPENSATE).length]).toEqual([name, outcome === 'release' ? 1 : 0]);
      // The machine never runs the undo itself: the engine does, from COMPENSATE.
      expect([name, all.includes('releaseStock')]).toEqual([name, false]);
      // Nothing leaves a final status, so nothing compensates after completion.
      expect(CART_ORDER_FINAL_STATUSES).toContain(status);
    }
  });

  it('no event leaves a final status (nothing compensates after completion), for any actor', () => {
    for (const profile of ['food', 'product'] as const) {
      for (const status of CART_ORDER_FINAL_STATUSES) {
        for (const actor of CART_ORDER_ACTORS) expect(allowedCartOrderEvents({ ...base, profile, status }, actor, T0 + 100 * H)).toEqual([]);
      }
    }
  });
});

describe('cart order: disputes (seal broken / wrong items)', () => {
  it.each<CartOrderProfile>(['food', 'product'])('%s: REPORT_PROBLEM from delivered, within the refund window, with a reason → disputed', (profile) => {
    expect(go(profile, 'delivered', { type: 'REPORT_PROBLEM', actor: 'customer', now: T0, reason: ' seal broken ' })).toEqual({
      ok: true,
      next: { status: 'disputed', disputedAt: AT, problemReason: 'seal broken' },
      actions: ['openDispute'],
    });
    expect(go(profile, 'disputed', { type: 'RESOLVE_RELEASE', actor: 'admin' })).toEqual({
      ok: true,
      next: { status: 'completed', completedAt: AT, releasedAt: AT, escrowStatus: 'released' },
      actions: ['releaseEscrow'],
    });
  });

  it('a disputed order is frozen: no timer, confirmation or second report moves it', () => {
    expect(food('disputed', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 100 * H })).toMatchObject({ ok: false, reason: 'state' });
    expect(food('disputed', { type: 'CONFIRM', actor: 'customer' })).toMatchObject({ ok: false, reason: 'state' });
    expect(food('disputed', { type: 'REPORT_PROBLEM', actor: 'customer', now: T0, reason: 'x' })).toEqual({
      ok: false,
      reason: 'state',
      message: 'A problem has already been reported for this order',
    });
  });

  it('the report window is the refund window: food 2 h, products 48 h after delivery', () => {
    const report = (at: number): CartOrderEvent => ({ type: 'REPORT_PROBLEM', actor: 'customer', now: at, reason: 'wrong items' });
    expect(food('delivered', report(T0 + 2 * H - 1), { deliveredAt: T0 })).toMatchObject({ ok: true });
    expect(food('delivered', report(T0 + 2 * H), { deliveredAt: T0 })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A problem can be reported only within 2 hours of delivery',
    });
    expect(product('delivered', report(T0 + 48 * H - 1), { deliveredAt: T0 })).toMatchObject({ ok: true });
    expect(product('delivered', report(T0 + 48 * H), { deliveredAt: T0 })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'A problem can be reported only within 48 hours of delivery',
    });
  });
});

describe('cart order: timers (too early is a rule refusal, so the timer job reschedules it for the time left)', () => {
  it.each<[string, CartOrderProfile, CartOrderStatus, Partial<CartOrderState>, CartOrderEvent['type'], number, string]>([
    ['payment window 15 min', 'food', 'pending', { placedAt: T0 }, 'EXPIRE', 15 * M, 'An unpaid order expires only 15 minutes after it was placed'],
    ['payment window (product)', 'product', 'pending', { placedAt: T0 }, 'EXPIRE', 15 * M, 'An unpaid order expires only 15 minutes after it was placed'],
    ['accept window 10 min', 'food', 'new', { paidAt: T0 }, 'LAPSE', 10 * M, 'A food order is declined automatically only 10 minutes after payment'],
    ['ship window 48 h', 'product', 'processing', { paidAt: T0 }, 'LAPSE', 48 * H, 'A product order is declined automatically only 48 hours after payment'],
    ['food release 2 h', 'food', 'delivered', { deliveredAt: T0 }, 'AUTO_RELEASE', 2 * H, 'A payment is released automatically only 2 hours after delivery'],
    [
      'product release 48 h',
      'product',
      'delivered',
      { deliveredAt: T0 },
      'AUTO_RELEASE',
      48 * H,
      'A payment is released automatically only 48 hours after delivery',
    ],
  ])('%s', (_name, profile, status, extra, type, window, message) => {
    const ev = (at: number) => ({ type, actor: 'system', now: at }) as CartOrderEvent;
    expect(go(profile, status, ev(T0 + window - 1), extra)).toEqual({ ok: false, reason: 'rule', message });
    expect(go(profile, status, ev(T0 + window), extra)).toMatchObject({ ok: true });
    expect(go(profile, status, ev(T0 + window), extra)).toMatchObject({ ok: true });
    expect(go(profile, status, ev(new Date(T0 + window) as unknown as number), extra)).toMatchObject({ ok: true });
  });

  it('AUTO_RELEASE completes and releases like a confirmation', () => {
    expect(food('delivered', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 2 * H }, { deliveredAt: T0 })).toEqual({
      ok: true,
      next: { status: 'completed', completedAt: AT, releasedAt: AT, escrowStatus: 'released' },
      actions: ['releaseEscrow'],
    });
  });

  it('the windows are the order’s parameters; each absent one takes the issue’s default', () => {
    expect(CART_ORDER_WINDOWS).toEqual({ paymentMs: 15 * M, acceptMs: 10 * M, shipMs: 48 * H, releaseMs: { food: 2 * H, product: 48 * H } });
    const windows = { paymentMs: 2000, acceptMs: 3000, shipMs: 4000, releaseMs: { food: 5000 } };
    expect(food('pending', { type: 'EXPIRE', actor: 'system', now: T0 + 2000 }, { placedAt: T0, windows })).toMatchObject({ ok: true });
    expect(food('new', { type: 'LAPSE', actor: 'system', now: T0 + 2999 }, { paidAt: T0, windows })).toMatchObject({
      ok: false,
      message: 'A food order is declined automatically only 3 seconds after payment',
    });
    expect(food('new', { type: 'LAPSE', actor: 'system', now: T0 + 3000 }, { paidAt: T0, windows })).toMatchObject({ ok: true });
    expect(product('processing', { type: 'LAPSE', actor: 'system', now: T0 + 4000 }, { paidAt: T0, windows })).toMatchObject({ ok: true });
    expect(food('delivered', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 5000 }, { deliveredAt: T0, windows })).toMatchObject({ ok: true });
    expect(product('delivered', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 5000 }, { deliveredAt: T0, windows })).toMatchObject({
      ok: false,
      reason: 'rule',
    });
  });

  it('a timer that fires after the order moved on is refused by state (the job drops it)', () => {
    expect(food('preparing', { type: 'LAPSE', actor: 'system', now: T0 + 100 * H })).toMatchObject({ ok: false, reason: 'state' });
    expect(food('new', { type: 'EXPIRE', actor: 'system', now: T0 + 100 * H })).toMatchObject({ ok: false, reason: 'state' });
    expect(product('completed', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 100 * H })).toMatchObject({ ok: false, reason: 'state' });
  });

  it('a timer without its anchor never fires', () => {
    expect(food('pending', { type: 'EXPIRE', actor: 'system', now: T0 + 100 * H }, { placedAt: null })).toMatchObject({ ok: false, reason: 'rule' });
    expect(food('delivered', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 100 * H }, { deliveredAt: null })).toMatchObject({ ok: false, reason: 'rule' });
  });
});

describe('cart order: refusals with their reasons', () => {
  it.each<[CartOrderProfile, string, CartOrderEvent, Partial<CartOrderState>, string, string]>([
    ['food', 'pending', { type: 'PLACE', actor: 'vendor' }, { placedAt: null }, 'actor', 'Only the customer can place an order'],
    ['food', 'pending', { type: 'PLACE', actor: 'customer' }, {}, 'rule', 'This order has already been placed'],
    ['food', 'new', { type: 'PLACE', actor: 'customer' }, {}, 'state', 'This order has already been placed'],
    ['food', 'pending', { type: 'PAY', actor: 'customer' }, { placedAt: null }, 'rule', 'This order has not been placed yet'],
    ['food', 'pending', { type: 'PAY', actor: 'vendor' }, {}, 'actor', 'Only the customer can pay for an order'],
    ['food', 'new', { type: 'PAY', actor: 'customer' }, {}, 'state', 'Only unpaid orders can be paid'],
    ['product', 'pending', { type: 'PAYMENT_CAPTURED', actor: 'customer' }, {}, 'actor', 'Only the payment system can mark an order as paid'],
    ['product', 'processing', { type: 'PAYMENT_CAPTURED', actor: 'system' }, {}, 'state', 'Only unpaid orders can be paid'],
    ['product', 'pending', { type: 'PAYMENT_CAPTURED', actor: 'system' }, { placedAt: null }, 'rule', 'This order has not been placed yet'],
    ['food', 'pending', { type: 'EXPIRE', actor: 'customer', now: T0 }, {}, 'actor', 'Only the system can let an unpaid order expire'],
    ['food', 'pending', { type: 'CANCEL', actor: 'vendor' }, {}, 'actor', 'Only the customer can cancel an order'],
    ['food', 'preparing', { type: 'CANCEL', actor: 'customer' }, {}, 'state', 'An order can be cancelled only before the vendor accepts it'],
    ['product', 'processing', { type: 'CANCEL', actor: 'customer' }, { acceptedAt: T0 }, 'rule', 'An order can be cancelled only before the vendor accepts it'],
    ['product', 'shipped', { type: 'CANCEL', actor: 'customer' }, {}, 'state', 'An order can be cancelled only before the vendor accepts it'],
    ['food', 'pending', { type: 'ACCEPT', actor: 'vendor' }, {}, 'state', 'This order has not been paid yet'],
    ['food', 'preparing', { type: 'ACCEPT', actor: 'vendor' }, {}, 'state', 'Only new paid orders can be accepted'],
    ['food', 'new', { type: 'ACCEPT', actor: 'customer' }, {}, 'actor', 'Only the vendor can accept an order'],
    ['food', 'new', { type: 'ACCEPT', actor: 'system' }, {}, 'actor', 'Only the vendor can accept an order'],
    ['food', 'pending', { type: 'DECLINE', actor: 'vendor' }, {}, 'state', 'This order has not been paid yet'],
    ['food', 'preparing', { type: 'DECLINE', actor: 'vendor' }, {}, 'state', 'This order can no longer be declined'],
    ['product', 'processing', { type: 'DECLINE', actor: 'customer' }, {}, 'actor', 'Only the vendor can decline an order'],
    ['food', 'new', { type: 'LAPSE', actor: 'vendor', now: T0 }, {}, 'actor', 'Only the system can decline an order automatically'],
    ['food', 'ready', { type: 'LAPSE', actor: 'system', now: T0 }, {}, 'state', 'Only paid orders waiting for the vendor lapse'],
    ['food', 'new', { type: 'MARK_READY', actor: 'vendor' }, {}, 'state', 'Only orders being prepared can be marked ready'],
    ['product', 'processing', { type: 'MARK_READY', actor: 'vendor' }, {}, 'state', 'Only orders being prepared can be marked ready'],
    ['food', 'preparing', { type: 'MARK_READY', actor: 'customer' }, {}, 'actor', 'Only the vendor can mark an order ready'],
    ['food', 'preparing', { type: 'SHIP', actor: 'vendor', photo: 's' }, {}, 'state', 'Mark the order ready before handing it over'],
    ['food', 'new', { type: 'SHIP', actor: 'vendor', photo: 's' }, {}, 'state', 'This order cannot be handed over now'],
    ['food', 'ready', { type: 'SHIP', actor: 'customer', photo: 's' }, {}, 'actor', 'Only the vendor or the courier can hand over an order'],
    ['food', 'ready', { type: 'SHIP', actor: 'vendor', photo: null }, {}, 'rule', 'A photo of the sealed package is required'],
    ['product', 'processing', { type: 'SHIP', actor: 'vendor', photo: '  ' }, {}, 'rule', 'A photo of the sealed package is required'],
    ['product', 'processing', { type: 'DELIVER', actor: 'vendor', photo: 'd' }, {}, 'state', 'Only orders on their way can be marked delivered'],
    ['product', 'shipped', { type: 'DELIVER', actor: 'customer', photo: 'd' }, {}, 'actor', 'Only the vendor or the courier can mark an order delivered'],
    ['food', 'out_for_delivery', { type: 'DELIVER', actor: 'courier', photo: null }, {}, 'rule', 'A photo of the delivered package is required'],
    ['food', 'out_for_delivery', { type: 'CONFIRM', actor: 'customer' }, {}, 'state', 'Only delivered orders can be confirmed'],
    ['food', 'delivered', { type: 'CONFIRM', actor: 'vendor' }, {}, 'actor', 'Only the customer can confirm delivery'],
    ['food', 'delivered', { type: 'AUTO_RELEASE', actor: 'admin', now: T0 }, {}, 'actor', 'Only the system can release a payment automatically'],
    ['food', 'shipped', { type: 'AUTO_RELEASE', actor: 'system', now: T0 }, {}, 'unknown_status', 'A food order cannot be shipped'],
    [
      'food',
      'completed',
      { type: 'REPORT_PROBLEM', actor: 'customer', now: T0, reason: 'x' },
      {},
      'state',
      'A problem can be reported once the order is delivered, before the payment is released',
    ],
    [
      'food',
      'delivered',
      { type: 'REPORT_PROBLEM', actor: 'vendor', now: T0, reason: 'x' },
      {},
      'actor',
      'Only the customer can report a problem with an order',
    ],
    [
      'food',
      'delivered',
      { type: 'REPORT_PROBLEM', actor: 'customer', now: T0, reason: '  ' },
      { deliveredAt: T0 },
      'rule',
      'Say what is wrong: a broken seal or wrong items',
    ],
    ['food', 'delivered', { type: 'RESOLVE_RELEASE', actor: 'admin' }, {}, 'state', 'This order has no open dispute'],
    ['food', 'disputed', { type: 'RESOLVE_REFUND', actor: 'vendor' }, {}, 'actor', 'Only an administrator can resolve a dispute'],
    ['food', 'disputed', { type: 'RESOLVE_RELEASE', actor: 'customer' }, {}, 'actor', 'Only an administrator can resolve a dispute'],
  ])('%s %s + %j → %s', (profile, status, event, extra, reason, message) => {
    expect(go(profile, status, event, extra)).toEqual({ ok: false, reason, message });
  });

  it('unknown statuses, profiles and events are refused by name', () => {
    expect(food('bogus', { type: 'CONFIRM', actor: 'customer' })).toEqual({ ok: false, reason: 'unknown_status', message: 'Unknown order status: bogus' });
    expect(go('drinks' as CartOrderProfile, 'pending', { type: 'PAY', actor: 'customer' })).toEqual({
      ok: false,
      reason: 'unknown_status',
      message: 'Unknown order profile: drinks',
    });
    expect(product('preparing', { type: 'MARK_READY', actor: 'vendor' })).toEqual({
      ok: false,
      reason: 'unknown_status',
      message: 'A product order cannot be preparing',
    });
    expect(food('pending', { type: 'FLY', actor: 'customer' } as unknown as CartOrderEvent)).toEqual({
      ok: false,
      reason: 'unknown_event',
      message: 'Unknown action: FLY',
    });
  });
});

describe('cart order: the refusal table agrees with the machine', () => {
  it('for every profile, status, context, event and actor: the machine allows it exactly when the table finds no refusal', () => {
    let checked = 0;
    for (const profile of ['food', 'product'] as const) {
      for (const status of CART_ORDER_PROFILE_STATUSES[profile]) {
        for (const placedAt of [null, T0 - H]) {
          for (const acceptedAt of [null, T0 - M]) {
            for (const at of [T0, T0 + 100 * H]) {
              for (const type of CART_ORDER_EVENT_TYPES) {
                for (const actor of CART_ORDER_ACTORS) {
                  for (const filled of [true, false]) {
                    const event = { type, actor, now: at, photo: filled ? 'p' : null, reason: filled ? 'r' : '' } as CartOrderEvent;
                    const context = { profile, placedAt, paidAt: T0 - H, acceptedAt, deliveredAt: T0 - H, windows: CART_ORDER_WINDOWS };
                    const can = cartOrderMachine.resolveState({ value: status, context }).can(event);
                    const refusal = explainRefusal(CART_ORDER_RULES, status, context, event);
                    expect([profile, status, placedAt, acceptedAt, at, type, actor, filled, can]).toEqual([
                      profile,
                      status,
                      placedAt,
                      acceptedAt,
                      at,
                      type,
                      actor,
                      filled,
                      refusal === null,
                    ]);
                    checked++;
                  }
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBe((12 + 10) * 2 * 2 * 2 * CART_ORDER_EVENT_TYPES.length * CART_ORDER_ACTORS.length * 2);
  });
});

describe('cart order: what the UI and the module read', () => {
  it('allowed events per actor: the buttons', () => {
    const o = (profile: CartOrderProfile, status: string, extra: Partial<CartOrderState> = {}): CartOrderState => ({ ...base, profile, status, ...extra });
    const allowed = (s: CartOrderState, actor: CartOrderActor, at = T0) => allowedCartOrderEvents(s, actor, at);
    expect(allowed(o('food', 'pending', { placedAt: null }), 'customer')).toEqual(['PLACE', 'CANCEL']);
    expect(allowed(o('food', 'pending'), 'customer')).toEqual(['PAY', 'CANCEL']);
    expect(allowed(o('food', 'pending'), 'system')).toEqual(['PAYMENT_CAPTURED', 'EXPIRE']);
    expect(allowed(o('food', 'new'), 'vendor')).toEqual(['ACCEPT', 'DECLINE']);
    expect(allowed(o('food', 'new'), 'customer')).toEqual(['CANCEL']);
    expect(allowed(o('food', 'preparing'), 'vendor')).toEqual(['MARK_READY']);
    expect(allowed(o('food', 'preparing'), 'customer')).toEqual([]);
    expect(allowed(o('food', 'ready'), 'vendor')).toEqual(['SHIP']);
    expect(allowed(o('food', 'ready'), 'courier')).toEqual(['SHIP']);
    expect(allowed(o('food', 'out_for_delivery'), 'courier')).toEqual(['DELIVER']);
    expect(allowed(o('food', 'delivered', { deliveredAt: T0 }), 'customer')).toEqual(['CONFIRM', 'REPORT_PROBLEM']);
    expect(allowed(o('food', 'delivered', { deliveredAt: T0 }), 'customer', T0 + 2 * H)).toEqual(['CONFIRM']);
    expect(allowed(o('food', 'disputed'), 'admin')).toEqual(['RESOLVE_RELEASE', 'RESOLVE_REFUND']);
    expect(allowed(o('product', 'processing'), 'vendor')).toEqual(['ACCEPT', 'DECLINE', 'SHIP']);
    expect(allowed(o('product', 'processing', { acceptedAt: T0 }), 'vendor')).toEqual(['DECLINE', 'SHIP']);
    expect(allowed(o('product', 'processing', { acceptedAt: T0 }), 'customer')).toEqual([]);
    expect(allowed(o('product', 'processing'), 'customer')).toEqual(['CANCEL']);
    expect(allowed(o('product', 'shipped'), 'vendor')).toEqual(['DELIVER']);
  });

  it('labels: every status has one; food ready is the spec’s "Waiting for Pickup"', () => {
    expect(Object.keys(CART_ORDER_STATUS_LABELS).sort()).toEqual([...CART_ORDER_STATUSES].sort());
    expect(CART_ORDER_STATUS_LABELS.ready).toBe('Waiting for Pickup');
    expect(CART_ORDER_PROFILE_STATUSES.food).not.toContain('shipped');
    expect(CART_ORDER_PROFILE_STATUSES.product).not.toContain('ready');
  });

  it('payment_status: pending until paid, paid, refunded after a refund', () => {
    expect(cartOrderPaymentStatus({ status: 'pending', paidAt: null })).toBe('pending');
    expect(cartOrderPaymentStatus({ status: 'expired', paidAt: null })).toBe('pending');
    expect(cartOrderPaymentStatus({ status: 'cancelled', paidAt: null })).toBe('pending');
    expect(cartOrderPaymentStatus({ status: 'cancelled', paidAt: T0 })).toBe('refunded');
    expect(cartOrderPaymentStatus({ status: 'preparing', paidAt: T0 })).toBe('paid');
    expect(cartOrderPaymentStatus({ status: 'completed', paidAt: T0 })).toBe('paid');
    expect(cartOrderPaymentStatus({ status: 'declined', paidAt: T0 })).toBe('refunded');
    expect(cartOrderPaymentStatus({ status: 'refunded', paidAt: T0 })).toBe('refunded');
  });
});
