import { createActor } from 'xstate';
import { ACTOR_ROLES, type ActorRole } from '../statuses.js';
import { explainRefusal } from './machine-rules.js';
import {
  allowedMaintenanceActions,
  MAINTENANCE_EVENT_TYPES,
  MAINTENANCE_RULES,
  MAINTENANCE_STATUSES,
  maintenanceCancelRefundKobo,
  maintenanceRequestMachine,
  maintenanceRequestTransition,
  type MaintenanceEvent,
  type MaintenanceRequestState,
  type MaintenanceStatus,
} from './maintenance-request.machine.js';

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T09:00:00Z');
const AT = new Date(T0);
const base = { paidAt: T0 - H, completedAt: T0 - H };
const go = (status: string, event: MaintenanceEvent, extra: Partial<MaintenanceRequestState> = {}) =>
  maintenanceRequestTransition({ ...base, status, ...extra }, event, AT);

describe('maintenance request: the happy path', () => {
  it.each<[MaintenanceStatus, MaintenanceEvent, MaintenanceStatus, string[]]>([
    ['reported', { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId: 7 }, 'mechanic_chosen', ['notifyMechanicChosen']],
    ['mechanic_chosen', { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId: 8 }, 'mechanic_chosen', ['notifyMechanicChosen']],
    ['mechanic_chosen', { type: 'PAY', actor: 'customer' }, 'mechanic_chosen', ['initiatePayment']],
    ['mechanic_chosen', { type: 'PAYMENT_CAPTURED', actor: 'system' }, 'paid', ['holdEscrow']],
    ['paid', { type: 'ACCEPT', actor: 'vendor' }, 'accepted', ['notifyAccepted']],
    ['accepted', { type: 'START', actor: 'vendor' }, 'in_progress', ['notifyStarted']],
    ['in_progress', { type: 'COMPLETE', actor: 'vendor' }, 'completed', ['notifyCompleted']],
    ['completed', { type: 'CONFIRM', actor: 'customer' }, 'released', ['releaseEscrow']],
  ])('%s + %j → %s', (from, event, to, actions) => {
    expect(go(from, event)).toMatchObject({ ok: true, next: { status: to }, actions });
  });

  it('the patch carries the mechanic, each step’s timestamp and the escrow status', () => {
    expect(go('reported', { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId: 7 })).toMatchObject({ next: { mechanicId: 7, mechanicChosenAt: AT } });
    expect(go('mechanic_chosen', { type: 'PAYMENT_CAPTURED', actor: 'system' })).toMatchObject({ next: { paidAt: AT, escrowStatus: 'held' } });
    expect(go('paid', { type: 'ACCEPT', actor: 'vendor' })).toMatchObject({ next: { acceptedAt: AT } });
    expect(go('paid', { type: 'DECLINE', actor: 'vendor' })).toMatchObject({ next: { declinedAt: AT, escrowStatus: 'refunded' } });
    expect(go('accepted', { type: 'START', actor: 'vendor' })).toMatchObject({ next: { startedAt: AT } });
    expect(go('in_progress', { type: 'COMPLETE', actor: 'vendor' })).toMatchObject({ next: { completedAt: AT } });
    expect(go('completed', { type: 'CONFIRM', actor: 'customer' })).toMatchObject({ next: { releasedAt: AT, escrowStatus: 'released' } });
    const pay = go('mechanic_chosen', { type: 'PAY', actor: 'customer' });
    expect(pay.ok && Object.keys(pay.next)).toEqual(['status']);
  });

  it.each<[MaintenanceStatus, MaintenanceEvent, string]>([
    ['reported', { type: 'CHOOSE_MECHANIC', actor: 'vendor', mechanicId: 7 }, 'Only the customer can choose a mechanic'],
    ['reported', { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId: 0 }, 'Choose a mechanic'],
    ['paid', { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId: 7 }, 'A mechanic can be chosen only before payment'],
    ['reported', { type: 'PAY', actor: 'customer' }, 'Choose a mechanic before paying; a paid request cannot be paid again'],
    ['paid', { type: 'PAY', actor: 'customer' }, 'Choose a mechanic before paying; a paid request cannot be paid again'],
    ['mechanic_chosen', { type: 'PAYMENT_CAPTURED', actor: 'customer' }, 'Only the payment system can mark a request as paid'],
    ['mechanic_chosen', { type: 'ACCEPT', actor: 'vendor' }, 'Only paid requests waiting for an answer can be accepted'],
    ['paid', { type: 'ACCEPT', actor: 'customer' }, 'Only the mechanic can accept a request'],
    ['accepted', { type: 'DECLINE', actor: 'vendor' }, 'Only paid requests waiting for an answer can be declined'],
    ['paid', { type: 'START', actor: 'vendor' }, 'Only accepted requests can be started'],
    ['accepted', { type: 'COMPLETE', actor: 'vendor' }, 'Only jobs in progress can be completed'],
    ['in_progress', { type: 'CONFIRM', actor: 'customer' }, 'Only completed jobs can be confirmed'],
    ['completed', { type: 'CONFIRM', actor: 'vendor' }, 'Only the customer can confirm the job'],
    ['in_progress', { type: 'CANCEL', actor: 'customer' }, 'This request can no longer be cancelled'],
    [
      'paid',
      { type: 'CANCEL', actor: 'customer' },
      'A paid request can be cancelled once the mechanic has answered; if they do not answer within 2 hours it is refunded in full',
    ],
    ['accepted', { type: 'CANCEL', actor: 'vendor' }, 'Only the customer can cancel a request'],
  ])('%s refuses %j: %s', (from, event, message) => {
    const r = go(from, event);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(message);
  });
});

describe('maintenance request: refunds, lapse and auto-release (fake clock)', () => {
  it('declined: full refund', () => {
    expect(go('paid', { type: 'DECLINE', actor: 'vendor' })).toMatchObject({ ok: true, next: { status: 'declined' }, actions: ['refundFull'] });
  });
  it('a paid request lapses 2 h after payment, not a minute before', () => {
    const paid = { paidAt: T0 };
    expect(go('paid', { type: 'LAPSE', actor: 'system', now: T0 + 2 * H - 60_000 }, paid)).toMatchObject({
      ok: false,
      reason: 'rule',
      message: 'A request lapses only 2 hours after payment',
    });
    expect(go('paid', { type: 'LAPSE', actor: 'system', now: T0 + 2 * H }, paid)).toMatchObject({
      ok: true,
      next: { status: 'lapsed', lapsedAt: AT, escrowStatus: 'refunded' },
      actions: ['refundFull'],
    });
    expect(go('accepted', { type: 'LAPSE', actor: 'system', now: T0 + 9 * H }, paid)).toMatchObject({ ok: false, reason: 'state' });
  });
  it('the fee is released automatically 72 h after completion', () => {
    const done = { completedAt: T0 };
    expect(go('completed', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 71 * H }, done).ok).toBe(false);
    expect(go('completed', { type: 'AUTO_RELEASE', actor: 'system', now: T0 + 72 * H }, done)).toMatchObject({
      ok: true,
      next: { status: 'released' },
      actions: ['releaseEscrow'],
    });
  });
  it('cancelling before payment moves no money; after acceptance half is refunded', () => {
    expect(go('reported', { type: 'CANCEL', actor: 'customer' })).toMatchObject({
      ok: true,
      next: { status: 'cancelled', cancelledAt: AT },
      actions: ['notifyCancelled'],
    });
    expect(go('mechanic_chosen', { type: 'CANCEL', actor: 'customer' })).toMatchObject({ ok: true, actions: ['notifyCancelled'] });
    expect(go('accepted', { type: 'CANCEL', actor: 'customer' })).toMatchObject({
      ok: true,
      next: { status: 'cancelled', escrowStatus: 'split' },
      actions: ['refundHalf'],
    });
    expect(maintenanceCancelRefundKobo(500_000)).toBe(250_000);
    expect(maintenanceCancelRefundKobo(3)).toBe(1);
  });
  it('refuses unknown statuses and events', () => {
    expect(go('pending', { type: 'ACCEPT', actor: 'vendor' })).toMatchObject({ ok: false, reason: 'unknown_status' });
    expect(go('paid', { type: 'FLY', actor: 'vendor' } as unknown as MaintenanceEvent)).toMatchObject({ ok: false, reason: 'unknown_event' });
  });
});

describe('what each side may do', () => {
  it.each<[MaintenanceStatus, ActorRole, string[]]>([
    ['reported', 'customer', ['CHOOSE_MECHANIC', 'CANCEL']],
    ['mechanic_chosen', 'customer', ['CHOOSE_MECHANIC', 'PAY', 'CANCEL']],
    ['paid', 'customer', []],
    ['paid', 'vendor', ['ACCEPT', 'DECLINE']],
    ['accepted', 'vendor', ['START']],
    ['accepted', 'customer', ['CANCEL']],
    ['in_progress', 'vendor', ['COMPLETE']],
    ['completed', 'customer', ['CONFIRM', 'DISPUTE']],
    ['completed', 'vendor', []],
    ['disputed', 'customer', []],
    ['disputed', 'admin', ['RESOLVE_RELEASE', 'RESOLVE_REFUND']],
    ['refunded', 'admin', []],
    ['released', 'customer', []],
    ['released', 'vendor', []],
  ])('%s, %s → %j', (status, actor, expected) => {
    expect(allowedMaintenanceActions({ ...base, status }, actor, T0)).toEqual(expected);
  });
});

describe('the refusal table agrees with the machine', () => {
  it('for every status, actor and event, at several moments', () => {
    let checked = 0;
    for (const status of MAINTENANCE_STATUSES) {
      for (const now of [T0 - 30 * H, T0, T0 + 100 * H]) {
        for (const mechanicId of [0, 5]) {
          const context = { paidAt: base.paidAt, completedAt: base.completedAt };
          const snapshot = maintenanceRequestMachine.resolveState({ value: status, context });
          for (const type of MAINTENANCE_EVENT_TYPES) {
            for (const actor of ACTOR_ROLES) {
              const event = { type, actor, now, mechanicId } as MaintenanceEvent;
              const refusal = explainRefusal(MAINTENANCE_RULES, status, context, event);
              if (snapshot.can(event) !== (refusal === null)) {
                throw new Error(`${status} ${type} by ${actor} at ${now}: machine ${snapshot.can(event)}, table ${refusal?.message ?? 'allows'}`);
              }
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(MAINTENANCE_STATUSES.length * 3 * 2 * MAINTENANCE_EVENT_TYPES.length * ACTOR_ROLES.length);
    expect(checked).toBe(12 * 3 * 2 * 14 * 4);
  });
});

describe('running the machine as an actor', () => {
  it('runs provided actions along the whole job', () => {
    const released: string[] = [];
    const actor = createActor(maintenanceRequestMachine.provide({ actions: { releaseEscrow: () => void released.push('released') } }), {
      input: { paidAt: null, completedAt: null },
    }).start();
    const steps: MaintenanceEvent[] = [
      { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId: 3 },
      { type: 'PAYMENT_CAPTURED', actor: 'system' },
      { type: 'ACCEPT', actor: 'vendor' },
      { type: 'CONFIRM', actor: 'customer' }, // refused: not completed yet
      { type: 'START', actor: 'vendor' },
      { type: 'COMPLETE', actor: 'vendor' },
      { type: 'CONFIRM', actor: 'customer' },
    ];
    for (const step of steps) actor.send(step);
    expect(actor.getSnapshot().value).toBe('released');
    expect(released).toEqual(['released']);
    actor.stop();
  });
});
