import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/account: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const ACCOUNT_ERRORS = {
  NO_PENDING_DEACTIVATION: {
    status: 409,
    message: 'There is no pending deactivation to cancel.',
    where: '`account.service.ts` (`DELETE /api/me/deactivation`)',
  },
  DATA_EXPORT_NOT_FOUND: {
    status: 404,
    message: 'Data export not found',
    where: "`data-rights.service.ts` (someone else's export, an unknown id, a bad or expired link)",
  },
  PASSWORD_INCORRECT: { status: 422, message: 'Your password is incorrect. (`errors.password`)', where: '`data-rights.service.ts` (`POST /api/me/erasure`)' },
  USER_NOT_FOUND: { status: 404, message: 'Account not found', where: '`data-rights.service.ts` (erasure of an account that is gone)' },
  ERASURE_BLOCKED: {
    status: 409,
    message:
      'Your account cannot be erased yet: settle what is still open first. (`errors.open`: one sentence per open item — money held in escrow on a subject, money owed, a payout in transit, an open dispute)',
    where: '`data-rights.service.ts` (`POST /api/me/erasure`)',
  },
  NO_PENDING_ERASURE: { status: 409, message: 'There is no pending erasure to cancel.', where: '`data-rights.service.ts` (`DELETE /api/me/erasure`)' },
} as const satisfies ErrorTable;
