import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackHomeLink } from '@/components/back-home-link';

/** Layout of the static pages: back-to-home link, title, body. */
export function StaticPage({ title, intro, updated, children }: { title: string; intro?: string; updated?: string; children: ReactNode }) {
  return (
    <Container maxW="4xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 12 }}>
      <Stack gap="6">
        <Box>
          <BackHomeLink />
        </Box>
        <Stack gap="2">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {updated && (
            <Text fontSize="sm" color="gray.500">
              Last updated: {updated}
            </Text>
          )}
          {intro && <Text color="gray.600">{intro}</Text>}
        </Stack>
        <Stack gap="8">{children}</Stack>
      </Stack>
    </Container>
  );
}

/** A titled block of a static page. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Stack gap="2" color="gray.700" lineHeight="tall">
        {children}
      </Stack>
    </Stack>
  );
}
