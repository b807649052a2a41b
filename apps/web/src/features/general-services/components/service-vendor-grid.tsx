import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The cards of `/general-services`, dimmed while a newer page loads. */
export function ServiceVendorGrid({ dimmed, children }: { dimmed: boolean; children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="service-vendor-grid" opacity={dimmed ? 0.7 : 1}>
      {children}
    </SimpleGrid>
  );
}
