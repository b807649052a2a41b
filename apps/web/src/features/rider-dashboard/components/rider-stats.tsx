import { Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GoingLiveAlert } from '@/components/going-live-alert';
import { StatCard } from '@/components/stat-card';
import { ApiError } from '@/lib/api-client';
import { formatNaira } from '@/lib/format';
import { useRiderDashboard } from '../api/rider';
import { RiderLivePanel } from './rider-live-panel';

/** The rider overview: the online toggle with the live offers and ride, the real figures, and the demonstration rides apart. */
export function RiderStats() {
  const { data, error, isLoading, mutate } = useRiderDashboard();
  if (error) {
    const text = error instanceof ApiError ? error.message : 'Failed to load your dashboard figures';
    return (
      <Card.Root>
        <Card.Body>
          <Text data-testid="rider-dashboard-error">{text}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  if (isLoading || !data) return <Skeleton h="24" rounded="md" />;
  const d = data.data;
  if (d.going_live) return <GoingLiveAlert goingLive={d.going_live} />;
  const owed = d.stats.cash_owed;
  return (
    <Stack gap="4">
      <RiderLivePanel dashboard={d} onChanged={() => mutate()} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: typeof owed === 'number' ? 5 : 4 }} gap="4">
        <StatCard label="Rides through Oja" value={String(d.stats.rides)} testId="rider-rides" hint="Booked and paid rides" />
        <StatCard
          label="Your earnings"
          value={formatNaira(d.stats.earnings)}
          testId="rider-earnings"
          hint={`Released to you after the ${d.stats.platform_fee_percent}% platform fee`}
        />
        {typeof owed === 'number' && (
          <StatCard
            label="Cash commission owed"
            value={formatNaira(owed)}
            testId="rider-cash-owed"
            hint={`${d.stats.platform_fee_percent}% of your cash fares, settled from your payouts`}
          />
        )}
        <StatCard
          label="Demonstration rides"
          value={String(d.demo.rides)}
          testId="rider-demo-rides"
          hint={`${formatNaira(d.demo.fares)} in demo fares · not paid, not earnings`}
        />
        <StatCard label="Demo rating" value={d.demo.average_rating == null ? '—' : `★ ${d.demo.average_rating}`} testId="rider-rating" />
      </SimpleGrid>
    </Stack>
  );
}
