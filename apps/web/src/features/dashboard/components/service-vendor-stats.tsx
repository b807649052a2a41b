import { SimpleGrid, Stack } from '@chakra-ui/react';
import { GoingLiveAlert } from '@/components/going-live-alert';
import { RetryAlert } from '@/components/retry-alert';
import { formatNaira } from '@/lib/format';
import { useServiceDashboard } from '../api/dashboard';
import { StatCard, StatSkeletons } from '@/components/stat-card';

/** The service vendor's overview figures from GET /api/vendor/service/dashboard; not live yet: the way to going live. */
export function ServiceVendorStats() {
  const { data, error, isLoading, isValidating, mutate } = useServiceDashboard(true);
  if (error) return <RetryAlert message="Failed to load your dashboard figures" retrying={isValidating} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <StatSkeletons />;
  if (data.data.going_live) return <GoingLiveAlert goingLive={data.data.going_live} />;
  const s = data.data.service;
  if (!s) return null;
  const open = s.orders_by_status.pending + s.orders_by_status.accepted + s.orders_by_status.in_progress;
  return (
    <Stack gap="2" data-testid="service-vendor-stats">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard
          label="Orders"
          value={String(s.orders_total)}
          hint={`${s.orders_by_status.pending} pending · ${s.orders_by_status.accepted + s.orders_by_status.in_progress} in progress · ${s.orders_by_status.completed} completed`}
          testId="stat-orders"
        />
        <StatCard label="Open orders" value={String(open)} hint={`${s.orders_by_status.cancelled} cancelled`} testId="stat-open-orders" />
        <StatCard
          label="Revenue released"
          value={formatNaira(s.revenue_released)}
          hint={`After the platform fee · ${formatNaira(s.held)} held in escrow`}
          testId="stat-revenue"
        />
        <StatCard
          label="Balance"
          value={formatNaira(s.available)}
          hint={`Available · ${formatNaira(s.payable)} payable after the hold`}
          testId="stat-balance"
        />
      </SimpleGrid>
    </Stack>
  );
}
