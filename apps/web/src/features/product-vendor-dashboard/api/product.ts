import useSWR from 'swr';
import type { ProductStatus } from '@oja/shared';
import type { ApiAnswer } from '@/lib/api-schema';
import { catalogueRoutes, useCatalogue, type CatalogueItemBase } from '@/lib/vendor-shop';

export function useProductDashboard() {
  return useSWR<ApiAnswer<'/api/vendor/product/dashboard'>>('/api/vendor/product/dashboard');
}

/** A product in the vendor's shop (status follows the stock); hand-written until the route is generated. */
export interface Product extends CatalogueItemBase {
  stock: number;
  low_stock_threshold: number;
  sold: number;
  status: ProductStatus;
}

export const PRODUCTS_KEY = '/api/vendor/products';

/** GET /api/vendor/products: the vendor's products. */
export const useProducts = (page = 1) => useCatalogue<Product>(PRODUCTS_KEY, page);

/** Add, edit, delete a product; upload its photos (POST /api/vendor/products/photos). */
export const productRoutes = catalogueRoutes<Product>(PRODUCTS_KEY);
