import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { DataTable } from '@/components/data-table';
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
        <DataTable
          data-testid="rides-table"
          rows={data.data}
          rowKey={(r) => r.id}
          columns={[
            { label: 'Date', cell: (r) => formatDateTime(r.created_at) },
            { label: 'Trip', cell: (r) => `${r.pickup} → ${r.destination}` },
            { label: 'Distance', cell: (r) => `${r.distance_km} km` },
            { label: 'Fare', cell: (r) => formatNaira(r.fare) },
            { label: 'Rating', cell: (r) => (r.rating ? '★'.repeat(r.rating) : '—') },
          ]}
        />
      )}
    </Stack>
  );
}
