import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/payments: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const PAYMENTS_ERRORS = {
  PAYMENT_NOT_PENDING: { status: 409, message: 'This checkout has ended. Please try paying again.' },
  PAYMENT_STARTING: {
    status: 503,
    message:
      'Your checkout is still being prepared. Please try again in a moment. (a lost initialize answer retires the reference and the same /pay starts a fresh checkout; this shows only if that one is lost too)',
  },
  PAYMENT_REFUSED: { status: 422, message: "The payment could not be started: {the provider's reason} (`errors.payment`)" },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message:
      'The payment provider is unavailable right now. Please try again in a moment. / The payment provider could not confirm this payment right now. Please try again in a moment.',
  },
  NO_CAPTURED_PAYMENT: { status: 409, message: 'There is no captured payment to refund' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found for this {order}' },
  PAYMENT_REFUNDED: { status: 409, message: 'This {order} had already been paid, or can no longer be paid; this payment will be refunded to you in full.' },
  PAYMENT_AMOUNT_MISMATCH: { status: 409, message: 'The amount paid does not match this {order}. Our team has been notified and will contact you.' },
  PAYMENT_FAILED: { status: 409, message: 'This payment was not successful. Please try again.' },
  PAYMENT_NOT_COMPLETED: { status: 409, message: 'This payment has not been completed yet.' },
} as const satisfies ErrorTable;
