import useSWR from 'swr';
import type { CartOrderStatus } from '@oja/shared';
import type { AttachedPhoto } from '@/components/dispute-photos';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchemas } from '@/lib/api-schema';
import { uploadWithProgress } from '@/lib/upload-with-progress';

// Hand-written from docs/food-and-shop.md ("The contract") until the generated API types carry these routes.

export type CartOrderKind = 'food_order' | 'shop_order';
export const CART_ORDER_KINDS: readonly CartOrderKind[] = ['food_order', 'shop_order'];
export const isCartOrderKind = (v: unknown): v is CartOrderKind => v === 'food_order' || v === 'shop_order';

/** A customer's button on an order (`actions`). */
export type CartOrderCustomerAction = 'pay' | 'cancel' | 'confirm_delivery' | 'report_problem';

export interface CartOrderItem {
  item_id: number;
  name: string;
  price: number;
  quantity: number;
  line_total: number;
  image: string | null;
}

export interface CartOrderTimelineStep {
  key: string;
  label: string;
  at: string | null;
}

/** GET /api/orders/{id}: an order as its customer (and vendor, and admins) read it. */
export interface CartOrder {
  id: number;
  kind: CartOrderKind;
  profile: 'food' | 'product';
  status: CartOrderStatus;
  status_label: string;
  payment_status: 'pending' | 'paid' | 'refunded';
  escrow_status: string;
  vendor: { id: number; business_name: string; phone?: string | null };
  customer: { id: number; name: string };
  items: CartOrderItem[];
  subtotal: number;
  delivery_fee: number;
  total_amount: number;
  delivery_address: string;
  phone: string;
  notes: string | null;
  lat: number | null;
  lng: number | null;
  handover_photo: AttachedPhoto | null;
  delivery_photo: AttachedPhoto | null;
  shipped_by: string | null;
  delivered_by: string | null;
  placed_at: string | null;
  paid_at: string | null;
  accepted_at: string | null;
  ready_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  completed_at: string | null;
  declined_at: string | null;
  cancelled_at: string | null;
  expired_at: string | null;
  refunded_at: string | null;
  pay_by: string | null;
  accept_by: string | null;
  ship_by: string | null;
  release_at: string | null;
  problem_reason: string | null;
  dispute: ApiSchemas['Dispute'] | null;
  timeline: CartOrderTimelineStep[];
  actions: string[];
  created_at: string;
}

/** GET /api/me/addresses. */
export interface SavedAddress {
  id: number;
  label: string | null;
  address: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  created_at: string;
}

/** POST /api/orders. */
export interface PlaceOrderInput {
  vendor_id: number;
  items: { item_id: number; quantity: number; price: number }[];
  delivery_address: string;
  phone: string;
  notes?: string;
  lat?: number;
  lng?: number;
  save_address?: boolean;
}

/** A line's current state in a 409 CART_CHANGED answer (`data.lines`). */
export interface ChangedLine {
  item_id: number;
  name: string;
  price: number;
  available: boolean;
  stock: number | null;
}

type Answer<T> = Promise<{ message?: string; data: T }>;

export const MY_ORDERS_KEY = '/api/orders/my?per_page=100';
export const ADDRESSES_KEY = '/api/me/addresses';
const orderPath = (id: number | string, action?: string) => `/api/orders/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

/** The customer's page of an order. */
export const orderPagePath = (kind: string, id: number | string) => `/dashboard/user/orders/${kind}/${id}`;

export function useCartOrder(id: string | undefined) {
  return useSWR<{ data: CartOrder }>(id ? orderPath(id) : null);
}

export function useSavedAddresses(enabled: boolean) {
  return useSWR<{ data: SavedAddress[] }>(enabled ? ADDRESSES_KEY : null);
}

export const placeOrder = (input: PlaceOrderInput): Answer<CartOrder> => apiRequest('/api/orders', { method: 'POST', body: input });

/** POST /api/orders/{id}/pay: the checkout page to go to (the API returns to /payment-success?food_order_id=… or ?shop_order_id=…). */
export const payOrder = (id: number, callbackUrl?: string): Answer<{ payment_url: string; reference: string }> =>
  apiRequest(orderPath(id, 'pay'), { method: 'POST', body: callbackUrl ? { callback_url: callbackUrl } : {} });

export const cancelOrder = (id: number): Answer<CartOrder> => apiRequest(orderPath(id, 'cancel'), { method: 'POST', body: {} });
export const confirmDelivery = (id: number): Answer<CartOrder> => apiRequest(orderPath(id, 'confirm-delivery'), { method: 'POST', body: {} });
export const reportOrderProblem = (id: number, reason: string): Answer<CartOrder> =>
  apiRequest(orderPath(id, 'report-problem'), { method: 'POST', body: { reason } });

/** POST /api/orders/{id}/report-problem/photos (multipart `photo`): one photo added to the open report. */
export function uploadOrderProblemPhoto(id: number, photo: File) {
  const form = new FormData();
  form.append('photo', photo);
  return uploadWithProgress(orderPath(id, 'report-problem/photos'), form);
}
