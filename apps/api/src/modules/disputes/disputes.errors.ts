import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/disputes: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const DISPUTES_ERRORS = {
  DISPUTE_NOT_OPEN: {
    status: 409,
    message: 'Open a dispute on this order before adding photos',
    where: '`disputes.service.ts` (dispute photo on an order without a dispute)',
  },
  DISPUTE_RESOLVED: {
    status: 409,
    message: 'This dispute has already been resolved',
    where: '`disputes.service.ts` (resolve again, vendor statement or a photo after resolution)',
  },
  DISPUTE_NOT_FOUND: {
    status: 404,
    message: 'Dispute not found',
    where: '`disputes.service.ts` (admin detail, vendor statement on an order without a dispute)',
  },
  REFUND_OUT_OF_RANGE: {
    status: 422,
    message: 'The refund must be more than ₦0 and at most {amount} (50% of the payment) (`errors.refund_amount`)',
    where: '`disputes.service.ts` (resolve with a refund)',
  },
} as const satisfies ErrorTable;
