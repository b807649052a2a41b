import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBath, LuBedDouble, LuMapPin, LuStar, LuUsers } from 'react-icons/lu';
import { AmenityChips } from '@/components/amenity-chips';
import { ListingPhoto } from '@/components/listing-photo';
import { LowDataPhoto } from '@/components/low-data-photo';
import type { PhotoSource } from '@/lib/cover-photo';
import type { Listing } from '../api/types';
import { apartmentCardView, type ApartmentCardTexts } from '../model/card-view';

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** One listing on `/service-apartments`. */
export function ApartmentCard({ listing, onBook }: { listing: Listing; onBook: (listing: Listing) => void }) {
  const view = apartmentCardView(listing);
  return (
    <ApartmentCardLayout
      text={view.text}
      photo={
        <LowDataPhoto alt={view.text.title} hasPhoto={view.photo !== null} aspectRatio={4 / 3}>
          <CardPhoto photo={view.photo} alt={view.text.title} />
        </LowDataPhoto>
      }
      verified={view.verified && <VerifiedBadge />}
      amenities={<AmenityChips amenities={view.amenities} />}
      onBook={() => onBook(listing)}
    />
  );
}

export function CardPhoto({ photo, alt }: { photo: PhotoSource | null; alt: string }) {
  return <ListingPhoto photo={photo} alt={alt} sizes={CARD_IMAGE_SIZES} aspectRatio={4 / 3} w="full" />;
}

export function VerifiedBadge() {
  return (
    <Badge colorPalette="green" data-testid="verified-badge">
      Verified
    </Badge>
  );
}

/**
 * The card's markup from its texts and parts. The prerender also renders it with holes for a template
 * (first-page-templates.tsx), which the page's entry fills in before the app has loaded.
 */
export function ApartmentCardLayout({
  text,
  photo,
  verified,
  amenities,
  onBook,
}: {
  text: ApartmentCardTexts;
  photo: ReactNode;
  verified: ReactNode;
  amenities: ReactNode;
  onBook: () => void;
}) {
  return (
    <Card.Root overflow="hidden" data-testid="apartment-card" data-listing-id={text.id}>
      {photo}
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" fontSize="lg" lineClamp={1} data-testid="apartment-title">
              {text.title}
            </Text>
            <HStack gap="1" color="gray.600" fontSize="sm">
              <LuMapPin aria-hidden />
              <Text lineClamp={1}>{text.location}</Text>
            </HStack>
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            <Badge colorPalette="blue" variant="subtle">
              {text.type}
            </Badge>
            {verified}
          </Stack>
        </HStack>

        <HStack gap="1" fontSize="sm" color="gray.700" data-testid="apartment-rating">
          <LuStar aria-hidden fill="currentColor" color="var(--chakra-colors-yellow-500)" />
          <Text>
            {text.rating} ({text.reviews})
          </Text>
        </HStack>

        <HStack gap="4" fontSize="sm" color="gray.600" flexWrap="wrap" data-testid="apartment-facts">
          <HStack gap="1">
            <LuUsers aria-hidden />
            <Text>{text.guests}</Text>
          </HStack>
          <HStack gap="1">
            <LuBedDouble aria-hidden />
            <Text>{text.bedrooms}</Text>
          </HStack>
          <HStack gap="1">
            <LuBath aria-hidden />
            <Text>{text.bathrooms}</Text>
          </HStack>
        </HStack>

        {amenities}

        <HStack justify="space-between" align="center" pt="1" gap="3">
          <Text>
            <Text as="span" fontWeight="bold" fontSize="lg" color="green.700" data-testid="apartment-price">
              {text.price}
            </Text>
            <Text as="span" color="gray.600" fontSize="sm">
              {' '}
              / night
            </Text>
          </Text>
          <Button colorPalette="green" size="sm" onClick={onBook}>
            Book Now
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
