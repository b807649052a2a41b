import { Badge, Box, Button, Card, Heading, HStack, Image, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBadgeCheck, LuMapPin, LuStar } from 'react-icons/lu';
import { LowDataPhoto } from '@/components/low-data-photo';
import { PublicReviewsButton } from '@/components/public-reviews';
import type { ServiceVendor } from '../api/get-service-vendors';
import { serviceVendorCardView, type ServiceVendorCardTexts, type ServiceVendorCardView } from '../model/card-view';

/** One provider of the directory. */
export function ServiceVendorCard({ vendor, onBook }: { vendor: ServiceVendor; onBook: (vendor: ServiceVendor) => void }) {
  const view = serviceVendorCardView(vendor);
  return (
    <ServiceVendorCardLayout
      text={view.text}
      cover={
        view.cover && (
          <LowDataPhoto alt={view.cover.alt} hasPhoto aspectRatio={16 / 9}>
            <CardCover {...view.cover} />
          </LowDataPhoto>
        )
      }
      badges={
        <>
          {view.verified && <VerifiedBadge />}
          {view.featured && <FeaturedBadge />}
        </>
      }
      description={view.description && <CardDescription text={view.description} />}
      location={view.location && <CardLocation text={view.location} />}
      pricings={
        view.pricings.length > 0 && (
          <CardPricings
            rows={view.pricings.map((p) => (
              <PricingRow key={p.id} title={p.title} price={p.price} />
            ))}
            more={view.morePricings}
          />
        )
      }
      book={<BookServiceButton disabled={!view.bookable} onClick={() => onBook(vendor)} />}
    />
  );
}

export function CardCover({ url, srcset, alt }: NonNullable<ServiceVendorCardView['cover']>) {
  return (
    <Image
      src={url}
      srcSet={srcset ?? undefined}
      sizes="(min-width: 768px) 33vw, 100vw"
      alt={alt}
      aspectRatio={16 / 9}
      w="full"
      objectFit="cover"
      loading="lazy"
      data-testid="service-vendor-cover"
    />
  );
}

export function VerifiedBadge() {
  return (
    <Badge colorPalette="green" variant="solid" size="sm">
      <LuBadgeCheck aria-hidden /> Verified
    </Badge>
  );
}

export function FeaturedBadge() {
  return (
    <Badge colorPalette="orange" size="sm">
      Featured
    </Badge>
  );
}

export function CardDescription({ text }: { text: string }) {
  return (
    <Text fontSize="sm" color="gray.700" lineClamp={3}>
      {text}
    </Text>
  );
}

export function CardLocation({ text }: { text: string }) {
  return (
    <HStack gap="1.5" align="start">
      <Box mt="0.5" flexShrink={0}>
        <LuMapPin aria-hidden />
      </Box>
      <Text>{text}</Text>
    </HStack>
  );
}

/** The card's pricings: `rows` (PricingRow each), then `more` ('+2 more') when some are left out. */
export function CardPricings({ rows, more }: { rows: ReactNode; more: string | null }) {
  return (
    <>
      <Separator />
      <Stack gap="1.5" data-testid="card-pricings">
        {rows}
        {more && (
          <Text fontSize="xs" color="gray.500">
            {more}
          </Text>
        )}
      </Stack>
    </>
  );
}

export function PricingRow({ title, price }: { title: string; price: string }) {
  return (
    <HStack justify="space-between" gap="3" fontSize="sm">
      <Text truncate>{title}</Text>
      <Text fontWeight="semibold" color="green.700" flexShrink={0}>
        {price}
      </Text>
    </HStack>
  );
}

export function BookServiceButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button w="full" colorPalette="green" onClick={onClick} disabled={disabled}>
      Book Service
    </Button>
  );
}

/**
 * The card's markup from its texts and parts. The prerender also renders it with holes for a template
 * (first-page-templates.tsx), which the page's entry fills in before the app has loaded.
 */
export function ServiceVendorCardLayout({
  text,
  cover,
  badges,
  description,
  location,
  pricings,
  book,
}: {
  text: ServiceVendorCardTexts;
  cover: ReactNode;
  badges: ReactNode;
  description: ReactNode;
  location: ReactNode;
  pricings: ReactNode;
  book: ReactNode;
}) {
  return (
    <Card.Root data-testid="service-vendor-card" size="sm" overflow="hidden" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
      {cover}
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" lineHeight="short">
              {text.title}
            </Heading>
            <Text fontSize="sm" color="gray.600">
              {text.owner}
            </Text>
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            {badges}
          </Stack>
        </HStack>

        {description}

        <Stack gap="1.5" fontSize="sm" color="gray.600">
          {location}
          <HStack gap="1.5">
            <Box color="yellow.500">
              <LuStar aria-hidden fill="currentColor" />
            </Box>
            <Text>
              <Text as="span" fontWeight="semibold" color="gray.800">
                {text.rating}
              </Text>{' '}
              ({text.reviews})
            </Text>
            <PublicReviewsButton path={`/api/service-vendors/${text.id}/reviews`} title={text.title} />
          </HStack>
        </Stack>

        {pricings}
      </Card.Body>
      <Card.Footer>{book}</Card.Footer>
    </Card.Root>
  );
}
