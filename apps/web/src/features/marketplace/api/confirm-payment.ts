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
