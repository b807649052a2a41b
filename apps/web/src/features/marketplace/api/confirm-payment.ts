import { apiRequest } from '@/lib/api-client';
import type { ApiData } from '@/lib/api-schema';

export type ConfirmedOrder = ApiData<'/api/service-orders/{id}/confirm-payment', 'post'>;

/** POST /api/service-orders/{id}/confirm-payment {payment_reference}: idempotent; verifies the charge with the provider. */
export function confirmServiceOrderPayment(orderId: string, reference: string): Promise<{ message?: string; data: ConfirmedOrder }> {
  return apiRequest(`/api/service-orders/${encodeURIComponent(orderId)}/confirm-payment`, {
    method: 'POST',
    body: { payment_reference: reference },
  });
}

export type ConfirmedBooking = ApiData<'/api/bookings/{id}/confirm-payment', 'post'>;

/** POST /api/bookings/{id}/confirm-payment {payment_reference}: the server verifies the charge with the provider. */
export function confirmBookingPayment(bookingId: string, reference: string): Promise<{ message?: string; data: ConfirmedBooking }> {
  return apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/confirm-payment`, {
    method: 'POST',
    body: { payment_reference: reference },
  });
}

export type ConfirmedMaintenance = ApiData<'/api/maintenance/requests/{id}/confirm-payment', 'post'>;

/** POST /api/maintenance/requests/{id}/confirm-payment {payment_reference}: the ₦5,000 commitment fee, verified with the provider. */
export function confirmMaintenancePayment(requestId: string, reference: string): Promise<{ message?: string; data: ConfirmedMaintenance }> {
  return apiRequest(`/api/maintenance/requests/${encodeURIComponent(requestId)}/confirm-payment`, {
    method: 'POST',
    body: { payment_reference: reference },
  });
}

/** Booking statuses that mean the payment went through. */
export const PAID_BOOKING_STATUSES: readonly string[] = ['paid', 'checked_in', 'checked_out', 'completed'];

/** The kinds of the food and shop orders, each with its query key on the return (`food_order_id`, `shop_order_id`). */
export const CART_ORDER_RETURN_KEYS = { food_order: 'food_order_id', shop_order: 'shop_order_id' } as const;
export type CartOrderKind = keyof typeof CART_ORDER_RETURN_KEYS;

/** What this page reads of a food or shop order (hand-written from docs/food-and-shop.md until the generated types have it). */
export interface ConfirmedCartOrder {
  id: number;
  kind: CartOrderKind;
  status: string;
  total_amount: number;
  vendor: { business_name: string };
}

/** POST /api/orders/{id}/confirm-payment {payment_reference}: a food or shop order's payment, verified with the provider. */
export function confirmCartOrderPayment(orderId: string, reference: string): Promise<{ message?: string; data: ConfirmedCartOrder }> {
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}/confirm-payment`, {
    method: 'POST',
    body: { payment_reference: reference },
  });
}

/** The customer's page of a food or shop order. */
export const cartOrderPath = (kind: CartOrderKind, id: number | string) => `/dashboard/user/orders/${kind}/${id}`;
