import { Badge, Button, HStack } from '@chakra-ui/react';
import type { StatusFilter } from '../model/bookings';

/** Filter chips with a count each. */
export function StatusChips({
  chips,
  value,
  onChange,
}: {
  chips: { value: StatusFilter; label: string; count: number }[];
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  return (
    <HStack gap="2" flexWrap="wrap" role="group" aria-label="Filter by status">
      {chips.map((c) => (
        <Button
          key={c.value}
          size="sm"
          rounded="full"
          colorPalette="green"
          variant={value === c.value ? 'solid' : 'outline'}
          aria-pressed={value === c.value}
          onClick={() => onChange(c.value)}
        >
          {c.label}
          <Badge
            size="sm"
            variant={value === c.value ? 'solid' : 'subtle'}
            colorPalette={value === c.value ? 'whiteAlpha' : 'gray'}
            data-testid={`status-count-${c.value}`}
          >
            {c.count}
          </Badge>
        </Button>
      ))}
    </HStack>
  );
}
