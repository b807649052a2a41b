import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { formatKobo, maxRefundKobo, splitRelease } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { subjectDescriptor } from '../../common/subjects.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import type { SubjectRef } from '../../queue/jobs.js';
import { LEDGER, LEDGER_KEYS } from './ledger-accounts.js';
import { LedgerService, PostResult } from './ledger.service.js';

/** "Order #12": the subject as its descriptor labels it. */
const label = (s: SubjectRef) => `${subjectDescriptor(s.kind).label} #${s.id}`;

/**
 * The escrow postings of a subject (an order, a booking…) and of payouts, each keyed by
 * the fact it records. Every method runs in the caller's transaction (the state change it belongs to), so
 * the state and the money move together or not at all. The platform fee follows the subject's vertical
 * (the descriptor's fee vertical in @oja/shared's fee table).
 */
@Injectable()
export class EscrowService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** A verified charge funds the subject's escrow. */
  fund(manager: EntityManager, p: { reference: string; subject: SubjectRef; vendorId: number; amountKobo: number }): Promise<PostResult> {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.charge(p.reference),
      kind: 'payment_captured',
      subject: p.subject,
      memo: `Payment ${p.reference}`,
      lines: [
        { account: LEDGER.clearing, amountKobo: -p.amountKobo },
        { account: LEDGER.escrow(p.subject), amountKobo: p.amountKobo, vendorId: p.vendorId },
      ],
    });
  }

  /** A verified charge the subject cannot take (already paid, no longer payable): owed back to the customer in full. */
  owePayerBack(manager: EntityManager, p: { reference: string; subject: SubjectRef; amountKobo: number }): Promise<PostResult> {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.charge(p.reference),
      kind: 'payment_unmatched',
      subject: p.subject,
      memo: `Payment ${p.reference} could not be applied; refunded`,
      lines: [
        { account: LEDGER.clearing, amountKobo: -p.amountKobo },
        { account: LEDGER.refunds, amountKobo: p.amountKobo },
      ],
    });
  }

  /**
   * Releases the subject's escrow: the vendor's payable gets the amount minus the platform fee, platform
   * revenue the fee; the money becomes available after the payout hold.
   */
  release(manager: EntityManager, p: { subject: SubjectRef; vendorId: number; amountKobo: number }) {
    return this.settle(manager, { ...p, from: p.subject }, `${label(p.subject)} released`);
  }

  /**
   * Pays a third party of another subject out of that subject's escrow, as the settlement of `subject` (a courier's
   * delivery paid from the order it carried): `from`'s escrow gives `amountKobo`, the payee's payable gets it minus
   * the fee of `subject`'s vertical, platform revenue the fee; available after the payout hold, like any release.
   * What stays in `from`'s escrow is released or refunded by `from`'s own lifecycle, which must count this out.
   */
  payFromEscrow(manager: EntityManager, p: { from: SubjectRef; subject: SubjectRef; vendorId: number; amountKobo: number }) {
    return this.settle(manager, p, `${label(p.subject)}: paid from ${label(p.from)}`);
  }

  /**
   * Settles `subject` once: `from`'s escrow gives `amountKobo`, the vendor's payable gets it minus the fee of
   * `subject`'s vertical, platform revenue the fee; available after the payout hold.
   */
  private async settle(manager: EntityManager, p: { from: SubjectRef; subject: SubjectRef; vendorId: number; amountKobo: number }, memo: string) {
    const { feeKobo, vendorKobo } = splitRelease(p.amountKobo, subjectDescriptor(p.subject.kind).fee);
    const result = await this.ledger.post(manager, {
      key: LEDGER_KEYS.settle(p.subject),
      kind: 'release',
      subject: p.subject,
      memo,
      lines: [
        { account: LEDGER.escrow(p.from), amountKobo: -p.amountKobo, vendorId: p.vendorId },
        { account: LEDGER.payable(p.vendorId), amountKobo: vendorKobo },
        { account: LEDGER.revenue, amountKobo: feeKobo },
      ],
    });
    if (result.posted) await this.scheduleAvailability(manager, p.subject);
    return { ...result, feeKobo, vendorKobo };
  }

  /**
   * Settles the subject's escrow by refunding `refundKobo` to the customer; the rest is released to the
   * vendor minus the fee on it. `capKobo` bounds the refund (50 % for disputes; a cancellation tier).
   */
  async splitRefund(
    manager: EntityManager,
    p: { subject: SubjectRef; vendorId: number; amountKobo: number; refundKobo: number; capKobo?: number; kind?: string },
  ) {
    const cap = p.capKobo ?? maxRefundKobo(p.amountKobo);
    if (!Number.isSafeInteger(p.refundKobo) || p.refundKobo < 0 || p.refundKobo > cap || p.refundKobo > p.amountKobo) {
      throw new RangeError(`Refund ${p.refundKobo} is outside 0..${cap} kobo`);
    }
    const { feeKobo, vendorKobo } = splitRelease(p.amountKobo - p.refundKobo, subjectDescriptor(p.subject.kind).fee);
    const result = await this.ledger.post(manager, {
      key: LEDGER_KEYS.settle(p.subject),
      kind: p.kind ?? 'dispute_refund',
      subject: p.subject,
      memo: `${label(p.subject)}: refund to customer, rest released`,
      lines: [
        { account: LEDGER.escrow(p.subject), amountKobo: -p.amountKobo, vendorId: p.vendorId },
        { account: LEDGER.refunds, amountKobo: p.refundKobo },
        { account: LEDGER.payable(p.vendorId), amountKobo: vendorKobo },
        { account: LEDGER.revenue, amountKobo: feeKobo },
      ],
    });
    if (result.posted && vendorKobo > 0) await this.scheduleAvailability(manager, p.subject);
    return { ...result, feeKobo, vendorKobo };
  }

  /**
   * A refund decided after the subject's escrow was released (a ride's dispute): taken back from the vendor's share —
   * payable first, then available — into refunds. A share already paid out cannot be taken back: the refund is then
   * refused with what can still be refunded.
   */
  async clawBack(manager: EntityManager, p: { subject: SubjectRef; vendorId: number; refundKobo: number }) {
    const payable = await this.ledger.lockBalance(manager, LEDGER.payable(p.vendorId));
    const available = await this.ledger.lockBalance(manager, LEDGER.available(p.vendorId));
    if (payable + available < p.refundKobo) {
      throw new DomainError(
        'conflict',
        'REFUND_EXCEEDS_SHARE',
        `Most of the vendor's share has already been paid out: refund at most ${formatKobo(payable + available)}.`,
      );
    }
    const fromPayable = Math.min(payable, p.refundKobo);
    const fromAvailable = p.refundKobo - fromPayable;
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.clawBack(p.subject),
      kind: 'dispute_refund',
      subject: p.subject,
      memo: `${label(p.subject)}: refund to customer from the vendor's share`,
      lines: [
        ...(fromPayable > 0 ? [{ account: LEDGER.payable(p.vendorId), amountKobo: -fromPayable }] : []),
        ...(fromAvailable > 0 ? [{ account: LEDGER.available(p.vendorId), amountKobo: -fromAvailable }] : []),
        { account: LEDGER.refunds, amountKobo: p.refundKobo },
      ],
    });
  }

  /** The vendor's share of a settled subject becomes available now (a dispute that held it has been resolved). */
  async resumeAvailability(manager: EntityManager, subject: SubjectRef) {
    await this.outbox.add(manager, 'escrow.make-available', { orderId: subject.id, kind: subject.kind });
  }

  private async scheduleAvailability(manager: EntityManager, subject: SubjectRef) {
    await this.outbox.add(manager, 'escrow.make-available', { orderId: subject.id, kind: subject.kind }, { delayMs: this.env.ESCROW_PAYOUT_HOLD_MS });
  }

  /** After the hold: the vendor's share of a settled subject moves from payable to available (once). */
  async makeAvailable(manager: EntityManager, subject: SubjectRef): Promise<{ posted: boolean; vendorId: number | null; amountKobo: number }> {
    const settled = await this.ledger.settledVendorShare(manager, LEDGER_KEYS.settle(subject));
    // Less what a later dispute took back from the payable share (its payable line is negative).
    const back = await this.ledger.settledVendorShare(manager, LEDGER_KEYS.clawBack(subject));
    const share = { vendorId: settled.vendorId, amountKobo: settled.amountKobo + Math.min(0, back.amountKobo) };
    if (share.vendorId === null || share.amountKobo <= 0) return { posted: false, vendorId: share.vendorId, amountKobo: 0 };
    const result = await this.ledger.post(manager, {
      key: LEDGER_KEYS.available(subject),
      kind: 'available',
      subject,
      memo: `${label(subject)} available for payout`,
      lines: [
        { account: LEDGER.payable(share.vendorId), amountKobo: -share.amountKobo },
        { account: LEDGER.available(share.vendorId), amountKobo: share.amountKobo },
      ],
    });
    return { posted: result.posted, vendorId: share.vendorId, amountKobo: share.amountKobo };
  }

  /** Locks a vendor's available balance for a payout decision (in the caller's transaction). */
  lockAvailable(manager: EntityManager, vendorId: number): Promise<number> {
    return this.ledger.lockBalance(manager, LEDGER.available(vendorId));
  }

  /**
   * Settles what a rider owes Oja for cash rides out of their available balance, before a payout takes it (in the
   * caller's transaction, the available balance already locked): the owed commission becomes platform revenue and the
   * rider's available balance pays for it (the rider kept the cash). Returns what was settled.
   */
  async settleCashOwed(manager: EntityManager, p: { vendorId: number; availableKobo: number; reference: string }): Promise<number> {
    const owed = await this.ledger.lockBalance(manager, LEDGER.cashOwed(p.vendorId));
    const amount = Math.min(owed, p.availableKobo);
    if (amount <= 0) return 0;
    const result = await this.ledger.post(manager, {
      key: LEDGER_KEYS.cashSettled(p.reference),
      kind: 'cash_settled',
      memo: `Cash-ride commission settled from payout ${p.reference}`,
      lines: [
        { account: LEDGER.available(p.vendorId), amountKobo: -amount },
        { account: LEDGER.clearing, amountKobo: amount },
        { account: LEDGER.cashOwed(p.vendorId), amountKobo: -amount },
        { account: LEDGER.revenue, amountKobo: amount },
      ],
    });
    return result.posted ? amount : 0;
  }

  /** Vendors with at least `minKobo` available for payout (whether or not a sweep was scheduled for them). */
  vendorsWithAvailable(minKobo: number): Promise<number[]> {
    return this.ledger.vendorsWithAvailable(minKobo);
  }

  /** A payout takes the amount out of the vendor's available balance into transit. */
  payoutStarted(manager: EntityManager, p: { payoutId: number; vendorId: number; reference: string; amountKobo: number }) {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.payout(p.reference),
      kind: 'payout',
      payoutId: p.payoutId,
      memo: `Payout ${p.reference}`,
      lines: [
        { account: LEDGER.available(p.vendorId), amountKobo: -p.amountKobo },
        { account: LEDGER.inTransit(p.vendorId), amountKobo: p.amountKobo },
      ],
    });
  }

  /** The provider confirmed the transfer: the money has left the platform. */
  payoutSettled(manager: EntityManager, p: { payoutId: number; vendorId: number; reference: string; amountKobo: number }) {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.payoutSettled(p.reference),
      kind: 'payout_settled',
      payoutId: p.payoutId,
      memo: `Payout ${p.reference} paid`,
      lines: [
        { account: LEDGER.inTransit(p.vendorId), amountKobo: -p.amountKobo },
        { account: LEDGER.clearing, amountKobo: p.amountKobo },
      ],
    });
  }

  /** A failed transfer (or one reversed after success) puts the amount back in the vendor's available balance. */
  payoutReturned(manager: EntityManager, p: { payoutId: number; vendorId: number; reference: string; amountKobo: number; afterSuccess: boolean }) {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.payoutReturned(p.reference),
      kind: 'payout_returned',
      payoutId: p.payoutId,
      memo: `Payout ${p.reference} ${p.afterSuccess ? 'reversed' : 'failed'}; amount returned`,
      lines: [
        { account: p.afterSuccess ? LEDGER.clearing : LEDGER.inTransit(p.vendorId), amountKobo: -p.amountKobo },
        { account: LEDGER.available(p.vendorId), amountKobo: p.amountKobo },
      ],
    });
  }

  /** The provider processed a refund: the money has gone back to the customer. */
  refundSettled(manager: EntityManager, p: { refundId: number; subject: SubjectRef; amountKobo: number }) {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.refundSettled(p.refundId),
      kind: 'refund_settled',
      subject: p.subject,
      memo: `Refund #${p.refundId} processed`,
      lines: [
        { account: LEDGER.refunds, amountKobo: -p.amountKobo },
        { account: LEDGER.clearing, amountKobo: p.amountKobo },
      ],
    });
  }
}
