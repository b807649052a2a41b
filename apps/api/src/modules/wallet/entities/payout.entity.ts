import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PayoutStatus } from '@oja/shared';
import { bigintKobo } from '../../escrow/kobo-column.js';

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
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  vendorId: number;

  @Column({ type: 'bigint', transformer: bigintKobo })
  amountKobo: number;

  /** Transfer reference: unique, 16–50 chars of [a-z0-9-_]. */
  @Index('payouts_reference_unique', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  reference: string;

  @Column({ type: 'varchar', length: 12, default: 'requested' })
  status: PayoutStatus;

  /** Snapshot of the account paid to. */
  @Column({ type: 'varchar', length: 60 })
  recipientCode: string;

  @Column({ type: 'varchar', length: 10 })
  bankCode: string;

  @Column({ type: 'varchar', length: 10 })
  accountNumber: string;

  @Column({ type: 'varchar', length: 200 })
  accountName: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  transferCode: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  failureReason: string | null;

  /** Calls made to the provider for this transfer (initiate or check). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
