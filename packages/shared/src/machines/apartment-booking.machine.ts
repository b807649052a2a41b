/**
 * Apartment booking lifecycle: pending (admin review) → processing (approved,
 * payment required; the dates are held from here) → paid → checked_in → checked_out → completed (the
 * admin releases the payment, or the system does 72 h after check-out); cancelled and refunded.
 * An admin changes a status only through these events (the seed's "set any status" is gone): approve
 * (→ processing), cancel (→ cancelled), refund (→ refunded), release (checked_out → completed).
 * A guest may report a problem during or after the stay (DISPUTE: the status stays, the dispute is recorded, no
 * timer or plain release moves the money); an admin resolves it by release (→ completed) or by refunding up to half
 * (→ refunded, the rest released). Statuses on the wire are unchanged.
 * The machine reads time only from events (`now`), so it stays pure.
 */
import { and, setup } from 'xstate';
import { AUTO_RELEASE_HOURS } from '../rules/fees.js';
import { formatDate, HOUR_MS, lagosDateString } from '../dates.js';
import { BOOKING_STATUSES, isBookingStatus, type ActorRole, type BookingStatus } from '../statuses.js';
import { machineTransition, instantMs, type EventRule, type Instant, type TransitionResult } from './machine-rules.js';

/** A pending request is cancelled when no admin approved it within this many hours. */
export const BOOKING_APPROVAL_HOURS = 48;
/** An approved booking is cancelled (and its dates freed) when it is not paid within this many hours. */
export const BOOKING_PAYMENT_HOURS = 24;

export type ApartmentBookingEvent =
  | { type: 'APPROVE'; actor: ActorRole }
  | { type: 'PAY'; actor: ActorRole }
  | { type: 'PAYMENT_CAPTURED'; actor: ActorRole }
  | { type: 'CHECK_IN'; actor: ActorRole; now: Instant }
  | { type: 'CHECK_OUT'; actor: ActorRole }
  | { type: 'RELEASE'; actor: ActorRole }
  | { type: 'AUTO_RELEASE'; actor: ActorRole; now: Instant }
  | { type: 'CANCEL'; actor: ActorRole }
  | { type: 'EXPIRE'; actor: ActorRole; now: Instant }
  | { type: 'REFUND'; actor: ActorRole }
  | { type: 'DISPUTE'; actor: ActorRole; reason?: string | null }
  | { type: 'RESOLVE_RELEASE'; actor: ActorRole }
  | { type: 'RESOLVE_REFUND'; actor: ActorRole };
export type ApartmentBookingEventType = ApartmentBookingEvent['type'];

export const APARTMENT_BOOKING_EVENT_TYPES = [
  'APPROVE',
  'PAY',
  'PAYMENT_CAPTURED',
  'CHECK_IN',
  'CHECK_OUT',
  'RELEASE',
  'AUTO_RELEASE',
  'CANCEL',
  'EXPIRE',
  'REFUND',
  'DISPUTE',
  'RESOLVE_RELEASE',
  'RESOLVE_REFUND',
] as const satisfies readonly ApartmentBookingEventType[];

export const APARTMENT_BOOKING_ACTIONS = [
  'requestPayment', // approved: the dates are held; tell the guest to pay, start the payment timer
  'initiatePayment', // guest pays: start a checkout with the payment provider
  'holdEscrow', // payment captured: fund escrow
  'notifyCheckedIn',
  'notifyCheckedOut', // and start the auto-release timer
  'releaseEscrow', // escrow → host payable minus the 10 % fee
  'notifyCancelled', // cancelled or expired before payment: no money moves
  'refundCancellation', // cancelled after payment: refund by the tiers, the rest released to the host
  'refundPayment', // admin/system refund of a paid stay (capped by maxRefundKobo), the rest released
  'openDispute', // the guest reported a problem: the host and the admins are told; the money stays held
  'refundSplit', // an admin refunds part (at most half) of a disputed stay; the rest goes to the host minus 10 %
] as const;
export type ApartmentBookingAction = (typeof APARTMENT_BOOKING_ACTIONS)[number];

export type BookingEscrowStatus = 'none' | 'held' | 'released' | 'refunded';

/** A stored booking (the entity's own camelCase fields), as much of it as the lifecycle needs. */
export interface ApartmentBookingState {
  status: BookingStatus | string;
  /** YYYY-MM-DD (Lagos calendar date). */
  checkInDate?: string | null;
  createdAt?: Date | string | number | null;
  approvedAt?: Date | string | number | null;
  checkedOutAt?: Date | string | number | null;
  /** When the guest reported a problem (an open dispute while the stay is checked in or out). */
  disputedAt?: Date | string | number | null;
}

interface Ctx {
  checkInDate: string | null;
  createdAt: number | null;
  approvedAt: number | null;
  checkedOutAt: number | null;
  disputed: boolean;
}

/** What an accepted event changes on the stored booking, timestamps included: applying it is one assignment. */
export interface ApartmentBookingPatch {
  status: BookingStatus;
  escrowStatus?: BookingEscrowStatus;
  approvedAt?: Date;
  paidAt?: Date;
  checkedInAt?: Date;
  checkedOutAt?: Date;
  completedAt?: Date;
  cancelledAt?: Date;
  cancelledBy?: 'customer' | 'admin' | 'system';
  refundedAt?: Date;
  disputedAt?: Date;
}

const eventNow = (event: ApartmentBookingEvent): number | null => ('now' in event ? instantMs(event.now) : null);
const hoursSince = (from: number | null, now: number | null) => (from === null || now === null ? Number.NaN : (now - from) / HOUR_MS);

/** The check-in date has come (Lagos calendar). */
function checkInDue(ctx: Ctx, event: ApartmentBookingEvent): boolean {
  const now = eventNow(event);
  return now !== null && ctx.checkInDate !== null && lagosDateString(now) >= ctx.checkInDate;
}
/** A pending request unanswered for 48 h, or an approved booking unpaid for 24 h. */
function expiryDue(ctx: Ctx, event: ApartmentBookingEvent, status: BookingStatus): boolean {
  const now = eventNow(event);
  if (status === 'pending') return hoursSince(ctx.createdAt, now) >= BOOKING_APPROVAL_HOURS;
  if (status === 'processing') return hoursSince(ctx.approvedAt ?? ctx.createdAt, now) >= BOOKING_PAYMENT_HOURS;
  return false;
}
function autoReleaseDue(ctx: Ctx, event: ApartmentBookingEvent): boolean {
  return hoursSince(ctx.checkedOutAt, eventNow(event)) >= AUTO_RELEASE_HOURS;
}

const noop = () => {};

export const apartmentBookingMachine = setup({
  types: {} as { context: Ctx; events: ApartmentBookingEvent; input: Ctx },
  guards: {
    byCustomer: ({ event }) => event.actor === 'customer',
    byAdmin: ({ event }) => event.actor === 'admin',
    bySystem: ({ event }) => event.actor === 'system',
    byCustomerOrAdmin: ({ event }) => event.actor === 'customer' || event.actor === 'admin',
    byAdminOrSystem: ({ event }) => event.actor === 'admin' || event.actor === 'system',
    checkInDue: ({ context, event }) => checkInDue(context, event),
    pendingExpired: ({ context, event }) => expiryDue(context, event, 'pending'),
    paymentExpired: ({ context, event }) => expiryDue(context, event, 'processing'),
    autoReleaseDue: ({ context, event }) => autoReleaseDue(context, event),
    disputed: ({ context }) => context.disputed,
    notDisputed: ({ context }) => !context.disputed,
  },
  actions: {
    requestPayment: noop,
    initiatePayment: noop,
    holdEscrow: noop,
    notifyCheckedIn: noop,
    notifyCheckedOut: noop,
    releaseEscrow: noop,
    notifyCancelled: noop,
    refundCancellation: noop,
    refundPayment: noop,
    openDispute: noop,
    refundSplit: noop,
  },
}).createMachine({
  id: 'apartmentBooking',
  initial: 'pending',
  context: ({ input }) => input,
  states: {
    pending: {
      on: {
        APPROVE: { target: 'processing', guard: 'byAdmin', actions: 'requestPayment' },
        CANCEL: { target: 'cancelled', guard: 'byCustomerOrAdmin', actions: 'notifyCancelled' },
        EXPIRE: { target: 'cancelled', guard: and(['bySystem', 'pendingExpired']), actions: 'notifyCancelled' },
      },
    },
    processing: {
      on: {
        PAY: { guard: 'byCustomer', actions: 'initiatePayment' },
        PAYMENT_CAPTURED: { target: 'paid', guard: 'bySystem', actions: 'holdEscrow' },
        CANCEL: { target: 'cancelled', guard: 'byCustomerOrAdmin', actions: 'notifyCancelled' },
        EXPIRE: { target: 'cancelled', guard: and(['bySystem', 'paymentExpired']), actions: 'notifyCancelled' },
      },
    },
    paid: {
      on: {
        CHECK_IN: { target: 'checked_in', guard: and(['byCustomer', 'checkInDue']), actions: 'notifyCheckedIn' },
        CANCEL: { target: 'cancelled', guard: 'byCustomerOrAdmin', actions: 'refundCancellation' },
        REFUND: { target: 'refunded', guard: 'byAdminOrSystem', actions: 'refundPayment' },
      },
    },
    checked_in: {
      on: {
        CHECK_OUT: { target: 'checked_out', guard: 'byCustomer', actions: 'notifyCheckedOut' },
        REFUND: { target: 'refunded', guard: 'byAdminOrSystem', actions: 'refundPayment' },
        DISPUTE: { guard: and(['byCustomer', 'notDisputed']), actions: 'openDispute' },
        RESOLVE_RELEASE: { target: 'completed', guard: and(['byAdmin', 'disputed']), actions: 'releaseEscrow' },
        RESOLVE_REFUND: { target: 'refunded', guard: and(['byAdmin', 'disputed']), actions: 'refundSplit' },
      },
    },
    checked_out: {
      on: {
        RELEASE: { target: 'completed', guard: and(['byAdmin', 'notDisputed']), actions: 'releaseEscrow' },
        AUTO_RELEASE: { target: 'completed', guard: and(['bySystem', 'autoReleaseDue', 'notDisputed']), actions: 'releaseEscrow' },
        REFUND: { target: 'refunded', guard: 'byAdminOrSystem', actions: 'refundPayment' },
        DISPUTE: { guard: and(['byCustomer', 'notDisputed']), actions: 'openDispute' },
        RESOLVE_RELEASE: { target: 'completed', guard: and(['byAdmin', 'disputed']), actions: 'releaseEscrow' },
        RESOLVE_REFUND: { target: 'refunded', guard: and(['byAdmin', 'disputed']), actions: 'refundSplit' },
      },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
    refunded: { type: 'final' },
  },
});

const NOT_DISPUTED = { test: (ctx: Ctx) => !ctx.disputed, message: 'This stay has an open dispute: an administrator resolves it from Disputes' };
const HAS_DISPUTE = { test: (ctx: Ctx) => ctx.disputed, message: 'This booking has no open dispute' };

/** Why an event is refused, in words for people; the graph above is the authority. */
export const APARTMENT_BOOKING_RULES: Readonly<Record<ApartmentBookingEventType, EventRule<BookingStatus, Ctx, ApartmentBookingEvent>>> = {
  APPROVE: {
    actors: ['admin'],
    actorMessage: 'Only an admin can approve a booking',
    from: ['pending'],
    fromMessage: 'Only bookings pending review can be approved',
  },
  PAY: {
    actors: ['customer'],
    actorMessage: 'Only the guest can pay for a booking',
    from: ['processing'],
    fromMessage: 'Only approved bookings awaiting payment can be paid',
  },
  PAYMENT_CAPTURED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can mark a booking as paid',
    from: ['processing'],
    fromMessage: 'Only approved bookings awaiting payment can be paid',
  },
  CHECK_IN: {
    actors: ['customer'],
    actorMessage: 'Only the guest can check in',
    from: ['paid'],
    fromMessage: 'Only paid bookings can be checked in',
    checks: [{ test: checkInDue, message: (ctx) => `You can check in from ${ctx.checkInDate ? formatDate(ctx.checkInDate) : 'the check-in date'}` }],
  },
  CHECK_OUT: {
    actors: ['customer'],
    actorMessage: 'Only the guest can check out',
    from: ['checked_in'],
    fromMessage: 'Only checked-in bookings can be checked out',
  },
  RELEASE: {
    actors: ['admin'],
    actorMessage: 'Only an admin can release payment',
    from: ['checked_out'],
    fromMessage: 'Payment can be released only after check-out',
    checks: [NOT_DISPUTED],
  },
  AUTO_RELEASE: {
    actors: ['system'],
    actorMessage: 'Only the system can release a payment automatically',
    from: ['checked_out'],
    fromMessage: 'Payment can be released only after check-out',
    checks: [{ test: autoReleaseDue, message: `A payment is released automatically only ${AUTO_RELEASE_HOURS} hours after check-out` }, NOT_DISPUTED],
  },
  DISPUTE: {
    actors: ['customer'],
    actorMessage: 'Only the guest can report a problem with a stay',
    from: ['checked_in', 'checked_out'],
    fromMessage: 'A problem can be reported during the stay or after check-out, before the payment is released',
    checks: [{ test: (ctx) => !ctx.disputed, message: 'A problem has already been reported for this stay' }],
  },
  RESOLVE_RELEASE: {
    actors: ['admin'],
    actorMessage: 'Only an administrator can resolve a dispute',
    from: ['checked_in', 'checked_out'],
    fromMessage: 'This booking has no open dispute',
    checks: [HAS_DISPUTE],
  },
  RESOLVE_REFUND: {
    actors: ['admin'],
    actorMessage: 'Only an administrator can resolve a dispute',
    from: ['checked_in', 'checked_out'],
    fromMessage: 'This booking has no open dispute',
    checks: [HAS_DISPUTE],
  },
  CANCEL: {
    actors: ['customer', 'admin'],
    actorMessage: 'Only the guest or an admin can cancel a booking',
    from: ['pending', 'processing', 'paid'],
    fromMessage: 'Only bookings not yet checked in can be cancelled',
  },
  EXPIRE: {
    actors: ['system'],
    actorMessage: 'Only the system can let a booking expire',
    from: ['pending', 'processing'],
    fromMessage: 'Only bookings awaiting approval or payment can expire',
    checks: [
      {
        test: expiryDue,
        message: (_c, _e, status) =>
          status === 'pending'
            ? `A request expires ${BOOKING_APPROVAL_HOURS} hours after it was made`
            : `An approved booking expires ${BOOKING_PAYMENT_HOURS} hours after approval`,
      },
    ],
  },
  REFUND: {
    actors: ['admin', 'system'],
    actorMessage: 'Only an admin can refund a booking',
    from: ['paid', 'checked_in', 'checked_out'],
    fromMessage: 'Only paid bookings that have not been released can be refunded',
  },
};

type Stamp = Omit<ApartmentBookingPatch, 'status'>;
/** What each event records besides the status. */
const STAMPS: Readonly<Record<ApartmentBookingEventType, (at: Date, event: ApartmentBookingEvent, from: BookingStatus) => Stamp>> = {
  APPROVE: (at) => ({ approvedAt: at }),
  PAY: () => ({}),
  PAYMENT_CAPTURED: (at) => ({ paidAt: at, escrowStatus: 'held' }),
  CHECK_IN: (at) => ({ checkedInAt: at }),
  CHECK_OUT: (at) => ({ checkedOutAt: at }),
  RELEASE: (at) => ({ completedAt: at, escrowStatus: 'released' }),
  AUTO_RELEASE: (at) => ({ completedAt: at, escrowStatus: 'released' }),
  CANCEL: (at, event, from) => ({
    cancelledAt: at,
    cancelledBy: event.actor === 'admin' ? 'admin' : 'customer',
    ...(from === 'paid' ? { escrowStatus: 'refunded' as const } : {}),
  }),
  EXPIRE: (at) => ({ cancelledAt: at, cancelledBy: 'system' }),
  REFUND: (at) => ({ refundedAt: at, escrowStatus: 'refunded' }),
  DISPUTE: (at) => ({ disputedAt: at }),
  RESOLVE_RELEASE: (at) => ({ completedAt: at, escrowStatus: 'released' }),
  RESOLVE_REFUND: (at) => ({ refundedAt: at, escrowStatus: 'refunded' }),
};

const decide = machineTransition(apartmentBookingMachine, APARTMENT_BOOKING_RULES, 'booking', APARTMENT_BOOKING_ACTIONS);

function toContext(booking: ApartmentBookingState): Ctx {
  return {
    checkInDate: booking.checkInDate ?? null,
    createdAt: instantMs(booking.createdAt),
    approvedAt: instantMs(booking.approvedAt),
    checkedOutAt: instantMs(booking.checkedOutAt),
    disputed: instantMs(booking.disputedAt) !== null,
  };
}

/**
 * Applies `event` to a booking without running anything: the patch to save (status, escrow status and
 * timestamps at `at`, the real moment of the transition) and the side effects to perform, or a refusal
 * with a message for people.
 */
export function apartmentBookingTransition(
  booking: ApartmentBookingState,
  event: ApartmentBookingEvent,
  at: Date = new Date(),
): TransitionResult<ApartmentBookingPatch, ApartmentBookingAction> {
  const status = booking.status;
  if (!isBookingStatus(status)) return { ok: false, reason: 'unknown_status', message: `Unknown booking status: ${String(status)}` };
  return decide(status, toContext(booking), event, (next) => ({ status: next.value as BookingStatus, ...STAMPS[event.type](at, event, status) }));
}

/** The events `actor` may send to a booking at `now` — the buttons to show. */
export function allowedApartmentBookingActions(booking: ApartmentBookingState, actor: ActorRole, now: Instant = Date.now()): ApartmentBookingEventType[] {
  // apartmentBookingTransition's test (`can`) on one resolved snapshot, without the next state or refusal messages.
  if (!isBookingStatus(booking.status)) return [];
  const snapshot = apartmentBookingMachine.resolveState({ value: booking.status, context: toContext(booking) });
  return APARTMENT_BOOKING_EVENT_TYPES.filter((type) => snapshot.can({ type, actor, now } as ApartmentBookingEvent));
}

/** The admin's "Update Status" choices: each target status and the one event that reaches it. */
export const ADMIN_BOOKING_STATUS_EVENTS: Readonly<Partial<Record<BookingStatus, 'APPROVE' | 'CANCEL' | 'REFUND' | 'RELEASE'>>> = {
  processing: 'APPROVE',
  cancelled: 'CANCEL',
  refunded: 'REFUND',
  completed: 'RELEASE',
};

/** The statuses an admin may set on `booking` now (the enabled options of Update Status). */
export function adminBookingStatuses(booking: ApartmentBookingState, now: Instant = Date.now()): BookingStatus[] {
  return BOOKING_STATUSES.filter((s) => {
    const type = ADMIN_BOOKING_STATUS_EVENTS[s];
    return type !== undefined && apartmentBookingTransition(booking, { type, actor: 'admin', now } as ApartmentBookingEvent).ok;
  });
}
