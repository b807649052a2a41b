import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/queue-board: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const QUEUE_BOARD_ERRORS = {
  QUEUE_LINK_INVALID: {
    status: 403,
    message: 'This queue dashboard link is invalid or has expired. Open it again from the admin portal.',
    when: 'entry link expired, altered, already used, or its admin session ended',
  },
  QUEUE_BOARD_READ_ONLY: {
    status: 405,
    message: 'The queue dashboard is read-only: jobs cannot be added, retried, removed or paused from a browser.',
    when: 'any method but GET/HEAD on the dashboard',
  },
} as const satisfies ErrorTable;
