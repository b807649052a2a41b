import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';
import type { SubjectKind } from '../../../queue/jobs.js';

/** Money owed back to a customer (a dispute resolved by refund, or a charge the order could not take), sent through the provider. */
@Entity('refunds')
@Index('refunds_user', ['userId', 'id'])
@Check('refunds_status_check', `"status" IN ('pending', 'processing', 'processed', 'failed')`)
@Check('refunds_amount_check', '"amount_kobo" > 0')
export class Refund {
  @PrimaryGeneratedColumn()
  id: number;

  /** At most one refund per captured payment. */
  @Index('refunds_payment_unique', { unique: true })
  @Column({ type: 'int' })
  paymentId: number;

  @Column({ type: 'varchar', length: 30 })
  subjectKind: SubjectKind;

  @Column({ type: 'int' })
  subjectId: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'bigint', transformer: bigintKobo })
  amountKobo: number;

  /** dispute | unmatched_payment | cancellation | admin_refund */
  @Column({ type: 'varchar', length: 20 })
  reason: string;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: 'pending' | 'processing' | 'processed' | 'failed';

  @Column({ type: 'varchar', length: 60, nullable: true })
  providerRefundId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  failureReason: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
