import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { StatCard } from '@/components/stat-card';
import { ShopOverview } from '@/components/vendor-shop/shop-overview';
import { formatNaira } from '@/lib/format';
import { useProductDashboard } from '../api/product';
import { SAMPLE_PRODUCT_ORDERS, SAMPLE_PRODUCTS } from '../data';

/** The sample shop's figures, labelled (never presented as the vendor's own). */
function SampleShop() {
  return (
    <Stack gap="4">
      <HStack gap="2">
        <Text fontWeight="semibold" data-testid="sample-heading">
          A sample shop — not your products or sales
        </Text>
        <SampleDataBadge />
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Products" value={String(SAMPLE_PRODUCTS.length)} />
        <StatCard label="Low or out of stock" value={String(SAMPLE_PRODUCTS.filter((p) => p.status !== 'active').length)} />
        <StatCard label="Sales" value={formatNaira(SAMPLE_PRODUCT_ORDERS.reduce((s, o) => s + o.total, 0))} />
      </SimpleGrid>
    </Stack>
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
