import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { SampleSection } from '@/components/sample-data-badge';
import { formatNaira } from '@/lib/format';
import { useRiderDashboard } from '../api/rider';
import { RiderLivePanel } from '../components/rider-live-panel';

const SAMPLE_REQUESTS = [
  { id: 's1', customer: 'Adaeze N.', pickup: 'Yaba Bus Stop', destination: 'Unilag Main Gate', distance: 3.2, fare: 456 },
  { id: 's2', customer: 'Kunle A.', pickup: 'Ikeja Along', destination: 'Allen Avenue', distance: 4.5, fare: 560 },
  { id: 's3', customer: 'Halima B.', pickup: 'Lekki Phase 1', destination: 'Ajah Market', distance: 11.8, fare: 1144 },
];

/**
 * /dashboard/rider/requests: for a live rider the online toggle, the real offer (with its countdown) and the ride in
 * hand; the demonstration rides customers took with the rider; and, while the rider is offline (nothing real can
 * come), the sample requests, labelled (Accept or Decline removes them).
 */
export function RiderRequestsPage() {
  const { data, mutate } = useRiderDashboard();
  const d = data?.data;
  const rides = d?.recent_rides ?? [];
  const [samples, setSamples] = useState(SAMPLE_REQUESTS);
  const live = Boolean(d && d.is_live && !d.going_live);
  return (
    <Stack gap="6">
      <PageHeading title="Ride Requests">Ride requests from customers near you.</PageHeading>
      {d && live && <RiderLivePanel dashboard={d} onChanged={() => mutate()} showWaiting />}
      {rides.length > 0 && (
        <Stack gap="3">
          <Text fontWeight="semibold">Rides taken with you through Oja (demonstration rides)</Text>
          {rides.map((r) => (
            <Card.Root key={r.id} data-testid="rider-real-ride">
              <Card.Body>
                <HStack justify="space-between" flexWrap="wrap">
                  <Text>
                    {r.pickup} → {r.destination} · {r.distance_km} km
                  </Text>
                  <HStack>
                    <Text fontWeight="bold">{formatNaira(r.fare)}</Text>
                    <Badge colorPalette="green">completed</Badge>
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {!(live && d?.online) && (
        <SampleSection
          title="Incoming requests"
          note={
            <Text fontSize="sm" color="gray.600">
              {live ? 'Go online to receive real requests.' : 'Real requests come once your account is live and you go online.'}
            </Text>
          }
        >
          {samples.length === 0 ? (
            <Text>No pending requests.</Text>
          ) : (
            samples.map((r) => (
              <Card.Root key={r.id} data-testid="rider-sample-request">
                <Card.Body>
                  <HStack justify="space-between" flexWrap="wrap" gap="3">
                    <Stack gap="0">
                      <Text fontWeight="medium">{r.customer}</Text>
                      <Text fontSize="sm" color="gray.600">
                        {r.pickup} → {r.destination} · {r.distance} km · {formatNaira(r.fare)}
                      </Text>
                    </Stack>
                    <HStack>
                      <Button size="sm" colorPalette="green" onClick={() => setSamples((list) => list.filter((x) => x.id !== r.id))}>
                        Accept
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setSamples((list) => list.filter((x) => x.id !== r.id))}>
                        Decline
                      </Button>
                    </HStack>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))
          )}
        </SampleSection>
      )}
    </Stack>
  );
}
