import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card titled by an h2 in its header (`aside`, e.g. a badge, at the header's end), then its body. */
export function TitledCard({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const heading = (
    <Heading as="h2" size="md">
      {title}
    </Heading>
  );
  return (
    <Card.Root>
      <Card.Header>
        {aside ? (
          <HStack justify="space-between">
            {heading}
            {aside}
          </HStack>
        ) : (
          heading
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
