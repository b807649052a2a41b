import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/disputes: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const DISPUTES_ERRORS = {
  DISPUTE_NOT_OPEN: { status: 409, message: 'Open a dispute on this order before adding photos', when: 'dispute photo on an order without a dispute' },
  DISPUTE_RESOLVED: { status: 409, message: 'This dispute has already been resolved', when: 'resolve again, vendor statement or a photo after resolution' },
  DISPUTE_NOT_FOUND: { status: 404, message: 'Dispute not found', when: 'admin detail, vendor statement on an order without a dispute' },
  REFUND_OUT_OF_RANGE: { status: 422, message: 'The refund must be more than ₦0 and at most {amount} (50% of the payment) (`errors.refund_amount`)' },
} as const satisfies ErrorTable;
