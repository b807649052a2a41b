import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { KycStatus } from '@oja/shared';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { VendorDocument } from '../../compliance/entities/vendor-document.entity.js';

/** A vendor's submission for review. At most one pending per vendor. */
@Entity('kyc_verifications')
@Index('kyc_verifications_one_pending', ['vendorId'], { unique: true, where: `status = 'pending'` })
@Index('kyc_verifications_status', ['status', 'submittedAt'])
@Index('kyc_verifications_vendor', ['vendorId', 'id'])
export class KycVerification {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() vendorId: number;
  @ManyToOne('Vendor', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor;

  /** The document reviewed; null for rows made without one (demo data). */
  @IntColumn({ nullable: true }) documentId: number | null;
  @ManyToOne('VendorDocument', { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'document_id' }) document?: VendorDocument | null;
  @VarcharColumn(4) documentType: string;
  @VarcharColumn(10, { default: 'pending' }) status: KycStatus;
  @TimestampColumn({ default: () => 'now()' }) submittedAt: Date;
  @TimestampColumn({ nullable: true }) reviewedAt: Date | null;

  /** The admin who decided; null for automatic approval or seed data. */
  @IntColumn({ nullable: true }) reviewedByAdminId: number | null;
  @TextColumn({ nullable: true }) rejectionReason: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
