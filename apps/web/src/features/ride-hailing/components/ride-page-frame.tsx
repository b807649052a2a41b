import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackHomeLink } from '@/components/back-home-link';

/** The frame of /ride-hailing, the simulation's and the real rides': back link, "Okada Rides" with its badge, the intro. */
export function RidePageFrame({ badge, intro, children }: { badge: ReactNode; intro: string; children: ReactNode }) {
  return (
    <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <Box>
          <BackHomeLink />
        </Box>
        <Stack gap="1">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
              Okada Rides
            </Heading>
            {badge}
          </HStack>
          <Text color="gray.600">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
