import { HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { PageHeading } from '@/components/page-heading';
import { ResponsiveTable } from '@/components/responsive-table';
import { SampleDataBadge } from '@/components/sample-data-badge';
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

/** /dashboard/rider/earnings: real earnings from rides through Oja when there are any, else a labelled sample week. */
export function RiderEarningsPage() {
  const { data } = useRiderDashboard();
  const d = data?.data;
  const real = d && d.stats.rides > 0;
  return (
    <Stack gap="6">
      <PageHeading title="Earnings">What you earned from rides, after the platform fee.</PageHeading>
      {d && (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <StatCard label="Rides through Oja" value={String(d.stats.rides)} testId="earnings-rides" />
          <StatCard label="Fares" value={formatNaira(d.stats.fares)} />
          <StatCard label="Your earnings" value={formatNaira(d.stats.earnings)} testId="earnings-total" hint={`${d.stats.platform_fee_percent}% platform fee deducted`} />
        </SimpleGrid>
      )}
      {real ? (
        <ResponsiveTable data-testid="earnings-real">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Trip</Table.ColumnHeader>
              <Table.ColumnHeader>Fare</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {d.recent_rides.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell data-label="Date">{formatDate(r.created_at)}</Table.Cell>
                <Table.Cell data-label="Trip">
                  {r.pickup} → {r.destination}
                </Table.Cell>
                <Table.Cell data-label="Fare">{formatNaira(r.fare)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ResponsiveTable>
      ) : (
        <Stack gap="3">
          <HStack gap="2">
            <Text fontWeight="semibold">A typical week</Text>
            <SampleDataBadge />
          </HStack>
          <ResponsiveTable data-testid="earnings-sample">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Day</Table.ColumnHeader>
                <Table.ColumnHeader>Rides</Table.ColumnHeader>
                <Table.ColumnHeader>Earnings</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {SAMPLE_WEEK.map((w) => (
                <Table.Row key={w.day}>
                  <Table.Cell data-label="Day">{w.day}</Table.Cell>
                  <Table.Cell data-label="Rides">{w.rides}</Table.Cell>
                  <Table.Cell data-label="Earnings">{formatNaira(w.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ResponsiveTable>
        </Stack>
      )}
    </Stack>
  );
}
