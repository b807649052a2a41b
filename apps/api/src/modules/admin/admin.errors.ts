import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/admin: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const ADMIN_ERRORS = {
  VENDOR_ALREADY_VERIFIED: { status: 409, message: 'This vendor is already verified.', where: '`admin.service.ts` (approve)' },
  VENDOR_ALREADY_REJECTED: { status: 409, message: 'This vendor is already rejected.', where: '`admin.service.ts` (reject)' },
} as const satisfies ErrorTable;
