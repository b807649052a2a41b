import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/reviews: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const REVIEWS_ERRORS = {
  REVIEW_SUBJECT_NOT_FOUND: { status: 404, message: 'Nothing to review was found', where: "`reviews.service.ts` (write, read a subject's reviews)" },
  REVIEW_NOT_A_PARTY: {
    status: 403,
    message: 'Only the customer and the vendor can review this',
    where: "`reviews.service.ts` (write, read a subject's reviews)",
  },
  REVIEW_NOT_COMPLETED: { status: 409, message: 'You can leave a review once this is completed', where: '`reviews.service.ts` (write)' },
  REVIEW_WINDOW_CLOSED: { status: 409, message: 'The 14-day review window has closed', where: '`reviews.service.ts` (write)' },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: 'You have already reviewed this', where: '`reviews.service.ts` (write; one review per side)' },
} as const satisfies ErrorTable;
