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

export type DataExport = ApiData<'/api/me/data-exports/{id}'>;
export type Erasure = ApiData<'/api/me/erasure'>;

export const EXPORTS_KEY = '/api/me/data-exports';
export const ERASURE_KEY = '/api/me/erasure';

/** The user's data exports, polled every few seconds while one is being prepared. */
export function useDataExports() {
  return useSWR<{ data: DataExport[] }>(EXPORTS_KEY);
}

export function requestDataExport(): Promise<{ message: string; data: DataExport }> {
  return apiRequest('/api/me/data-export', { method: 'POST' });
}

export function useErasure() {
  return useSWR<{ data: Erasure }>(ERASURE_KEY);
}

export function requestErasure(password: string): Promise<{ message: string; data: Erasure }> {
  return apiRequest(ERASURE_KEY, { method: 'POST', body: { password } });
}

export function cancelErasure(): Promise<{ message: string }> {
  return apiRequest(ERASURE_KEY, { method: 'DELETE' });
}

export type LowDataMode = ApiData<'/api/me/low-data-mode'>;
export const LOW_DATA_KEY = '/api/me/low-data-mode';

export function useLowDataMode() {
  return useSWR<{ data: LowDataMode }>(LOW_DATA_KEY);
}

export function saveLowDataMode(on: boolean): Promise<{ message: string; data: LowDataMode }> {
  return apiRequest(LOW_DATA_KEY, { method: 'PUT', body: { low_data_mode: on } });
}
