import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, KoboColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { PayoutStatus } from '@oja/shared';

/**
 * A transfer of a vendor's available balance to their bank. Status changes only through the shared
 * payout machine; the transfer reference is fixed when the payout is created and reused on every retry,
 * so the provider pays it at most once. At most one payout per vendor is in flight.
 */
@Entity('payouts')
@Index('payouts_vendor', ['vendorId', 'id'])
@Index('payouts_one_in_flight', ['vendorId'], { unique: true, where: `status IN ('requested', 'processing')` })
@Check('payouts_status_check', `"status" IN ('requested', 'processing', 'paid', 'failed', 'reversed')`)
@Check('payouts_amount_check', '"amount_kobo" > 0')
export class Payout {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() vendorId: number;
  @KoboColumn() amountKobo: number;

  /** Transfer reference: unique, 16–50 chars of [a-z0-9-_]. */
  @Index('payouts_reference_unique', { unique: true }) @VarcharColumn(50) reference: string;
  @VarcharColumn(12, { default: 'requested' }) status: PayoutStatus;

  /** Snapshot of the account paid to. */
  @VarcharColumn(60) recipientCode: string;
  @VarcharColumn(10) bankCode: string;
  @VarcharColumn(10) accountNumber: string;
  @VarcharColumn(200) accountName: string;
  @VarcharColumn(60, { nullable: true }) transferCode: string | null;
  @VarcharColumn(300, { nullable: true }) failureReason: string | null;

  /** Calls made to the provider for this transfer (initiate or check). */
  @IntColumn({ default: 0 }) attempts: number;
  @TimestampColumn({ nullable: true }) paidAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
