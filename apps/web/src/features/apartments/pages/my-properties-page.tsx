import { Badge, Button, Card, Center, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuPause, LuPencil, LuPlay, LuPlus, LuTrash2 } from 'react-icons/lu';
import { AmenityChips } from '@/components/amenity-chips';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListingPhoto } from '@/components/listing-photo';
import { coverPhoto } from '@/lib/cover-photo';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { toastFailure, toastOutcome, toastSuccess } from '@/components/toast-helpers';
import { ApiError } from '@/lib/api-client';
import { formatNaira, plural } from '@/lib/format';
import { deleteListing, setListingStatus, useHostListings } from '../api/host';
import type { Listing } from '../api/types';
import { CARD_IMAGE_SIZES } from '../components/apartment-card';
import { isVerifiedListing, listingTypeLabel } from '../model/card-view';

export const PROPERTIES_TEXTS = {
  empty: "You haven't listed any properties yet.",
  fetchFailed: 'Failed to fetch your properties',
  paused: 'Listing paused. Guests no longer see it.',
  resumed: 'Listing is live again.',
  statusFailed: 'Failed to update the listing. Please try again.',
  deleted: 'Listing deleted.',
  deleteFailed: 'Failed to delete the listing. Please try again.',
} as const;

/** My Listed Properties (`/dashboard/apartment/properties`). */
export function MyPropertiesPage() {
  const { data, error, isLoading, isValidating, mutate } = useHostListings();
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const listings = error ? [] : (data?.data ?? []);

  const toggle = async (l: Listing) => {
    const next = l.status === 'paused' ? 'active' : 'paused';
    setBusy(l.id);
    await toastOutcome(
      () => setListingStatus(l.id, next),
      next === 'paused' ? PROPERTIES_TEXTS.paused : PROPERTIES_TEXTS.resumed,
      PROPERTIES_TEXTS.statusFailed,
    );
    setBusy(null);
    void mutate();
  };

  const remove = async (l: Listing) => {
    try {
      const res = await deleteListing(l.id);
      toastSuccess(res?.message || PROPERTIES_TEXTS.deleted);
    } catch (e) {
      // 409 LISTING_HAS_BOOKINGS: the server says why; show it as the title.
      if (e instanceof ApiError && e.status === 409) toastFailure(e.message, null);
      else toastFailure(PROPERTIES_TEXTS.deleteFailed, e);
    }
    void mutate();
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <PageHeading title="My Listed Properties">Your hotels, hostels and shortlets on Oja.</PageHeading>
        <Button asChild colorPalette="green" size="sm">
          <RouterLink to="/dashboard/apartment/listing">
            <LuPlus /> Add Listing
          </RouterLink>
        </Button>
      </HStack>

      {error && <RetryAlert message={PROPERTIES_TEXTS.fetchFailed} retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && !data ? (
        <LoadingState label="Loading your properties..." />
      ) : listings.length === 0 ? (
        !error && (
          <Center py="12" flexDirection="column" gap="3" data-testid="properties-empty">
            <Text color="gray.600">{PROPERTIES_TEXTS.empty}</Text>
            <Button asChild colorPalette="green">
              <RouterLink to="/dashboard/apartment/listing">Add your first listing</RouterLink>
            </Button>
          </Center>
        )
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="5">
          {listings.map((l) => {
            const title = l.title || 'Untitled Apartment';
            const paused = l.status === 'paused';
            return (
              <Card.Root key={l.id} overflow="hidden" data-testid="property-card" data-listing-id={l.id} opacity={paused ? 0.8 : 1}>
                <ListingPhoto photo={coverPhoto(l)} alt={title} sizes={CARD_IMAGE_SIZES} aspectRatio={4 / 3} w="full" />
                <Card.Body gap="2" p="4">
                  <HStack justify="space-between" align="start" gap="2">
                    <Text fontWeight="semibold" lineClamp={1} data-testid="property-title">
                      {title}
                    </Text>
                    <Badge colorPalette={isVerifiedListing(l) ? 'green' : 'orange'} flexShrink={0} data-testid="property-verification">
                      {isVerifiedListing(l) ? 'Verified' : 'Unverified'}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="gray.600" lineClamp={2}>
                    {l.description || 'No description provided.'}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    {l.location || 'Unknown'} · {listingTypeLabel(l.type)}
                  </Text>
                  <HStack justify="space-between">
                    <Text fontWeight="bold" color="green.700">
                      {formatNaira(l.price_per_night)}{' '}
                      <Text as="span" fontWeight="normal" fontSize="sm" color="gray.600">
                        / night
                      </Text>
                    </Text>
                    <HStack gap="1">
                      {paused && <Badge colorPalette="gray">Paused</Badge>}
                      {typeof l.bookings_count === 'number' && <Badge variant="outline">{plural(l.bookings_count, 'booking')}</Badge>}
                    </HStack>
                  </HStack>
                  <AmenityChips amenities={l.amenities} />
                  <HStack gap="2" pt="2" flexWrap="wrap">
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={`/dashboard/apartment/listing/${l.id}`}>
                        <LuPencil /> Edit
                      </RouterLink>
                    </Button>
                    <Button size="xs" variant="outline" loading={busy === l.id} onClick={() => void toggle(l)}>
                      {paused ? (
                        <>
                          <LuPlay /> Resume
                        </>
                      ) : (
                        <>
                          <LuPause /> Pause
                        </>
                      )}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(l)}>
                      <LuTrash2 /> Delete
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete listing"
        message={`Delete "${deleting?.title || 'Untitled Apartment'}"? This cannot be undone.`}
        confirmLabel="Yes, delete"
        cancelLabel="Keep listing"
        colorPalette="red"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Stack>
  );
}
