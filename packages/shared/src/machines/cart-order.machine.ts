/**
 * Cart order lifecycle: one machine for a food order and a shop
 * (product) order, told apart by the order's `profile`.
 *
 * Both start `pending` (created, unpaid). The module applies `PLACE` right after creating the row: it holds the
 * stock (`holdStock`, whose compensation is `releaseStock`) and starts the payment window. `PAY` (customer) starts a
 * checkout; `PAYMENT_CAPTURED` (system) funds escrow. Unpaid at the end of the payment window → `expired`.
 *
 * - food: `new` → ACCEPT → `preparing` → MARK_READY → `ready` ("Waiting for Pickup") → SHIP (seal photo) →
 *   `out_for_delivery` → DELIVER (delivery photo) → `delivered`. DECLINE, or not accepted within the accept window
 *   (LAPSE) → `declined`, refunded in full.
 * - product: `processing` (ACCEPT acknowledges it: `acceptedAt`, nothing else) → SHIP → `shipped` → DELIVER →
 *   `delivered`. DECLINE, or not shipped within the ship window (LAPSE) → `declined`, refunded in full.
 * - `delivered` → CONFIRM (the customer: seal intact) or AUTO_RELEASE (the refund window closed) → `completed`,
 *   escrow released; REPORT_PROBLEM (seal broken / wrong items) within the window → `disputed`, escrow frozen, no
 *   timer releases it; an admin resolves by RESOLVE_RELEASE (→ `completed`) or RESOLVE_REFUND (part refunded, at
 *   most 50 %, the rest released → `refunded`).
 * - CANCEL by the customer: unpaid (`pending`) → `cancelled`, stock released; paid and not yet accepted (`new`, or
 *   `processing` not acknowledged) → `cancelled`, refunded in full, stock released.
 *
 * Every transition into failure (expired, declined, cancelled, refunded) returns COMPENSATE: the lifecycle engine
 * runs the owed `releaseStock` once. A success path never returns it.
 *
 * SHIP and DELIVER are sent by the vendor or by a courier (the rides issue's riders): the machine does not change
 * when couriers arrive. The windows are the order's parameters (`windows`), defaulting to the times. The
 * machine reads time only from events (`now`), so it stays pure.
 */
import { and, setup } from 'xstate';
import { HOUR_MS } from '../dates.js';
import { ACTOR_ROLES } from '../statuses.js';
import { COMPENSATE, machineTransition, instantMs, type EventRule, type Instant, type TransitionResult } from './machine-rules.js';

const MINUTE_MS = 60_000;

export const CART_ORDER_PROFILES = ['food', 'product'] as const;
export type CartOrderProfile = (typeof CART_ORDER_PROFILES)[number];
export const isCartOrderProfile = (v: unknown): v is CartOrderProfile => typeof v === 'string' && (CART_ORDER_PROFILES as readonly string[]).includes(v);

/** Who may act on a cart order: the platform's roles and a courier (the party who carries it; ). */
export const CART_ORDER_ACTORS = [...ACTOR_ROLES, 'courier'] as const;
export type CartOrderActor = (typeof CART_ORDER_ACTORS)[number];

/** The windows of a cart order, in milliseconds. */
export interface CartOrderWindows {
  /** Unpaid this long after it was placed: expired, stock released. */
  paymentMs: number;
  /** Food: paid and not accepted this long after payment: declined, refunded in full. */
  acceptMs: number;
  /** Product: paid and not shipped this long after payment: declined, refunded in full. */
  shipMs: number;
  /** Delivered this long without confirmation or a report: escrow released. */
  releaseMs: Readonly<Record<CartOrderProfile, number>>;
}

/** The defaults: 15 min to pay, 10 min to accept food, 48 h to ship a product, refund windows food 2 h and products 48 h. */
export const CART_ORDER_WINDOWS: CartOrderWindows = {
  paymentMs: 15 * MINUTE_MS,
  acceptMs: 10 * MINUTE_MS,
  shipMs: 48 * HOUR_MS,
  releaseMs: { food: 2 * HOUR_MS, product: 48 * HOUR_MS },
};

export const CART_ORDER_STATUSES = [
  'pending',
  'new',
  'preparing',
  'ready',
  'out_for_delivery',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'declined',
  'cancelled',
  'expired',
  'disputed',
  'refunded',
] as const;
export type CartOrderStatus = (typeof CART_ORDER_STATUSES)[number];
export const isCartOrderStatus = (v: unknown): v is CartOrderStatus => typeof v === 'string' && (CART_ORDER_STATUSES as readonly string[]).includes(v);

/** The statuses each profile passes through (the others never occur on its orders). */
export const CART_ORDER_PROFILE_STATUSES: Readonly<Record<CartOrderProfile, readonly CartOrderStatus[]>> = {
  food: ['pending', 'new', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'completed', 'declined', 'cancelled', 'expired', 'disputed', 'refunded'],
  product: ['pending', 'processing', 'shipped', 'delivered', 'completed', 'declined', 'cancelled', 'expired', 'disputed', 'refunded'],
};

/** Statuses in words for people (food `ready` is the spec's "Waiting for Pickup"). */
export const CART_ORDER_STATUS_LABELS: Readonly<Record<CartOrderStatus, string>> = {
  pending: 'Awaiting payment',
  new: 'New',
  preparing: 'Preparing',
  ready: 'Waiting for Pickup',
  out_for_delivery: 'Out for delivery',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered: please check the seal',
  completed: 'Completed',
  declined: 'Declined (refunded)',
  cancelled: 'Cancelled',
  expired: 'Not paid in time',
  disputed: 'Problem reported: under review',
  refunded: 'Refunded after review',
};

export type CartOrderEvent =
  | { type: 'PLACE'; actor: CartOrderActor }
  | { type: 'PAY'; actor: CartOrderActor }
  | { type: 'PAYMENT_CAPTURED'; actor: CartOrderActor }
  | { type: 'EXPIRE'; actor: CartOrderActor; now: Instant }
  | { type: 'CANCEL'; actor: CartOrderActor }
  | { type: 'ACCEPT'; actor: CartOrderActor }
  | { type: 'DECLINE'; actor: CartOrderActor }
  | { type: 'LAPSE'; actor: CartOrderActor; now: Instant }
  | { type: 'MARK_READY'; actor: CartOrderActor }
  | { type: 'SHIP'; actor: CartOrderActor; photo: string | null }
  | { type: 'DELIVER'; actor: CartOrderActor; photo: string | null }
  | { type: 'CONFIRM'; actor: CartOrderActor }
  | { type: 'AUTO_RELEASE'; actor: CartOrderActor; now: Instant }
  | { type: 'REPORT_PROBLEM'; actor: CartOrderActor; now: Instant; reason: string | null }
  | { type: 'RESOLVE_RELEASE'; actor: CartOrderActor }
  | { type: 'RESOLVE_REFUND'; actor: CartOrderActor };
export type CartOrderEventType = CartOrderEvent['type'];

export const CART_ORDER_EVENT_TYPES = [
  'PLACE',
  'PAY',
  'PAYMENT_CAPTURED',
  'EXPIRE',
  'CANCEL',
  'ACCEPT',
  'DECLINE',
  'LAPSE',
  'MARK_READY',
  'SHIP',
  'DELIVER',
  'CONFIRM',
  'AUTO_RELEASE',
  'REPORT_PROBLEM',
  'RESOLVE_RELEASE',
  'RESOLVE_REFUND',
] as const satisfies readonly CartOrderEventType[];

/** Side effects the machine asks for; the module's lifecycle supplies one effect each (COMPENSATE is the engine's). */
export const CART_ORDER_ACTIONS = [
  'holdStock', // placed: reserve every line's stock (all or none); its compensation is releaseStock
  'releaseStock', // the compensation of holdStock: run by the engine on COMPENSATE, once
  'scheduleExpiry', // placed: EXPIRE after the payment window
  'initiatePayment', // the customer pays: a checkout with the provider
  'fundEscrow', // captured: fund escrow (PaymentCapturesService.settleCaptured)
  'notifyVendor', // captured: the vendor is told of a new paid order
  'scheduleAcceptDeadline', // food captured: LAPSE after the accept window
  'scheduleShipDeadline', // product captured: LAPSE after the ship window
  'notifyAccepted', // accepted (food: preparing; product: acknowledged)
  'notifyReady', // food ready: waiting for pickup
  'recordHandoverPhoto', // SHIP: the sealed package's photo at handover (the event's photo, by vendor or courier)
  'notifyShipped', // food out for delivery / product shipped
  'recordDeliveryPhoto', // DELIVER: the package's photo at delivery
  'notifyDelivered', // delivered: the customer is asked to check the seal
  'scheduleAutoRelease', // delivered: AUTO_RELEASE when the refund window closes
  'releaseEscrow', // escrow → vendor minus the 5 % fee
  'refundFull', // declined, lapsed, or cancelled after payment: everything back to the customer
  'notifyCancelled', // cancelled by the customer
  'notifyDeclined', // declined by the vendor or lapsed
  'notifyExpired', // not paid in time
  'openDispute', // seal broken / wrong items: the escrow stays held, the admins are told
  'refundSplit', // an admin refunds part (at most 50 %) of a disputed order; the rest goes to the vendor minus 5 %
  COMPENSATE, // into failure: the engine runs every owed compensation (releaseStock) once
] as const;
export type CartOrderAction = (typeof CART_ORDER_ACTIONS)[number];

/** The lifecycle's compensations, by the action whose effect they undo (the module's `Lifecycle.compensations`). */
export const CART_ORDER_COMPENSATIONS = { holdStock: 'releaseStock' } as const satisfies Partial<Record<CartOrderAction, CartOrderAction>>;

/** The timers the module declares on its lifecycle: the event each sends (by the system) and the field its clock starts at. */
export const CART_ORDER_TIMERS = {
  expiry: { event: 'EXPIRE', anchor: 'placedAt', window: 'paymentMs' },
  acceptDeadline: { event: 'LAPSE', anchor: 'paidAt', window: 'acceptMs' },
  shipDeadline: { event: 'LAPSE', anchor: 'paidAt', window: 'shipMs' },
  autoRelease: { event: 'AUTO_RELEASE', anchor: 'deliveredAt', window: 'releaseMs' },
} as const;

export type CartOrderEscrowStatus = 'none' | 'held' | 'released' | 'refunded' | 'split';
export type CartOrderPaymentStatus = 'pending' | 'paid' | 'refunded';

/** A stored cart order (the entity's own camelCase fields), as much of it as the lifecycle needs. */
export interface CartOrderState {
  status: CartOrderStatus | string;
  profile: CartOrderProfile | string;
  /** When PLACE held the stock (the payment window counts from it); null: created, not yet placed. */
  placedAt?: Date | string | number | null;
  paidAt?: Date | string | number | null;
  acceptedAt?: Date | string | number | null;
  deliveredAt?: Date | string | number | null;
  /** The windows the module configured (from its environment); each one absent takes the default. */
  windows?: Partial<Omit<CartOrderWindows, 'releaseMs'>> & { releaseMs?: Partial<Record<CartOrderProfile, number>> };
}

/** What an accepted event changes on the stored order, timestamps included (one `Object.assign`). */
export interface CartOrderPatch {
  status: CartOrderStatus;
  escrowStatus?: CartOrderEscrowStatus;
  placedAt?: Date;
  paidAt?: Date;
  acceptedAt?: Date;
  readyAt?: Date;
  shippedAt?: Date;
  shippedBy?: 'vendor' | 'courier';
  handoverPhoto?: string;
  deliveredAt?: Date;
  deliveredBy?: 'vendor' | 'courier';
  deliveryPhoto?: string;
  completedAt?: Date;
  releasedAt?: Date;
  declinedAt?: Date;
  declinedBy?: 'vendor' | 'system';
  cancelledAt?: Date;
  expiredAt?: Date;
  disputedAt?: Date;
  problemReason?: string;
  refundedAt?: Date;
}

interface Ctx {
  profile: CartOrderProfile;
  placedAt: number | null;
  paidAt: number | null;
  acceptedAt: number | null;
  deliveredAt: number | null;
  windows: CartOrderWindows;
}

const eventNow = (event: CartOrderEvent): number | null => ('now' in event ? instantMs(event.now) : null);
const since = (from: number | null, event: CartOrderEvent): number => {
  const now = eventNow(event);
  return from === null || now === null ? Number.NaN : now - from;
};
const expiryDue = (ctx: Ctx, e: CartOrderEvent) => since(ctx.placedAt, e) >= ctx.windows.paymentMs;
const acceptLapsed = (ctx: Ctx, e: CartOrderEvent) => since(ctx.paidAt, e) >= ctx.windows.acceptMs;
const shipLapsed = (ctx: Ctx, e: CartOrderEvent) => since(ctx.paidAt, e) >= ctx.windows.shipMs;
const lapseDue = (ctx: Ctx, e: CartOrderEvent) => (ctx.profile === 'food' ? acceptLapsed(ctx, e) : shipLapsed(ctx, e));
const releaseDue = (ctx: Ctx, e: CartOrderEvent) => since(ctx.deliveredAt, e) >= ctx.windows.releaseMs[ctx.profile];
const withinRefundWindow = (ctx: Ctx, e: CartOrderEvent) => since(ctx.deliveredAt, e) < ctx.windows.releaseMs[ctx.profile];
const hasPhoto = (_ctx: Ctx, e: CartOrderEvent) => 'photo' in e && typeof e.photo === 'string' && e.photo.trim() !== '';
const hasReason = (_ctx: Ctx, e: CartOrderEvent) => 'reason' in e && typeof e.reason === 'string' && e.reason.trim() !== '';
const notAcknowledged = (ctx: Ctx) => ctx.acceptedAt === null;

const noop = () => {};
const FAIL_PAID = ['refundFull', COMPENSATE] as const;

export const cartOrderMachine = setup({
  types: {} as { context: Ctx; events: CartOrderEvent; input: Ctx },
  guards: {
    byCustomer: ({ event }) => event.actor === 'customer',
    byVendor: ({ event }) => event.actor === 'vendor',
    byCarrier: ({ event }) => event.actor === 'vendor' || event.actor === 'courier',
    bySystem: ({ event }) => event.actor === 'system',
    byAdmin: ({ event }) => event.actor === 'admin',
    isFood: ({ context }) => context.profile === 'food',
    isProduct: ({ context }) => context.profile === 'product',
    placed: ({ context }) => context.placedAt !== null,
    notPlaced: ({ context }) => context.placedAt === null,
    notAcknowledged: ({ context }) => notAcknowledged(context),
    expiryDue: ({ context, event }) => expiryDue(context, event),
    lapseDue: ({ context, event }) => lapseDue(context, event),
    releaseDue: ({ context, event }) => releaseDue(context, event),
    withinRefundWindow: ({ context, event }) => withinRefundWindow(context, event),
    hasPhoto: ({ context, event }) => hasPhoto(context, event),
    hasReason: ({ context, event }) => hasReason(context, event),
  },
  actions: {
    holdStock: noop,
    releaseStock: noop,
    scheduleExpiry: noop,
    initiatePayment: noop,
    fundEscrow: noop,
    notifyVendor: noop,
    scheduleAcceptDeadline: noop,
    scheduleShipDeadline: noop,
    notifyAccepted: noop,
    notifyReady: noop,
    recordHandoverPhoto: noop,
    notifyShipped: noop,
    recordDeliveryPhoto: noop,
    notifyDelivered: noop,
    scheduleAutoRelease: noop,
    releaseEscrow: noop,
    refundFull: noop,
    notifyCancelled: noop,
    notifyDeclined: noop,
    notifyExpired: noop,
    openDispute: noop,
    refundSplit: noop,
    [COMPENSATE]: noop,
  },
}).createMachine({
  id: 'cartOrder',
  initial: 'pending',
  context: ({ input }) => input,
  states: {
    pending: {
      on: {
        PLACE: { target: 'pending', guard: and(['byCustomer', 'notPlaced']), actions: ['holdStock', 'scheduleExpiry'] },
        PAY: { guard: and(['byCustomer', 'placed']), actions: 'initiatePayment' },
        PAYMENT_CAPTURED: [
          { target: 'new', guard: and(['bySystem', 'placed', 'isFood']), actions: ['fundEscrow', 'notifyVendor', 'scheduleAcceptDeadline'] },
          { target: 'processing', guard: and(['bySystem', 'placed', 'isProduct']), actions: ['fundEscrow', 'notifyVendor', 'scheduleShipDeadline'] },
        ],
        EXPIRE: { target: 'expired', guard: and(['bySystem', 'expiryDue']), actions: [COMPENSATE, 'notifyExpired'] },
        CANCEL: { target: 'cancelled', guard: 'byCustomer', actions: [COMPENSATE, 'notifyCancelled'] },
      },
    },
    new: {
      on: {
        ACCEPT: { target: 'preparing', guard: and(['byVendor', 'notAcknowledged']), actions: 'notifyAccepted' },
        DECLINE: { target: 'declined', guard: 'byVendor', actions: [...FAIL_PAID, 'notifyDeclined'] },
        LAPSE: { target: 'declined', guard: and(['bySystem', 'lapseDue']), actions: [...FAIL_PAID, 'notifyDeclined'] },
        CANCEL: { target: 'cancelled', guard: and(['byCustomer', 'notAcknowledged']), actions: [...FAIL_PAID, 'notifyCancelled'] },
      },
    },
    preparing: {
      on: { MARK_READY: { target: 'ready', guard: 'byVendor', actions: 'notifyReady' } },
    },
    ready: {
      on: { SHIP: { target: 'out_for_delivery', guard: and(['byCarrier', 'hasPhoto']), actions: ['recordHandoverPhoto', 'notifyShipped'] } },
    },
    out_for_delivery: {
      on: {
        DELIVER: { target: 'delivered', guard: and(['byCarrier', 'hasPhoto']), actions: ['recordDeliveryPhoto', 'notifyDelivered', 'scheduleAutoRelease'] },
      },
    },
    processing: {
      on: {
        ACCEPT: { target: 'processing', guard: and(['byVendor', 'notAcknowledged']), actions: 'notifyAccepted' },
        DECLINE: { target: 'declined', guard: 'byVendor', actions: [...FAIL_PAID, 'notifyDeclined'] },
        LAPSE: { target: 'declined', guard: and(['bySystem', 'lapseDue']), actions: [...FAIL_PAID, 'notifyDeclined'] },
        CANCEL: { target: 'cancelled', guard: and(['byCustomer', 'notAcknowledged']), actions: [...FAIL_PAID, 'notifyCancelled'] },
        SHIP: { target: 'shipped', guard: and(['byCarrier', 'hasPhoto']), actions: ['recordHandoverPhoto', 'notifyShipped'] },
      },
    },
    shipped: {
      on: {
        DELIVER: { target: 'delivered', guard: and(['byCarrier', 'hasPhoto']), actions: ['recordDeliveryPhoto', 'notifyDelivered', 'scheduleAutoRelease'] },
      },
    },
    delivered: {
      on: {
        CONFIRM: { target: 'completed', guard: 'byCustomer', actions: 'releaseEscrow' },
        AUTO_RELEASE: { target: 'completed', guard: and(['bySystem', 'releaseDue']), actions: 'releaseEscrow' },
        REPORT_PROBLEM: { target: 'disputed', guard: and(['byCustomer', 'withinRefundWindow', 'hasReason']), actions: 'openDispute' },
      },
    },
    disputed: {
      on: {
        RESOLVE_RELEASE: { target: 'completed', guard: 'byAdmin', actions: 'releaseEscrow' },
        RESOLVE_REFUND: { target: 'refunded', guard: 'byAdmin', actions: ['refundSplit', COMPENSATE] },
      },
    },
    completed: { type: 'final' },
    declined: { type: 'final' },
    cancelled: { type: 'final' },
    expired: { type: 'final' },
    refunded: { type: 'final' },
  },
});

type Rule = EventRule<CartOrderStatus, Ctx, CartOrderEvent, CartOrderActor>;
const minutes = (ms: number) => `${Math.round(ms / MINUTE_MS)} minutes`;
const hours = (ms: number) => `${Math.round(ms / HOUR_MS)} hours`;
const span = (ms: number) => (ms < MINUTE_MS ? `${Math.round(ms / 1000)} seconds` : ms < HOUR_MS ? minutes(ms) : hours(ms));
const PHOTO_NEEDED = { test: hasPhoto, message: 'A photo of the sealed package is required' };

/** Why an event is refused, in words for people; the graph above is the authority. */
export const CART_ORDER_RULES: Readonly<Record<CartOrderEventType, Rule>> = {
  PLACE: {
    actors: ['customer'],
    actorMessage: 'Only the customer can place an order',
    from: ['pending'],
    fromMessage: 'This order has already been placed',
    checks: [{ test: (ctx) => ctx.placedAt === null, message: 'This order has already been placed' }],
  },
  PAY: {
    actors: ['customer'],
    actorMessage: 'Only the customer can pay for an order',
    from: ['pending'],
    fromMessage: 'Only unpaid orders can be paid',
    checks: [{ test: (ctx) => ctx.placedAt !== null, message: 'This order has not been placed yet' }],
  },
  PAYMENT_CAPTURED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can mark an order as paid',
    from: ['pending'],
    fromMessage: 'Only unpaid orders can be paid',
    checks: [{ test: (ctx) => ctx.placedAt !== null, message: 'This order has not been placed yet' }],
  },
  EXPIRE: {
    actors: ['system'],
    actorMessage: 'Only the system can let an unpaid order expire',
    from: ['pending'],
    fromMessage: 'Only unpaid orders expire',
    checks: [{ test: expiryDue, message: (ctx) => `An unpaid order expires only ${span(ctx.windows.paymentMs)} after it was placed` }],
  },
  CANCEL: {
    actors: ['customer'],
    actorMessage: 'Only the customer can cancel an order',
    from: ['pending', 'new', 'processing'],
    fromMessage: 'An order can be cancelled only before the vendor accepts it',
    checks: [
      { test: (ctx, _e, status) => status === 'pending' || notAcknowledged(ctx), message: 'An order can be cancelled only before the vendor accepts it' },
    ],
  },
  ACCEPT: {
    actors: ['vendor'],
    actorMessage: 'Only the vendor can accept an order',
    from: ['new', 'processing'],
    fromMessage: (s) => (s === 'pending' ? 'This order has not been paid yet' : 'Only new paid orders can be accepted'),
    checks: [{ test: notAcknowledged, message: 'This order has already been accepted' }],
  },
  DECLINE: {
    actors: ['vendor'],
    actorMessage: 'Only the vendor can decline an order',
    from: ['new', 'processing'],
    fromMessage: (s) => (s === 'pending' ? 'This order has not been paid yet' : 'This order can no longer be declined'),
  },
  LAPSE: {
    actors: ['system'],
    actorMessage: 'Only the system can decline an order automatically',
    from: ['new', 'processing'],
    fromMessage: 'Only paid orders waiting for the vendor lapse',
    checks: [
      {
        test: lapseDue,
        message: (ctx) =>
          ctx.profile === 'food'
            ? `A food order is declined automatically only ${span(ctx.windows.acceptMs)} after payment`
            : `A product order is declined automatically only ${span(ctx.windows.shipMs)} after payment`,
      },
    ],
  },
  MARK_READY: {
    actors: ['vendor'],
    actorMessage: 'Only the vendor can mark an order ready',
    from: ['preparing'],
    fromMessage: 'Only orders being prepared can be marked ready',
  },
  SHIP: {
    actors: ['vendor', 'courier'],
    actorMessage: 'Only the vendor or the courier can hand over an order',
    from: ['ready', 'processing'],
    fromMessage: (s) => (s === 'preparing' ? 'Mark the order ready before handing it over' : 'This order cannot be handed over now'),
    checks: [PHOTO_NEEDED],
  },
  DELIVER: {
    actors: ['vendor', 'courier'],
    actorMessage: 'Only the vendor or the courier can mark an order delivered',
    from: ['out_for_delivery', 'shipped'],
    fromMessage: 'Only orders on their way can be marked delivered',
    checks: [{ test: hasPhoto, message: 'A photo of the delivered package is required' }],
  },
  CONFIRM: {
    actors: ['customer'],
    actorMessage: 'Only the customer can confirm delivery',
    from: ['delivered'],
    fromMessage: 'Only delivered orders can be confirmed',
  },
  AUTO_RELEASE: {
    actors: ['system'],
    actorMessage: 'Only the system can release a payment automatically',
    from: ['delivered'],
    fromMessage: 'Only delivered orders can be released',
    checks: [{ test: releaseDue, message: (ctx) => `A payment is released automatically only ${span(ctx.windows.releaseMs[ctx.profile])} after delivery` }],
  },
  REPORT_PROBLEM: {
    actors: ['customer'],
    actorMessage: 'Only the customer can report a problem with an order',
    from: ['delivered'],
    fromMessage: (s) =>
      s === 'disputed'
        ? 'A problem has already been reported for this order'
        : 'A problem can be reported once the order is delivered, before the payment is released',
    checks: [
      { test: withinRefundWindow, message: (ctx) => `A problem can be reported only within ${span(ctx.windows.releaseMs[ctx.profile])} of delivery` },
      { test: hasReason, message: 'Say what is wrong: a broken seal or wrong items' },
    ],
  },
  RESOLVE_RELEASE: {
    actors: ['admin'],
    actorMessage: 'Only an administrator can resolve a dispute',
    from: ['disputed'],
    fromMessage: 'This order has no open dispute',
  },
  RESOLVE_REFUND: {
    actors: ['admin'],
    actorMessage: 'Only an administrator can resolve a dispute',
    from: ['disputed'],
    fromMessage: 'This order has no open dispute',
  },
};

const carrier = (e: CartOrderEvent): 'vendor' | 'courier' => (e.actor === 'courier' ? 'courier' : 'vendor');
const photoOf = (e: CartOrderEvent): string => ('photo' in e && e.photo ? e.photo.trim() : '');
type Stamp = Omit<CartOrderPatch, 'status'>;
const STAMPS: Readonly<Record<CartOrderEventType, (at: Date, event: CartOrderEvent, from: CartOrderStatus) => Stamp>> = {
  PLACE: (at) => ({ placedAt: at }),
  PAY: () => ({}),
  PAYMENT_CAPTURED: (at) => ({ paidAt: at, escrowStatus: 'held' }),
  EXPIRE: (at) => ({ expiredAt: at }),
  CANCEL: (at, _e, from) => ({ cancelledAt: at, ...(from === 'pending' ? {} : { escrowStatus: 'refunded' as const, refundedAt: at }) }),
  ACCEPT: (at) => ({ acceptedAt: at }),
  DECLINE: (at) => ({ declinedAt: at, declinedBy: 'vendor', escrowStatus: 'refunded', refundedAt: at }),
  LAPSE: (at) => ({ declinedAt: at, declinedBy: 'system', escrowStatus: 'refunded', refundedAt: at }),
  MARK_READY: (at) => ({ readyAt: at }),
  SHIP: (at, e) => ({ shippedAt: at, shippedBy: carrier(e), handoverPhoto: photoOf(e) }),
  DELIVER: (at, e) => ({ deliveredAt: at, deliveredBy: carrier(e), deliveryPhoto: photoOf(e) }),
  CONFIRM: (at) => ({ completedAt: at, releasedAt: at, escrowStatus: 'released' }),
  AUTO_RELEASE: (at) => ({ completedAt: at, releasedAt: at, escrowStatus: 'released' }),
  REPORT_PROBLEM: (at, e) => ({ disputedAt: at, problemReason: e.type === 'REPORT_PROBLEM' ? (e.reason ?? '').trim() : '' }),
  RESOLVE_RELEASE: (at) => ({ completedAt: at, releasedAt: at, escrowStatus: 'released' }),
  RESOLVE_REFUND: (at) => ({ refundedAt: at, escrowStatus: 'split' }),
};

function windowsOf(w: CartOrderState['windows']): CartOrderWindows {
  const d = CART_ORDER_WINDOWS;
  return {
    paymentMs: w?.paymentMs ?? d.paymentMs,
    acceptMs: w?.acceptMs ?? d.acceptMs,
    shipMs: w?.shipMs ?? d.shipMs,
    releaseMs: { food: w?.releaseMs?.food ?? d.releaseMs.food, product: w?.releaseMs?.product ?? d.releaseMs.product },
  };
}

const toContext = (o: CartOrderState, profile: CartOrderProfile): Ctx => ({
  profile,
  placedAt: instantMs(o.placedAt),
  paidAt: instantMs(o.paidAt),
  acceptedAt: instantMs(o.acceptedAt),
  deliveredAt: instantMs(o.deliveredAt),
  windows: windowsOf(o.windows),
});

const decide = machineTransition(cartOrderMachine, CART_ORDER_RULES, 'order', CART_ORDER_ACTIONS);

/**
 * Applies `event` to an order without running anything: the patch to save (status, escrow status, photos and
 * timestamps at `at`) and the side effects to perform, in order, or a refusal with a message for people.
 */
export function cartOrderTransition(order: CartOrderState, event: CartOrderEvent, at: Date = new Date()): TransitionResult<CartOrderPatch, CartOrderAction> {
  const status = order.status;
  if (!isCartOrderStatus(status)) return { ok: false, reason: 'unknown_status', message: `Unknown order status: ${String(status)}` };
  if (!isCartOrderProfile(order.profile)) return { ok: false, reason: 'unknown_status', message: `Unknown order profile: ${String(order.profile)}` };
  if (!CART_ORDER_PROFILE_STATUSES[order.profile].includes(status)) {
    return { ok: false, reason: 'unknown_status', message: `A ${order.profile} order cannot be ${status}` };
  }
  return decide(status, toContext(order, order.profile), event, (next) => ({
    status: next.value as CartOrderStatus,
    ...STAMPS[event.type](at, event, status),
  }));
}

/** The events `actor` may send to an order at `now` — the buttons to show (SHIP/DELIVER checked with a placeholder photo, REPORT_PROBLEM with a placeholder reason). */
export function allowedCartOrderEvents(order: CartOrderState, actor: CartOrderActor, now: Instant = Date.now()): CartOrderEventType[] {
  return CART_ORDER_EVENT_TYPES.filter((type) => cartOrderTransition(order, { type, actor, now, photo: 'photo', reason: 'reason' } as CartOrderEvent).ok);
}

/** The read's `payment_status`, like a service order's: pending until paid; refunded once any refund was made (declined, cancelled after payment, refunded after a dispute). */
export function cartOrderPaymentStatus(order: Pick<CartOrderState, 'status' | 'paidAt'>): CartOrderPaymentStatus {
  if (order.status === 'declined' || order.status === 'refunded') return 'refunded';
  const paid = instantMs(order.paidAt) !== null;
  if (order.status === 'cancelled') return paid ? 'refunded' : 'pending';
  return paid ? 'paid' : 'pending';
}

/** The statuses no event leaves. */
export const CART_ORDER_FINAL_STATUSES: readonly CartOrderStatus[] = ['completed', 'declined', 'cancelled', 'expired', 'refunded'];
