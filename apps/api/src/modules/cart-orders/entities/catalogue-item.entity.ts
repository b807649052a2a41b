import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, JsonColumn, KoboColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { CartOrderProfile } from '@oja/shared';
import type { StoredImage } from '../../photos/photo-image.js';

/**
 * A dish on a food vendor's menu (`profile` food: status available / out-of-stock / unavailable, no stock count) or
 * a product in a product vendor's catalogue (`profile` product: `stock` counts units not held by open orders; its
 * status follows the stock). One table, so an order's lines name one kind of row.
 */
@Entity('catalogue_items')
@Index('catalogue_items_vendor', ['vendorId', 'id'])
@Index('catalogue_items_public', ['profile', 'category', 'id'], { where: '"deleted_at" IS NULL' })
@Index('catalogue_items_products', { synchronize: false })
@Index('catalogue_items_search', { synchronize: false })
@Index('catalogue_items_menu', { synchronize: false })
@Index('catalogue_items_menu_by_id', { synchronize: false })
@Check('catalogue_items_profile', `"profile" IN ('food', 'product')`)
@Check('catalogue_items_status', `"status" IN ('available', 'out-of-stock', 'unavailable')`)
@Check('catalogue_items_price', '"price_kobo" > 0')
@Check('catalogue_items_stock', '"stock" IS NULL OR "stock" >= 0')
export class CatalogueItem {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() vendorId: number;
  @VarcharColumn(10) profile: CartOrderProfile;
  @VarcharColumn(120) name: string;
  @VarcharColumn(1000, { default: '' }) description: string;
  @KoboColumn() priceKobo: number;
  @VarcharColumn(40) category: string;

  /** Food: the vendor's choice. Products: `available` (the public status follows the stock). */
  @VarcharColumn(20, { default: 'available' }) status: string;

  /** Products: units on hand and not held; null for food. */
  @IntColumn({ nullable: true }) stock: number | null;
  @IntColumn({ default: 5 }) lowStockThreshold: number;

  /** Units sold on completed orders. */
  @IntColumn({ default: 0 }) sold: number;
  @JsonColumn({ default: () => "'[]'" }) images: StoredImage[];

  /** Lower-cased name, description and category for the public search (kept by the service). */
  @TextColumn({ default: '' }) searchText: string;

  /** The vendor is live: kept by database triggers, never written here (migration CatalogueVendorLive). */
  @BoolColumn({ default: false, insert: false, update: false, select: false }) vendorLive: boolean;

  /** Removed by the vendor: gone from the lists, still named on the orders that bought it. */
  @TimestampColumn({ nullable: true }) deletedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
