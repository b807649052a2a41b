import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/wallet: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const WALLET_ERRORS = {
  PASSWORD_REQUIRED: {
    status: 422,
    message: 'Please enter your password to change your payout account. (`errors.password`)',
    when: 'payout account changed to another one without `password`',
  },
  PAYOUT_ACCOUNT_CHANGED: {
    status: 409,
    message: 'Your payout account was changed in the meantime. Reload the page and try again.',
    when: 'payout account saved unchanged while another request changed it',
  },
} as const satisfies ErrorTable;
