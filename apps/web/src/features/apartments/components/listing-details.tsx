import { Badge, Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { ListingPhoto } from '@/components/listing-photo';
import type { PhotoSource } from '@/lib/cover-photo';
import { formatNaira, plural } from '@/lib/format';
import type { Listing } from '../api/types';

/** Every photo of a listing: its responsive photos, else its plain image URLs. */
export function listingPhotos(listing: Pick<Listing, 'photos' | 'images'>): PhotoSource[] {
  const photos = (listing.photos ?? []).filter((p) => p.url || p.srcset);
  if (photos.length) return photos;
  return (listing.images ?? []).filter(Boolean).map((url) => ({ url }));
}

/**
 * What a guest reads before booking: every photo in a swipeable strip (scroll-snap: a finger swipes, a mouse
 * scrolls, no script), the description, rooms and guests, amenities and the location text.
 */
export function ListingDetails({ listing }: { listing: Listing }) {
  const photos = listingPhotos(listing);
  const title = listing.title || 'Untitled Apartment';
  return (
    <Stack gap="3" data-testid="listing-details">
      {photos.length > 0 && (
        <Box>
          <HStack
            gap="2"
            overflowX="auto"
            scrollSnapType="x mandatory"
            data-testid="listing-gallery"
            aria-label={`Photos of ${title}`}
            role="region"
            tabIndex={0}
            css={{ scrollbarWidth: 'thin' }}
          >
            {photos.map((photo, i) => (
              <ListingPhoto
                key={`${photo.url ?? photo.srcset}-${i}`}
                photo={photo}
                alt={`${title}, photo ${i + 1} of ${photos.length}`}
                sizes="(max-width: 640px) 90vw, 480px"
                aspectRatio={4 / 3}
                flex="0 0 auto"
                w={photos.length > 1 ? '85%' : 'full'}
                rounded="md"
                scrollSnapAlign="start"
              />
            ))}
          </HStack>
          {photos.length > 1 && (
            <Text fontSize="xs" color="gray.500" mt="1">
              {plural(photos.length, 'photo')} · swipe to see them all
            </Text>
          )}
        </Box>
      )}
      <Box bg="green.50" rounded="lg" p="3">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color="gray.600">
          {listing.location || 'Unknown'} · {formatNaira(listing.price_per_night)} / night
        </Text>
        <Text fontSize="sm" color="gray.600" data-testid="listing-rooms">
          {plural(listing.bedrooms ?? 0, 'bedroom')} · {plural(listing.bathrooms ?? 0, 'bathroom')} · sleeps {plural(listing.max_guests ?? 1, 'guest')}
        </Text>
      </Box>
      {listing.description && (
        <Text fontSize="sm" whiteSpace="pre-line" data-testid="listing-description">
          {listing.description}
        </Text>
      )}
      {(listing.amenities?.length ?? 0) > 0 && (
        <Wrap gap="1" data-testid="listing-amenities" aria-label="Amenities">
          {listing.amenities!.map((a) => (
            <Badge key={a} variant="subtle" colorPalette="gray">
              {a}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
