import { Badge, HStack } from '@chakra-ui/react';
import { amenityChips } from '@/lib/amenities';

/** A listing's amenities: the first 3 as chips, then '+N' for the rest. */
export function AmenityChips({ amenities, max = 3 }: { amenities: readonly string[] | null | undefined; max?: number }) {
  const chips = amenityChips(amenities, max);
  return chips && <AmenityChipList {...chips} />;
}

/** The chips AmenityChips draws: `shown`, then `more` ('+2') when some are left out. */
export function AmenityChipList({ shown, more }: { shown: readonly string[]; more: string | null }) {
  return (
    <HStack gap="1.5" flexWrap="wrap" data-testid="amenity-chips">
      {shown.map((a) => (
        <Badge key={a} variant="subtle" colorPalette="gray" size="sm">
          {a}
        </Badge>
      ))}
      {more && (
        <Badge variant="outline" colorPalette="gray" size="sm" data-testid="amenity-more">
          {more}
        </Badge>
      )}
    </HStack>
  );
}
