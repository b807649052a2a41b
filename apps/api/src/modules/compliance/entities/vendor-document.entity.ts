import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';

export type DocumentType = 'nin' | 'cac';

/** A compliance document a vendor uploaded (NIN for individuals, CAC otherwise). The newest one counts. */
@Entity('vendor_documents')
@Index('vendor_documents_vendor', ['vendorId', 'id'])
export class VendorDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  vendorId: number;

  @ManyToOne('Vendor', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendor_id' })
  vendor?: Vendor;

  @Column({ type: 'varchar', length: 4 })
  documentType: DocumentType;

  /** Server-chosen storage key (`kyc/<uuid>.<ext>`); never shown to clients. */
  @Column({ type: 'varchar', length: 200 })
  storageKey: string;

  /** Judged from the bytes: image/jpeg, image/png or application/pdf. */
  @Column({ type: 'varchar', length: 40 })
  mime: string;

  @Column({ type: 'int' })
  sizeBytes: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
