import { Badge, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { ResponsiveTable } from '@/components/responsive-table';
import { formatDateTime, formatNaira } from '@/lib/format';
import { useMyRides } from '../api/rides';

/** /dashboard/user/rides: the customer's finished demonstration rides of /ride-hailing. */
export function MyRidesPage() {
  const { data, error, isLoading, isValidating, mutate } = useMyRides();
  return (
    <Stack gap="6">
      <HStack gap="3" flexWrap="wrap">
        <PageHeading title="Rides">Your okada rides from the ride demonstration.</PageHeading>
        <Badge colorPalette="blue" data-testid="demo-rides-badge">
          Demonstration rides
        </Badge>
      </HStack>
      {error ? (
        <RetryAlert message="Failed to load your rides" retrying={isValidating} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingState label="Loading your rides..." />
      ) : data.data.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text>No rides yet. Book one on the Okada Rides page.</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <ResponsiveTable data-testid="rides-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Trip</Table.ColumnHeader>
              <Table.ColumnHeader>Distance</Table.ColumnHeader>
              <Table.ColumnHeader>Fare</Table.ColumnHeader>
              <Table.ColumnHeader>Rating</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.data.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell data-label="Date">{formatDateTime(r.created_at)}</Table.Cell>
                <Table.Cell data-label="Trip">
                  {r.pickup} → {r.destination}
                </Table.Cell>
                <Table.Cell data-label="Distance">{r.distance_km} km</Table.Cell>
                <Table.Cell data-label="Fare">{formatNaira(r.fare)}</Table.Cell>
                <Table.Cell data-label="Rating">{r.rating ? `${'★'.repeat(r.rating)}` : '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
