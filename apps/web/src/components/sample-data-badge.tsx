import { Badge } from '@chakra-ui/react';

/** The on-screen label of a demonstration's sample figures ("Sample data"). */
export function SampleDataBadge({ testId = 'sample-data' }: { testId?: string }) {
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid={testId}>
      Sample data
    </Badge>
  );
}
