import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Columns every category-details table has: one row per vendor (unique vendor_id, set per table). */
export abstract class VendorDetailsBase {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  vendorId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
