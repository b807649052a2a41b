import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/reviews: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const REVIEWS_ERRORS = {
  REVIEW_SUBJECT_NOT_FOUND: { status: 404, message: 'Nothing to review was found' },
  REVIEW_NOT_A_PARTY: { status: 403, message: 'Only the customer and the vendor can review this' },
  REVIEW_NOT_COMPLETED: { status: 409, message: 'You can leave a review once this is completed' },
  REVIEW_WINDOW_CLOSED: { status: 409, message: 'The 14-day review window has closed' },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: 'You have already reviewed this', when: 'write; one review per side' },
} as const satisfies ErrorTable;
