import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / Next with "Page x of y · n total". Hidden when everything fits on one page. */
export function Pager({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return null;
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="2" data-testid="pager">
      <Text fontSize="sm" color="gray.600">
        Page {page} of {lastPage} · {total} total
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
