import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuMapPin, LuWrench } from 'react-icons/lu';
import { RetryAlert } from '@/components/retry-alert';
import { PlaceFilter } from '@/components/place-filter';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { useListSearchParams } from '@/lib/use-place-params';
import { useMechanics, type Mechanic } from '../api/maintenance';

/**
 * Step 2: live mechanics nearest to the location first; the seed's samples (labelled, not choosable) when none is
 * live; narrowed to a state and an area kept in the URL (`?state=&area=`).
 */
export function MechanicList({ location, busyId, onChoose }: { location: string; busyId: number | null; onChoose: (m: Mechanic) => void }) {
  const place = useListSearchParams();
  const filter = (
    <PlaceFilter state={place.state} area={place.area} onStateChange={place.setState} onAreaChange={place.setArea} areaPlaceholder="e.g. Ikeja, Wuse 2" />
  );
  const { data, error, isLoading, isValidating, mutate } = useMechanics(location, place.api);
  if (error) return <RetryAlert message="Failed to load mechanics" retrying={isValidating} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton h="32" rounded="md" />;
  const sample = data.data.some((m) => m.sample);
  return (
    <Stack gap="3">
      {filter}
      {data.data.length === 0 && (
        <Text color="gray.600" data-testid="mechanics-empty">
          No mechanic in this state or area yet. Try another place.
        </Text>
      )}
      {sample && (
        <HStack gap="2">
          <SampleDataBadge />
          <Text fontSize="sm" color="gray.600">
            No Oja mechanic is live yet: these are examples and cannot be booked.
          </Text>
        </HStack>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {data.data.map((m) => (
          <Card.Root key={m.id} data-testid="mechanic-card" data-mechanic-id={m.id} data-sample={m.sample ? 'true' : 'false'}>
            <Card.Body gap="2" p="4">
              <HStack justify="space-between" align="start">
                <Stack gap="0">
                  <Text fontWeight="bold">{m.workshop_name}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {m.name}
                  </Text>
                </Stack>
                {m.sample ? (
                  <SampleDataBadge testId="mechanic-sample" />
                ) : (
                  <Badge colorPalette={m.match_score > 0 ? 'green' : 'gray'}>{m.match_score > 0 ? 'Near you' : 'Available'}</Badge>
                )}
              </HStack>
              <HStack gap="1" fontSize="sm" color="gray.700">
                <LuMapPin aria-hidden />
                <Text>{m.location}</Text>
              </HStack>
              <HStack gap="1" fontSize="sm" color="gray.700">
                <LuWrench aria-hidden />
                <Text>{m.services_offered}</Text>
              </HStack>
              <Button
                size="sm"
                colorPalette="green"
                alignSelf="start"
                disabled={m.sample || !m.available}
                loading={busyId === m.id}
                onClick={() => onChoose(m)}
              >
                {m.sample ? 'Sample only' : m.available ? 'Choose Mechanic' : 'Unavailable'}
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
