import { SampleFigures, ShopOverview } from '@/components/vendor-shop/shop-overview';
import { formatNaira } from '@/lib/format';
import { useProductDashboard } from '../api/product';
import { SAMPLE_PRODUCT_ORDERS, SAMPLE_PRODUCTS } from '../data';

/** The sample figures, labelled (never presented as the vendor's own). */
function SampleShop() {
  return (
    <SampleFigures
      heading="A sample shop — not your products or sales"
      stats={[
        { label: 'Products', value: String(SAMPLE_PRODUCTS.length) },
        { label: 'Low or out of stock', value: String(SAMPLE_PRODUCTS.filter((p) => p.status !== 'active').length) },
        { label: 'Sales', value: formatNaira(SAMPLE_PRODUCT_ORDERS.reduce((s, o) => s + o.total, 0)) },
      ]}
    />
  );
}

/** The product vendor overview: not live yet, the way to going live; else the shop's real figures and recent orders; a labelled sample shop until the first product or order. */
export function ProductStats() {
  const dashboard = useProductDashboard();
  return (
    <ShopOverview
      profile="product"
      dashboard={dashboard}
      errorTestId="product-dashboard-error"
      ordersPath="/dashboard/product-vendor/orders"
      sample={<SampleShop />}
    />
  );
}
