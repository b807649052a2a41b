import { SHOP_CATEGORIES } from '@oja/shared';
import { LiveCatalogue, type LiveCatalogueTexts } from '@/components/live-catalogue';
import { useCatalogueParams } from '@/lib/use-catalogue-params';
import { FETCH_PRODUCTS_FAILED, useProducts } from '../api/products';
import { ProductCard } from './product-card';

const TEXTS: LiveCatalogueTexts = {
  title: 'Shop',
  intro: 'Electronics, fashion, home goods and more from verified sellers. Your payment stays in escrow until you confirm the sealed package arrived intact.',
  searchLabel: 'Search products or sellers',
  allLabel: 'All Products',
  loading: 'Loading products...',
  failed: FETCH_PRODUCTS_FAILED,
  empty: 'No products match your search.',
  emptyHint: 'Try other words or another category.',
  ids: { list: 'products', empty: 'no-products', pager: 'products-pager', error: 'products-error' },
};

/** `/ecommerce` with live products: search (`q`), category chips, pages of product cards, the cart. */
export function LiveShop() {
  const search = useCatalogueParams(SHOP_CATEGORIES);
  const result = useProducts(search.api);
  return <LiveCatalogue texts={TEXTS} categories={SHOP_CATEGORIES} search={search} result={result} renderItem={(p) => <ProductCard product={p} />} />;
}
