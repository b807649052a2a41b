import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CartOrderProfile } from '@oja/shared';
import { bigintKobo } from '../../escrow/kobo-column.js';
import type { StoredImage } from '../../photos/photo-image.js';

/**
 * A dish on a food vendor's menu (`profile` food: status available / out-of-stock / unavailable, no stock count) or
 * a product in a product vendor's catalogue (`profile` product: `stock` counts units not held by open orders; its
 * status follows the stock). One table, so an order's lines name one kind of row.
 */
@Entity('catalogue_items')
@Index('catalogue_items_vendor', ['vendorId', 'id'])
@Index('catalogue_items_public', ['profile', 'category', 'id'], { where: '"deleted_at" IS NULL' })
@Check('catalogue_items_profile', `"profile" IN ('food', 'product')`)
@Check('catalogue_items_status', `"status" IN ('available', 'out-of-stock', 'unavailable')`)
@Check('catalogue_items_price', '"price_kobo" > 0')
@Check('catalogue_items_stock', '"stock" IS NULL OR "stock" >= 0')
export class CatalogueItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  vendorId: number;

  @Column({ type: 'varchar', length: 10 })
  profile: CartOrderProfile;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  @Column({ type: 'bigint', transformer: bigintKobo })
  priceKobo: number;

  @Column({ type: 'varchar', length: 40 })
  category: string;

  /** Food: the vendor's choice. Products: `available` (the public status follows the stock). */
  @Column({ type: 'varchar', length: 20, default: 'available' })
  status: string;

  /** Products: units on hand and not held; null for food. */
  @Column({ type: 'int', nullable: true })
  stock: number | null;

  @Column({ type: 'int', default: 5 })
  lowStockThreshold: number;

  /** Units sold on completed orders. */
  @Column({ type: 'int', default: 0 })
  sold: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  images: StoredImage[];

  /** Lower-cased name, description and category for the public search (kept by the service). */
  @Column({ type: 'text', default: '' })
  searchText: string;

  /** Removed by the vendor: gone from the lists, still named on the orders that bought it. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
