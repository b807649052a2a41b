import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/kyc: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const KYC_ERRORS = {
  KYC_NOT_FOUND: { status: 404, message: 'KYC verification not found' },
  KYC_NOT_PENDING: { status: 409, message: 'Only pending verifications can be approved or rejected; this one is already {status}.' },
} as const satisfies ErrorTable;
