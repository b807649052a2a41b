import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, KoboColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { SubjectKind } from '../../../queue/jobs.js';

/** Money owed back to a customer (a dispute resolved by refund, or a charge the order could not take), sent through the provider. */
@Entity('refunds')
@Index('refunds_user', ['userId', 'id'])
@Check('refunds_status_check', `"status" IN ('pending', 'processing', 'processed', 'failed')`)
@Check('refunds_amount_check', '"amount_kobo" > 0')
export class Refund {
  @PrimaryGeneratedColumn() id: number;

  /** At most one refund per captured payment. */
  @Index('refunds_payment_unique', { unique: true }) @IntColumn() paymentId: number;
  @VarcharColumn(30) subjectKind: SubjectKind;
  @IntColumn() subjectId: number;
  @IntColumn() userId: number;
  @KoboColumn() amountKobo: number;

  /** dispute | unmatched_payment | cancellation | admin_refund */
  @VarcharColumn(20) reason: string;
  @VarcharColumn(12, { default: 'pending' }) status: 'pending' | 'processing' | 'processed' | 'failed';
  @VarcharColumn(60, { nullable: true }) providerRefundId: string | null;
  @VarcharColumn(300, { nullable: true }) failureReason: string | null;
  @IntColumn({ default: 0 }) attempts: number;
  @TimestampColumn({ nullable: true }) processedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
