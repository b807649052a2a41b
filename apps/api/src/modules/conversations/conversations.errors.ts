import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/conversations: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const CONVERSATIONS_ERRORS = {
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation not found', when: 'not a party of the subject, unknown kind or id; admins: no dispute' },
  MESSAGE_RATE_LIMITED: { status: 429, message: 'You are sending messages too fast. Please wait N seconds and try again.', when: '`MESSAGES_PER_MINUTE`' },
} as const satisfies ErrorTable;
