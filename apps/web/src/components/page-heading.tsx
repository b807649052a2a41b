import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A dashboard page's h1 with the short line under it. */
export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
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
