import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { GoingLiveAlert } from '@/components/going-live-alert';
import { RetryAlert } from '@/components/retry-alert';
import { StatCard } from '@/components/stat-card';
import { formatNaira } from '@/lib/format';
import { useHostDashboard } from '../api/host';

/** The apartment overview's figures from GET /api/vendor/apartment/dashboard; not live yet: the way to going live. */
export function HostStats() {
  const { data, error, isLoading, isValidating, mutate } = useHostDashboard();
  if (error) return <RetryAlert message="Failed to load your dashboard figures" retrying={isValidating} onRetry={() => void mutate()} />;
  if (isLoading || !data) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="24" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  const d = data.data;
  if (d.going_live) return <GoingLiveAlert goingLive={d.going_live} />;
  return (
    <Stack gap="2" data-testid="host-stats">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard
          hintColor="gray.500"
          label="Occupancy"
          value={`${Math.round(Number(d.occupancy_rate) || 0)}%`}
          hint={`${d.active_listings} of ${d.listings} listings active`}
          testId="stat-occupancy"
        />
        <StatCard label="Upcoming stays" value={String(d.upcoming_stays)} testId="stat-upcoming" />
        <StatCard hintColor="gray.500" label="Pending requests" value={String(d.pending_requests)} hint="Waiting for admin approval" testId="stat-pending" />
        <StatCard
          hintColor="gray.500"
          label="Revenue"
          value={formatNaira(d.revenue)}
          hint={`${formatNaira(d.revenue_this_month)} this month`}
          testId="stat-revenue"
        />
      </SimpleGrid>
    </Stack>
  );
}
