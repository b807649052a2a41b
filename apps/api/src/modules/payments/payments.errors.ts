import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/payments: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const PAYMENTS_ERRORS = {
  PAYMENT_NOT_PENDING: { status: 409, message: 'This checkout has ended. Please try paying again.', where: '`payments.service.ts`' },
  PAYMENT_STARTING: {
    status: 503,
    message:
      'Your checkout is still being prepared. Please try again in a moment. (a lost initialize answer retires the reference and the same /pay starts a fresh checkout; this shows only if that one is lost too)',
    where: '`payments.service.ts`',
  },
  PAYMENT_REFUSED: {
    status: 422,
    message: "The payment could not be started: {the provider's reason} (`errors.payment`)",
    where: '`payments.service.ts` (the provider refused the checkout)',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message:
      'The payment provider is unavailable right now. Please try again in a moment. / The payment provider could not confirm this payment right now. Please try again in a moment.',
    where: '`payments.service.ts`, `payment-captures.service.ts`',
  },
  NO_CAPTURED_PAYMENT: { status: 409, message: 'There is no captured payment to refund', where: '`payments.service.ts` (refund)' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found for this {order}', where: '`payment-captures.service.ts` (verify)' },
  PAYMENT_REFUNDED: {
    status: 409,
    message: 'This {order} had already been paid, or can no longer be paid; this payment will be refunded to you in full.',
    where: '`payment-captures.service.ts` (verify)',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 409,
    message: 'The amount paid does not match this {order}. Our team has been notified and will contact you.',
    where: '`payment-captures.service.ts` (verify)',
  },
  PAYMENT_FAILED: { status: 409, message: 'This payment was not successful. Please try again.', where: '`payment-captures.service.ts` (verify)' },
  PAYMENT_NOT_COMPLETED: { status: 409, message: 'This payment has not been completed yet.', where: '`payment-captures.service.ts` (verify)' },
} as const satisfies ErrorTable;
