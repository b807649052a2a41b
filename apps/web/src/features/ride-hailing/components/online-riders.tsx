import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OnlineRider } from '../api/rides';

/** "Available riders" for real: the verified riders online now; the nearest one gets the request. */
export function OnlineRiders({ riders }: { riders: OnlineRider[] }) {
  if (riders.length === 0) return null;
  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg">
          Available riders
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {riders.length} online now · your request goes to the nearest one first
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4" data-testid="online-riders">
        {riders.map((r) => (
          <Card.Root key={r.id}>
            <Card.Body gap="1">
              <Text fontWeight="semibold">{r.name}</Text>
              <Text fontSize="sm" color="gray.600">
                {r.vehicle_type === 'tricycle' ? 'Tricycle' : 'Motorbike'} · {r.experience_years} yrs
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
