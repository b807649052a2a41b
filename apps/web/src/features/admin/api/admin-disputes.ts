import type { ApiAnswer } from '@/lib/api-schema';
import { adminRequest } from './admin-client';

export type DisputesPage = ApiAnswer<'/api/admin/disputes'>;
export type AdminDispute = DisputesPage['data'][number];
export type AdminNotificationsPage = ApiAnswer<'/api/admin/notifications'>;

export const DISPUTE_FILTERS = ['open', 'resolved', 'all'] as const;
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number];
export const ADMIN_NOTIFICATIONS_KEY = '/api/admin/notifications';

export function resolveDispute(id: number, body: { resolution: 'release' | 'refund'; refund_amount?: number; note: string }) {
  return adminRequest<{ message: string }>(`/api/admin/disputes/${id}/resolve`, { method: 'POST', body });
}

export function markAllAdminNotificationsRead() {
  return adminRequest<{ message: string }>('/api/admin/notifications/read-all', { method: 'POST' });
}
