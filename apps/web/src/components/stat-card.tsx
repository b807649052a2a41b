import { Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';

type StatCardProps = { label: string; value: string; hint?: string; testId?: string; hintColor?: string };

/** A dashboard figure: label, value and an optional hint (gray.600 unless `hintColor` says otherwise). */
export function StatCard({ label, value, hint, testId, hintColor = 'gray.600' }: StatCardProps) {
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
          <Text fontSize="xs" color={hintColor}>
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The stat cards' places while their figures load. */
export function StatSkeletons({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h="24" rounded="md" />
      ))}
    </SimpleGrid>
  );
}
