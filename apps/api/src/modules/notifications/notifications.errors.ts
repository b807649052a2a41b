import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/notifications: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const NOTIFICATIONS_ERRORS = {
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found', where: '`admin-notifications.controller.ts` (mark read)' },
  PUSH_NOT_CONFIGURED: {
    status: 409,
    message: 'Push notifications are not configured on this server.',
    where: '`push-subscriptions.service.ts` (`POST /api/me/push-subscriptions` while the VAPID keys are unset)',
  },
} as const satisfies ErrorTable;
