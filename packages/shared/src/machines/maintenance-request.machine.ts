/**
 * Auto-maintenance request lifecycle: reported (the customer described
 * the problem) → mechanic_chosen (a live mechanic picked; the ₦5,000 commitment fee is due) → paid (the
 * provider captured it; escrow holds it; the mechanic is asked) → accepted | declined (full refund) |
 * lapsed (no answer within 2 h; full refund) → in_progress (Start Job) → completed (Complete) → released
 * (the customer confirms, or the system 72 h after completion; the fee goes to the mechanic minus 5 %).
 * Until then the customer may report a problem with the completed job (DISPUTE → disputed: no timer releases it);
 * an admin resolves it by release (→ released) or by refunding up to half (→ refunded, the rest released).
 * The customer may cancel before paying (nothing moves) or after the mechanic accepted, before the job
 * starts (50 % refunded — the seed's "50 % refundable if the service is not used" — the rest released).
 * The machine reads time only from events (`now`), so it stays pure.
 */
import { and, setup } from 'xstate';
import { AUTO_RELEASE_HOURS } from '../rules/fees.js';
import { HOUR_MS } from '../dates.js';
import type { ActorRole } from '../statuses.js';
import { machineTransition, instantMs, type EventRule, type Instant, type TransitionResult } from './machine-rules.js';

/** The commitment fee: ₦5,000 in kobo. */
export const MAINTENANCE_FEE_KOBO = 500_000;
/** A paid request the mechanic has not answered within this many hours lapses (full refund). */
export const MAINTENANCE_ANSWER_HOURS = 2;
/** The share of the fee refunded when the customer cancels after the mechanic accepted (basis points). */
export const MAINTENANCE_CANCEL_REFUND_BP = 5000;

export const MAINTENANCE_STATUSES = [
  'reported',
  'mechanic_chosen',
  'paid',
  'accepted',
  'declined',
  'lapsed',
  'in_progress',
  'completed',
  'released',
  'cancelled',
  'disputed',
  'refunded',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const isMaintenanceStatus = (v: unknown): v is MaintenanceStatus => typeof v === 'string' && (MAINTENANCE_STATUSES as readonly string[]).includes(v);

/** Statuses in words for people. */
export const MAINTENANCE_STATUS_LABELS: Readonly<Record<MaintenanceStatus, string>> = {
  reported: 'Choose a mechanic',
  mechanic_chosen: 'Awaiting payment',
  paid: 'Waiting for the mechanic',
  accepted: 'Accepted',
  declined: 'Declined (refunded)',
  lapsed: 'No answer (refunded)',
  in_progress: 'In progress',
  completed: 'Completed: please confirm',
  released: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'Problem reported: under review',
  refunded: 'Refunded after review',
};

export const MAINTENANCE_SERVICE_TYPES = ['engine', 'brake', 'oil', 'tire', 'electrical', 'ac'] as const;
export type MaintenanceServiceType = (typeof MAINTENANCE_SERVICE_TYPES)[number];
/** The seed's sample price ranges in naira, shown beside each service type. */
export const MAINTENANCE_SERVICE_TYPE_INFO: Readonly<Record<MaintenanceServiceType, { label: string; minNaira: number; maxNaira: number }>> = {
  engine: { label: 'Engine repair', minNaira: 15_000, maxNaira: 50_000 },
  brake: { label: 'Brake service', minNaira: 8_000, maxNaira: 25_000 },
  oil: { label: 'Oil change', minNaira: 5_000, maxNaira: 12_000 },
  tire: { label: 'Tire service', minNaira: 3_000, maxNaira: 15_000 },
  electrical: { label: 'Electrical', minNaira: 10_000, maxNaira: 30_000 },
  ac: { label: 'AC repair', minNaira: 12_000, maxNaira: 35_000 },
};

export type MaintenanceEvent =
  | { type: 'CHOOSE_MECHANIC'; actor: ActorRole; mechanicId: number }
  | { type: 'PAY'; actor: ActorRole }
  | { type: 'PAYMENT_CAPTURED'; actor: ActorRole }
  | { type: 'ACCEPT'; actor: ActorRole }
  | { type: 'DECLINE'; actor: ActorRole }
  | { type: 'LAPSE'; actor: ActorRole; now: Instant }
  | { type: 'START'; actor: ActorRole }
  | { type: 'COMPLETE'; actor: ActorRole }
  | { type: 'CONFIRM'; actor: ActorRole }
  | { type: 'AUTO_RELEASE'; actor: ActorRole; now: Instant }
  | { type: 'CANCEL'; actor: ActorRole }
  | { type: 'DISPUTE'; actor: ActorRole; reason?: string | null }
  | { type: 'RESOLVE_RELEASE'; actor: ActorRole }
  | { type: 'RESOLVE_REFUND'; actor: ActorRole };
export type MaintenanceEventType = MaintenanceEvent['type'];

export const MAINTENANCE_EVENT_TYPES = [
  'CHOOSE_MECHANIC',
  'PAY',
  'PAYMENT_CAPTURED',
  'ACCEPT',
  'DECLINE',
  'LAPSE',
  'START',
  'COMPLETE',
  'CONFIRM',
  'AUTO_RELEASE',
  'CANCEL',
  'DISPUTE',
  'RESOLVE_RELEASE',
  'RESOLVE_REFUND',
] as const satisfies readonly MaintenanceEventType[];

export const MAINTENANCE_ACTIONS = [
  'notifyMechanicChosen', // the customer picked a mechanic: the fee is due
  'initiatePayment', // the customer pays: a checkout with the provider
  'holdEscrow', // captured: fund escrow, ask the mechanic, start the 2 h answer timer
  'notifyAccepted',
  'refundFull', // declined or lapsed: the whole fee back to the customer
  'notifyStarted',
  'notifyCompleted', // and start the 72 h auto-release timer
  'releaseEscrow', // the fee to the mechanic minus the 5 % platform fee
  'notifyCancelled', // cancelled before payment: nothing moves
  'refundHalf', // cancelled after acceptance: 50 % back, the rest released to the mechanic minus 5 %
  'openDispute', // the customer reported a problem: the mechanic and the admins are told; the fee stays held
  'refundSplit', // an admin refunds part (at most half) of a disputed fee; the rest goes to the mechanic minus 5 %
] as const;
export type MaintenanceAction = (typeof MAINTENANCE_ACTIONS)[number];

export type MaintenanceEscrowStatus = 'none' | 'held' | 'released' | 'refunded' | 'split';

/** A stored request (the entity's own camelCase fields), as much of it as the lifecycle needs. */
export interface MaintenanceRequestState {
  status: MaintenanceStatus | string;
  paidAt?: Date | string | number | null;
  completedAt?: Date | string | number | null;
}

interface Ctx {
  paidAt: number | null;
  completedAt: number | null;
}

/** What an accepted event changes on the stored request, timestamps included. */
export interface MaintenanceRequestPatch {
  status: MaintenanceStatus;
  mechanicId?: number;
  escrowStatus?: MaintenanceEscrowStatus;
  mechanicChosenAt?: Date;
  paidAt?: Date;
  acceptedAt?: Date;
  declinedAt?: Date;
  lapsedAt?: Date;
  startedAt?: Date;
  completedAt?: Date;
  releasedAt?: Date;
  cancelledAt?: Date;
  disputedAt?: Date;
  refundedAt?: Date;
}

const eventNow = (event: MaintenanceEvent): number | null => ('now' in event ? instantMs(event.now) : null);
const hoursSince = (from: number | null, now: number | null) => (from === null || now === null ? Number.NaN : (now - from) / HOUR_MS);
const lapseDue = (ctx: Ctx, event: MaintenanceEvent) => hoursSince(ctx.paidAt, eventNow(event)) >= MAINTENANCE_ANSWER_HOURS;
const autoReleaseDue = (ctx: Ctx, event: MaintenanceEvent) => hoursSince(ctx.completedAt, eventNow(event)) >= AUTO_RELEASE_HOURS;
const hasMechanic = (_ctx: Ctx, event: MaintenanceEvent) => event.type === 'CHOOSE_MECHANIC' && Number.isSafeInteger(event.mechanicId) && event.mechanicId > 0;

const noop = () => {};

export const maintenanceRequestMachine = setup({
  types: {} as { context: Ctx; events: MaintenanceEvent; input: Ctx },
  guards: {
    byCustomer: ({ event }) => event.actor === 'customer',
    byMechanic: ({ event }) => event.actor === 'vendor',
    bySystem: ({ event }) => event.actor === 'system',
    byAdmin: ({ event }) => event.actor === 'admin',
    hasMechanic: ({ context, event }) => hasMechanic(context, event),
    lapseDue: ({ context, event }) => lapseDue(context, event),
    autoReleaseDue: ({ context, event }) => autoReleaseDue(context, event),
  },
  actions: {
    notifyMechanicChosen: noop,
    initiatePayment: noop,
    holdEscrow: noop,
    notifyAccepted: noop,
    refundFull: noop,
    notifyStarted: noop,
    notifyCompleted: noop,
    releaseEscrow: noop,
    notifyCancelled: noop,
    refundHalf: noop,
    openDispute: noop,
    refundSplit: noop,
  },
}).createMachine({
  id: 'maintenanceRequest',
  initial: 'reported',
  context: ({ input }) => input,
  states: {
    reported: {
      on: {
        CHOOSE_MECHANIC: { target: 'mechanic_chosen', guard: and(['byCustomer', 'hasMechanic']), actions: 'notifyMechanicChosen' },
        CANCEL: { target: 'cancelled', guard: 'byCustomer', actions: 'notifyCancelled' },
      },
    },
    mechanic_chosen: {
      on: {
        CHOOSE_MECHANIC: { target: 'mechanic_chosen', guard: and(['byCustomer', 'hasMechanic']), actions: 'notifyMechanicChosen' },
        PAY: { guard: 'byCustomer', actions: 'initiatePayment' },
        PAYMENT_CAPTURED: { target: 'paid', guard: 'bySystem', actions: 'holdEscrow' },
        CANCEL: { target: 'cancelled', guard: 'byCustomer', actions: 'notifyCancelled' },
      },
    },
    paid: {
      on: {
        ACCEPT: { target: 'accepted', guard: 'byMechanic', actions: 'notifyAccepted' },
        DECLINE: { target: 'declined', guard: 'byMechanic', actions: 'refundFull' },
        LAPSE: { target: 'lapsed', guard: and(['bySystem', 'lapseDue']), actions: 'refundFull' },
      },
    },
    accepted: {
      on: {
        START: { target: 'in_progress', guard: 'byMechanic', actions: 'notifyStarted' },
        CANCEL: { target: 'cancelled', guard: 'byCustomer', actions: 'refundHalf' },
      },
    },
    in_progress: {
      on: { COMPLETE: { target: 'completed', guard: 'byMechanic', actions: 'notifyCompleted' } },
    },
    completed: {
      on: {
        CONFIRM: { target: 'released', guard: 'byCustomer', actions: 'releaseEscrow' },
        AUTO_RELEASE: { target: 'released', guard: and(['bySystem', 'autoReleaseDue']), actions: 'releaseEscrow' },
        DISPUTE: { target: 'disputed', guard: 'byCustomer', actions: 'openDispute' },
      },
    },
    disputed: {
      on: {
        RESOLVE_RELEASE: { target: 'released', guard: 'byAdmin', actions: 'releaseEscrow' },
        RESOLVE_REFUND: { target: 'refunded', guard: 'byAdmin', actions: 'refundSplit' },
      },
    },
    declined: { type: 'final' },
    lapsed: { type: 'final' },
    released: { type: 'final' },
    cancelled: { type: 'final' },
    refunded: { type: 'final' },
  },
});

/** Why an event is refused, in words for people; the graph above is the authority. */
export const MAINTENANCE_RULES: Readonly<Record<MaintenanceEventType, EventRule<MaintenanceStatus, Ctx, MaintenanceEvent>>> = {
  CHOOSE_MECHANIC: {
    actors: ['customer'],
    actorMessage: 'Only the customer can choose a mechanic',
    from: ['reported', 'mechanic_chosen'],
    fromMessage: 'A mechanic can be chosen only before payment',
    checks: [{ test: hasMechanic, message: 'Choose a mechanic' }],
  },
  PAY: {
    actors: ['customer'],
    actorMessage: 'Only the customer can pay for a request',
    from: ['mechanic_chosen'],
    fromMessage: 'Choose a mechanic before paying; a paid request cannot be paid again',
  },
  PAYMENT_CAPTURED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can mark a request as paid',
    from: ['mechanic_chosen'],
    fromMessage: 'Choose a mechanic before paying; a paid request cannot be paid again',
  },
  ACCEPT: {
    actors: ['vendor'],
    actorMessage: 'Only the mechanic can accept a request',
    from: ['paid'],
    fromMessage: 'Only paid requests waiting for an answer can be accepted',
  },
  DECLINE: {
    actors: ['vendor'],
    actorMessage: 'Only the mechanic can decline a request',
    from: ['paid'],
    fromMessage: 'Only paid requests waiting for an answer can be declined',
  },
  LAPSE: {
    actors: ['system'],
    actorMessage: 'Only the system can let a request lapse',
    from: ['paid'],
    fromMessage: 'Only paid requests waiting for an answer can lapse',
    checks: [{ test: lapseDue, message: `A request lapses only ${MAINTENANCE_ANSWER_HOURS} hours after payment` }],
  },
  START: { actors: ['vendor'], actorMessage: 'Only the mechanic can start the job', from: ['accepted'], fromMessage: 'Only accepted requests can be started' },
  COMPLETE: {
    actors: ['vendor'],
    actorMessage: 'Only the mechanic can complete the job',
    from: ['in_progress'],
    fromMessage: 'Only jobs in progress can be completed',
  },
  CONFIRM: {
    actors: ['customer'],
    actorMessage: 'Only the customer can confirm the job',
    from: ['completed'],
    fromMessage: 'Only completed jobs can be confirmed',
  },
  AUTO_RELEASE: {
    actors: ['system'],
    actorMessage: 'Only the system can release a fee automatically',
    from: ['completed'],
    fromMessage: 'Only completed jobs can be released',
    checks: [{ test: autoReleaseDue, message: `A fee is released automatically only ${AUTO_RELEASE_HOURS} hours after completion` }],
  },
  CANCEL: {
    actors: ['customer'],
    actorMessage: 'Only the customer can cancel a request',
    from: ['reported', 'mechanic_chosen', 'accepted'],
    fromMessage: (s) =>
      s === 'paid'
        ? 'A paid request can be cancelled once the mechanic has answered; if they do not answer within 2 hours it is refunded in full'
        : 'This request can no longer be cancelled',
  },
  DISPUTE: {
    actors: ['customer'],
    actorMessage: 'Only the customer can report a problem with a job',
    from: ['completed'],
    fromMessage: (s) =>
      s === 'disputed'
        ? 'A problem has already been reported for this job'
        : 'A problem can be reported once the mechanic has completed the job, before the fee is released',
  },
  RESOLVE_RELEASE: {
    actors: ['admin'],
    actorMessage: 'Only an administrator can resolve a dispute',
    from: ['disputed'],
    fromMessage: 'This request has no open dispute',
  },
  RESOLVE_REFUND: {
    actors: ['admin'],
    actorMessage: 'Only an administrator can resolve a dispute',
    from: ['disputed'],
    fromMessage: 'This request has no open dispute',
  },
};

type Stamp = Omit<MaintenanceRequestPatch, 'status'>;
const STAMPS: Readonly<Record<MaintenanceEventType, (at: Date, event: MaintenanceEvent, from: MaintenanceStatus) => Stamp>> = {
  CHOOSE_MECHANIC: (at, event) => ({ mechanicChosenAt: at, ...(event.type === 'CHOOSE_MECHANIC' ? { mechanicId: event.mechanicId } : {}) }),
  PAY: () => ({}),
  PAYMENT_CAPTURED: (at) => ({ paidAt: at, escrowStatus: 'held' }),
  ACCEPT: (at) => ({ acceptedAt: at }),
  DECLINE: (at) => ({ declinedAt: at, escrowStatus: 'refunded' }),
  LAPSE: (at) => ({ lapsedAt: at, escrowStatus: 'refunded' }),
  START: (at) => ({ startedAt: at }),
  COMPLETE: (at) => ({ completedAt: at }),
  CONFIRM: (at) => ({ releasedAt: at, escrowStatus: 'released' }),
  AUTO_RELEASE: (at) => ({ releasedAt: at, escrowStatus: 'released' }),
  CANCEL: (at, _e, from) => ({ cancelledAt: at, ...(from === 'accepted' ? { escrowStatus: 'split' as const } : {}) }),
  DISPUTE: (at) => ({ disputedAt: at }),
  RESOLVE_RELEASE: (at) => ({ releasedAt: at, escrowStatus: 'released' }),
  RESOLVE_REFUND: (at) => ({ refundedAt: at, escrowStatus: 'split' }),
};

const decide = machineTransition(maintenanceRequestMachine, MAINTENANCE_RULES, 'request', MAINTENANCE_ACTIONS);
const toContext = (r: MaintenanceRequestState): Ctx => ({ paidAt: instantMs(r.paidAt), completedAt: instantMs(r.completedAt) });

/**
 * Applies `event` to a request without running anything: the patch to save (status, escrow status and
 * timestamps at `at`) and the side effects to perform, or a refusal with a message for people.
 */
export function maintenanceRequestTransition(
  request: MaintenanceRequestState,
  event: MaintenanceEvent,
  at: Date = new Date(),
): TransitionResult<MaintenanceRequestPatch, MaintenanceAction> {
  const status = request.status;
  if (!isMaintenanceStatus(status)) return { ok: false, reason: 'unknown_status', message: `Unknown request status: ${String(status)}` };
  return decide(status, toContext(request), event, (next) => ({ status: next.value as MaintenanceStatus, ...STAMPS[event.type](at, event, status) }));
}

/** The events `actor` may send to a request at `now` — the buttons to show (CHOOSE_MECHANIC checked with a placeholder mechanic). */
export function allowedMaintenanceActions(request: MaintenanceRequestState, actor: ActorRole, now: Instant = Date.now()): MaintenanceEventType[] {
  return MAINTENANCE_EVENT_TYPES.filter((type) => maintenanceRequestTransition(request, { type, actor, now, mechanicId: 1 } as MaintenanceEvent).ok);
}

/** What a cancellation after acceptance refunds: 50 % of the fee, rounded down to the kobo. */
export function maintenanceCancelRefundKobo(feeKobo: number): number {
  return Math.floor((feeKobo * MAINTENANCE_CANCEL_REFUND_BP) / 10_000);
}
