import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / "Page 2 of 9" / Next under a public list. */
export function ListPager({
  current,
  last,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  testId,
}: {
  current: number | string;
  last: number | string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  testId?: string;
}) {
  return (
    <HStack justify="center" mt="6" gap="3" data-testid={testId}>
      <Button size="sm" variant="outline" disabled={!canPrevious} onClick={onPrevious}>
        Previous
      </Button>
      <Text fontSize="sm" color="gray.600">
        Page {current} of {last}
      </Text>
      <Button size="sm" variant="outline" disabled={!canNext} onClick={onNext}>
        Next
      </Button>
    </HStack>
  );
}
