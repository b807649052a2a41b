/**
 * A real okada ride: the lifecycle of one request, from the customer's request to
 * the end of the window for reporting a problem. (`ride.machine.ts` is the demonstration's simulation; it stays.)
 *
 * The ride is created `searching` with its fare fixed (tripEstimate). The module applies REQUEST right after
 * creating the row: `requestedAt` is stamped, the search expiry is scheduled and dispatch starts offering the ride
 * to online riders, nearest first, one at a time for `offerMs` each. Offers, declines and an offer's own window are
 * the dispatch's business, not statuses: the ride stays `searching` until one rider's ACCEPT wins.
 *
 * - `searching` → ACCEPT (the rider; before `searchMs` has passed since the request) → `found` → ARRIVE (the
 *   rider is at the pickup) → `pickup` → START (the rider types the customer's 4-digit start code) → `ongoing` →
 *   COMPLETE (the rider) → `completed`.
 * - Nobody accepts within `searchMs`: EXPIRE (the system's timer) → `expired`.
 * - CANCEL: the customer from `searching`, `found` or `pickup`; the rider from `found` or `pickup`; nobody once the
 *   ride is `ongoing`. The patch says who (`cancelledBy`). A rider's cancel ends the ride (the customer may request
 *   again); it is not offered to another rider.
 * - No-show: none. There is no no-show fee; a rider kept waiting at the pickup cancels, and a card payment is
 *   refunded in full like any cancellation before the start.
 * - Paying: `cash` (the usual case): the rider collects the fare; COMPLETE records the 5 % commission the rider
 *   owes (`recordCashCommission`). `card`: PAY (the customer) starts a checkout and PAYMENT_CAPTURED (the system)
 *   funds escrow (`held`) at any time before the start (`searching`, `found` or `pickup`); START refuses a card
 *   ride not yet paid; COMPLETE releases escrow to the rider minus the 5 % fee. A card ride cancelled or expired
 *   after payment is refunded in full. A cash ride never takes PAY.
 * - Problems (rides 24 h): REPORT_PROBLEM by the customer within `reportMs` of completion, once →
 *   `disputed`, the admins told (`openDispute`). An admin resolves it: RESOLVE_RELEASE (no refund: the dispute is
 *   closed, `completed` again) or, for a card ride, RESOLVE_REFUND (part of the fare back to the customer, at most
 *   50 %, from the rider's share: `refundSplit`) → `refunded`. A card ride's escrow was released at completion, so
 *   the refund comes out of the rider's share, which the payout hold (24 h, the length of the report window) keeps
 *   unpaid; `openDispute` is where the API keeps it from being paid out while the dispute is open. A cash ride's
 *   fare went to the rider in hand, so Oja holds nothing of it: a report is still a dispute (conduct, route, a
 *   wrong fare), resolved by RESOLVE_RELEASE only; RESOLVE_REFUND is refused.
 *
 * - Deliveries (`paymentMethod: 'order'`): a courier trip carrying a food or shop order from the vendor's pin to the
 *   delivery pin. The vendor requests it and may cancel it before the pickup (as the customer does a ride); START
 *   needs no code (the rider's photo of the sealed package is the order's own SHIP, applied in the same transaction);
 *   COMPLETE pays the courier fee out of the order's escrow (`payCourier`). Never PAY, never REPORT_PROBLEM: a
 *   delivery's problem is the order's dispute.
 *
 * Who is "the rider" of a ride (the one who accepted it, the one the ride is offered to) is the API's check: the
 * machine knows roles, as every machine here does. It reads time only from events (`now`), so it stays pure.
 */
import { and, setup } from 'xstate';
import { HOUR_MS } from '../dates.js';
import { ACTOR_ROLES } from '../statuses.js';
import { machineTransition, instantMs, type EventRule, type Instant, type TransitionResult } from './machine-rules.js';

const MINUTE_MS = 60_000;

/** Who may act on a ride: the platform's roles and the rider (as a cart order adds its courier). */
export const RIDE_TRIP_ACTORS = [...ACTOR_ROLES, 'rider'] as const;
export type RideTripActor = (typeof RIDE_TRIP_ACTORS)[number];

/** How a customer pays for a ride they request. */
export const RIDE_PAYMENT_METHODS = ['cash', 'card'] as const;
/**
 * How any trip is paid: a ride's cash or card, or `order` — a courier's delivery of a food or shop order, paid to the
 * rider out of that order's escrow (the vendor asked for the rider; no customer pays the trip itself).
 */
export const TRIP_PAYMENT_METHODS = [...RIDE_PAYMENT_METHODS, 'order'] as const;
export type RidePaymentMethod = (typeof TRIP_PAYMENT_METHODS)[number];
export const isRidePaymentMethod = (v: unknown): v is RidePaymentMethod => typeof v === 'string' && (TRIP_PAYMENT_METHODS as readonly string[]).includes(v);

/** The windows of a ride, in milliseconds. */
export interface RideTripWindows {
  /** Not accepted this long after the request: expired. */
  searchMs: number;
  /** How long one rider has to accept an offer before the dispatch offers the ride to the next (dispatch's, not a status). */
  offerMs: number;
  /** How long after completion the customer may report a problem (rides 24 h). */
  reportMs: number;
}

/** The defaults: 3 min to find a rider, 15 s per offer, 24 h to report a problem. */
export const RIDE_TRIP_WINDOWS: RideTripWindows = {
  searchMs: 3 * MINUTE_MS,
  offerMs: 15_000,
  reportMs: 24 * HOUR_MS,
};

export const RIDE_START_CODE_LENGTH = 4;
/** Whether `v` is a start code: four digits, as the customer reads it to the rider. */
export const isRideStartCode = (v: unknown): v is string => typeof v === 'string' && /^\d{4}$/.test(v);

export const RIDE_TRIP_STATUSES = ['searching', 'found', 'pickup', 'ongoing', 'completed', 'cancelled', 'expired', 'disputed', 'refunded'] as const;
export type RideTripStatus = (typeof RIDE_TRIP_STATUSES)[number];
export const isRideTripStatus = (v: unknown): v is RideTripStatus => typeof v === 'string' && (RIDE_TRIP_STATUSES as readonly string[]).includes(v);

/** A ride in hand: the customer has one at most, and so has a rider from `found` on. */
export const RIDE_TRIP_ACTIVE_STATUSES: readonly RideTripStatus[] = ['searching', 'found', 'pickup', 'ongoing'];
/** The statuses no event leaves (`completed` still takes a report within the window). */
export const RIDE_TRIP_FINAL_STATUSES: readonly RideTripStatus[] = ['cancelled', 'expired', 'refunded'];

/** Statuses in words for people. */
export const RIDE_TRIP_STATUS_LABELS: Readonly<Record<RideTripStatus, string>> = {
  searching: 'Looking for a rider',
  found: 'Rider on the way',
  pickup: 'Rider at the pickup',
  ongoing: 'On the trip',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'No rider available',
  disputed: 'Problem reported: under review',
  refunded: 'Partly refunded after review',
};

export type RideTripEvent =
  | { type: 'REQUEST'; actor: RideTripActor }
  | { type: 'PAY'; actor: RideTripActor }
  | { type: 'PAYMENT_CAPTURED'; actor: RideTripActor }
  | { type: 'ACCEPT'; actor: RideTripActor; riderId: number; now: Instant }
  | { type: 'ARRIVE'; actor: RideTripActor }
  | { type: 'START'; actor: RideTripActor; startCode: string | null; expectedCode: string | null }
  | { type: 'COMPLETE'; actor: RideTripActor }
  | { type: 'CANCEL'; actor: RideTripActor }
  | { type: 'EXPIRE'; actor: RideTripActor; now: Instant }
  | { type: 'REPORT_PROBLEM'; actor: RideTripActor; now: Instant; reason: string | null }
  | { type: 'RESOLVE_RELEASE'; actor: RideTripActor }
  | { type: 'RESOLVE_REFUND'; actor: RideTripActor };
export type RideTripEventType = RideTripEvent['type'];

export const RIDE_TRIP_EVENT_TYPES = [
  'REQUEST',
  'PAY',
  'PAYMENT_CAPTURED',
  'ACCEPT',
  'ARRIVE',
  'START',
  'COMPLETE',
  'CANCEL',
  'EXPIRE',
  'REPORT_PROBLEM',
  'RESOLVE_RELEASE',
  'RESOLVE_REFUND',
] as const satisfies readonly RideTripEventType[];

/** Side effects the machine asks for; the module's lifecycle supplies one effect each. */
export const RIDE_TRIP_ACTIONS = [
  'scheduleSearchExpiry', // requested: EXPIRE after the search window
  'startDispatch', // requested: offer the ride to the nearest online rider, then the next
  'stopDispatch', // accepted, cancelled while searching, or expired: withdraw the offer in hand, offer no more
  'initiatePayment', // card: the customer pays, a checkout with the provider
  'fundEscrow', // card captured: fund escrow
  'notifyCustomer', // the customer is told (accepted, arrived with the start code, started, completed, cancelled by the rider, expired)
  'notifyRider', // the rider is told (cancelled by the customer)
  'releaseEscrow', // card completed: escrow → the rider minus the 5 % fee
  'recordCashCommission', // cash completed: the fare collected by the rider and the 5 % the rider owes Oja
  'payCourier', // a delivery completed: the fee from the order's escrow to the rider minus the 5 % fee
  'refundFull', // card paid, then cancelled or expired: everything back to the customer
  'openDispute', // a problem reported: the admins told; a card ride's share held from payout
  'closeDispute', // resolved without a refund: the hold lifted
  'refundSplit', // card, resolved with a refund: at most 50 % back to the customer from the rider's share
] as const;
export type RideTripAction = (typeof RIDE_TRIP_ACTIONS)[number];

/** The timers the module declares on its lifecycle: the event each sends (by the system) and the field its clock starts at. */
export const RIDE_TRIP_TIMERS = {
  searchExpiry: { event: 'EXPIRE', anchor: 'requestedAt', window: 'searchMs' },
} as const;

export type RideTripEscrowStatus = 'none' | 'held' | 'released' | 'refunded' | 'split';

/** A stored ride (the entity's own camelCase fields), as much of it as the lifecycle needs. */
export interface RideTripState {
  status: RideTripStatus | string;
  paymentMethod: RidePaymentMethod | string;
  /** When REQUEST started the search (the search window counts from it); null: created, not yet requested. */
  requestedAt?: Date | string | number | null;
  /** Card: when the payment was captured. */
  paidAt?: Date | string | number | null;
  completedAt?: Date | string | number | null;
  /** When a problem was reported (one report per ride). */
  disputedAt?: Date | string | number | null;
  /** The windows the module configured; each one absent takes the default. */
  windows?: Partial<RideTripWindows>;
}

/** What an accepted event changes on the stored ride, timestamps included (one `Object.assign`). */
export interface RideTripPatch {
  status: RideTripStatus;
  escrowStatus?: RideTripEscrowStatus;
  requestedAt?: Date;
  paidAt?: Date;
  riderId?: number;
  acceptedAt?: Date;
  arrivedAt?: Date;
  startedAt?: Date;
  completedAt?: Date;
  releasedAt?: Date;
  cancelledAt?: Date;
  cancelledBy?: 'customer' | 'vendor' | 'rider';
  expiredAt?: Date;
  disputedAt?: Date;
  problemReason?: string;
  resolvedAt?: Date;
  refundedAt?: Date;
}

interface Ctx {
  paymentMethod: RidePaymentMethod;
  requestedAt: number | null;
  paidAt: number | null;
  completedAt: number | null;
  disputedAt: number | null;
  windows: RideTripWindows;
}

const since = (from: number | null, event: RideTripEvent): number => {
  const now = 'now' in event ? instantMs(event.now) : null;
  return from === null || now === null ? Number.NaN : now - from;
};
const requested = (ctx: Ctx) => ctx.requestedAt !== null;
const isCard = (ctx: Ctx) => ctx.paymentMethod === 'card';
const isCash = (ctx: Ctx) => ctx.paymentMethod === 'cash';
/** A courier's delivery of an order: requested and cancelled by the vendor, started with the seal photo, paid from the order. */
const isDelivery = (ctx: Ctx) => ctx.paymentMethod === 'order';
/** Who asks for a trip and may call it off: the customer of a ride, the vendor of a delivery. */
const requesterOf = (ctx: Ctx): RideTripActor => (isDelivery(ctx) ? 'vendor' : 'customer');
const unpaid = (ctx: Ctx) => ctx.paidAt === null;
const paidIfCard = (ctx: Ctx) => !isCard(ctx) || !unpaid(ctx);
const notDisputed = (ctx: Ctx) => ctx.disputedAt === null;
const withinSearch = (ctx: Ctx, e: RideTripEvent) => since(ctx.requestedAt, e) < ctx.windows.searchMs;
const searchDue = (ctx: Ctx, e: RideTripEvent) => since(ctx.requestedAt, e) >= ctx.windows.searchMs;
const withinReport = (ctx: Ctx, e: RideTripEvent) => since(ctx.completedAt, e) < ctx.windows.reportMs;
const hasRider = (_ctx: Ctx, e: RideTripEvent) => e.type === 'ACCEPT' && Number.isSafeInteger(e.riderId) && e.riderId > 0;
/** A ride starts with the customer's code; a delivery with the sealed package's photo, which the order's own SHIP checks in the same transaction. */
const codeMatches = (ctx: Ctx, e: RideTripEvent) =>
  isDelivery(ctx) || (e.type === 'START' && isRideStartCode(e.expectedCode) && (e.startCode ?? '').trim() === e.expectedCode);
const hasReason = (_ctx: Ctx, e: RideTripEvent) => e.type === 'REPORT_PROBLEM' && typeof e.reason === 'string' && e.reason.trim() !== '';

const noop = () => {};

/** A cancel before the start: who is told, and a paid card ride refunded in full. */
const cancel = (by: 'byRequester' | 'byRider', tell: 'notifyCustomer' | 'notifyRider', stop: boolean) => {
  const first = stop ? (['stopDispatch'] as const) : [];
  return [
    { target: 'cancelled', guard: and([by, 'paid']), actions: [...first, 'refundFull', tell] },
    { target: 'cancelled', guard: by, actions: [...first, tell] },
  ] as const;
};
const PAYING = {
  PAY: { guard: and(['byCustomer', 'requested', 'isCard', 'unpaid']), actions: 'initiatePayment' },
  PAYMENT_CAPTURED: { guard: and(['bySystem', 'requested', 'isCard', 'unpaid']), actions: 'fundEscrow' },
} as const;

export const rideTripMachine = setup({
  types: {} as { context: Ctx; events: RideTripEvent; input: Ctx },
  guards: {
    byCustomer: ({ event }) => event.actor === 'customer',
    byRequester: ({ context, event }) => event.actor === requesterOf(context),
    byRider: ({ event }) => event.actor === 'rider',
    bySystem: ({ event }) => event.actor === 'system',
    byAdmin: ({ event }) => event.actor === 'admin',
    requested: ({ context }) => requested(context),
    notRequested: ({ context }) => !requested(context),
    isCard: ({ context }) => isCard(context),
    isCash: ({ context }) => isCash(context),
    isDelivery: ({ context }) => isDelivery(context),
    isRide: ({ context }) => !isDelivery(context),
    unpaid: ({ context }) => unpaid(context),
    paid: ({ context }) => !unpaid(context),
    paidIfCard: ({ context }) => paidIfCard(context),
    notDisputed: ({ context }) => notDisputed(context),
    withinSearch: ({ context, event }) => withinSearch(context, event),
    searchDue: ({ context, event }) => searchDue(context, event),
    withinReport: ({ context, event }) => withinReport(context, event),
    hasRider: ({ context, event }) => hasRider(context, event),
    codeMatches: ({ context, event }) => codeMatches(context, event),
    hasReason: ({ context, event }) => hasReason(context, event),
  },
  actions: {
    scheduleSearchExpiry: noop,
    startDispatch: noop,
    stopDispatch: noop,
    initiatePayment: noop,
    fundEscrow: noop,
    notifyCustomer: noop,
    notifyRider: noop,
    releaseEscrow: noop,
    recordCashCommission: noop,
    payCourier: noop,
    refundFull: noop,
    openDispute: noop,
    closeDispute: noop,
    refundSplit: noop,
  },
}).createMachine({
  id: 'rideTrip',
  initial: 'searching',
  context: ({ input }) => input,
  states: {
    searching: {
      on: {
        REQUEST: { target: 'searching', guard: and(['byRequester', 'notRequested']), actions: ['scheduleSearchExpiry', 'startDispatch'] },
        ...PAYING,
        ACCEPT: { target: 'found', guard: and(['byRider', 'requested', 'withinSearch', 'hasRider']), actions: ['stopDispatch', 'notifyCustomer'] },
        CANCEL: [...cancel('byRequester', 'notifyCustomer', true)],
        EXPIRE: [
          { target: 'expired', guard: and(['bySystem', 'searchDue', 'paid']), actions: ['stopDispatch', 'refundFull', 'notifyCustomer'] },
          { target: 'expired', guard: and(['bySystem', 'searchDue']), actions: ['stopDispatch', 'notifyCustomer'] },
        ],
      },
    },
    found: {
      on: {
        ...PAYING,
        ARRIVE: { target: 'pickup', guard: 'byRider', actions: 'notifyCustomer' },
        CANCEL: [...cancel('byRequester', 'notifyRider', false), ...cancel('byRider', 'notifyCustomer', false)],
      },
    },
    pickup: {
      on: {
        ...PAYING,
        START: { target: 'ongoing', guard: and(['byRider', 'codeMatches', 'paidIfCard']), actions: 'notifyCustomer' },
        CANCEL: [...cancel('byRequester', 'notifyRider', false), ...cancel('byRider', 'notifyCustomer', false)],
      },
    },
    ongoing: {
      on: {
        COMPLETE: [
          { target: 'completed', guard: and(['byRider', 'isCard']), actions: ['releaseEscrow', 'notifyCustomer'] },
          { target: 'completed', guard: and(['byRider', 'isCash']), actions: ['recordCashCommission', 'notifyCustomer'] },
          { target: 'completed', guard: and(['byRider', 'isDelivery']), actions: ['payCourier', 'notifyCustomer'] },
        ],
      },
    },
    completed: {
      on: {
        REPORT_PROBLEM: { target: 'disputed', guard: and(['byCustomer', 'isRide', 'notDisputed', 'withinReport', 'hasReason']), actions: 'openDispute' },
      },
    },
    disputed: {
      on: {
        RESOLVE_RELEASE: { target: 'completed', guard: 'byAdmin', actions: 'closeDispute' },
        RESOLVE_REFUND: { target: 'refunded', guard: and(['byAdmin', 'isCard']), actions: 'refundSplit' },
      },
    },
    cancelled: { type: 'final' },
    expired: { type: 'final' },
    refunded: { type: 'final' },
  },
});

type Rule = EventRule<RideTripStatus, Ctx, RideTripEvent, RideTripActor>;
const minutes = (ms: number) => `${Math.round(ms / MINUTE_MS)} minutes`;
const hours = (ms: number) => `${Math.round(ms / HOUR_MS)} hours`;
const span = (ms: number) => (ms < MINUTE_MS ? `${Math.round(ms / 1000)} seconds` : ms < HOUR_MS ? minutes(ms) : hours(ms));
const BEFORE_START: RideTripStatus[] = ['searching', 'found', 'pickup'];
const NOT_REQUESTED = { test: requested, message: 'This ride has not been requested yet' };
const CARD_UNPAID = [
  NOT_REQUESTED,
  { test: isCard, message: 'A cash ride is paid to the rider in cash' },
  { test: unpaid, message: 'This ride has already been paid' },
];
/** Why a ride that ended cannot take an event, or `otherwise`. */
const ended = (otherwise: string) => (s: RideTripStatus) =>
  s === 'cancelled' ? 'This ride was cancelled' : s === 'expired' ? 'This ride request expired: no rider accepted it in time' : otherwise;
const DISPUTE_RESOLVERS = {
  actors: ['admin'],
  actorMessage: 'Only an administrator can resolve a dispute',
  from: ['disputed'],
  fromMessage: 'This ride has no open dispute',
} as const;

/** Why an event is refused, in words for people; the graph above is the authority. */
export const RIDE_TRIP_RULES: Readonly<Record<RideTripEventType, Rule>> = {
  REQUEST: {
    actors: (ctx) => [requesterOf(ctx)],
    actorMessage: (ctx) => (isDelivery(ctx) ? 'Only the vendor asks for a rider to deliver an order' : 'Only the customer can request a ride'),
    from: ['searching'],
    fromMessage: 'This ride has already been requested',
    checks: [{ test: (ctx) => !requested(ctx), message: 'This ride has already been requested' }],
  },
  PAY: {
    actors: ['customer'],
    actorMessage: 'Only the customer can pay for a ride',
    from: BEFORE_START,
    fromMessage: ended('A ride is paid before it starts'),
    checks: CARD_UNPAID,
  },
  PAYMENT_CAPTURED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can mark a ride as paid',
    from: BEFORE_START,
    fromMessage: ended('A ride is paid before it starts'),
    checks: CARD_UNPAID,
  },
  ACCEPT: {
    actors: ['rider'],
    actorMessage: 'Only a rider can accept a ride',
    from: ['searching'],
    fromMessage: ended('This ride has already been accepted'),
    checks: [
      NOT_REQUESTED,
      { test: withinSearch, message: 'This ride request expired: no rider accepted it in time' },
      { test: hasRider, message: 'Say which rider accepts the ride' },
    ],
  },
  ARRIVE: {
    actors: ['rider'],
    actorMessage: 'Only the rider can say they have arrived',
    from: ['found'],
    fromMessage: ended('Only a rider on the way to the pickup can arrive'),
  },
  START: {
    actors: ['rider'],
    actorMessage: 'Only the rider can start the ride',
    from: ['pickup'],
    fromMessage: (s) =>
      s === 'found'
        ? 'Arrive at the pickup before starting the ride'
        : s === 'ongoing'
          ? 'This ride has already started'
          : ended('This ride cannot be started now')(s),
    checks: [
      { test: codeMatches, message: 'That start code is not right' },
      { test: paidIfCard, message: 'The card payment for this ride has not come through yet' },
    ],
  },
  COMPLETE: {
    actors: ['rider'],
    actorMessage: 'Only the rider can complete the ride',
    from: ['ongoing'],
    fromMessage: (s) =>
      s === 'completed' || s === 'disputed' || s === 'refunded' ? 'This ride is already completed' : ended('Only a ride under way can be completed')(s),
  },
  CANCEL: {
    actors: (ctx) => [requesterOf(ctx), 'rider'],
    actorMessage: (ctx) => (isDelivery(ctx) ? 'Only the vendor or the rider can cancel a delivery' : 'Only the customer or the rider can cancel a ride'),
    from: BEFORE_START,
    fromMessage: (s) =>
      s === 'cancelled'
        ? 'This ride has already been cancelled'
        : s === 'ongoing'
          ? 'A ride cannot be cancelled once it has started'
          : ended('This ride can no longer be cancelled')(s),
    checks: [{ test: (_ctx, e, s) => e.actor !== 'rider' || s !== 'searching', message: 'A rider can cancel only a ride they have accepted' }],
  },
  EXPIRE: {
    actors: ['system'],
    actorMessage: 'Only the system can let a ride request expire',
    from: ['searching'],
    fromMessage: 'Only a ride still looking for a rider expires',
    checks: [{ test: searchDue, message: (ctx) => `A ride request expires only ${span(ctx.windows.searchMs)} after it was made` }],
  },
  REPORT_PROBLEM: {
    actors: ['customer'],
    actorMessage: 'Only the customer can report a problem with a ride',
    from: ['completed'],
    fromMessage: (s) =>
      s === 'disputed' || s === 'refunded'
        ? 'A problem has already been reported for this ride'
        : ended('A problem can be reported once the ride is completed')(s),
    checks: [
      { test: (ctx) => !isDelivery(ctx), message: "A delivery's problem is reported on the order it carried" },
      { test: notDisputed, message: 'A problem has already been reported for this ride' },
      { test: withinReport, message: (ctx) => `A problem can be reported only within ${span(ctx.windows.reportMs)} of the end of the ride` },
      { test: hasReason, message: 'Say what went wrong' },
    ],
  },
  RESOLVE_RELEASE: DISPUTE_RESOLVERS,
  RESOLVE_REFUND: {
    ...DISPUTE_RESOLVERS,
    checks: [{ test: isCard, message: 'A cash ride was paid to the rider in hand: Oja holds nothing to refund, so resolve it without a refund' }],
  },
};

type Stamp = Omit<RideTripPatch, 'status'>;
const refunded = (ctx: Ctx, at: Date): Stamp => (unpaid(ctx) ? {} : { escrowStatus: 'refunded', refundedAt: at });
const STAMPS: Readonly<Record<RideTripEventType, (at: Date, event: RideTripEvent, ctx: Ctx) => Stamp>> = {
  REQUEST: (at) => ({ requestedAt: at }),
  PAY: () => ({}),
  PAYMENT_CAPTURED: (at) => ({ paidAt: at, escrowStatus: 'held' }),
  ACCEPT: (at, e) => (e.type === 'ACCEPT' ? { riderId: e.riderId, acceptedAt: at } : { acceptedAt: at }),
  ARRIVE: (at) => ({ arrivedAt: at }),
  START: (at) => ({ startedAt: at }),
  COMPLETE: (at, _e, ctx) => ({ completedAt: at, ...(isCard(ctx) ? { escrowStatus: 'released' as const, releasedAt: at } : {}) }),
  CANCEL: (at, e, ctx) => ({ cancelledAt: at, cancelledBy: e.actor === 'rider' ? 'rider' : isDelivery(ctx) ? 'vendor' : 'customer', ...refunded(ctx, at) }),
  EXPIRE: (at, _e, ctx) => ({ expiredAt: at, ...refunded(ctx, at) }),
  REPORT_PROBLEM: (at, e) => ({ disputedAt: at, problemReason: e.type === 'REPORT_PROBLEM' ? (e.reason ?? '').trim() : '' }),
  RESOLVE_RELEASE: (at) => ({ resolvedAt: at }),
  RESOLVE_REFUND: (at) => ({ resolvedAt: at, refundedAt: at, escrowStatus: 'split' }),
};

const toContext = (r: RideTripState, paymentMethod: RidePaymentMethod): Ctx => ({
  paymentMethod,
  requestedAt: instantMs(r.requestedAt),
  paidAt: instantMs(r.paidAt),
  completedAt: instantMs(r.completedAt),
  disputedAt: instantMs(r.disputedAt),
  windows: {
    searchMs: r.windows?.searchMs ?? RIDE_TRIP_WINDOWS.searchMs,
    offerMs: r.windows?.offerMs ?? RIDE_TRIP_WINDOWS.offerMs,
    reportMs: r.windows?.reportMs ?? RIDE_TRIP_WINDOWS.reportMs,
  },
});

const decide = machineTransition(rideTripMachine, RIDE_TRIP_RULES, 'ride', RIDE_TRIP_ACTIONS);

/**
 * Applies `event` to a ride without running anything: the patch to save (status, escrow status, rider, who
 * cancelled, timestamps at `at`) and the side effects to perform, in order, or a refusal with a message for people.
 */
export function rideTripTransition(ride: RideTripState, event: RideTripEvent, at: Date = new Date()): TransitionResult<RideTripPatch, RideTripAction> {
  const status = ride.status;
  if (!isRideTripStatus(status)) return { ok: false, reason: 'unknown_status', message: `Unknown ride status: ${String(status)}` };
  if (!isRidePaymentMethod(ride.paymentMethod))
    return { ok: false, reason: 'unknown_status', message: `Unknown payment method: ${String(ride.paymentMethod)}` };
  const context = toContext(ride, ride.paymentMethod);
  return decide(status, context, event, (next) => ({ status: next.value as RideTripStatus, ...STAMPS[event.type](at, event, context) }));
}

/**
 * The events `actor` may send to a ride at `now` — the buttons to show (ACCEPT checked with a placeholder rider,
 * START with a matching placeholder code, REPORT_PROBLEM with a placeholder reason).
 */
export function allowedRideTripEvents(ride: RideTripState, actor: RideTripActor, now: Instant = Date.now()): RideTripEventType[] {
  return RIDE_TRIP_EVENT_TYPES.filter(
    (type) => rideTripTransition(ride, { type, actor, now, riderId: 1, startCode: '0000', expectedCode: '0000', reason: 'reason' } as RideTripEvent).ok,
  );
}
