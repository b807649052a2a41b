import { Badge, Box, Button, Card, Heading, HStack, Image, Separator, Stack, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuMapPin, LuStar } from 'react-icons/lu';
import { PublicReviewsButton } from '@/components/public-reviews';
import { formatNaira } from '@/lib/format';
import type { ServiceVendor } from '../api/get-service-vendors';
import { CARD_PRICINGS } from '../model/categories';

export function reviewCountText(vendor: Pick<ServiceVendor, 'total_reviews' | 'rating_count'>): string {
  const n = vendor.total_reviews ?? vendor.rating_count ?? 0;
  if (!n) return 'No reviews yet';
  return `${n} ${n === 1 ? 'review' : 'reviews'}`;
}

export function ratingText(rating: ServiceVendor['rating']): string {
  const n = Number(rating ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}

export const isVerifiedProvider = (vendor: ServiceVendor) => vendor.vendor?.is_verified === 1;

/** One provider of the directory (spec 000 §2.10). */
export function ServiceVendorCard({ vendor, onBook }: { vendor: ServiceVendor; onBook: (vendor: ServiceVendor) => void }) {
  const pricings = vendor.pricings ?? [];
  const shown = pricings.slice(0, CARD_PRICINGS);
  const cover = vendor.photos?.[0];
  return (
    <Card.Root data-testid="service-vendor-card" size="sm" overflow="hidden" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
      {cover && (
        <Image
          src={cover.url}
          srcSet={cover.srcset ?? undefined}
          sizes="(min-width: 768px) 33vw, 100vw"
          alt={`${vendor.service_name} photo`}
          aspectRatio={16 / 9}
          w="full"
          objectFit="cover"
          loading="lazy"
          data-testid="service-vendor-cover"
        />
      )}
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" lineHeight="short">
              {vendor.service_name}
            </Heading>
            <Text fontSize="sm" color="gray.600">
              {vendor.vendor?.user?.name ?? 'Vendor'}
              {vendor.vendor?.business_name ? ` · ${vendor.vendor.business_name}` : ''}
            </Text>
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            {isVerifiedProvider(vendor) && (
              <Badge colorPalette="green" variant="solid" size="sm">
                <LuBadgeCheck aria-hidden /> Verified
              </Badge>
            )}
            {vendor.is_featured && (
              <Badge colorPalette="orange" size="sm">
                Featured
              </Badge>
            )}
          </Stack>
        </HStack>

        {vendor.description && (
          <Text fontSize="sm" color="gray.700" lineClamp={3}>
            {vendor.description}
          </Text>
        )}

        <Stack gap="1.5" fontSize="sm" color="gray.600">
          {vendor.location && (
            <HStack gap="1.5" align="start">
              <Box mt="0.5" flexShrink={0}>
                <LuMapPin aria-hidden />
              </Box>
              <Text>{vendor.location}</Text>
            </HStack>
          )}
          <HStack gap="1.5">
            <Box color="yellow.500">
              <LuStar aria-hidden fill="currentColor" />
            </Box>
            <Text>
              <Text as="span" fontWeight="semibold" color="gray.800">
                {ratingText(vendor.rating)}
              </Text>{' '}
              ({reviewCountText(vendor)})
            </Text>
            <PublicReviewsButton path={`/api/service-vendors/${vendor.id}/reviews`} title={vendor.service_name} />
          </HStack>
        </Stack>

        {shown.length > 0 && (
          <>
            <Separator />
            <Stack gap="1.5" data-testid="card-pricings">
              {shown.map((p) => (
                <HStack key={p.id} justify="space-between" gap="3" fontSize="sm">
                  <Text truncate>{p.title}</Text>
                  <Text fontWeight="semibold" color="green.700" flexShrink={0}>
                    {formatNaira(p.price)}
                  </Text>
                </HStack>
              ))}
              {pricings.length > shown.length && (
                <Text fontSize="xs" color="gray.500">
                  +{pricings.length - shown.length} more
                </Text>
              )}
            </Stack>
          </>
        )}
      </Card.Body>
      <Card.Footer>
        <Button w="full" colorPalette="green" onClick={() => onBook(vendor)} disabled={pricings.length === 0}>
          Book Service
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
