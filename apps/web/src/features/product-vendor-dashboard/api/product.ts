import useSWR from 'swr';
import type { ApiAnswer, ApiSchemas } from '@/lib/api-schema';
import { catalogueRoutes, useCatalogue } from '@/lib/vendor-shop';

export function useProductDashboard() {
  return useSWR<ApiAnswer<'/api/vendor/product/dashboard'>>('/api/vendor/product/dashboard');
}

/** A product in the vendor's shop (status follows the stock). */
export type Product = ApiSchemas['Item_ModulesCartOrdersCataloguePresenter'];

export const PRODUCTS_KEY = '/api/vendor/products';

/** GET /api/vendor/products: the vendor's products. */
export const useProducts = (page = 1) => useCatalogue<Product>(PRODUCTS_KEY, page);

/** Add, edit, delete a product; upload its photos (POST /api/vendor/products/photos). */
export const productRoutes = catalogueRoutes<Product>(PRODUCTS_KEY);
