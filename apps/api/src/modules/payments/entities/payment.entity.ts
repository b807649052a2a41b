import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';

export type PaymentRecordStatus = 'pending' | 'success' | 'failed' | 'abandoned' | 'refunded';

/**
 * One checkout started with the payment provider for a service order. `success` means the charge was
 * verified (amount and currency matched) and posted to the ledger; a verified charge the order could
 * not take (already paid, no longer payable) is refunded in full and ends `refunded`.
 */
@Entity('payments')
@Index('payments_order', ['orderId', 'id'])
@Index('payments_user', ['userId', 'id'])
@Check('payments_status_check', `"status" IN ('pending', 'success', 'failed', 'abandoned', 'refunded')`)
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  /** Ours, sent to the provider: unique, 16–50 chars of [a-z0-9-_]. */
  @Index('payments_reference_unique', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  reference: string;

  @Column({ type: 'int' })
  orderId: number;

  /** The paying customer. */
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'bigint', transformer: bigintKobo })
  amountKobo: number;

  @Column({ type: 'varchar', length: 3, default: 'NGN' })
  currency: string;

  @Column({ type: 'varchar', length: 10 })
  provider: 'paystack' | 'sandbox';

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: PaymentRecordStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  authorizationUrl: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  accessCode: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Why a verified charge was not credited as the order's payment (amount_mismatch, order_not_payable…). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
