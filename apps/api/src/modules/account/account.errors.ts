import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/account: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const ACCOUNT_ERRORS = {
  NO_PENDING_DEACTIVATION: { status: 409, message: 'There is no pending deactivation to cancel.' },
  DATA_EXPORT_NOT_FOUND: { status: 404, message: 'Data export not found', when: "someone else's export, an unknown id, a bad or expired link" },
  PASSWORD_INCORRECT: { status: 422, message: 'Your password is incorrect. (`errors.password`)' },
  USER_NOT_FOUND: { status: 404, message: 'Account not found', when: 'erasure of an account that is gone' },
  ERASURE_BLOCKED: {
    status: 409,
    message:
      'Your account cannot be erased yet: settle what is still open first. (`errors.open`: one sentence per open item — money held in escrow on a subject, money owed, a payout in transit, an open dispute)',
  },
  NO_PENDING_ERASURE: { status: 409, message: 'There is no pending erasure to cancel.' },
} as const satisfies ErrorTable;
