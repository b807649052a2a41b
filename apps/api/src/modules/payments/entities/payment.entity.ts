import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';

import type { SubjectKind } from '../../../queue/jobs.js';

export type PaymentRecordStatus = 'pending' | 'captured' | 'success' | 'failed' | 'abandoned' | 'refunded';

/**
 * One checkout for a subject (an order, a booking…), owned by PaymentsService from
 * intent to outcome. `pending`: the intent (its checkout URL once the provider answered); `captured`: the
 * provider verified the charge (amount and currency matched) and the subject's module was told;
 * `success`: the subject took it and escrow was funded; a verified charge the subject could not take
 * (already paid, no longer payable) is refunded in full and ends `refunded`.
 */
@Entity('payments')
@Index('payments_subject', ['subjectKind', 'subjectId', 'id'])
@Index('payments_user', ['userId', 'id'])
@Check('payments_status_check', `"status" IN ('pending', 'captured', 'success', 'failed', 'abandoned', 'refunded')`)
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  /** Ours, sent to the provider: unique, 16–50 chars of [a-z0-9-_]. */
  @Index('payments_reference_unique', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  reference: string;

  @Column({ type: 'varchar', length: 30 })
  subjectKind: SubjectKind;

  /** The subject's id in its own module's table. */
  @Column({ type: 'int' })
  subjectId: number;

  /** What was paid for, in words (shown in the customer's wallet). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

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

  /** Where the browser returns after paying when the client asked for its own page (`callback_url`); null: Oja's /payment-success. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  returnUrl: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  accessCode: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Set by the one caller that starts the provider checkout (single flight); others wait for its URL. */
  @Column({ type: 'timestamptz', nullable: true })
  initStartedAt: Date | null;

  /** Why a verified charge was not credited as the order's payment (amount_mismatch, order_not_payable…). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
