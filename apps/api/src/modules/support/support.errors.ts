import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/support: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const SUPPORT_ERRORS = {
  SUPPORT_MESSAGE_NOT_FOUND: { status: 404, message: 'Support message not found' },
  CONTACT_RATE_LIMITED: {
    status: 429,
    message: 'You have sent several messages in a short time. Please try again in {n} minute(s). (`Retry-After`)',
    when: 'POST /api/contact: `RATE_LIMIT_CONTACT` per `RATE_LIMIT_CONTACT_WINDOW_SECONDS` per client address, 5 per 10 minutes by default',
  },
} as const satisfies ErrorTable;
