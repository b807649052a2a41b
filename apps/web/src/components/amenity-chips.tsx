import { Badge, HStack } from '@chakra-ui/react';

/** A listing's amenities: the first 3 as chips, then '+N' for the rest (spec 000 §2.9, 001 §2). */
export function AmenityChips({ amenities, max = 3 }: { amenities: readonly string[] | null | undefined; max?: number }) {
  const list = amenities ?? [];
  if (list.length === 0) return null;
  const rest = list.length - max;
  return (
    <HStack gap="1.5" flexWrap="wrap" data-testid="amenity-chips">
      {list.slice(0, max).map((a) => (
        <Badge key={a} variant="subtle" colorPalette="gray" size="sm">
          {a}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge variant="outline" colorPalette="gray" size="sm" data-testid="amenity-more">
          +{rest}
        </Badge>
      )}
    </HStack>
  );
}
