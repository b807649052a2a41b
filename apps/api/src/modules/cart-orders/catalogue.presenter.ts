import { koboToNaira, productStatus, type CartOrderProfile } from '@oja/shared';
import { isoTime, type WireTimestamp } from '../../common/wire-time.js';
import { presentImage } from '../photos/photo-image.js';
import type { CatalogueItem } from './entities/catalogue-item.entity.js';
import type { Storefront } from './entities/storefront.entity.js';
import { DEFAULT_DELIVERY_FEE_KOBO } from '@oja/shared';

/** A dish or a product as presentItem reads it: an entity, or a list page's row whose timestamps are already text (wireTime). */
export type PresentableItem = Omit<CatalogueItem, 'createdAt' | 'updatedAt'> & { createdAt: WireTimestamp; updatedAt: WireTimestamp };

/** A dish or a product on the wire (docs/food-and-shop.md): naira amounts, images with srcset, the status. */
export function presentItem(item: PresentableItem, appUrl: string) {
  const images = item.images.map((img) => presentImage(img, appUrl));
  const common = {
    id: item.id,
    vendor_id: item.vendorId,
    name: item.name,
    description: item.description,
    price: koboToNaira(item.priceKobo),
    category: item.category,
    image: images[0]?.url ?? null,
    images,
    created_at: isoTime(item.createdAt),
    updated_at: isoTime(item.updatedAt),
  };
  if (item.profile === 'food') return { ...common, status: item.status };
  return {
    ...common,
    stock: item.stock ?? 0,
    low_stock_threshold: item.lowStockThreshold,
    sold: item.sold,
    status: productStatus(item.stock ?? 0, item.lowStockThreshold),
  };
}

export type StorefrontSettings = Pick<Storefront, 'kitchenOpen' | 'deliveryFeeKobo' | 'freeDeliveryOverKobo'>;

/** A vendor's selling settings, each absent one at its default. */
export function storefrontSettings(row: StorefrontSettings | null, profile: CartOrderProfile) {
  return {
    kitchenOpen: row?.kitchenOpen ?? true,
    deliveryFeeKobo: row?.deliveryFeeKobo ?? DEFAULT_DELIVERY_FEE_KOBO[profile],
    freeDeliveryOverKobo: row ? row.freeDeliveryOverKobo : null,
  };
}
