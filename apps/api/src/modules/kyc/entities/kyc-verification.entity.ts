import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { KycStatus } from '@oja/shared';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { VendorDocument } from '../../compliance/entities/vendor-document.entity.js';

/** A vendor's submission for review. At most one pending per vendor. */
@Entity('kyc_verifications')
@Index('kyc_verifications_one_pending', ['vendorId'], { unique: true, where: `status = 'pending'` })
@Index('kyc_verifications_status', ['status', 'submittedAt'])
@Index('kyc_verifications_vendor', ['vendorId', 'id'])
export class KycVerification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  vendorId: number;

  @ManyToOne('Vendor', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendor_id' })
  vendor?: Vendor;

  /** The document reviewed; null for rows made without one (demo data). */
  @Column({ type: 'int', nullable: true })
  documentId: number | null;

  @ManyToOne('VendorDocument', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'document_id' })
  document?: VendorDocument | null;

  @Column({ type: 'varchar', length: 4 })
  documentType: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: KycStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  submittedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** The admin who decided; null for automatic approval or seed data. */
  @Column({ type: 'int', nullable: true })
  reviewedByAdminId: number | null;

  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
