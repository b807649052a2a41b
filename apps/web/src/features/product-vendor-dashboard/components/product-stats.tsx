import { HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GoingLiveAlert } from '@/components/going-live-alert';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { StatCard } from '@/components/stat-card';
import { ApiError } from '@/lib/api-client';
import { formatNaira } from '@/lib/format';
import { TEST_MODE_HINT } from '@/lib/test-mode';
import { useProductDashboard } from '../api/product';
import { SAMPLE_PRODUCT_ORDERS, SAMPLE_PRODUCTS } from '../data';

/** The product vendor overview: real figures from GET /api/vendor/product/dashboard, then a labelled sample shop (never presented as the vendor's own); not live yet: the way to going live. */
export function ProductStats() {
  const { data, error, isLoading } = useProductDashboard();
  const d = data?.data;
  return (
    <Stack gap="4">
      {error ? (
        <Text data-testid="product-dashboard-error">{error instanceof ApiError ? error.message : 'Failed to load your dashboard figures'}</Text>
      ) : isLoading || !d ? (
        <Skeleton h="24" rounded="md" />
      ) : d.going_live ? (
        <GoingLiveAlert goingLive={d.going_live} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <StatCard label="Shop orders through Oja" value="0" testId="product-real-orders" hint="Online checkout is not open yet" />
          <StatCard label="Account" value={d.is_live ? 'Live' : 'Test Mode'} hint={d.is_live ? undefined : TEST_MODE_HINT} testId="product-live" />
          <StatCard label="Days on Oja" value={String(d.stats.days_on_platform)} />
          <StatCard label="Unread notifications" value={String(d.stats.unread_notifications)} />
        </SimpleGrid>
      )}
      <HStack gap="2">
        <Text fontWeight="semibold" data-testid="sample-heading">A sample shop — not your products or sales</Text>
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
