import { SimpleGrid, Stack } from '@chakra-ui/react';
import { PageHeading } from '@/components/page-heading';
import { DataTable } from '@/components/data-table';
import { SampleSection } from '@/components/sample-data-badge';
import { StatCard } from '@/components/stat-card';
import { formatDate, formatNaira } from '@/lib/format';
import { useRiderDashboard } from '../api/rider';

const SAMPLE_WEEK = [
  { day: 'Mon', rides: 6, amount: 4200 },
  { day: 'Tue', rides: 8, amount: 5600 },
  { day: 'Wed', rides: 5, amount: 3500 },
  { day: 'Thu', rides: 9, amount: 6300 },
  { day: 'Fri', rides: 12, amount: 8900 },
];

/**
 * /dashboard/rider/earnings: the real figures (the same as the overview's and Analytics': earnings from the ledger),
 * then the demonstration rides customers took with the rider, labelled as such, or a labelled sample week.
 */
export function RiderEarningsPage() {
  const { data } = useRiderDashboard();
  const d = data?.data;
  const demos = d && d.demo.rides > 0;
  return (
    <Stack gap="6">
      <PageHeading title="Earnings">What you earned from rides, after the platform fee.</PageHeading>
      {d && (
        <SimpleGrid columns={{ base: 1, sm: typeof d.stats.cash_owed === 'number' ? 2 : 3, lg: typeof d.stats.cash_owed === 'number' ? 4 : 3 }} gap="4">
          <StatCard label="Rides through Oja" value={String(d.stats.rides)} testId="earnings-rides" />
          <StatCard
            label="Your earnings"
            value={formatNaira(d.stats.earnings)}
            testId="earnings-total"
            hint={`Released to you, ${d.stats.platform_fee_percent}% platform fee deducted`}
          />
          {typeof d.stats.cash_owed === 'number' && (
            <StatCard
              label="Cash commission owed"
              value={formatNaira(d.stats.cash_owed)}
              testId="earnings-cash-owed"
              hint="Owed to Oja on cash rides; settled from your payouts"
            />
          )}
          <StatCard label="Demonstration rides" value={String(d.demo.rides)} testId="earnings-demo-rides" hint="Not paid, not earnings" />
        </SimpleGrid>
      )}
      {demos ? (
        <SampleSection title="Demonstration rides with you" badgeTestId="demo-rides-badge">
          <DataTable
            data-testid="earnings-demo"
            rows={d.recent_rides}
            rowKey={(r) => r.id}
            columns={[
              { label: 'Date', cell: (r) => formatDate(r.created_at) },
              { label: 'Trip', cell: (r) => `${r.pickup} → ${r.destination}` },
              { label: 'Fare', cell: (r) => formatNaira(r.fare) },
            ]}
          />
        </SampleSection>
      ) : (
        <SampleSection title="A typical week">
          <DataTable
            data-testid="earnings-sample"
            rows={SAMPLE_WEEK}
            rowKey={(w) => w.day}
            columns={[
              { label: 'Day', cell: (w) => w.day },
              { label: 'Rides', cell: (w) => w.rides },
              { label: 'Earnings', cell: (w) => formatNaira(w.amount) },
            ]}
          />
        </SampleSection>
      )}
    </Stack>
  );
}
