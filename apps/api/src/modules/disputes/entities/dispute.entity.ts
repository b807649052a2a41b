import { Check, Entity, Index } from 'typeorm';
import { CreatedAt, IntColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn, KoboColumn } from '../../../database/columns.js';
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
  @IntColumn() userId: number;

  /** The subject's vendor (`vendors.id`). */
  @IntColumn() vendorId: number;
  @TextColumn() reason: string;

  /** The vendor's side, given while the dispute is open (through the vertical's own vendor route). */
  @TextColumn({ nullable: true }) vendorStatement: string | null;
  @TimestampColumn({ nullable: true }) vendorRespondedAt: Date | null;
  @VarcharColumn(10, { default: 'open' }) status: 'open' | 'resolved';
  @VarcharColumn(10, { nullable: true }) resolution: 'release' | 'refund' | null;
  @KoboColumn({ nullable: true }) refundAmountKobo: number | null;
  @TextColumn({ nullable: true }) note: string | null;
  @IntColumn({ nullable: true }) resolvedByAdminId: number | null;
  @TimestampColumn({ nullable: true }) resolvedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
