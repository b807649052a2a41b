import { JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt } from '../../../database/columns.js';
import type { Vendor } from './vendor.entity.js';

/** Columns every category-details table has: one row per vendor (a unique index on vendor_id, set per table). */
export abstract class VendorDetailsBase {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() vendorId: number;
  @ManyToOne('Vendor', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
