import type { ApiAnswer } from '@/lib/api-schema';
import type { CartOrderKind } from '@/lib/vendor-shop';
import { query, useAdminSWR } from './admin-client';

export const ADMIN_ORDERS_KEY = '/api/admin/orders';

export const KIND_LABELS: Record<CartOrderKind, string> = { food_order: 'Food', shop_order: 'Shop' };

/** One row of GET /api/admin/orders. */
export type AdminOrder = ApiAnswer<'/api/admin/orders'>['data'][number];

export interface AdminOrderFilters {
  kind: CartOrderKind | '';
  status: string;
  q: string;
  page: number;
}

/** GET /api/admin/orders: every food and shop order, newest first (kind, status, q: order id, customer or vendor). */
export function useAdminOrders(f: AdminOrderFilters) {
  return useAdminSWR<ApiAnswer<'/api/admin/orders'>>(`${ADMIN_ORDERS_KEY}${query({ kind: f.kind, status: f.status, q: f.q.trim(), page: f.page })}`, {
    keepPreviousData: true,
  });
}

/** GET /api/admin/orders/{id}: one order with its seal photos and dispute. */
export function useAdminOrder(id: number | null) {
  return useAdminSWR<ApiAnswer<'/api/admin/orders/{id}'>>(id === null ? null : `${ADMIN_ORDERS_KEY}/${id}`);
}
