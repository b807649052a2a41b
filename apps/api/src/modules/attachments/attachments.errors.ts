import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/attachments: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const ATTACHMENTS_ERRORS = {
  ATTACHMENT_SUBJECT_NOT_FOUND: { status: 404, message: 'Not found', when: 'list or upload by someone who is not a party of the subject' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'Attachment not found', when: 'file link missing, expired, tampered or issued for another attachment' },
  ATTACHMENT_UPLOAD_RATE_LIMITED: {
    status: 429,
    message: 'You have uploaded too many photos. Please try again in {n} minute(s). (`Retry-After`)',
    when: 'upload: 20 attempts per account per 10 minutes',
  },
  ATTACHMENT_LIMIT_REACHED: { status: 409, message: 'You can add at most 6 photos here.' },
  ATTACHMENT_UPLOAD_QUOTA_EXCEEDED: {
    status: 429,
    message: 'Too many photos have been uploaded from your network. Please try again in {n} minute(s). (`Retry-After`)',
    when: 'upload: `ATTACHMENT_UPLOAD_BYTES_PER_ADDRESS_HOUR` per client address',
  },
} as const satisfies ErrorTable;
