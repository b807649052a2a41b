import { HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GoingLiveAlert } from '@/components/going-live-alert';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { StatCard } from '@/components/stat-card';
import { ApiError } from '@/lib/api-client';
import { formatNaira } from '@/lib/format';
import { TEST_MODE_HINT } from '@/lib/test-mode';
import { useFoodDashboard } from '../api/food';
import { SAMPLE_MENU, SAMPLE_ORDERS } from '../data';

/** The food vendor overview: real figures from GET /api/vendor/food/dashboard, then a labelled sample kitchen (never presented as the vendor's own); not live yet: the way to going live. */
export function FoodStats() {
  const { data, error, isLoading } = useFoodDashboard();
  const d = data?.data;
  return (
    <Stack gap="4">
      {error ? (
        <Text data-testid="food-dashboard-error">{error instanceof ApiError ? error.message : 'Failed to load your dashboard figures'}</Text>
      ) : isLoading || !d ? (
        <Skeleton h="24" rounded="md" />
      ) : d.going_live ? (
        <GoingLiveAlert goingLive={d.going_live} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <StatCard label="Food orders through Oja" value="0" testId="food-real-orders" hint="Online ordering is not open yet" />
          <StatCard label="Account" value={d.is_live ? 'Live' : 'Test Mode'} hint={d.is_live ? undefined : TEST_MODE_HINT} testId="food-live" />
          <StatCard label="Days on Oja" value={String(d.stats.days_on_platform)} />
          <StatCard label="Unread notifications" value={String(d.stats.unread_notifications)} />
        </SimpleGrid>
      )}
      <HStack gap="2">
        <Text fontWeight="semibold" data-testid="sample-heading">A sample kitchen — not your orders or sales</Text>
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
