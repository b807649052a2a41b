/**
 * Vendor payout lifecycle: requested → processing (transfer initiated) → paid | failed | reversed.
 * A failed or reversed transfer re-credits the vendor's payable balance (`recreditVendor`, which
 * the API provides). A reversal may also arrive after success, as Paystack's transfer.reversed can.
 * The request itself (amount ≥ MIN_PAYOUT_KOBO, within the available balance) is checked by
 * validatePayoutRequest before the payout exists.
 */
import { setup, transition } from 'xstate';
import { isPayoutStatus, type ActorRole, type PayoutStatus } from '../statuses.js';
import { explainRefusal, type EventRule, type TransitionResult } from './machine-rules.js';

export type PayoutEvent =
  | { type: 'PROCESS'; actor: ActorRole }
  | { type: 'TRANSFER_SUCCEEDED'; actor: ActorRole }
  | { type: 'TRANSFER_FAILED'; actor: ActorRole; reason?: string | null }
  | { type: 'TRANSFER_REVERSED'; actor: ActorRole; reason?: string | null };
export type PayoutEventType = PayoutEvent['type'];

export const PAYOUT_EVENT_TYPES = ['PROCESS', 'TRANSFER_SUCCEEDED', 'TRANSFER_FAILED', 'TRANSFER_REVERSED'] as const satisfies readonly PayoutEventType[];

export const PAYOUT_ACTIONS = [
  'initiateTransfer', // start the bank transfer with the provider
  'notifyPaid',
  'recreditVendor', // failed or reversed: put the amount back in the vendor's payable balance
] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

const noop = () => {};

export const payoutMachine = setup({
  types: {} as { events: PayoutEvent },
  guards: {
    bySystem: ({ event }) => event.actor === 'system',
    byAdminOrSystem: ({ event }) => event.actor === 'admin' || event.actor === 'system',
  },
  actions: { initiateTransfer: noop, notifyPaid: noop, recreditVendor: noop },
}).createMachine({
  id: 'payout',
  initial: 'requested',
  states: {
    requested: {
      on: { PROCESS: { target: 'processing', guard: 'byAdminOrSystem', actions: 'initiateTransfer' } },
    },
    processing: {
      on: {
        TRANSFER_SUCCEEDED: { target: 'paid', guard: 'bySystem', actions: 'notifyPaid' },
        TRANSFER_FAILED: { target: 'failed', guard: 'bySystem', actions: 'recreditVendor' },
        TRANSFER_REVERSED: { target: 'reversed', guard: 'bySystem', actions: 'recreditVendor' },
      },
    },
    paid: {
      on: { TRANSFER_REVERSED: { target: 'reversed', guard: 'bySystem', actions: 'recreditVendor' } },
    },
    failed: { type: 'final' },
    reversed: { type: 'final' },
  },
});

type Ctx = Record<string, never>;
/** Why an event is refused, in words for people; the graph above is the authority. */
export const PAYOUT_RULES: Readonly<Record<PayoutEventType, EventRule<PayoutStatus, Ctx, PayoutEvent>>> = {
  PROCESS: {
    actors: ['admin', 'system'],
    actorMessage: 'Only an admin can process a payout',
    from: ['requested'],
    fromMessage: 'Only requested payouts can be processed',
  },
  TRANSFER_SUCCEEDED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can confirm a transfer',
    from: ['processing'],
    fromMessage: 'Only payouts being processed can be marked as paid',
  },
  TRANSFER_FAILED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can fail a transfer',
    from: ['processing'],
    fromMessage: 'Only payouts being processed can fail',
  },
  TRANSFER_REVERSED: {
    actors: ['system'],
    actorMessage: 'Only the payment system can reverse a transfer',
    from: ['processing', 'paid'],
    fromMessage: 'Only payouts being processed or paid can be reversed',
  },
};

const ACTION_SET = new Set<string>(PAYOUT_ACTIONS);

/** Applies `event` to a payout without running anything: next status and side effects, or a refusal message. */
export function payoutTransition(payout: { status: PayoutStatus | string }, event: PayoutEvent): TransitionResult<{ status: PayoutStatus }, PayoutAction> {
  const status = payout.status;
  if (!isPayoutStatus(status)) return { ok: false, reason: 'unknown_status', message: `Unknown payout status: ${String(status)}` };
  const snapshot = payoutMachine.resolveState({ value: status });
  if (!snapshot.can(event)) {
    return explainRefusal(PAYOUT_RULES, status, {} as Ctx, event) ?? { ok: false, reason: 'state', message: 'This action is not allowed for this payout' };
  }
  const [next, actions] = transition(payoutMachine, snapshot, event);
  return {
    ok: true,
    next: { status: next.value as PayoutStatus },
    actions: actions.map((a) => a.type).filter((t): t is PayoutAction => ACTION_SET.has(t)),
  };
}

/** The events `actor` may send to a payout. */
export function allowedPayoutActions(payout: { status: PayoutStatus | string }, actor: ActorRole): PayoutEventType[] {
  return PAYOUT_EVENT_TYPES.filter((type) => payoutTransition(payout, { type, actor }).ok);
}
