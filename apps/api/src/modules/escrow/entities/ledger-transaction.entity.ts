import { Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, VarcharColumn } from '../../../database/columns.js';
import type { LedgerEntry } from './ledger-entry.entity.js';

/**
 * One balanced posting. `idempotency_key` names the external fact it records (a captured charge, the
 * settlement of an order's escrow, a transfer reference…): unique, so a fact is posted at most once.
 * Append-only (a trigger refuses UPDATE and DELETE).
 */
@Entity('ledger_transactions')
@Index('ledger_transactions_order', ['orderId'])
export class LedgerTransaction {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Index('ledger_transactions_idempotency_key', { unique: true }) @VarcharColumn(120) idempotencyKey: string;

  /** payment_captured, payment_unmatched, release, dispute_refund, available, payout, payout_settled, payout_returned, refund_settled. */
  @VarcharColumn(40) kind: string;
  @IntColumn({ nullable: true }) orderId: number | null;

  /** `kind:id` of the subject (order, booking…) the posting belongs to. */
  @VarcharColumn(40, { nullable: true }) subject: string | null;
  @IntColumn({ nullable: true }) payoutId: number | null;
  @VarcharColumn(300, { nullable: true }) memo: string | null;
  @OneToMany('LedgerEntry', (e: LedgerEntry) => e.transaction) entries?: LedgerEntry[];
  @CreatedAt() createdAt: Date;
}
