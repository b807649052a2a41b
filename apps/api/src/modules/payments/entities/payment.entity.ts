import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, KoboColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';

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
  @PrimaryGeneratedColumn() id: number;

  /** Ours, sent to the provider: unique, 16–50 chars of [a-z0-9-_]. */
  @Index('payments_reference_unique', { unique: true }) @VarcharColumn(50) reference: string;
  @VarcharColumn(30) subjectKind: SubjectKind;

  /** The subject's id in its own module's table. */
  @IntColumn() subjectId: number;

  /** What was paid for, in words (shown in the customer's wallet). */
  @VarcharColumn(200, { nullable: true }) description: string | null;

  /** The paying customer. */
  @IntColumn() userId: number;
  @KoboColumn() amountKobo: number;
  @VarcharColumn(3, { default: 'NGN' }) currency: string;
  @VarcharColumn(10) provider: 'paystack' | 'sandbox';
  @VarcharColumn(10, { default: 'pending' }) status: PaymentRecordStatus;
  @VarcharColumn(500, { nullable: true }) authorizationUrl: string | null;

  /** Where the browser returns after paying when the client asked for its own page (`callback_url`); null: Oja's /payment-success. */
  @VarcharColumn(500, { nullable: true }) returnUrl: string | null;
  @VarcharColumn(100, { nullable: true }) accessCode: string | null;
  @TimestampColumn({ nullable: true }) paidAt: Date | null;

  /** Set by the one caller that starts the provider checkout (single flight); others wait for its URL. */
  @TimestampColumn({ nullable: true }) initStartedAt: Date | null;

  /** Why a verified charge was not credited as the order's payment (amount_mismatch, order_not_payable…). */
  @VarcharColumn(200, { nullable: true }) failureReason: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
