import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/escrow: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const ESCROW_ERRORS = {
  REFUND_EXCEEDS_SHARE: {
    status: 409,
    message: "Most of the vendor's share has already been paid out: refund at most {amount}.",
    when: "`clawBack`: a ride's dispute refunded after its release",
  },
} as const satisfies ErrorTable;
