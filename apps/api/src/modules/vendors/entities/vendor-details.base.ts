import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Vendor } from './vendor.entity.js';

/** Columns every category-details table has: one row per vendor (a unique index on vendor_id, set per table). */
export abstract class VendorDetailsBase {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  vendorId: number;

  @ManyToOne('Vendor', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendor_id' })
  vendor?: Vendor;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
