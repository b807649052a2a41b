import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBath, LuBedDouble, LuMapPin, LuStar, LuUsers } from 'react-icons/lu';
import { AmenityChips } from '@/components/amenity-chips';
import { coverPhoto, ListingPhoto } from '@/components/listing-photo';
import { formatNaira, plural } from '@/lib/format';
import type { Listing } from '../api/types';

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

const TYPE_LABELS: Record<string, string> = { hotel: 'Hotel', hostel: 'Hostel', shortlet: 'Shortlet' };

export function listingTypeLabel(type: string | null | undefined): string {
  return (type && TYPE_LABELS[type]) ?? 'Apartment';
}

export function isVerifiedListing(listing: Pick<Listing, 'is_verified'>): boolean {
  return listing.is_verified === 1;
}

/** One listing on `/service-apartments` (spec 000 §2.9). */
export function ApartmentCard({ listing, onBook }: { listing: Listing; onBook: (listing: Listing) => void }) {
  const title = listing.title || 'Untitled Apartment';
  const rating = Number(listing.rating ?? 0);
  const reviews = listing.reviews_count ?? 0;
  return (
    <Card.Root overflow="hidden" data-testid="apartment-card" data-listing-id={listing.id}>
      <ListingPhoto photo={coverPhoto(listing)} alt={title} sizes={CARD_IMAGE_SIZES} aspectRatio={4 / 3} w="full" />
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" fontSize="lg" lineClamp={1} data-testid="apartment-title">
              {title}
            </Text>
            <HStack gap="1" color="gray.600" fontSize="sm">
              <LuMapPin aria-hidden />
              <Text lineClamp={1}>{listing.location || 'Unknown'}</Text>
            </HStack>
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            <Badge colorPalette="blue" variant="subtle">
              {listingTypeLabel(listing.type)}
            </Badge>
            {isVerifiedListing(listing) && (
              <Badge colorPalette="green" data-testid="verified-badge">
                Verified
              </Badge>
            )}
          </Stack>
        </HStack>

        <HStack gap="1" fontSize="sm" color="gray.700" data-testid="apartment-rating">
          <LuStar aria-hidden fill="currentColor" color="var(--chakra-colors-yellow-500)" />
          <Text>
            {rating > 0 ? rating.toFixed(1) : 'New'} ({plural(reviews, 'review')})
          </Text>
        </HStack>

        <HStack gap="4" fontSize="sm" color="gray.600" flexWrap="wrap" data-testid="apartment-facts">
          <HStack gap="1">
            <LuUsers aria-hidden />
            <Text>{plural(listing.max_guests ?? 2, 'guest')}</Text>
          </HStack>
          <HStack gap="1">
            <LuBedDouble aria-hidden />
            <Text>{plural(listing.bedrooms ?? 1, 'bedroom')}</Text>
          </HStack>
          <HStack gap="1">
            <LuBath aria-hidden />
            <Text>{plural(listing.bathrooms ?? 1, 'bathroom')}</Text>
          </HStack>
        </HStack>

        <AmenityChips amenities={listing.amenities} />

        <HStack justify="space-between" align="center" pt="1" gap="3">
          <Text>
            <Text as="span" fontWeight="bold" fontSize="lg" color="green.700" data-testid="apartment-price">
              {formatNaira(listing.price_per_night)}
            </Text>
            <Text as="span" color="gray.600" fontSize="sm">
              {' '}
              / night
            </Text>
          </Text>
          <Button colorPalette="green" size="sm" onClick={() => onBook(listing)}>
            Book Now
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
