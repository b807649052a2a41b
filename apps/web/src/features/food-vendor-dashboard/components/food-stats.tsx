import { SampleFigures, ShopOverview } from '@/components/vendor-shop/shop-overview';
import { formatNaira } from '@/lib/format';
import { useFoodDashboard } from '../api/food';
import { SAMPLE_MENU, SAMPLE_ORDERS } from '../data';

/** The sample figures, labelled (never presented as the vendor's own). */
function SampleKitchen() {
  return (
    <SampleFigures
      heading="A sample kitchen — not your orders or sales"
      stats={[
        { label: 'Menu items', value: String(SAMPLE_MENU.length) },
        { label: 'Open orders', value: String(SAMPLE_ORDERS.filter((o) => o.status !== 'delivered').length) },
        { label: 'Sales today', value: formatNaira(SAMPLE_ORDERS.reduce((s, o) => s + o.total, 0)) },
      ]}
    />
  );
}

/** The food vendor overview: not live yet, the way to going live; else the kitchen's real figures and recent orders; a labelled sample kitchen until the first dish or order. */
export function FoodStats() {
  const dashboard = useFoodDashboard();
  return (
    <ShopOverview
      profile="food"
      dashboard={dashboard}
      errorTestId="food-dashboard-error"
      ordersPath="/dashboard/food-vendor/orders"
      sample={<SampleKitchen />}
    />
  );
}
