/**
 * Apartment booking lifecycle (spec 001 §4): pending (admin review) → processing (approved,
 * payment required) → paid → checked_in → checked_out → completed (admin releases payment);
 * cancelled and refunded. An admin may also SET_STATUS to any other of the eight statuses
 * (the spec shows no restriction); that override moves no money — only PAYMENT_CAPTURED,
 * RELEASE, CANCEL (from paid) and REFUND have money side effects.
 */
import { and, setup, transition } from 'xstate';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS, isBookingStatus, type ActorRole, type BookingStatus } from '../statuses.js';
import { explainRefusal, type EventRule, type TransitionResult } from './machine-rules.js';

export type ApartmentBookingEvent =
  | { type: 'APPROVE'; actor: ActorRole }
  | { type: 'PAY'; actor: ActorRole }
  | { type: 'PAYMENT_CAPTURED'; actor: ActorRole }
  | { type: 'CHECK_IN'; actor: ActorRole }
  | { type: 'CHECK_OUT'; actor: ActorRole }
  | { type: 'RELEASE'; actor: ActorRole }
  | { type: 'CANCEL'; actor: ActorRole }
  | { type: 'REFUND'; actor: ActorRole }
  | { type: 'SET_STATUS'; actor: ActorRole; status: BookingStatus };
export type ApartmentBookingEventType = ApartmentBookingEvent['type'];

export const APARTMENT_BOOKING_EVENT_TYPES = [
  'APPROVE',
  'PAY',
  'PAYMENT_CAPTURED',
  'CHECK_IN',
  'CHECK_OUT',
  'RELEASE',
  'CANCEL',
  'REFUND',
  'SET_STATUS',
] as const satisfies readonly ApartmentBookingEventType[];

export const APARTMENT_BOOKING_ACTIONS = [
  'requestPayment', // approved: tell the customer to pay
  'initiatePayment', // customer pays: start a Paystack checkout (payment_url)
  'holdEscrow', // payment captured: fund escrow
  'notifyCheckedIn',
  'notifyCheckedOut',
  'releaseEscrow', // escrow → vendor payable minus the 10 % fee (splitRelease(total, 'apartment'))
  'notifyCancelled', // cancelled before payment: no money moves
  'refundCancellation', // cancelled after payment: refund apartmentCancellationRefundKobo(...)
  'refundPayment', // admin/system refund of a paid stay (capped by maxRefundKobo)
  'notifyStatusChanged', // admin override: status only, the user is notified
] as const;
export type ApartmentBookingAction = (typeof APARTMENT_BOOKING_ACTIONS)[number];

const noop = () => {};

/** Admin override to every status but the current one. */
function setStatusFrom(current: BookingStatus) {
  return BOOKING_STATUSES.filter((s) => s !== current).map((status) => ({
    target: status,
    guard: and(['byAdmin', { type: 'setsStatus' as const, params: { status } }]),
    actions: 'notifyStatusChanged' as const,
  }));
}

export const apartmentBookingMachine = setup({
  types: {} as { events: ApartmentBookingEvent },
  guards: {
    byCustomer: ({ event }) => event.actor === 'customer',
    byAdmin: ({ event }) => event.actor === 'admin',
    bySystem: ({ event }) => event.actor === 'system',
    byCustomerOrAdmin: ({ event }) => event.actor === 'customer' || event.actor === 'admin',
    byAdminOrSystem: ({ event }) => event.actor === 'admin' || event.actor === 'system',
    setsStatus: ({ event }, params: { status: BookingStatus }) => event.type === 'SET_STATUS' && event.status === params.status,
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
    notifyStatusChanged: noop,
  },
}).createMachine({
  id: 'apartmentBooking',
  initial: 'pending',
  states: {
    pending: {
      on: {
        APPROVE: { target: 'processing', guard: 'byAdmin', actions: 'requestPayment' },
        CANCEL: { target: 'cancelled', guard: 'byCustomerOrAdmin', actions: 'notifyCancelled' },
        SET_STATUS: setStatusFrom('pending'),
      },
    },
    processing: {
      on: {
        PAY: { guard: 'byCustomer', actions: 'initiatePayment' },
        PAYMENT_CAPTURED: { target: 'paid', guard: 'bySystem', actions: 'holdEscrow' },
        CANCEL: { target: 'cancelled', guard: 'byCustomerOrAdmin', actions: 'notifyCancelled' },
        SET_STATUS: setStatusFrom('processing'),
      },
    },
    paid: {
      on: {
        CHECK_IN: { target: 'checked_in', guard: 'byCustomer', actions: 'notifyCheckedIn' },
        CANCEL: { target: 'cancelled', guard: 'byCustomerOrAdmin', actions: 'refundCancellation' },
        REFUND: { target: 'refunded', guard: 'byAdminOrSystem', actions: 'refundPayment' },
        SET_STATUS: setStatusFrom('paid'),
      },
    },
    checked_in: {
      on: {
        CHECK_OUT: { target: 'checked_out', guard: 'byCustomer', actions: 'notifyCheckedOut' },
        REFUND: { target: 'refunded', guard: 'byAdminOrSystem', actions: 'refundPayment' },
        SET_STATUS: setStatusFrom('checked_in'),
      },
    },
    checked_out: {
      on: {
        RELEASE: { target: 'completed', guard: 'byAdmin', actions: 'releaseEscrow' },
        REFUND: { target: 'refunded', guard: 'byAdminOrSystem', actions: 'refundPayment' },
        SET_STATUS: setStatusFrom('checked_out'),
      },
    },
    completed: { on: { SET_STATUS: setStatusFrom('completed') } },
    cancelled: { on: { SET_STATUS: setStatusFrom('cancelled') } },
    refunded: { on: { SET_STATUS: setStatusFrom('refunded') } },
  },
});

type Ctx = Record<string, never>;
/** Why an event is refused, in words for people; the graph above is the authority. */
export const APARTMENT_BOOKING_RULES: Readonly<Record<ApartmentBookingEventType, EventRule<BookingStatus, Ctx, ApartmentBookingEvent>>> = {
  APPROVE: { actors: ['admin'], actorMessage: 'Only an admin can approve a booking', from: ['pending'], fromMessage: 'Only bookings pending review can be approved' },
  PAY: { actors: ['customer'], actorMessage: 'Only the guest can pay for a booking', from: ['processing'], fromMessage: 'Only approved bookings awaiting payment can be paid' },
  PAYMENT_CAPTURED: {
    actors: ['system'], actorMessage: 'Only the payment system can mark a booking as paid',
    from: ['processing'], fromMessage: 'Only approved bookings awaiting payment can be paid',
  },
  CHECK_IN: { actors: ['customer'], actorMessage: 'Only the guest can check in', from: ['paid'], fromMessage: 'Only paid bookings can be checked in' },
  CHECK_OUT: { actors: ['customer'], actorMessage: 'Only the guest can check out', from: ['checked_in'], fromMessage: 'Only checked-in bookings can be checked out' },
  RELEASE: { actors: ['admin'], actorMessage: 'Only an admin can release payment', from: ['checked_out'], fromMessage: 'Payment can be released only after check-out' },
  CANCEL: {
    actors: ['customer', 'admin'], actorMessage: 'Only the guest or an admin can cancel a booking',
    from: ['pending', 'processing', 'paid'], fromMessage: 'Only bookings not yet checked in can be cancelled',
  },
  REFUND: {
    actors: ['admin', 'system'], actorMessage: 'Only an admin can refund a booking',
    from: ['paid', 'checked_in', 'checked_out'], fromMessage: 'Only paid bookings that have not been released can be refunded',
  },
  SET_STATUS: {
    actors: ['admin'], actorMessage: 'Only an admin can change a booking status',
    from: BOOKING_STATUSES, fromMessage: 'Unknown booking status',
    checks: [
      {
        test: (_ctx, event) => event.type === 'SET_STATUS' && isBookingStatus(event.status),
        message: (_ctx, event) => `Unknown booking status: ${String(event.type === 'SET_STATUS' ? event.status : '')}`,
      },
      {
        test: (_ctx, event, status) => event.type === 'SET_STATUS' && event.status !== status,
        message: (_ctx, _event, status) => `This booking is already ${BOOKING_STATUS_LABELS[status]}`,
      },
    ],
  },
};

const ACTION_SET = new Set<string>(APARTMENT_BOOKING_ACTIONS);

/** Applies `event` to a booking without running anything: next status and side effects, or a refusal message. */
export function apartmentBookingTransition(
  booking: { status: BookingStatus | string },
  event: ApartmentBookingEvent,
): TransitionResult<{ status: BookingStatus }, ApartmentBookingAction> {
  const status = booking.status;
  if (!isBookingStatus(status)) return { ok: false, reason: 'unknown_status', message: `Unknown booking status: ${String(status)}` };
  const snapshot = apartmentBookingMachine.resolveState({ value: status });
  if (!snapshot.can(event)) {
    return (
      explainRefusal(APARTMENT_BOOKING_RULES, status, {} as Ctx, event) ?? { ok: false, reason: 'state', message: 'This action is not allowed for this booking' }
    );
  }
  const [next, actions] = transition(apartmentBookingMachine, snapshot, event);
  return {
    ok: true,
    next: { status: next.value as BookingStatus },
    actions: actions.map((a) => a.type).filter((t): t is ApartmentBookingAction => ACTION_SET.has(t)),
  };
}

/** The events `actor` may send to a booking — the buttons to show. SET_STATUS is listed when any other status may be set. */
export function allowedApartmentBookingActions(
  booking: { status: BookingStatus | string },
  actor: ActorRole,
): ApartmentBookingEventType[] {
  return APARTMENT_BOOKING_EVENT_TYPES.filter((type) =>
    type === 'SET_STATUS'
      ? BOOKING_STATUSES.some((status) => apartmentBookingTransition(booking, { type, actor, status }).ok)
      : apartmentBookingTransition(booking, { type, actor } as ApartmentBookingEvent).ok,
  );
}
