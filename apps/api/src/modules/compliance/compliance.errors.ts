import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/compliance: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const COMPLIANCE_ERRORS = {
  DOCUMENT_UPLOAD_RATE_LIMITED: { status: 429, message: 'You have uploaded too many documents. Please try again in {n} minute(s). (`Retry-After`)' },
  DOCUMENT_TYPE_MISMATCH: {
    status: 422,
    message: 'Individual vendors upload their NIN (type nin). / Business vendors upload their CAC registration (type cac). (`errors.type`)',
  },
  COMPLIANCE_ALREADY_APPROVED: { status: 409, message: 'Your account is already verified.' },
  KYC_ALREADY_UNDER_REVIEW: { status: 409, message: 'Your documents are already under review. You will be notified once they are checked.' },
  DOCUMENT_LIMIT_REACHED: { status: 409, message: 'You have reached the limit of 10 stored documents. Please contact support.' },
  PHONE_NOT_VERIFIED: { status: 422, message: 'Please verify your phone number before submitting for review. (`errors.phone`)' },
  DOCUMENT_MISSING: { status: 422, message: 'Please upload your identity document before submitting for review. (`errors.document`)' },
  DOCUMENT_NOT_REPLACED: {
    status: 422,
    message: 'Your last submission was rejected. Please upload a corrected document before submitting again. (`errors.document`)',
  },
  DOCUMENT_LINK_INVALID: { status: 403, message: 'This document link is invalid or has expired. Reload the page to get a new one.' },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'Document not found' },
  KYC_UPLOAD_QUOTA_EXCEEDED: {
    status: 429,
    message: 'Too many documents have been uploaded from your network. Please try again in {n} minute(s). (`Retry-After`)',
    when: 'upload: `KYC_UPLOAD_BYTES_PER_ADDRESS_HOUR` per client address',
  },
  KYC_STORAGE_FULL: {
    status: 507,
    message: 'Document uploads are paused while we review the documents already submitted. Please try again later.',
    when: 'upload: unreviewed documents at `KYC_UNREVIEWED_BYTES_MAX`',
  },
} as const satisfies ErrorTable;
