import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { OrderResponse, ServiceOrder } from './types';

export const VENDOR_SERVICE_ORDERS_KEY = '/api/vendor/service-orders';

/** GET /api/vendor/service-orders: the live service vendor's inbox. */
export function useVendorServiceOrders() {
  return useSWR<{ data: ServiceOrder[] }>(VENDOR_SERVICE_ORDERS_KEY);
}

/** POST /api/vendor/service-orders/{id}/accept, with an optional response to the customer. */
export function acceptServiceOrder(id: number, vendorResponse: string): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(`/api/vendor/service-orders/${encodeURIComponent(String(id))}/accept`, {
    method: 'POST',
    body: { vendor_response: vendorResponse.trim() || null },
  });
}

export type VendorOrderStatus = 'cancelled' | 'in_progress' | 'completed';

/** PATCH /api/vendor/service-orders/{id} {status}: decline (cancelled), start (in_progress) or complete. */
export function updateServiceOrderStatus(id: number, status: VendorOrderStatus): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(`/api/vendor/service-orders/${encodeURIComponent(String(id))}`, { method: 'PATCH', body: { status } });
}

/** POST /api/vendor/service-orders/{id}/dispute-response {statement}: the vendor's side of an open dispute, for the admin. */
export function respondToDispute(id: number, statement: string): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(`/api/vendor/service-orders/${encodeURIComponent(String(id))}/dispute-response`, { method: 'POST', body: { statement } });
}
