import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, JsonColumn, KoboColumn, TextColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { StoredImage } from '../../photos/photo-image.js';

export const LISTING_TYPES = ['hotel', 'hostel', 'shortlet'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_STATUSES = ['active', 'paused'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * One image of a listing. Our own photos (POST /api/listings/photos) keep their storage keys so URLs are
 * built from APP_URL at read time; an outside https image keeps only `url`, as the host gave it.
 */
export type ListingImage = StoredImage;

/** A host's apartment. The trigram index on title, location and description serves `q`. */
@Entity('apartment_listings')
@Index('apartment_listings_vendor', ['vendorId', 'id'])
@Index('apartment_listings_public', ['status', 'isVerified', 'createdAt'])
@Index('apartment_listings_search', { synchronize: false })
@Index('apartment_listings_directory', { synchronize: false })
@Index('apartment_listings_type', { synchronize: false })
@Index('apartment_listings_state', { synchronize: false })
@Check('apartment_listings_type', `"type" IN ('hotel', 'hostel', 'shortlet')`)
@Check('apartment_listings_status', `"status" IN ('active', 'paused')`)
@Check('apartment_listings_price', '"price_per_night_kobo" >= 0')
@Check('apartment_listings_max_guests', '"max_guests" IS NULL OR "max_guests" BETWEEN 1 AND 50')
@Check('apartment_listings_rooms', '("bedrooms" IS NULL OR "bedrooms" BETWEEN 0 AND 100) AND ("bathrooms" IS NULL OR "bathrooms" BETWEEN 0 AND 100)')
export class ApartmentListing {
  @PrimaryGeneratedColumn() id: number;

  /** The host (vendors.id). */
  @IntColumn() vendorId: number;
  @ManyToOne('Vendor', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor;
  @VarcharColumn(160) title: string;
  @VarcharColumn(10) type: ListingType;
  @TextColumn({ nullable: true }) description: string | null;
  @VarcharColumn(255) location: string;
  @KoboColumn() pricePerNightKobo: number;

  /** Null: not given by the host (read as the placeholder 2). */
  @IntColumn({ nullable: true }) maxGuests: number | null;
  @IntColumn({ nullable: true }) bedrooms: number | null;
  @IntColumn({ nullable: true }) bathrooms: number | null;
  @JsonColumn() amenities: string[];

  /** First is the cover. */
  @JsonColumn() images: ListingImage[];

  /** Set by an admin (PATCH /api/admin/listings/:id/verify). */
  @BoolColumn({ default: false }) isVerified: boolean;

  /** Average of the revealed customer reviews (0.0–5.0), kept by the reviews module. */
  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0 }) rating: string;

  /** How many revealed customer reviews the rating averages. */
  @IntColumn({ default: 0 }) reviewsCount: number;
  @VarcharColumn(10, { default: 'active' }) status: ListingStatus;

  /** The host is live: kept by a database trigger, never written here (migration PublicListColumns). */
  @BoolColumn({ default: false, insert: false, update: false }) hostLive: boolean;

  /** The state of `location` (stateOfLocation of @oja/shared), kept by a trigger (migration PlaceStates): the `state` filter. */
  @TextColumn({ nullable: true, insert: false, update: false, select: false }) state: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
