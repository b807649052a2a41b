import { Check, Entity, Index, PrimaryColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, KoboColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';

/**
 * One ledger account and its running balance (the sum of its entries, kept in the posting transaction
 * under a row lock). Only accounts that allow it (the platform's clearing account) may go negative; the
 * CHECK is the last line of defence behind the posting's own check.
 */
@Entity('ledger_accounts')
@Check('ledger_accounts_non_negative', '"allow_negative" OR "balance_kobo" >= 0')
@Index('ledger_accounts_vendor', ['vendorId'])
export class LedgerAccount {
  /** e.g. platform_clearing, escrow_held:42, vendor_payable:7, vendor_available:7. */
  @PrimaryColumn({ type: 'varchar', length: 80 }) code: string;
  @VarcharColumn(30) kind: string;

  /** The vendor an account belongs to (vendor balances, and the escrow of their orders). */
  @IntColumn({ nullable: true }) vendorId: number | null;
  @IntColumn({ nullable: true }) orderId: number | null;
  @KoboColumn({ default: 0 }) balanceKobo: number;
  @BoolColumn({ default: false }) allowNegative: boolean;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
