import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuStar } from 'react-icons/lu';
import { formatDate } from '@/lib/format';
import { usePublicReviews } from '@/lib/reviews';
import { LoadingState } from './loading-state';
import { DialogFrame } from '@/components/dialog-frame';

/** A rating as stars for the eye and "4 out of 5 stars" for a screen reader. */
export function StarRating({ rating }: { rating: number }) {
  const n = Math.round(rating);
  return (
    <HStack gap="0" color="yellow.600" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <LuStar key={i} aria-hidden fill={i <= n ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

/**
 * Revealed customer reviews of a provider or a listing (`/api/service-vendors/{id}/reviews`,
 * `/api/apartments/{id}/reviews`), newest first; a review appears once both sides wrote or 14 days passed.
 */
export function PublicReviewsList({ path }: { path: string }) {
  const { data, error, isLoading } = usePublicReviews(path);
  if (isLoading && !data) return <LoadingState label="Loading reviews..." />;
  if (error)
    return (
      <Text fontSize="sm" color="red.600">
        Failed to load reviews.
      </Text>
    );
  const reviews = data?.data ?? [];
  if (!reviews.length) {
    return (
      <Text fontSize="sm" color="gray.600" data-testid="reviews-empty">
        No reviews yet.
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="public-reviews">
      {reviews.map((r) => (
        <Box key={r.id} borderWidth="1px" rounded="md" p="3" data-testid="public-review">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <HStack gap="2">
              <StarRating rating={r.rating} />
              <Text fontSize="sm" fontWeight="medium">
                {r.author.name ?? 'Customer'}
              </Text>
            </HStack>
            <Text fontSize="xs" color="gray.500">
              {formatDate(r.created_at)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="gray.700" mt="1" whiteSpace="pre-wrap">
            {r.comment}
          </Text>
        </Box>
      ))}
      {data && data.meta.total > reviews.length && (
        <Text fontSize="xs" color="gray.500">
          Showing the newest {reviews.length} of {data.meta.total} reviews.
        </Text>
      )}
    </Stack>
  );
}

/** A "Reviews" link that opens the revealed reviews in a dialog (fetched only when opened). */
export function PublicReviewsButton({ path, title }: { path: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="plain"
        colorPalette="green"
        textDecoration="underline"
        px="0"
        h="auto"
        onClick={() => setOpen(true)}
        data-testid="open-reviews"
      >
        Reviews
      </Button>
      <DialogFrame
        root={{ open, onOpenChange: (e) => setOpen(e.open), placement: 'center', scrollBehavior: 'inside' }}
        positioner={{ px: '4' }}
        content={{ 'data-testid': 'reviews-dialog' }}
        title={<>Reviews — {title}</>}
        closeLabel="Close reviews"
      >
        <Dialog.Body>{open && <PublicReviewsList path={path} />}</Dialog.Body>
      </DialogFrame>
    </>
  );
}
