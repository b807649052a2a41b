import { Check, Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';
import { SubjectRow } from '../../../common/subject-row.js';

/**
 * A customer's dispute of a subject (a completed service order, …); an admin resolves it by release or refund
 * (≤ 50 %). The subject's row belongs to its module: no foreign key, one dispute per subject.
 */
@Entity('disputes')
@Index('disputes_status', ['status', 'id'])
@Index('disputes_subject_unique', ['subjectKind', 'subjectId'], { unique: true })
@Check('disputes_status_check', `"status" IN ('open', 'resolved')`)
@Check('disputes_resolution_check', `"resolution" IS NULL OR "resolution" IN ('release', 'refund')`)
export class Dispute extends SubjectRow {
  /** The customer who opened it. */
  @Column({ type: 'int' })
  userId: number;

  /** The subject's vendor (`vendors.id`). */
  @Column({ type: 'int' })
  vendorId: number;

  @Column({ type: 'text' })
  reason: string;

  /** The vendor's side, given while the dispute is open (through the vertical's own vendor route). */
  @Column({ type: 'text', nullable: true })
  vendorStatement: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  vendorRespondedAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: 'open' | 'resolved';

  @Column({ type: 'varchar', length: 10, nullable: true })
  resolution: 'release' | 'refund' | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintKobo })
  refundAmountKobo: number | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', nullable: true })
  resolvedByAdminId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
