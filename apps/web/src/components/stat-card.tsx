import { Card, Text } from '@chakra-ui/react';

/** A dashboard figure: label, value and an optional hint. */
export function StatCard({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
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
