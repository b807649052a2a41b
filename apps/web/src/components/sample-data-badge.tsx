import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The on-screen label of a demonstration's sample figures ("Sample data"). */
export function SampleDataBadge({ testId = 'sample-data' }: { testId?: string }) {
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid={testId}>
      Sample data
    </Badge>
  );
}

type SampleSectionProps = {
  /** What the sample is, e.g. "Sample orders — not your customers". */
  title: string;
  testId?: string;
  titleTestId?: string;
  badgeTestId?: string;
  /** A line after the badge (why it is a sample). */
  note?: ReactNode;
  gap?: string;
  children: ReactNode;
};

/** A block of sample figures: its title beside the "Sample data" badge, then the sample itself, never shown as the user's own. */
export function SampleSection({ title, testId, titleTestId, badgeTestId, note, gap = '3', children }: SampleSectionProps) {
  return (
    <Stack gap={gap} data-testid={testId}>
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold" data-testid={titleTestId}>
          {title}
        </Text>
        <SampleDataBadge testId={badgeTestId} />
        {note}
      </HStack>
      {children}
    </Stack>
  );
}
