import { createActor } from 'xstate';
import { ACTOR_ROLES, ESCROW_STATUSES, PAYMENT_STATUSES, SERVICE_ORDER_STATUSES, type ActorRole } from '../statuses.js';
import { explainRefusal } from './machine-rules.js';
import {
  ADDRESS_NEEDED_TO_START,
  allowedServiceOrderActions,
  SERVICE_ORDER_EVENT_TYPES,
  SERVICE_ORDER_RULES,
  serviceOrderMachine,
  serviceOrderTransition,
  type ServiceOrderContext,
  type ServiceOrderEvent,
  type ServiceOrderState,
} from './service-order.machine.js';

const H = 3_600_000;
const T0 = Date.UTC(2025, 2, 1, 9); // order placed
const DONE = T0 + 30 * H; // work completed

const pending: ServiceOrderState = { status: 'pending', paymentStatus: 'pending', escrowStatus: 'none', createdAt: new Date(T0) };
const acceptedUnpaid: ServiceOrderState = { ...pending, status: 'accepted' };
const acceptedPaid: ServiceOrderState = { ...acceptedUnpaid, paymentStatus: 'paid', escrowStatus: 'held' };
const inProgress: ServiceOrderState = { ...acceptedPaid, status: 'in_progress' };
const completed: ServiceOrderState = { ...inProgress, status: 'completed', completedAt: new Date(DONE).toISOString() };
const disputed: ServiceOrderState = { ...completed, escrowStatus: 'disputed' };

function refused(order: ServiceOrderState, event: ServiceOrderEvent) {
  const result = serviceOrderTransition(order, event);
  if (result.ok) throw new Error(`expected ${event.type} to be refused, it went to ${JSON.stringify(result.next)}`);
  return result;
}
function accepted(order: ServiceOrderState, event: ServiceOrderEvent) {
  const result = serviceOrderTransition(order, event);
  if (!result.ok) throw new Error(`expected ${event.type} to be accepted, got: ${result.message}`);
  return result;
}

describe('service order: pending', () => {
  it('the vendor accepts, with an optional response, and the customer is asked to pay', () => {
    const r = accepted(pending, { type: 'ACCEPT', actor: 'vendor', response: '  I can come on Monday ' });
    expect(r.next).toMatchObject({ status: 'accepted', paymentStatus: 'pending', escrowStatus: 'none', vendorResponse: 'I can come on Monday' });
    expect(r.actions).toEqual(['requestPayment']);
    expect(accepted(pending, { type: 'ACCEPT', actor: 'vendor' }).next.vendorResponse).toBeNull();
  });
  it('only the vendor can accept', () => {
    expect(refused(pending, { type: 'ACCEPT', actor: 'customer' })).toEqual({ ok: false, reason: 'actor', message: 'Only the vendor can accept an order' });
  });
  it('the vendor declines: the order is cancelled', () => {
    const r = accepted(pending, { type: 'DECLINE', actor: 'vendor' });
    expect(r.next.status).toBe('cancelled');
    expect(r.actions).toEqual(['notifyCancelled']);
    expect(refused(pending, { type: 'DECLINE', actor: 'admin' }).message).toBe('Only the vendor can decline an order');
  });
  it('the customer cancels', () => {
    expect(accepted(pending, { type: 'CANCEL', actor: 'customer' }).next.status).toBe('cancelled');
    expect(refused(pending, { type: 'CANCEL', actor: 'vendor' }).message).toBe('Only the customer can cancel an order');
  });
  it('only pending orders can be cancelled', () => {
    for (const order of [acceptedUnpaid, inProgress, completed]) {
      expect(refused(order, { type: 'CANCEL', actor: 'customer' })).toEqual({ ok: false, reason: 'state', message: 'Only pending orders can be cancelled' });
    }
    expect(refused(acceptedUnpaid, { type: 'ACCEPT', actor: 'vendor' }).message).toBe('Only pending orders can be accepted');
    expect(refused(acceptedUnpaid, { type: 'DECLINE', actor: 'vendor' }).message).toBe('Only pending orders can be declined');
  });
  it('the system cancels a pending order 48 hours after it was placed, not before', () => {
    expect(accepted(pending, { type: 'AUTO_CANCEL', actor: 'system', now: T0 + 48 * H }).next.status).toBe('cancelled');
    expect(refused(pending, { type: 'AUTO_CANCEL', actor: 'system', now: T0 + 48 * H - 1 })).toMatchObject({
      reason: 'rule',
      message: 'A pending order is cancelled automatically only 48 hours after it was placed',
    });
    expect(refused({ ...pending, createdAt: null }, { type: 'AUTO_CANCEL', actor: 'system', now: T0 + 100 * H }).reason).toBe('rule');
    expect(refused(pending, { type: 'AUTO_CANCEL', actor: 'admin', now: T0 + 100 * H }).reason).toBe('actor');
    expect(refused(acceptedUnpaid, { type: 'AUTO_CANCEL', actor: 'system', now: T0 + 100 * H }).message).toBe('Only pending orders can be cancelled');
  });
  it('cannot be paid or started before acceptance', () => {
    expect(refused(pending, { type: 'PAY', actor: 'customer' }).message).toBe('An order can be paid only once the vendor has accepted it');
    expect(refused(pending, { type: 'PAYMENT_CAPTURED', actor: 'system' }).message).toBe('An order can be paid only once the vendor has accepted it');
    expect(refused(pending, { type: 'START', actor: 'vendor' }).message).toBe('Only accepted orders can be started');
  });
});

describe('service order: accepted', () => {
  it('the customer starts a payment while unpaid; the status does not change', () => {
    const r = accepted(acceptedUnpaid, { type: 'PAY', actor: 'customer' });
    expect(r.next).toMatchObject({ status: 'accepted', paymentStatus: 'pending' });
    expect(r.actions).toEqual(['initiatePayment']);
    expect(refused(acceptedPaid, { type: 'PAY', actor: 'customer' }).message).toBe('This order is already paid');
    expect(refused(acceptedUnpaid, { type: 'PAY', actor: 'vendor' }).message).toBe('Only the customer can pay for an order');
  });
  it('a captured payment marks it paid and funds escrow, once', () => {
    const r = accepted(acceptedUnpaid, { type: 'PAYMENT_CAPTURED', actor: 'system' });
    expect(r.next).toMatchObject({ status: 'accepted', paymentStatus: 'paid', escrowStatus: 'held' });
    expect(r.actions).toEqual(['holdEscrow']);
    expect(refused(acceptedPaid, { type: 'PAYMENT_CAPTURED', actor: 'system' }).message).toBe('This order is already paid');
    expect(refused(acceptedUnpaid, { type: 'PAYMENT_CAPTURED', actor: 'customer' }).message).toBe('Only the payment system can mark an order as paid');
  });
  it('work starts only once paid, and only by the vendor', () => {
    expect(refused(acceptedUnpaid, { type: 'START', actor: 'vendor' })).toEqual({
      ok: false,
      reason: 'rule',
      message: 'This order must be paid before work can start',
    });
    const r = accepted(acceptedPaid, { type: 'START', actor: 'vendor' });
    expect(r.next.status).toBe('in_progress');
    expect(r.actions).toEqual(['notifyStarted']);
    expect(refused(acceptedPaid, { type: 'START', actor: 'customer' }).message).toBe('Only the vendor can start work on an order');
  });
  it('an order placed without an address is accepted and paid, but work starts only once the address is added', () => {
    const noAddress: ServiceOrderState = { ...pending, serviceAddress: null };
    expect(accepted(noAddress, { type: 'ACCEPT', actor: 'vendor' }).next.status).toBe('accepted');
    expect(accepted({ ...noAddress, status: 'accepted' }, { type: 'PAY', actor: 'customer' }).ok).toBe(true);
    const paidNoAddress: ServiceOrderState = { ...acceptedPaid, serviceAddress: '  ' };
    expect(refused(paidNoAddress, { type: 'START', actor: 'vendor' })).toEqual({ ok: false, reason: 'rule', message: ADDRESS_NEEDED_TO_START });
    expect(allowedServiceOrderActions(paidNoAddress, 'vendor', T0)).toEqual([]);
    expect(accepted({ ...paidNoAddress, serviceAddress: '5 Awolowo Road, Ikoyi' }, { type: 'START', actor: 'vendor' }).next.status).toBe('in_progress');
  });
  it('an admin refund of a paid order cancels it and refunds escrow', () => {
    const r = accepted(acceptedPaid, { type: 'REFUND', actor: 'admin' });
    expect(r.next).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', escrowStatus: 'refunded' });
    expect(r.actions).toEqual(['refundPayment']);
    expect(refused(acceptedUnpaid, { type: 'REFUND', actor: 'admin' }).message).toBe('This order has not been paid');
    expect(refused(acceptedPaid, { type: 'REFUND', actor: 'vendor' }).message).toBe('Only an admin can refund an order');
    expect(refused(pending, { type: 'REFUND', actor: 'system' }).message).toBe('Only paid orders can be refunded');
  });
});

describe('service order: in progress', () => {
  it('the vendor completes it; completion time comes from the event', () => {
    const r = accepted(inProgress, { type: 'COMPLETE', actor: 'vendor', now: new Date(DONE) });
    expect(r.next).toMatchObject({ status: 'completed', escrowStatus: 'held' });
    expect(r.next.completedAt).toEqual(new Date(DONE));
    expect(r.next).not.toHaveProperty('createdAt');
    expect(r.actions).toEqual(['scheduleAutoRelease']);
    expect(refused(inProgress, { type: 'COMPLETE', actor: 'customer', now: DONE }).message).toBe('Only the vendor can complete an order');
    expect(refused(acceptedPaid, { type: 'COMPLETE', actor: 'vendor', now: DONE }).message).toBe('Only orders in progress can be completed');
  });
  it('can be refunded by the system', () => {
    expect(accepted(inProgress, { type: 'REFUND', actor: 'system' }).next).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });
});

describe('service order: after completion', () => {
  it('the customer confirms satisfaction: escrow is released, once', () => {
    const r = accepted(completed, { type: 'CONFIRM_SATISFACTION', actor: 'customer' });
    expect(r.next).toMatchObject({ status: 'completed', paymentStatus: 'paid', escrowStatus: 'released' });
    expect(r.actions).toEqual(['releaseEscrow']);
    expect(refused({ ...completed, escrowStatus: 'released' }, { type: 'CONFIRM_SATISFACTION', actor: 'customer' }).message).toBe(
      'The payment for this order has already been released',
    );
    expect(refused(completed, { type: 'CONFIRM_SATISFACTION', actor: 'vendor' }).message).toBe('Only the customer can confirm satisfaction');
    expect(refused(inProgress, { type: 'CONFIRM_SATISFACTION', actor: 'customer' }).message).toBe('Only completed orders can be confirmed');
  });
  it('the customer may dispute within 48 hours of completion, not after', () => {
    const r = accepted(completed, { type: 'DISPUTE', actor: 'customer', now: DONE + 48 * H, reason: 'Half done' });
    expect(r.next.escrowStatus).toBe('disputed');
    expect(r.actions).toEqual(['openDispute']);
    expect(refused(completed, { type: 'DISPUTE', actor: 'customer', now: DONE + 48 * H + 1 })).toMatchObject({
      reason: 'rule',
      message: 'Disputes can be opened only within 48 hours of completion',
    });
    expect(refused(completed, { type: 'DISPUTE', actor: 'vendor', now: DONE }).message).toBe('Only the customer can open a dispute');
    expect(refused({ ...completed, completedAt: null }, { type: 'DISPUTE', actor: 'customer', now: DONE }).reason).toBe('rule');
    expect(refused(disputed, { type: 'DISPUTE', actor: 'customer', now: DONE }).message).toBe('This order is under dispute');
  });
  it('a dispute holds the release until an admin resolves it', () => {
    expect(refused(disputed, { type: 'CONFIRM_SATISFACTION', actor: 'customer' }).message).toBe('This order is under dispute');
    expect(refused(disputed, { type: 'AUTO_RELEASE', actor: 'system', now: DONE + 500 * H }).message).toBe('This order is under dispute');
    expect(refused(disputed, { type: 'REFUND', actor: 'admin' }).message).toBe('This order is under dispute');

    const release = accepted(disputed, { type: 'RESOLVE_RELEASE', actor: 'admin' });
    expect(release.next).toMatchObject({ status: 'completed', paymentStatus: 'paid', escrowStatus: 'released' });
    expect(release.actions).toEqual(['releaseEscrow']);

    const refund = accepted(disputed, { type: 'RESOLVE_REFUND', actor: 'admin' });
    expect(refund.next).toMatchObject({ status: 'completed', paymentStatus: 'refunded', escrowStatus: 'refunded' });
    expect(refund.actions).toEqual(['refundPayment']);

    expect(refused(disputed, { type: 'RESOLVE_RELEASE', actor: 'customer' }).message).toBe('Only an admin can resolve a dispute');
    expect(refused(completed, { type: 'RESOLVE_REFUND', actor: 'admin' }).message).toBe('This order has no open dispute');
    expect(refused(inProgress, { type: 'RESOLVE_RELEASE', actor: 'admin' }).message).toBe('Only completed orders can have a dispute');
  });
  it('the system releases escrow 72 hours after completion when nobody disputed', () => {
    const r = accepted(completed, { type: 'AUTO_RELEASE', actor: 'system', now: DONE + 72 * H });
    expect(r.next.escrowStatus).toBe('released');
    expect(r.actions).toEqual(['releaseEscrow']);
    expect(refused(completed, { type: 'AUTO_RELEASE', actor: 'system', now: DONE + 72 * H - 1 }).message).toBe(
      'A payment is released automatically only 72 hours after completion',
    );
    expect(refused(completed, { type: 'AUTO_RELEASE', actor: 'admin', now: DONE + 72 * H }).reason).toBe('actor');
    expect(refused(inProgress, { type: 'AUTO_RELEASE', actor: 'system', now: DONE + 72 * H }).message).toBe('Only completed orders can be released');
  });
  it('an admin may refund held escrow without a dispute; the order stays completed', () => {
    expect(accepted(completed, { type: 'REFUND', actor: 'admin' }).next).toMatchObject({
      status: 'completed',
      escrowStatus: 'refunded',
      paymentStatus: 'refunded',
    });
    expect(refused({ ...completed, escrowStatus: 'refunded', paymentStatus: 'refunded' }, { type: 'REFUND', actor: 'admin' }).message).toBe(
      'This order has already been refunded',
    );
  });
});

describe('service order: edges', () => {
  it('a cancelled order accepts nothing', () => {
    const cancelled: ServiceOrderState = { ...pending, status: 'cancelled' };
    for (const type of SERVICE_ORDER_EVENT_TYPES) {
      for (const actor of ACTOR_ROLES) {
        expect(serviceOrderTransition(cancelled, { type, actor, now: T0 + 1000 * H } as ServiceOrderEvent).ok).toBe(false);
      }
    }
  });
  it('derives escrow from paymentStatus when the row has none', () => {
    const r = accepted({ status: 'completed', paymentStatus: 'paid', completedAt: DONE }, { type: 'CONFIRM_SATISFACTION', actor: 'customer' });
    expect(r.next.escrowStatus).toBe('released');
    expect(refused({ status: 'accepted', paymentStatus: 'pending' }, { type: 'REFUND', actor: 'admin' }).message).toBe('This order has not been paid');
  });
  it('refuses unknown statuses and events', () => {
    expect(refused({ status: 'confirmed', paymentStatus: 'pending' }, { type: 'CANCEL', actor: 'customer' })).toMatchObject({ reason: 'unknown_status' });
    expect(refused({ status: 'pending', paymentStatus: 'free' }, { type: 'CANCEL', actor: 'customer' })).toMatchObject({ reason: 'unknown_status' });
    expect(refused({ ...pending, escrowStatus: 'lost' }, { type: 'CANCEL', actor: 'customer' })).toMatchObject({ reason: 'unknown_status' });
    expect(refused(pending, { type: 'TELEPORT', actor: 'customer' } as unknown as ServiceOrderEvent)).toEqual({
      ok: false,
      reason: 'unknown_event',
      message: 'Unknown action: TELEPORT',
    });
  });
});

describe('allowedServiceOrderActions', () => {
  it.each<[string, ServiceOrderState, ActorRole, number, string[]]>([
    ['customer, pending', pending, 'customer', T0, ['CANCEL']],
    ['vendor, pending', pending, 'vendor', T0, ['ACCEPT', 'DECLINE']],
    ['system, pending after 48 h', pending, 'system', T0 + 48 * H, ['AUTO_CANCEL']],
    ['customer, accepted unpaid', acceptedUnpaid, 'customer', T0, ['PAY']],
    ['vendor, accepted unpaid', acceptedUnpaid, 'vendor', T0, []],
    ['vendor, accepted paid', acceptedPaid, 'vendor', T0, ['START']],
    ['vendor, in progress', inProgress, 'vendor', T0, ['COMPLETE']],
    ['customer, completed within 48 h', completed, 'customer', DONE + H, ['CONFIRM_SATISFACTION', 'DISPUTE']],
    ['customer, completed after 48 h', completed, 'customer', DONE + 49 * H, ['CONFIRM_SATISFACTION']],
    ['system, completed after 72 h', completed, 'system', DONE + 72 * H, ['AUTO_RELEASE', 'REFUND']],
    ['admin, disputed', disputed, 'admin', DONE, ['RESOLVE_RELEASE', 'RESOLVE_REFUND']],
  ])('%s', (_label, order, actor, now, expected) => {
    expect(allowedServiceOrderActions(order, actor, now)).toEqual(expected);
  });
});

describe('the refusal table agrees with the machine', () => {
  it('for every status, payment, escrow, actor, event and time', () => {
    let checked = 0;
    for (const status of SERVICE_ORDER_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        for (const escrow of ESCROW_STATUSES) {
          for (const [completedAt, addressMissing] of [
            [null, false],
            [DONE, false],
            [null, true],
            [DONE, true],
          ] as const) {
            const context: ServiceOrderContext = { paymentStatus, escrow, createdAt: T0, completedAt, vendorResponse: null, addressMissing };
            const snapshot = serviceOrderMachine.resolveState({ value: status, context });
            for (const type of SERVICE_ORDER_EVENT_TYPES) {
              for (const actor of ACTOR_ROLES) {
                for (const now of [T0, DONE + 47 * H, DONE + 48 * H + 1, DONE + 73 * H]) {
                  const event = { type, actor, now } as ServiceOrderEvent;
                  const machineAllows = snapshot.can(event);
                  const refusal = explainRefusal(SERVICE_ORDER_RULES, status, context, event);
                  if (machineAllows !== (refusal === null)) {
                    throw new Error(
                      `${status}/${paymentStatus}/${escrow}/${completedAt} ${type} by ${actor} at ${now}: machine ${machineAllows}, table ${refusal?.message ?? 'allows'}`,
                    );
                  }
                  checked++;
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBe(5 * 3 * 5 * 4 * 14 * 4 * 4);
  });

  it('allowedServiceOrderActions lists exactly the events serviceOrderTransition accepts', () => {
    let lists = 0;
    for (const status of SERVICE_ORDER_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        for (const escrowStatus of ESCROW_STATUSES) {
          for (const [completedAt, serviceAddress] of [
            [null, 'here'],
            [DONE, 'here'],
            [null, null],
            [DONE, null],
          ] as const) {
            const order: ServiceOrderState = { status, paymentStatus, escrowStatus, createdAt: T0, completedAt, vendorResponse: null, serviceAddress };
            for (const actor of ACTOR_ROLES) {
              for (const now of [T0, DONE + 47 * H, DONE + 73 * H]) {
                const accepted = SERVICE_ORDER_EVENT_TYPES.filter((type) => serviceOrderTransition(order, { type, actor, now } as ServiceOrderEvent).ok);
                expect(allowedServiceOrderActions(order, actor, now)).toEqual(accepted);
                if (accepted.length) lists++;
              }
            }
          }
        }
      }
    }
    expect(lists).toBeGreaterThan(50);
  });
});

describe('running the machine as an actor with provided actions', () => {
  it('runs the side effects each side plugs in, and ignores refused events', () => {
    const calls: string[] = [];
    const track = (name: string) => () => void calls.push(name);
    const machine = serviceOrderMachine.provide({
      actions: {
        requestPayment: track('requestPayment'),
        holdEscrow: track('holdEscrow'),
        notifyStarted: track('notifyStarted'),
        scheduleAutoRelease: track('scheduleAutoRelease'),
        releaseEscrow: track('releaseEscrow'),
      },
    });
    const actor = createActor(machine, { input: { createdAt: T0 } }).start();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.createdAt).toBe(T0);

    actor.send({ type: 'ACCEPT', actor: 'customer' }); // refused: wrong actor
    expect(actor.getSnapshot().value).toBe('pending');

    actor.send({ type: 'ACCEPT', actor: 'vendor', response: 'OK' });
    actor.send({ type: 'START', actor: 'vendor' }); // refused: unpaid
    expect(actor.getSnapshot().value).toBe('accepted');
    actor.send({ type: 'PAYMENT_CAPTURED', actor: 'system' });
    actor.send({ type: 'START', actor: 'vendor' });
    actor.send({ type: 'COMPLETE', actor: 'vendor', now: DONE });
    actor.send({ type: 'AUTO_RELEASE', actor: 'system', now: DONE + 72 * H });

    const snap = actor.getSnapshot();
    expect(snap.value).toBe('completed');
    expect(snap.context).toEqual({ paymentStatus: 'paid', escrow: 'released', createdAt: T0, completedAt: DONE, vendorResponse: 'OK', addressMissing: false });
    expect(calls).toEqual(['requestPayment', 'holdEscrow', 'notifyStarted', 'scheduleAutoRelease', 'releaseEscrow']);
    actor.stop();
  });
});

describe('the patch carries the timestamps', () => {
  const at = new Date('2026-05-01T10:00:00Z');
  it('stamps each event on its own field at the moment of the transition', () => {
    expect(serviceOrderTransition(pending, { type: 'ACCEPT', actor: 'vendor' }, at)).toMatchObject({ ok: true, next: { acceptedAt: at } });
    expect(serviceOrderTransition(pending, { type: 'DECLINE', actor: 'vendor' }, at)).toMatchObject({ next: { cancelledAt: at, cancelledBy: 'vendor' } });
    expect(serviceOrderTransition(pending, { type: 'CANCEL', actor: 'customer' }, at)).toMatchObject({ next: { cancelledAt: at, cancelledBy: 'customer' } });
    expect(serviceOrderTransition(acceptedUnpaid, { type: 'PAYMENT_CAPTURED', actor: 'system' }, at)).toMatchObject({ next: { paidAt: at } });
    expect(serviceOrderTransition(acceptedPaid, { type: 'START', actor: 'vendor' }, at)).toMatchObject({ next: { startedAt: at } });
    expect(serviceOrderTransition(completed, { type: 'CONFIRM_SATISFACTION', actor: 'customer' }, at)).toMatchObject({ next: { releasedAt: at } });
    expect(serviceOrderTransition(disputed, { type: 'RESOLVE_REFUND', actor: 'admin' }, at)).toMatchObject({ next: { refundedAt: at } });
    const auto = serviceOrderTransition(pending, { type: 'AUTO_CANCEL', actor: 'system', now: T0 + 49 * H }, at);
    expect(auto).toMatchObject({ next: { cancelledAt: at, cancelledBy: 'system' } });
  });
  it('PAY changes nothing on the row', () => {
    const r = serviceOrderTransition(acceptedUnpaid, { type: 'PAY', actor: 'customer' }, at);
    expect(r.ok && Object.keys(r.next).sort()).toEqual(['completedAt', 'escrowStatus', 'paymentStatus', 'status', 'vendorResponse']);
  });
});
