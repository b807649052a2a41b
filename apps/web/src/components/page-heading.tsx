import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A dashboard page's h1 with the short line under it; `large`: the admin and settings pages' (a larger heading from
 * tablets up, a regular-sized line).
 */
export function PageHeading({ title, children, large = false }: { title: string; children: ReactNode; large?: boolean }) {
  if (large) {
    return (
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="gray.600">{children}</Text>
      </Stack>
    );
  }
  return (
    <Box>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="gray.600" fontSize="sm">
        {children}
      </Text>
    </Box>
  );
}
