import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The cards of `/service-apartments`, dimmed while a newer page loads. */
export function ApartmentGrid({ dimmed, children }: { dimmed: boolean; children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="apartment-grid" opacity={dimmed ? 0.7 : 1}>
      {children}
    </SimpleGrid>
  );
}
