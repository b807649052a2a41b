import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';
import type { ServiceVendor } from './service-vendor.entity.js';

/** One priced offer of a service vendor: price stored in kobo, naira on the wire. */
@Entity('service_pricings')
@Index('service_pricings_vendor', ['serviceVendorId'])
export class ServicePricing {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  serviceVendorId: number;

  @ManyToOne('ServiceVendor', (v: ServiceVendor) => v.pricings, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_vendor_id' })
  serviceVendor?: ServiceVendor;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'bigint', transformer: bigintKobo })
  priceKobo: number;

  /** Deleted pricings stay for the orders that refer to them; they leave every list. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
