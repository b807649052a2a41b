import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A centred "nothing here" block with a title and a hint. */
export function AdminEmptyState({ icon, title, hint, testId = 'empty-state' }: { icon: ReactNode; title: string; hint: string; testId?: string }) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="12" px="4" data-testid={testId}>
      <Box color="gray.400">{icon}</Box>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="gray.600" fontSize="sm">
        {hint}
      </Text>
    </Stack>
  );
}
