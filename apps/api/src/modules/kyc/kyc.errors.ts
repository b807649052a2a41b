import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/kyc: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const KYC_ERRORS = {
  KYC_NOT_FOUND: { status: 404, message: 'KYC verification not found', where: '`kyc.service.ts` (detail, approve/reject)' },
  KYC_NOT_PENDING: {
    status: 409,
    message: 'Only pending verifications can be approved or rejected; this one is already {status}.',
    where: '`kyc.service.ts` (approve/reject)',
  },
} as const satisfies ErrorTable;
