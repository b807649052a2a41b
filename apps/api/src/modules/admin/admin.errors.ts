import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/admin: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const ADMIN_ERRORS = {
  VENDOR_ALREADY_VERIFIED: { status: 409, message: 'This vendor is already verified.' },
  VENDOR_ALREADY_REJECTED: { status: 409, message: 'This vendor is already rejected.' },
} as const satisfies ErrorTable;
