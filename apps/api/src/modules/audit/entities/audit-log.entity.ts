import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who decided what, when and why: every admin decision (KYC, vendors, settings, profile) and automatic ones. */
@Entity('audit_logs')
@Index('audit_logs_created', ['createdAt'])
@Index('audit_logs_subject', ['subjectType', 'subjectId'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  /** admin | system */
  @Column({ type: 'varchar', length: 10 })
  actorType: 'admin' | 'system';

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** Name and e-mail as they were at the time. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  actorName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  /** e.g. kyc.approved, kyc.rejected, vendor.verified, vendor.rejected, settings.updated, admin.profile_updated */
  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  subjectType: string | null;

  @Column({ type: 'int', nullable: true })
  subjectId: number | null;

  /** A one-line human summary, e.g. "Approved KYC of Emeka Auto Clinic". */
  @Column({ type: 'varchar', length: 300 })
  summary: string;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
