import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { maxRefundKobo, splitRelease } from '@oja/shared';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { LEDGER, LEDGER_KEYS } from './ledger-accounts.js';
import { LedgerService, PostResult } from './ledger.service.js';

/**
 * The escrow postings of a service order and of payouts, each keyed by the fact it records. Every method
 * runs in the caller's transaction (the state change it belongs to), so the state and the money move
 * together or not at all.
 */
@Injectable()
export class EscrowService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** A verified charge funds the order's escrow. */
  fund(manager: EntityManager, p: { reference: string; orderId: number; vendorId: number; amountKobo: number }): Promise<PostResult> {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.charge(p.reference),
      kind: 'payment_captured',
      orderId: p.orderId,
      memo: `Payment ${p.reference}`,
      lines: [
        { account: LEDGER.clearing, amountKobo: -p.amountKobo },
        { account: LEDGER.escrow(p.orderId), amountKobo: p.amountKobo, vendorId: p.vendorId },
      ],
    });
  }

  /** A verified charge the order cannot take (already paid, no longer payable): owed back to the customer in full. */
  owePayerBack(manager: EntityManager, p: { reference: string; orderId: number; amountKobo: number }): Promise<PostResult> {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.charge(p.reference),
      kind: 'payment_unmatched',
      orderId: p.orderId,
      memo: `Payment ${p.reference} could not be applied; refunded`,
      lines: [
        { account: LEDGER.clearing, amountKobo: -p.amountKobo },
        { account: LEDGER.refunds, amountKobo: p.amountKobo },
      ],
    });
  }

  /**
   * Releases the order's escrow: the vendor's payable gets the amount minus the platform fee (5 % on
   * general services), platform revenue the fee; the money becomes available after the payout hold.
   */
  async release(manager: EntityManager, p: { orderId: number; vendorId: number; amountKobo: number }) {
    const { feeKobo, vendorKobo } = splitRelease(p.amountKobo, 'service');
    const result = await this.ledger.post(manager, {
      key: LEDGER_KEYS.settle(p.orderId),
      kind: 'release',
      orderId: p.orderId,
      memo: `Order #${p.orderId} released`,
      lines: [
        { account: LEDGER.escrow(p.orderId), amountKobo: -p.amountKobo, vendorId: p.vendorId },
        { account: LEDGER.payable(p.vendorId), amountKobo: vendorKobo },
        { account: LEDGER.revenue, amountKobo: feeKobo },
      ],
    });
    if (result.posted) await this.scheduleAvailability(manager, p.orderId);
    return { ...result, feeKobo, vendorKobo };
  }

  /**
   * Settles a disputed order's escrow by refunding `refundKobo` (at most 50 %) to the customer; the rest is
   * released to the vendor minus the fee on it.
   */
  async splitRefund(manager: EntityManager, p: { orderId: number; vendorId: number; amountKobo: number; refundKobo: number }) {
    if (!Number.isSafeInteger(p.refundKobo) || p.refundKobo <= 0 || p.refundKobo > maxRefundKobo(p.amountKobo)) {
      throw new RangeError(`Refund ${p.refundKobo} is outside 1..${maxRefundKobo(p.amountKobo)} kobo`);
    }
    const { feeKobo, vendorKobo } = splitRelease(p.amountKobo - p.refundKobo, 'service');
    const result = await this.ledger.post(manager, {
      key: LEDGER_KEYS.settle(p.orderId),
      kind: 'dispute_refund',
      orderId: p.orderId,
      memo: `Order #${p.orderId} dispute: refund to customer, rest released`,
      lines: [
        { account: LEDGER.escrow(p.orderId), amountKobo: -p.amountKobo, vendorId: p.vendorId },
        { account: LEDGER.refunds, amountKobo: p.refundKobo },
        { account: LEDGER.payable(p.vendorId), amountKobo: vendorKobo },
        { account: LEDGER.revenue, amountKobo: feeKobo },
      ],
    });
    if (result.posted && vendorKobo > 0) await this.scheduleAvailability(manager, p.orderId);
    return { ...result, feeKobo, vendorKobo };
  }

  private async scheduleAvailability(manager: EntityManager, orderId: number) {
    await this.outbox.add(manager, 'escrow.make-available', { orderId }, { delayMs: this.env.ESCROW_PAYOUT_HOLD_MS });
  }

  /** After the hold: the vendor's share of a settled order moves from payable to available (once). */
  async makeAvailable(manager: EntityManager, orderId: number): Promise<{ posted: boolean; vendorId: number | null; amountKobo: number }> {
    const share = await this.ledger.settledVendorShare(manager, LEDGER_KEYS.settle(orderId));
    if (share.vendorId === null || share.amountKobo <= 0) return { posted: false, vendorId: share.vendorId, amountKobo: 0 };
    const result = await this.ledger.post(manager, {
      key: LEDGER_KEYS.available(orderId),
      kind: 'available',
      orderId,
      memo: `Order #${orderId} available for payout`,
      lines: [
        { account: LEDGER.payable(share.vendorId), amountKobo: -share.amountKobo },
        { account: LEDGER.available(share.vendorId), amountKobo: share.amountKobo },
      ],
    });
    return { posted: result.posted, vendorId: share.vendorId, amountKobo: share.amountKobo };
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
  refundSettled(manager: EntityManager, p: { refundId: number; orderId: number; amountKobo: number }) {
    return this.ledger.post(manager, {
      key: LEDGER_KEYS.refundSettled(p.refundId),
      kind: 'refund_settled',
      orderId: p.orderId,
      memo: `Refund #${p.refundId} processed`,
      lines: [
        { account: LEDGER.refunds, amountKobo: -p.amountKobo },
        { account: LEDGER.clearing, amountKobo: p.amountKobo },
      ],
    });
  }
}
