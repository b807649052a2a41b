import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/notifications: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const NOTIFICATIONS_ERRORS = {
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  PUSH_NOT_CONFIGURED: {
    status: 409,
    message: 'Push notifications are not configured on this server.',
    when: '`POST /api/me/push-subscriptions` while the VAPID keys are unset',
  },
} as const satisfies ErrorTable;
