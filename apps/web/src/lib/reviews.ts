import useSWR from 'swr';
import { apiRequest } from './api-client';
import type { ApiAnswer, ApiData, ApiSchemas } from './api-schema';

export type Review = ApiSchemas['Review'];
export type PendingReview = ApiData<'/api/reviews/pending'>[number];
export type ReviewSubjectKind = PendingReview['subject_kind'];
export type PublicReviewsPage = ApiAnswer<'/api/service-vendors/{id}/reviews'>;

/** The blind rule the review dialog shows (the API's own text). */
export const REVIEW_BLIND_RULE = 'Your review is shown once the other side has written theirs, or after 14 days.';

export const PENDING_REVIEWS_KEY = '/api/reviews/pending';

/** GET /api/reviews/pending: completed orders, stays and jobs the caller can still review. */
export function usePendingReviews() {
  return useSWR<ApiAnswer<'/api/reviews/pending'>>(PENDING_REVIEWS_KEY);
}

/** POST /api/reviews. */
export function createReview(body: { subject_kind: ReviewSubjectKind; subject_id: number; rating: number; comment: string }) {
  return apiRequest<ApiAnswer<'/api/reviews', 'post'>>('/api/reviews', { method: 'POST', body });
}

/** One page of revealed customer reviews: `/api/service-vendors/{id}/reviews` or `/api/apartments/{id}/reviews`. */
export function usePublicReviews(path: string | null) {
  return useSWR<PublicReviewsPage>(path);
}
