import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';

export const RIDER_DASHBOARD_KEY = '/api/vendor/rider/dashboard';
export type RiderDashboard = ApiAnswer<'/api/vendor/rider/dashboard'>;

export function useRiderDashboard() {
  return useSWR<RiderDashboard>(RIDER_DASHBOARD_KEY);
}

export function setRiderOnline(online: boolean) {
  return apiRequest<ApiAnswer<'/api/vendor/rider/status', 'patch'>>('/api/vendor/rider/status', { method: 'PATCH', body: { online } });
}
