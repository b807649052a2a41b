import { Box, HStack, Image, Text } from '@chakra-ui/react';

/** A photo attached to a dispute as the API lists it: a short-lived signed link (minutes), private to the order's parties and admins. */
export interface AttachedPhoto {
  id: number;
  url: string;
  uploaded_by?: string | null;
}

/**
 * The photos of a dispute as thumbnails that open full size in a new tab. The links expire after a few
 * minutes: the view that carries them is fetched again (SWR) for fresh ones.
 */
export function DisputePhotos({ photos, label = 'Photos' }: { photos?: AttachedPhoto[] | null; label?: string }) {
  if (!photos?.length) return null;
  return (
    <Box data-testid="dispute-photos" mt="2">
      <Text fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase" mb="1">
        {label} ({photos.length})
      </Text>
      <HStack gap="2" wrap="wrap">
        {photos.map((p, i) => (
          <a key={p.id} href={p.url} target="_blank" rel="noopener noreferrer" data-testid="dispute-photo" aria-label={`Open photo ${i + 1} in a new tab`}>
            <Image
              src={p.url}
              alt={`Dispute photo ${i + 1}${p.uploaded_by ? ` from the ${p.uploaded_by}` : ''}`}
              boxSize="20"
              objectFit="cover"
              rounded="md"
              borderWidth="1px"
              loading="lazy"
            />
          </a>
        ))}
      </HStack>
    </Box>
  );
}
