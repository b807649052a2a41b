import { Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';

export function StatCard({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card.Root>
      <Card.Body gap="1" p="4">
        <Text fontSize="sm" color="gray.600">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
          {value}
        </Text>
        {hint && (
          <Text fontSize="xs" color="gray.600">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function StatSkeletons({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h="24" rounded="md" />
      ))}
    </SimpleGrid>
  );
}
