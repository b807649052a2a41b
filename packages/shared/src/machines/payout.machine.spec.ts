import { createActor } from 'xstate';
import { ACTOR_ROLES, PAYOUT_STATUSES, type ActorRole, type PayoutStatus } from '../statuses.js';
import { explainRefusal } from './machine-rules.js';
import { allowedPayoutActions, PAYOUT_EVENT_TYPES, PAYOUT_RULES, payoutMachine, payoutTransition, type PayoutEvent } from './payout.machine.js';

describe('payout', () => {
  it.each<[PayoutStatus, PayoutEvent, PayoutStatus, string[]]>([
    ['requested', { type: 'PROCESS', actor: 'system' }, 'processing', ['initiateTransfer']],
    ['requested', { type: 'PROCESS', actor: 'admin' }, 'processing', ['initiateTransfer']],
    ['processing', { type: 'TRANSFER_SUCCEEDED', actor: 'system' }, 'paid', ['notifyPaid']],
    ['processing', { type: 'TRANSFER_FAILED', actor: 'system', reason: 'Invalid account' }, 'failed', ['recreditVendor']],
    ['processing', { type: 'TRANSFER_REVERSED', actor: 'system' }, 'reversed', ['recreditVendor']],
    ['paid', { type: 'TRANSFER_REVERSED', actor: 'system' }, 'reversed', ['recreditVendor']],
  ])('%s + %j → %s', (from, event, to, actions) => {
    expect(payoutTransition({ status: from }, event)).toEqual({ ok: true, next: { status: to }, actions });
  });

  it.each<[PayoutStatus, PayoutEvent, string]>([
    ['requested', { type: 'PROCESS', actor: 'vendor' }, 'Only an admin can process a payout'],
    ['processing', { type: 'PROCESS', actor: 'system' }, 'Only requested payouts can be processed'],
    ['requested', { type: 'TRANSFER_SUCCEEDED', actor: 'system' }, 'Only payouts being processed can be marked as paid'],
    ['processing', { type: 'TRANSFER_SUCCEEDED', actor: 'admin' }, 'Only the payment system can confirm a transfer'],
    ['paid', { type: 'TRANSFER_FAILED', actor: 'system' }, 'Only payouts being processed can fail'],
    ['processing', { type: 'TRANSFER_FAILED', actor: 'vendor' }, 'Only the payment system can fail a transfer'],
    ['failed', { type: 'TRANSFER_REVERSED', actor: 'system' }, 'Only payouts being processed or paid can be reversed'],
    ['reversed', { type: 'TRANSFER_REVERSED', actor: 'system' }, 'Only payouts being processed or paid can be reversed'],
    ['processing', { type: 'TRANSFER_REVERSED', actor: 'admin' }, 'Only the payment system can reverse a transfer'],
  ])('%s refuses %j: %s', (from, event, message) => {
    const r = payoutTransition({ status: from }, event);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(message);
  });

  it('refuses unknown stored statuses', () => {
    expect(payoutTransition({ status: 'sent' }, { type: 'PROCESS', actor: 'system' })).toMatchObject({ ok: false, reason: 'unknown_status' });
  });

  it.each<[PayoutStatus, ActorRole, string[]]>([
    ['requested', 'admin', ['PROCESS']],
    ['processing', 'system', ['TRANSFER_SUCCEEDED', 'TRANSFER_FAILED', 'TRANSFER_REVERSED']],
    ['paid', 'system', ['TRANSFER_REVERSED']],
    ['failed', 'system', []],
    ['processing', 'vendor', []],
  ])('allowed actions of %s for %s', (status, actor, expected) => {
    expect(allowedPayoutActions({ status }, actor)).toEqual(expected);
  });

  it('the refusal table agrees with the machine', () => {
    for (const status of PAYOUT_STATUSES) {
      const snapshot = payoutMachine.resolveState({ value: status });
      for (const type of PAYOUT_EVENT_TYPES) {
        for (const actor of ACTOR_ROLES) {
          const event = { type, actor } as PayoutEvent;
          expect([status, type, actor, snapshot.can(event)]).toEqual([status, type, actor, explainRefusal(PAYOUT_RULES, status, {}, event) === null]);
        }
      }
    }
  });

  it('re-credits the vendor through the action the API provides', () => {
    const recredited: string[] = [];
    const actor = createActor(payoutMachine.provide({ actions: { recreditVendor: ({ event }) => void recredited.push(event.type) } })).start();
    actor.send({ type: 'PROCESS', actor: 'system' });
    actor.send({ type: 'TRANSFER_FAILED', actor: 'system' });
    actor.send({ type: 'TRANSFER_REVERSED', actor: 'system' }); // failed is final
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(recredited).toEqual(['TRANSFER_FAILED']);
  });
});
