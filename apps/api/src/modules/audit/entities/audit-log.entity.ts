import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, JsonColumn, TextColumn, VarcharColumn } from '../../../database/columns.js';

/** Who decided what, when and why: every admin decision (KYC, vendors, settings, profile) and automatic ones. */
@Entity('audit_logs')
@Index('audit_logs_created', ['createdAt'])
@Index('audit_logs_subject', ['subjectType', 'subjectId'])
export class AuditLog {
  @PrimaryGeneratedColumn() id: number;

  /** admin | system */
  @VarcharColumn(10) actorType: 'admin' | 'system';
  @IntColumn({ nullable: true }) actorId: number | null;

  /** Name and e-mail as they were at the time. */
  @VarcharColumn(120, { nullable: true }) actorName: string | null;
  @VarcharColumn(254, { nullable: true }) actorEmail: string | null;

  /** e.g. kyc.approved, kyc.rejected, vendor.verified, vendor.rejected, settings.updated, admin.profile_updated */
  @VarcharColumn(60) action: string;
  @VarcharColumn(40, { nullable: true }) subjectType: string | null;
  @IntColumn({ nullable: true }) subjectId: number | null;

  /** A one-line human summary, e.g. "Approved KYC of Emeka Auto Clinic". */
  @VarcharColumn(300) summary: string;
  @TextColumn({ nullable: true }) reason: string | null;
  @JsonColumn({ nullable: true }) details: Record<string, unknown> | null;
  @CreatedAt() createdAt: Date;
}
