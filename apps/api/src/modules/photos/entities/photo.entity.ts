import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CreatedAt, IntColumn, JsonColumn, VarcharColumn } from '../../../database/columns.js';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { PhotoVariant } from '../photo-image.js';

/**
 * A photo uploaded by a vendor (EXIF stripped, WebP in up to three widths): apartment listings and service
 * vendor profiles refer to it by the URL of its largest variant; this row lets the server rebuild the
 * srcset from that URL. The table keeps its first name, `apartment_photos`.
 */
@Entity('apartment_photos')
@Index('apartment_photos_vendor', ['vendorId'])
export class Photo {
  /** A random UUID chosen by the server (no database extension needed). */
  @PrimaryColumn({ type: 'uuid' }) id: string;
  @IntColumn() vendorId: number;
  @ManyToOne('Vendor', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor;

  /** Storage key of the largest variant (what the photo's `url` points to). */
  @Index('apartment_photos_main_key', { unique: true }) @VarcharColumn(120) mainKey: string;

  /** Smallest first. */
  @JsonColumn() variants: PhotoVariant[];
  @IntColumn() width: number;
  @IntColumn() height: number;
  @CreatedAt() createdAt: Date;
}
