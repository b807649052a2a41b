import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { StatCard } from '@/components/stat-card';
import { ShopOverview } from '@/components/vendor-shop/shop-overview';
import { formatNaira } from '@/lib/format';
import { useFoodDashboard } from '../api/food';
import { SAMPLE_MENU, SAMPLE_ORDERS } from '../data';

/** The sample kitchen's figures, labelled (never presented as the vendor's own). */
function SampleKitchen() {
  return (
    <Stack gap="4">
      <HStack gap="2">
        <Text fontWeight="semibold" data-testid="sample-heading">
          A sample kitchen — not your orders or sales
        </Text>
        <SampleDataBadge />
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Menu items" value={String(SAMPLE_MENU.length)} />
        <StatCard label="Open orders" value={String(SAMPLE_ORDERS.filter((o) => o.status !== 'delivered').length)} />
        <StatCard label="Sales today" value={formatNaira(SAMPLE_ORDERS.reduce((s, o) => s + o.total, 0))} />
      </SimpleGrid>
    </Stack>
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
