import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackHomeLink } from '@/components/back-home-link';
import { Logo } from '@/components/logo';

type AuthCardProps = {
  title: string;
  subtitle?: string;
  /** The card's width: `md` for sign-in and reset, `xl` for sign-up. */
  width?: 'md' | 'xl';
  /** Above the title: the logo, or the admin portal's shield. */
  emblem?: ReactNode;
  /** The admin portal's dark page. */
  dark?: boolean;
  children: ReactNode;
};

/** The centred card of the sign-in, sign-up and reset screens (the admin portal's sign-in on a dark page). */
export function AuthCard({ title, subtitle, width = 'md', emblem = <Logo />, dark = false, children }: AuthCardProps) {
  return (
    <Box minH="100vh" bg={dark ? 'gray.900' : 'green.50'} px="4" py={{ base: 6, md: 12 }} colorPalette={dark ? 'green' : undefined}>
      <Center flexDirection="column" gap="4">
        <Box w="full" maxW={width} {...(dark ? { color: 'white', css: { '& a': { color: 'green.200' } } } : {})}>
          <BackHomeLink />
        </Box>
        <Card.Root w="full" maxW={width} shadow={dark ? 'lg' : 'md'}>
          <Card.Body p={{ base: 5, md: 8 }}>
            <Stack gap="6">
              <Stack gap="2" align="center" textAlign="center">
                {emblem}
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
