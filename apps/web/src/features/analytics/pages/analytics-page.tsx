import { Alert, Box, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { DataTable } from '@/components/data-table';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate, formatNaira } from '@/lib/format';
import { useSession } from '@/lib/use-session';
import { ANALYTICS_WEEKS, useWeeklyAnalytics } from '../api/analytics';

// The chart library loads with this page only.
const WeeklyCharts = lazy(async () => ({ default: (await import('../components/weekly-charts')).WeeklyCharts }));

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="4">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** Analytics of every dashboard: orders, bookings and revenue (a customer's spend) per Lagos week, from real data. */
export function AnalyticsPage() {
  const { segment } = useParams();
  const { vendor } = useSession();
  const customer = segment === 'user';
  const scope = customer ? 'me' : vendor ? 'vendor' : null;
  const { data, error, isLoading, isValidating, mutate } = useWeeklyAnalytics(scope);
  const revenueLabel = customer ? 'Spend' : 'Revenue';
  const weeks = data?.data.weeks ?? [];
  const sum = (key: 'orders' | 'bookings' | 'revenue') => weeks.reduce((a, w) => a + w[key], 0);

  return (
    <Stack gap="5">
      <PageHeading title="Analytics">
        {customer ? 'Your orders, bookings and spend' : 'Your orders, bookings and revenue'} over the last {ANALYTICS_WEEKS} weeks (weeks start on Monday, Lagos
        time).
      </PageHeading>
      {!scope ? (
        <Alert.Root status="info" data-testid="analytics-no-vendor">
          <Alert.Indicator />
          <Alert.Title>Register your business to see its orders, bookings and revenue here.</Alert.Title>
        </Alert.Root>
      ) : error ? (
        <RetryAlert message="Failed to load your analytics" retrying={isValidating} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton h="80" rounded="md" />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Total label="Orders" value={String(sum('orders'))} testId="total-orders" />
            <Total label="Bookings" value={String(sum('bookings'))} testId="total-bookings" />
            <Total label={revenueLabel} value={formatNaira(sum('revenue'))} testId="total-revenue" />
          </SimpleGrid>
          <Suspense fallback={<Skeleton h="80" rounded="md" />}>
            <WeeklyCharts weeks={weeks} revenueLabel={revenueLabel} />
          </Suspense>
          <DataTable
            data-testid="analytics-table"
            caption={
              <Table.Caption captionSide="top" textAlign="start" px="3" pt="2">
                Weekly figures
              </Table.Caption>
            }
            rows={[...weeks].reverse()}
            rowKey={(w) => w.week_start}
            columns={[
              { label: 'Week starting', cell: (w) => formatDate(w.week_start) },
              { label: 'Orders', align: 'end', cell: (w) => w.orders },
              { label: 'Bookings', align: 'end', cell: (w) => w.bookings },
              { label: revenueLabel, align: 'end', cell: (w) => formatNaira(w.revenue) },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
