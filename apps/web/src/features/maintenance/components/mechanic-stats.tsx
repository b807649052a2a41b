import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { GoingLiveAlert } from '@/components/going-live-alert';
import { RetryAlert } from '@/components/retry-alert';
import { StatCard } from '@/components/stat-card';
import { formatNaira } from '@/lib/format';
import { useMechanicDashboard } from '../api/maintenance';

/** The mechanic overview's real figures from GET /api/vendor/mechanic/dashboard; not live yet: the way to going live. */
export function MechanicStats() {
  const { data, error, isLoading, isValidating, mutate } = useMechanicDashboard();
  if (error) return <RetryAlert message="Failed to load your dashboard figures" retrying={isValidating} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton h="24" rounded="md" />;
  if (data.data.going_live) return <GoingLiveAlert goingLive={data.data.going_live} />;
  const m = data.data.maintenance;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="mechanic-stats">
      <StatCard label="Open requests" value={String(m.open)} hint={`${m.awaiting_answer} waiting for your answer`} testId="stat-open" />
      <StatCard label="In progress" value={String(m.in_progress)} testId="stat-in-progress" />
      <StatCard label="Completed" value={String(m.completed)} hint={`${m.customers} customer(s)`} testId="stat-completed" />
      <StatCard label="Earnings" value={formatNaira(m.earnings)} hint="Released to you after the 5 % platform fee (ledger)" testId="stat-earnings" />
    </SimpleGrid>
  );
}
