import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export interface AppNotification {
  id: number | string;
  title: string;
  body: string;
  read_at: string | null;
  created_at: string;
}

export interface NotificationsResponse {
  data: AppNotification[];
  meta: { unread: number; current_page: number; per_page: number; total: number; last_page: number };
}

export const NOTIFICATIONS_KEY = '/api/notifications';

/** The user's notifications and the server's unread count, refreshed every minute. */
export function useNotifications() {
  return useSWR<NotificationsResponse>(NOTIFICATIONS_KEY, { refreshInterval: 60_000 });
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('/api/notifications/read-all', { method: 'POST' });
}

export function markNotificationRead(id: AppNotification['id']): Promise<unknown> {
  return apiRequest(`/api/notifications/${encodeURIComponent(String(id))}/read`, { method: 'POST' });
}
