import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { OrderResponse, ServiceOrder } from './types';

export const MY_SERVICE_ORDERS_KEY = '/api/service-orders';

/** GET /api/service-orders: the customer's own orders. */
export function useMyServiceOrders() {
  return useSWR<{ data: ServiceOrder[] }>(MY_SERVICE_ORDERS_KEY);
}

const path = (id: number, action: string) => `/api/service-orders/${encodeURIComponent(String(id))}/${action}`;

/** PATCH /api/service-orders/{id}/cancel (pending orders only). */
export function cancelServiceOrder(id: number): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(path(id, 'cancel'), { method: 'PATCH' });
}

/** PATCH /api/service-orders/{id}: adds (or corrects) the service address and time window before work starts. */
export function setServiceOrderAddress(id: number, body: { service_address: string; preferred_time?: string }): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(`/api/service-orders/${encodeURIComponent(String(id))}`, { method: 'PATCH', body });
}

/** POST /api/service-orders/{id}/pay: a checkout to send the browser to. */
export function payServiceOrder(id: number): Promise<{ data: { payment_url: string; reference: string } }> {
  return apiRequest(path(id, 'pay'), { method: 'POST', body: {} });
}

/** POST /api/service-orders/{id}/confirm-completion: satisfied, release the escrow. */
export function confirmServiceOrderCompletion(id: number): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(path(id, 'confirm-completion'), { method: 'POST', body: {} });
}

/** POST /api/service-orders/{id}/dispute {reason}. */
export function disputeServiceOrder(id: number, reason: string): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(path(id, 'dispute'), { method: 'POST', body: { reason } });
}

/** POST /api/service-orders/{id}/dispute/photos (multipart `photo`): one photo added to the order's open dispute. */
export function uploadDisputePhoto(id: number, photo: File): Promise<{ message: string }> {
  const form = new FormData();
  form.append('photo', photo);
  return uploadWithProgress(path(id, 'dispute/photos'), form);
}
