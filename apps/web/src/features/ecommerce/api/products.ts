import useSWR from 'swr';
import { DEFAULT_DELIVERY_FEE_KOBO, koboToNaira, type ProductStatus, type ShopCategory } from '@oja/shared';
import type { CartVendor } from '@/lib/cart';
import { catalogueKey, type CatalogueImage, type CataloguePage, type CatalogueQuery } from '@/lib/use-catalogue-params';

// Hand-written from docs/food-and-shop.md ("Public lists") until the generated API types carry these routes.

/** GET /api/products, /api/products/{id}: a live product and its shop. */
export interface PublicProduct {
  id: number;
  vendor_id: number;
  name: string;
  description: string | null;
  price: number;
  category: ShopCategory;
  stock: number;
  low_stock_threshold: number;
  sold: number;
  status: ProductStatus;
  image: string | null;
  images?: CatalogueImage[];
  /** The contract gives `{ id, business_name }`; the delivery terms are read when present (else the default fee). */
  vendor: { id: number; business_name: string; delivery_fee?: number; free_delivery_over?: number | null };
}

export const PRODUCTS_PATH = '/api/products';
export const FETCH_PRODUCTS_FAILED = 'Failed to load products';

export function useProducts(query: CatalogueQuery | null) {
  return useSWR<CataloguePage<PublicProduct>>(query ? catalogueKey(PRODUCTS_PATH, query) : null, { keepPreviousData: true });
}

/** One live product (404 PRODUCT_NOT_FOUND otherwise). */
export function useProduct(id: string | undefined) {
  return useSWR<{ data: PublicProduct }>(id ? `${PRODUCTS_PATH}/${encodeURIComponent(id)}` : null);
}

/** The product's shop as its cart keeps it. */
export const cartVendorOf = (p: PublicProduct): CartVendor => ({
  id: p.vendor.id,
  name: p.vendor.business_name,
  kind: 'product',
  delivery_fee: p.vendor.delivery_fee ?? koboToNaira(DEFAULT_DELIVERY_FEE_KOBO.product),
  free_delivery_over: p.vendor.free_delivery_over ?? null,
});

/** "12 in stock", "Only 3 left", "Out of stock". */
export function stockText(p: Pick<PublicProduct, 'stock' | 'status'>): string {
  if (p.stock <= 0 || p.status === 'out-of-stock') return 'Out of stock';
  return p.status === 'low-stock' ? `Only ${p.stock} left` : `${p.stock} in stock`;
}
