/**
 * Service order lifecycle: pending → accepted → in_progress → completed; pending →
 * cancelled. The public `status` stays `completed` after work is done; the money behind it is the
 * `escrow` sub-status in context (none → held → released | disputed | refunded) and
 * `paymentStatus` (pending → paid → refunded). The machine reads time only from events (`now`),
 * so it stays pure.
 */
import { and, assign, setup } from 'xstate';
import { AUTO_CANCEL_PENDING_HOURS, AUTO_RELEASE_HOURS, DISPUTE_WINDOW_HOURS } from '../rules/fees.js';
import { HOUR_MS } from '../dates.js';
import {
  isEscrowStatus,
  isPaymentStatus,
  isServiceOrderStatus,
  type ActorRole,
  type EscrowStatus,
  type PaymentStatus,
  type ServiceOrderStatus,
} from '../statuses.js';
import { machineTransition, instantMs, type EventRule, type Instant, type TransitionResult } from './machine-rules.js';

export interface ServiceOrderContext {
  paymentStatus: PaymentStatus;
  escrow: EscrowStatus;
  /** Epoch ms; needed by AUTO_CANCEL. */
  createdAt: number | null;
  /** Epoch ms, set by COMPLETE; needed by DISPUTE and AUTO_RELEASE. */
  completedAt: number | null;
  vendorResponse: string | null;
  /** The order was placed without a service address (the spec's payload has none) and none has been added yet. */
  addressMissing: boolean;
}

export type ServiceOrderEvent =
  | { type: 'ACCEPT'; actor: ActorRole; response?: string | null }
  | { type: 'DECLINE'; actor: ActorRole }
  | { type: 'CANCEL'; actor: ActorRole }
  | { type: 'AUTO_CANCEL'; actor: ActorRole; now: Instant }
  | { type: 'PAY'; actor: ActorRole }
  | { type: 'PAYMENT_CAPTURED'; actor: ActorRole }
  | { type: 'START'; actor: ActorRole }
  | { type: 'COMPLETE'; actor: ActorRole; now: Instant }
  | { type: 'CONFIRM_SATISFACTION'; actor: ActorRole }
  | { type: 'DISPUTE'; actor: ActorRole; now: Instant; reason?: string | null }
  | { type: 'AUTO_RELEASE'; actor: ActorRole; now: Instant }
  | { type: 'RESOLVE_RELEASE'; actor: ActorRole }
  | { type: 'RESOLVE_REFUND'; actor: ActorRole }
  | { type: 'REFUND'; actor: ActorRole };
export type ServiceOrderEventType = ServiceOrderEvent['type'];

export const SERVICE_ORDER_EVENT_TYPES = [
  'ACCEPT',
  'DECLINE',
  'CANCEL',
  'AUTO_CANCEL',
  'PAY',
  'PAYMENT_CAPTURED',
  'START',
  'COMPLETE',
  'CONFIRM_SATISFACTION',
  'DISPUTE',
  'AUTO_RELEASE',
  'RESOLVE_RELEASE',
  'RESOLVE_REFUND',
  'REFUND',
] as const satisfies readonly ServiceOrderEventType[];

/** Side effects the machine asks for; each side supplies them with `.provide()` (or reads them from the helper's `actions`). */
export const SERVICE_ORDER_ACTIONS = [
  'requestPayment', // vendor accepted: the customer is asked to pay (payment is charged after acceptance)
  'initiatePayment', // customer pays: start a checkout with the payment provider
  'holdEscrow', // payment captured: fund escrow
  'notifyCancelled',
  'notifyStarted',
  'scheduleAutoRelease', // completed: enqueue AUTO_RELEASE after AUTO_RELEASE_HOURS
  'releaseEscrow', // escrow → vendor payable minus the 5 % fee (splitRelease)
  'openDispute',
  'refundPayment', // escrow → customer (amount decided by the API, capped by maxRefundKobo)
] as const;
export type ServiceOrderAction = (typeof SERVICE_ORDER_ACTIONS)[number];

export interface ServiceOrderInput {
  createdAt?: Instant | string | null;
}

const hoursSince = (from: number | null, now: Instant): number => (from === null ? Number.NaN : ((instantMs(now) ?? Number.NaN) - from) / HOUR_MS);
const eventNow = (event: ServiceOrderEvent): Instant | null => ('now' in event ? event.now : null);

/** Dispute allowed up to and including DISPUTE_WINDOW_HOURS after completion. */
function withinDisputeWindow(ctx: ServiceOrderContext, event: ServiceOrderEvent): boolean {
  const now = eventNow(event);
  return now !== null && hoursSince(ctx.completedAt, now) <= DISPUTE_WINDOW_HOURS;
}
/** Auto-release from AUTO_RELEASE_HOURS after completion. */
function autoReleaseDue(ctx: ServiceOrderContext, event: ServiceOrderEvent): boolean {
  const now = eventNow(event);
  return now !== null && hoursSince(ctx.completedAt, now) >= AUTO_RELEASE_HOURS;
}
/** Auto-cancel from AUTO_CANCEL_PENDING_HOURS after creation. */
function autoCancelDue(ctx: ServiceOrderContext, event: ServiceOrderEvent): boolean {
  const now = eventNow(event);
  return now !== null && hoursSince(ctx.createdAt, now) >= AUTO_CANCEL_PENDING_HOURS;
}

const noop = () => {};

/** Why work cannot start on an order placed without an address (409 to the vendor). */
export const ADDRESS_NEEDED_TO_START = 'The customer has not added the service address yet. Work can start once they add it to the order.';

export const serviceOrderMachine = setup({
  types: {} as {
    context: ServiceOrderContext;
    events: ServiceOrderEvent;
    input: ServiceOrderInput | undefined;
  },
  guards: {
    byCustomer: ({ event }) => event.actor === 'customer',
    byVendor: ({ event }) => event.actor === 'vendor',
    byAdmin: ({ event }) => event.actor === 'admin',
    bySystem: ({ event }) => event.actor === 'system',
    byAdminOrSystem: ({ event }) => event.actor === 'admin' || event.actor === 'system',
    isPaid: ({ context }) => context.paymentStatus === 'paid',
    isUnpaid: ({ context }) => context.paymentStatus === 'pending',
    escrowHeld: ({ context }) => context.escrow === 'held',
    escrowDisputed: ({ context }) => context.escrow === 'disputed',
    hasAddress: ({ context }) => !context.addressMissing,
    withinDisputeWindow: ({ context, event }) => withinDisputeWindow(context, event),
    autoReleaseDue: ({ context, event }) => autoReleaseDue(context, event),
    autoCancelDue: ({ context, event }) => autoCancelDue(context, event),
  },
  actions: {
    recordVendorResponse: assign({
      vendorResponse: ({ event }) => (event.type === 'ACCEPT' && event.response?.trim()) || null,
    }),
    markPaid: assign({ paymentStatus: 'paid', escrow: 'held' }),
    markCompleted: assign({ completedAt: ({ event }) => instantMs(eventNow(event)) }),
    markReleased: assign({ escrow: 'released' }),
    markDisputed: assign({ escrow: 'disputed' }),
    markRefunded: assign({ paymentStatus: 'refunded', escrow: 'refunded' }),
    requestPayment: noop,
    initiatePayment: noop,
    holdEscrow: noop,
    notifyCancelled: noop,
    notifyStarted: noop,
    scheduleAutoRelease: noop,
    releaseEscrow: noop,
    openDispute: noop,
    refundPayment: noop,
  },
}).createMachine({
  id: 'serviceOrder',
  initial: 'pending',
  context: ({ input }) => ({
    paymentStatus: 'pending',
    escrow: 'none',
    createdAt: instantMs(input?.createdAt ?? null),
    completedAt: null,
    vendorResponse: null,
    addressMissing: false,
  }),
  states: {
    pending: {
      on: {
        ACCEPT: { target: 'accepted', guard: 'byVendor', actions: ['recordVendorResponse', 'requestPayment'] },
        DECLINE: { target: 'cancelled', guard: 'byVendor', actions: 'notifyCancelled' },
        CANCEL: { target: 'cancelled', guard: 'byCustomer', actions: 'notifyCancelled' },
        AUTO_CANCEL: { target: 'cancelled', guard: and(['bySystem', 'autoCancelDue']), actions: 'notifyCancelled' },
      },
    },
    accepted: {
      on: {
        PAY: { guard: and(['byCustomer', 'isUnpaid']), actions: 'initiatePayment' },
        PAYMENT_CAPTURED: { guard: and(['bySystem', 'isUnpaid']), actions: ['markPaid', 'holdEscrow'] },
        START: { target: 'in_progress', guard: and(['byVendor', 'isPaid', 'hasAddress']), actions: 'notifyStarted' },
        REFUND: { target: 'cancelled', guard: and(['byAdminOrSystem', 'escrowHeld']), actions: ['markRefunded', 'refundPayment'] },
      },
    },
    in_progress: {
      on: {
        COMPLETE: { target: 'completed', guard: 'byVendor', actions: ['markCompleted', 'scheduleAutoRelease'] },
        REFUND: { target: 'cancelled', guard: and(['byAdminOrSystem', 'escrowHeld']), actions: ['markRefunded', 'refundPayment'] },
      },
    },
    completed: {
      on: {
        CONFIRM_SATISFACTION: { guard: and(['byCustomer', 'escrowHeld']), actions: ['markReleased', 'releaseEscrow'] },
        DISPUTE: { guard: and(['byCustomer', 'escrowHeld', 'withinDisputeWindow']), actions: ['markDisputed', 'openDispute'] },
        AUTO_RELEASE: { guard: and(['bySystem', 'escrowHeld', 'autoReleaseDue']), actions: ['markReleased', 'releaseEscrow'] },
        RESOLVE_RELEASE: { guard: and(['byAdmin', 'escrowDisputed']), actions: ['markReleased', 'releaseEscrow'] },
        RESOLVE_REFUND: { guard: and(['byAdmin', 'escrowDisputed']), actions: ['markRefunded', 'refundPayment'] },
        REFUND: { guard: and(['byAdminOrSystem', 'escrowHeld']), actions: ['markRefunded', 'refundPayment'] },
      },
    },
    cancelled: { type: 'final' },
  },
});

const ESCROW_NOT_HELD: Readonly<Record<EscrowStatus, string>> = {
  none: 'This order has not been paid',
  held: 'The payment for this order is held in escrow',
  released: 'The payment for this order has already been released',
  disputed: 'This order is under dispute',
  refunded: 'This order has already been refunded',
};
const escrowHeldCheck = {
  test: (ctx: ServiceOrderContext) => ctx.escrow === 'held',
  message: (ctx: ServiceOrderContext) => ESCROW_NOT_HELD[ctx.escrow],
};

/** Why an event is refused, in words for people; the graph above is the authority. */
export const SERVICE_ORDER_RULES: Readonly<Record<ServiceOrderEventType, EventRule<ServiceOrderStatus, ServiceOrderContext, ServiceOrderEvent>>> = {
  ACCEPT: { actors: ['vendor'], actorMessage: 'Only the vendor can accept an order', from: ['pending'], fromMessage: 'Only pending orders can be accepted' },
  DECLINE: { actors: ['vendor'], actorMessage: 'Only the vendor can decline an order', from: ['pending'], fromMessage: 'Only pending orders can be declined' },
  CANCEL: {
    actors: ['customer'],
    actorMessage: 'Only the customer can cancel an order',
    from: ['pending'],
    fromMessage: 'Only pending orders can be cancelled',
  },
  AUTO_CANCEL: {
    actors: ['system'],
    actorMessage: 'Only the system can cancel an order automatically',
    from: ['pending'],
    fromMessage: 'Only pending orders can be cancelled',
    checks: [{ test: autoCancelDue, message: `A pending order is cancelled automatically only ${AUTO_CANCEL_PENDING_HOURS} hours after it was placed` }],
  },
  PAY: {
    actors: ['customer'],
    actorMessage: 'Only the customer can pay for an order',
    from: ['accepted'],
    fromMessage: 'An order can be paid only once the vendor has accepted it',
    checks: [{ test: (ctx) => ctx.paymentStatus === 'pending', message: 'This order is already paid' }],
  },
  PAYMENT_CAPTURED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can mark an order as paid',
    from: ['accepted'],
    fromMessage: 'An order can be paid only once the vendor has accepted it',
    checks: [{ test: (ctx) => ctx.paymentStatus === 'pending', message: 'This order is already paid' }],
  },
  START: {
    actors: ['vendor'],
    actorMessage: 'Only the vendor can start work on an order',
    from: ['accepted'],
    fromMessage: 'Only accepted orders can be started',
    checks: [
      { test: (ctx) => ctx.paymentStatus === 'paid', message: 'This order must be paid before work can start' },
      { test: (ctx) => !ctx.addressMissing, message: ADDRESS_NEEDED_TO_START },
    ],
  },
  COMPLETE: {
    actors: ['vendor'],
    actorMessage: 'Only the vendor can complete an order',
    from: ['in_progress'],
    fromMessage: 'Only orders in progress can be completed',
  },
  CONFIRM_SATISFACTION: {
    actors: ['customer'],
    actorMessage: 'Only the customer can confirm satisfaction',
    from: ['completed'],
    fromMessage: 'Only completed orders can be confirmed',
    checks: [escrowHeldCheck],
  },
  DISPUTE: {
    actors: ['customer'],
    actorMessage: 'Only the customer can open a dispute',
    from: ['completed'],
    fromMessage: 'Only completed orders can be disputed',
    checks: [escrowHeldCheck, { test: withinDisputeWindow, message: `Disputes can be opened only within ${DISPUTE_WINDOW_HOURS} hours of completion` }],
  },
  AUTO_RELEASE: {
    actors: ['system'],
    actorMessage: 'Only the system can release a payment automatically',
    from: ['completed'],
    fromMessage: 'Only completed orders can be released',
    checks: [escrowHeldCheck, { test: autoReleaseDue, message: `A payment is released automatically only ${AUTO_RELEASE_HOURS} hours after completion` }],
  },
  RESOLVE_RELEASE: {
    actors: ['admin'],
    actorMessage: 'Only an admin can resolve a dispute',
    from: ['completed'],
    fromMessage: 'Only completed orders can have a dispute',
    checks: [{ test: (ctx) => ctx.escrow === 'disputed', message: 'This order has no open dispute' }],
  },
  RESOLVE_REFUND: {
    actors: ['admin'],
    actorMessage: 'Only an admin can resolve a dispute',
    from: ['completed'],
    fromMessage: 'Only completed orders can have a dispute',
    checks: [{ test: (ctx) => ctx.escrow === 'disputed', message: 'This order has no open dispute' }],
  },
  REFUND: {
    actors: ['admin', 'system'],
    actorMessage: 'Only an admin can refund an order',
    from: ['accepted', 'in_progress', 'completed'],
    fromMessage: 'Only paid orders can be refunded',
    checks: [escrowHeldCheck],
  },
};

/** A stored service order (the entity's own camelCase fields), as much of it as the lifecycle needs. */
export interface ServiceOrderState {
  status: ServiceOrderStatus | string;
  paymentStatus: PaymentStatus | string;
  /** Omitted (older rows): derived from paymentStatus — pending → none, paid → held, refunded → refunded. */
  escrowStatus?: EscrowStatus | string | null;
  createdAt?: Date | string | number | null;
  completedAt?: Date | string | number | null;
  vendorResponse?: string | null;
  /** Where the work is done. Null or blank: placed without one (work cannot start); omitted: not known here, taken as given. */
  serviceAddress?: string | null;
}

/**
 * What an accepted event changes on the stored order, in the entity's own field names and with the
 * event's timestamps already set: applying it is one `Object.assign`.
 */
export interface ServiceOrderPatch {
  status: ServiceOrderStatus;
  paymentStatus: PaymentStatus;
  escrowStatus: EscrowStatus;
  completedAt: Date | null;
  vendorResponse: string | null;
  acceptedAt?: Date;
  paidAt?: Date;
  startedAt?: Date;
  cancelledAt?: Date;
  cancelledBy?: 'customer' | 'vendor' | 'system';
  releasedAt?: Date;
  refundedAt?: Date;
}

type Stamp = Omit<ServiceOrderPatch, 'status' | 'paymentStatus' | 'escrowStatus' | 'completedAt' | 'vendorResponse'>;
/** The timestamps each event records (at the event's `now`, else the moment of the transition). */
const STAMPS: Readonly<Record<ServiceOrderEventType, (at: Date) => Stamp>> = {
  ACCEPT: (at) => ({ acceptedAt: at }),
  DECLINE: (at) => ({ cancelledAt: at, cancelledBy: 'vendor' }),
  CANCEL: (at) => ({ cancelledAt: at, cancelledBy: 'customer' }),
  AUTO_CANCEL: (at) => ({ cancelledAt: at, cancelledBy: 'system' }),
  PAY: () => ({}),
  PAYMENT_CAPTURED: (at) => ({ paidAt: at }),
  START: (at) => ({ startedAt: at }),
  COMPLETE: () => ({}),
  CONFIRM_SATISFACTION: (at) => ({ releasedAt: at }),
  DISPUTE: () => ({}),
  AUTO_RELEASE: (at) => ({ releasedAt: at }),
  RESOLVE_RELEASE: (at) => ({ releasedAt: at }),
  RESOLVE_REFUND: (at) => ({ refundedAt: at }),
  REFUND: (at) => ({ refundedAt: at }),
};

function defaultEscrow(payment: PaymentStatus): EscrowStatus {
  return payment === 'paid' ? 'held' : payment === 'refunded' ? 'refunded' : 'none';
}

function toContext(order: ServiceOrderState): ServiceOrderContext | null {
  if (!isPaymentStatus(order.paymentStatus)) return null;
  const escrow = order.escrowStatus ?? defaultEscrow(order.paymentStatus);
  if (!isEscrowStatus(escrow)) return null;
  return {
    paymentStatus: order.paymentStatus,
    escrow,
    createdAt: instantMs(order.createdAt),
    completedAt: instantMs(order.completedAt),
    vendorResponse: order.vendorResponse ?? null,
    addressMissing: order.serviceAddress !== undefined && !order.serviceAddress?.trim(),
  };
}

const toDate = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
const decide = machineTransition(serviceOrderMachine, SERVICE_ORDER_RULES, 'order', SERVICE_ORDER_ACTIONS);

/**
 * Applies `event` to `order` without running anything: the patch to save (state and timestamps) and the
 * side effects to perform (in order), or a refusal with a message for people. Timestamps are `at`, the
 * real moment of the transition (a timer's `now` may be scaled for short test delays). Both the API (before saving) and the SPA use it.
 */
export function serviceOrderTransition(
  order: ServiceOrderState,
  event: ServiceOrderEvent,
  at: Date = new Date(),
): TransitionResult<ServiceOrderPatch, ServiceOrderAction> {
  if (!isServiceOrderStatus(order.status)) {
    return { ok: false, reason: 'unknown_status', message: `Unknown order status: ${String(order.status)}` };
  }
  const context = toContext(order);
  if (!context) {
    return { ok: false, reason: 'unknown_status', message: `Unknown payment status: ${String(order.paymentStatus)}/${String(order.escrowStatus)}` };
  }
  return decide(order.status, context, event, (next) => ({
    status: next.value as ServiceOrderStatus,
    paymentStatus: next.context.paymentStatus,
    escrowStatus: next.context.escrow,
    completedAt: toDate(next.context.completedAt),
    vendorResponse: next.context.vendorResponse,
    ...STAMPS[event.type](at),
  }));
}

/** The events `actor` may send to `order` at `now` — the buttons the SPA shows, the jobs the API may run. */
export function allowedServiceOrderActions(order: ServiceOrderState, actor: ActorRole, now: Instant): ServiceOrderEventType[] {
  // The same test as serviceOrderTransition's (`can`), on one resolved snapshot, without working out the next
  // state or a refusal's message for each event: every order an API answer presents runs this.
  const context = isServiceOrderStatus(order.status) ? toContext(order) : null;
  if (!context) return [];
  const snapshot = serviceOrderMachine.resolveState({ value: order.status, context });
  return SERVICE_ORDER_EVENT_TYPES.filter((type) => snapshot.can({ type, actor, now } as ServiceOrderEvent));
}
