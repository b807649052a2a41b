import { Card, HStack, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An admin list's card: a spinner while the first page loads, the empty state when nothing matches, else the table. */
export function AdminTableCard({ loading, empty, children }: { loading: boolean; /** The empty state, or false while there are rows. */
  empty: ReactNode; children: ReactNode }) {
  return (
    <Card.Root overflow="hidden">
      {loading ? (
        <HStack justify="center" py="12">
          <Spinner color="green.500" />
        </HStack>
      ) : (
        empty || children
      )}
    </Card.Root>
  );
}
