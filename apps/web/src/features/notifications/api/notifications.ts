import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';

export type AppNotification = NotificationsResponse['data'][number];

/** GET /api/notifications: a page and the unread count. */
export type NotificationsResponse = ApiAnswer<'/api/notifications'>;

export const NOTIFICATIONS_KEY = '/api/notifications';

/** The user's notifications and the server's unread count, refreshed every minute. */
export function useNotifications() {
  return useSWR<NotificationsResponse>(NOTIFICATIONS_KEY);
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('/api/notifications/read-all', { method: 'POST' });
}

export function markNotificationRead(id: AppNotification['id']): Promise<unknown> {
  return apiRequest(`/api/notifications/${encodeURIComponent(String(id))}/read`, { method: 'POST' });
}
