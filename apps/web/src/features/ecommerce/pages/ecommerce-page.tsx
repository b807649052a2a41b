import { LoadingState } from '@/components/loading-state';
import { useProducts } from '../api/products';
import { LiveShop } from '../components/live-shop';
import { ShopDemo } from '../components/shop-demo';

/** The unfiltered first page: whether any product is live decides between the real shop and the demonstration. */
const PROBE = { q: '', category: '', page: 1 };

/**
 * `/ecommerce`: live products when the first, unfiltered call has any, else the spec's
 * demonstration, labelled Sample data.
 */
export function EcommercePage() {
  const probe = useProducts(PROBE);
  if (probe.isLoading && !probe.data) return <LoadingState label="Loading products..." minH="60vh" />;
  // A failed first call is no live list: the demonstration stays (the live list shows its own errors).
  return (probe.data?.data.length ?? 0) > 0 ? <LiveShop /> : <ShopDemo />;
}
