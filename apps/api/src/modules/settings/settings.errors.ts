import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/settings: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const SETTINGS_ERRORS = {
  REGISTRATIONS_CLOSED: { status: 403, message: 'New registrations are currently closed. Please try again later.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Please verify your e-mail address before placing an order or booking.', when: '`CanTransactGuard`' },
} as const satisfies ErrorTable;
