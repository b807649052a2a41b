import { Button, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';

/** The back-to-home link of the public pages. */
export function BackHomeLink() {
  return (
    <Button asChild variant="ghost" colorPalette="green" size="sm" px="2">
      <RouterLink to="/">
        <LuArrowLeft aria-hidden /> Back to Home
      </RouterLink>
    </Button>
  );
}

/** A public page's h1 beside an arrow back to home, with the line under it (`children`). */
export function BackHomeTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HStack gap="3">
      <IconButton asChild variant="ghost" aria-label="Back to Home" size="sm">
        <RouterLink to="/">
          <LuArrowLeft />
        </RouterLink>
      </IconButton>
      <Stack gap="0">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </HStack>
  );
}
