import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackHomeLink } from '@/components/back-home-link';
import { Logo } from '@/components/logo';

/** The centred card of the sign-in and reset screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box minH="100vh" bg="green.50" px="4" py={{ base: 6, md: 12 }}>
      <Center flexDirection="column" gap="4">
        <Box w="full" maxW="md">
          <BackHomeLink />
        </Box>
        <Card.Root w="full" maxW="md" shadow="md">
          <Card.Body p={{ base: 5, md: 8 }}>
            <Stack gap="6">
              <Stack gap="2" align="center" textAlign="center">
                <Logo />
                <Heading as="h1" size="xl">
                  {title}
                </Heading>
                {subtitle && <Text color="gray.600">{subtitle}</Text>}
              </Stack>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Center>
    </Box>
  );
}
