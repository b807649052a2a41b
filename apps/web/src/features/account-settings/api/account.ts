import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiData } from '@/lib/api-schema';

export type NotificationPreferences = ApiData<'/api/me/notification-preferences'>;
export type PreferencesBody = ApiBody<'/api/me/notification-preferences', 'put'>;
export type Deactivation = ApiData<'/api/me/deactivation'>;

export const PREFERENCES_KEY = '/api/me/notification-preferences';
export const DEACTIVATION_KEY = '/api/me/deactivation';

export function useNotificationPreferences() {
  return useSWR<{ data: NotificationPreferences }>(PREFERENCES_KEY);
}

export function saveNotificationPreferences(body: PreferencesBody): Promise<{ message: string; data: NotificationPreferences }> {
  return apiRequest(PREFERENCES_KEY, { method: 'PUT', body });
}

export function useDeactivation() {
  return useSWR<{ data: Deactivation }>(DEACTIVATION_KEY);
}

export function requestDeactivation(): Promise<{ message: string; data: Deactivation }> {
  return apiRequest(DEACTIVATION_KEY, { method: 'POST' });
}

export function cancelDeactivation(): Promise<{ message: string; data: Deactivation }> {
  return apiRequest(DEACTIVATION_KEY, { method: 'DELETE' });
}
