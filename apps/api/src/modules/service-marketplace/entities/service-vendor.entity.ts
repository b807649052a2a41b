import { Column, Entity, Index, JoinColumn, OneToMany, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, JsonColumn, TextColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { ServicePricing } from './service-pricing.entity.js';
import type { StoredImage } from '../../photos/photo-image.js';

/**
 * A general-service vendor's public profile: one per vendor, written by
 * `POST /api/vendor/service/setup` (vendors module), edited with `PUT /api/vendor/service/profile` and read by
 * the public `/api/service-vendors` list.
 */
@Entity('service_vendors')
@Index('service_vendors_directory', { synchronize: false })
@Index('service_vendors_categories', { synchronize: false })
@Index('service_vendors_search', { synchronize: false })
@Index('service_vendors_state', { synchronize: false })
export class ServiceVendor {
  @PrimaryGeneratedColumn() id: number;
  @Index('service_vendors_vendor_unique', { unique: true }) @IntColumn() vendorId: number;
  @OneToOne('Vendor', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor;
  @VarcharColumn(160) serviceName: string;
  @TextColumn({ nullable: true }) description: string | null;
  @VarcharColumn(255, { nullable: true }) location: string | null;

  /** E.164; null → the public listing falls back to the vendor's user phone. */
  @VarcharColumn(20, { nullable: true }) phone: string | null;
  @VarcharColumn(254, { nullable: true }) email: string | null;

  /** Profile photos (at most 6), the first shown on the directory card; same shape as listing images. */
  @JsonColumn({ default: () => "'[]'" }) images: StoredImage[];

  /** Average rating 0.0–5.0, presented as a string with one decimal ('0.0' by default). */
  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0 }) rating: string;
  @IntColumn({ default: 0 }) ratingCount: number;
  @IntColumn({ default: 0 }) totalReviews: number;
  @BoolColumn({ default: false }) isFeatured: boolean;

  /**
   * Kept by database triggers on every write of this row, its pricings, its vendor or the vendor's user (migration
   * PublicListColumns): the directory filters on them instead of joining and matching per request.
   */
  @BoolColumn({ default: false, insert: false, update: false }) live: boolean;

  /** Lower-cased name, description, location, business name and pricing titles: the `q` search (trigram). */
  @TextColumn({ default: '', insert: false, update: false, select: false }) searchText: string;

  /** The keyword categories of name, description and pricing titles (service-categories.ts), at least ['other']. */
  @TextColumn({ array: true, default: () => "'{}'", insert: false, update: false }) categories: string[];

  /** Its live pricings as the directory's page reads them (JSON, by id), kept by the same trigger (migration ServiceVendorPricingsJson). */
  @Column({ type: 'json', default: () => "'[]'", insert: false, update: false, select: false }) pricingsJson: Array<{ id: number; title: string }>;

  /** The state of `location` (stateOfLocation of @oja/shared), kept by a trigger (migration PlaceStates): the `state` filter. */
  @TextColumn({ nullable: true, insert: false, update: false, select: false }) state: string | null;
  @OneToMany('ServicePricing', (p: ServicePricing) => p.serviceVendor) pricings?: ServicePricing[];
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
