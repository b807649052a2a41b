import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, KoboColumn, VarcharColumn } from '../../../database/columns.js';
import type { LedgerTransaction } from './ledger-transaction.entity.js';
import type { LedgerAccount } from './ledger-account.entity.js';

/**
 * One signed movement on one account (kobo; positive adds to the account). The entries of a
 * transaction sum to zero — checked at commit by a deferred constraint trigger. Append-only.
 */
@Entity('ledger_entries')
@Check('ledger_entries_non_zero', '"amount_kobo" <> 0')
@Index('ledger_entries_account', ['accountCode', 'id'])
@Index('ledger_entries_transaction', ['transactionId'])
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'bigint' }) transactionId: string;
  @ManyToOne('LedgerTransaction', (t: LedgerTransaction) => t.entries, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'transaction_id' })
  transaction?: LedgerTransaction;
  @VarcharColumn(80) accountCode: string;
  @ManyToOne('LedgerAccount', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'account_code' }) account?: LedgerAccount;
  @KoboColumn() amountKobo: number;
  @CreatedAt() createdAt: Date;
}
