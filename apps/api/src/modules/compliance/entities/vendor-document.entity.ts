import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, VarcharColumn } from '../../../database/columns.js';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';

export type DocumentType = 'nin' | 'cac';

/** A compliance document a vendor uploaded (NIN for individuals, CAC otherwise). The newest one counts. */
@Entity('vendor_documents')
@Index('vendor_documents_vendor', ['vendorId', 'id'])
export class VendorDocument {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() vendorId: number;
  @ManyToOne('Vendor', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor;
  @VarcharColumn(4) documentType: DocumentType;

  /** Server-chosen storage key (`kyc/<uuid>.<ext>`); never shown to clients. */
  @VarcharColumn(200) storageKey: string;

  /** Judged from the bytes: image/jpeg, image/png or application/pdf. */
  @VarcharColumn(40) mime: string;
  @IntColumn() sizeBytes: number;
  @CreatedAt() createdAt: Date;
}
