import { Button, Field, HStack, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuStar } from 'react-icons/lu';
import { ActionDialog, useDialogAction } from '@/components/action-dialog';
import { toastFailure, toastSuccess } from './toast-helpers';
import { createReview, REVIEW_BLIND_RULE, usePendingReviews, type PendingReview, type ReviewSubjectKind } from '@/lib/reviews';

export const REVIEW_TEXTS = {
  thanks: 'Thank you for your review.',
  failed: 'Failed to submit your review. Please try again.',
  ratingRequired: 'Please choose a rating from 1 to 5',
  commentRequired: 'Please write a short comment',
} as const;

const RATINGS = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * "Leave a review" on a completed order, stay or job: shown only while GET /api/reviews/pending lists
 * it for the caller (completed, within 14 days, not yet written); the dialog states the blind rule.
 */
export function LeaveReviewButton({ kind, id }: { kind: ReviewSubjectKind; id: number }) {
  const { data, mutate } = usePendingReviews();
  const [open, setOpen] = useState(false);
  const item = data?.data.find((p) => p.subject_kind === kind && p.subject_id === id) ?? null;
  // Keep the dialog mounted while it closes after a successful review (the item leaves the list).
  const [shown, setShown] = useState<PendingReview | null>(null);
  if (item && shown?.subject_id !== item.subject_id) setShown(item);
  if (!item && !open) return null;
  return (
    <>
      {item && (
        <Button size="sm" colorPalette="yellow" variant="outline" onClick={() => setOpen(true)} data-testid="leave-review">
          <LuStar aria-hidden /> Leave a review
        </Button>
      )}
      {shown && <LeaveReviewDialog item={shown} open={open} onClose={() => setOpen(false)} onDone={() => void mutate()} />}
    </>
  );
}

function LeaveReviewDialog({ item, open, onClose, onDone }: { item: PendingReview; open: boolean; onClose: () => void; onDone: () => void }) {
  const [rating, setRating] = useState<string>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const { run, dialog } = useDialogAction(open, onClose, () => {
    setRating('');
    setComment('');
    setErrors({});
  });

  const submit = async () => {
    const next = { rating: rating ? undefined : REVIEW_TEXTS.ratingRequired, comment: comment.trim() ? undefined : REVIEW_TEXTS.commentRequired };
    if (next.rating || next.comment) {
      setErrors(next);
      return;
    }
    await run(
      async () => {
        await createReview({ subject_kind: item.subject_kind, subject_id: item.subject_id, rating: Number(rating), comment: comment.trim() });
        toastSuccess(REVIEW_TEXTS.thanks, REVIEW_BLIND_RULE);
      },
      (e) => toastFailure(REVIEW_TEXTS.failed, e),
    );
    onDone();
  };

  const who = item.role === 'customer' ? 'the provider' : 'the customer';
  return (
    <ActionDialog {...dialog} testId="review-dialog" title="Leave a review" confirmLabel="Submit review" confirmPalette="green" onConfirm={() => void submit()}>
      <Stack gap="4">
        <Text fontSize="sm" color="gray.700">
          How was it with {who}?{' '}
          <Text as="span" fontWeight="medium">
            {item.title}
          </Text>
        </Text>
        <Text fontSize="sm" color="gray.600" bg="gray.50" rounded="md" p="2" data-testid="review-blind-rule">
          {REVIEW_BLIND_RULE}
        </Text>
        <Field.Root invalid={Boolean(errors.rating)} required>
          <Field.Label id="review-rating-label">
            Rating <Field.RequiredIndicator />
          </Field.Label>
          <RadioGroup.Root
            value={rating}
            onValueChange={(e) => {
              setRating(e.value ?? '');
              setErrors((x) => ({ ...x, rating: undefined }));
            }}
            aria-labelledby="review-rating-label"
            colorPalette="yellow"
          >
            <HStack gap="3" flexWrap="wrap">
              {RATINGS.map((n) => (
                <RadioGroup.Item key={n} value={String(n)} data-testid={`rating-${n}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <HStack gap="0.5" as="span">
                      <Text as="span">{starLabel(n)}</Text>
                      <Text as="span" aria-hidden color="yellow.600">
                        {'★'.repeat(n)}
                      </Text>
                    </HStack>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {errors.rating && <Field.ErrorText>{errors.rating}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.comment)} required>
          <Field.Label>
            Comment <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            maxLength={2000}
            value={comment}
            placeholder="What went well, and what could be better?"
            onChange={(e) => {
              setComment(e.target.value);
              setErrors((x) => ({ ...x, comment: undefined }));
            }}
          />
          {errors.comment && <Field.ErrorText>{errors.comment}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
