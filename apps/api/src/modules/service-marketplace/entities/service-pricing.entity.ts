import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, KoboColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { ServiceVendor } from './service-vendor.entity.js';

/** One priced offer of a service vendor: price stored in kobo, naira on the wire. */
@Entity('service_pricings')
@Index('service_pricings_vendor', ['serviceVendorId'])
export class ServicePricing {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() serviceVendorId: number;
  @ManyToOne('ServiceVendor', (v: ServiceVendor) => v.pricings, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_vendor_id' })
  serviceVendor?: ServiceVendor;
  @VarcharColumn(200) title: string;
  @TextColumn({ nullable: true }) description: string | null;
  @KoboColumn() priceKobo: number;

  /** Deleted pricings stay for the orders that refer to them; they leave every list. */
  @TimestampColumn({ nullable: true }) deletedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
