import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { Booking } from './types';

export const MY_BOOKINGS_KEY = '/api/apartment/bookings/my';

/** GET /api/apartment/bookings/my. */
export function useMyBookings() {
  return useSWR<{ data: Booking[] }>(MY_BOOKINGS_KEY);
}

/** POST /api/bookings/{id}/pay: a checkout URL to open in a new tab. */
export function payBooking(id: number): Promise<{ data: { payment_url: string; reference: string } }> {
  return apiRequest(`/api/bookings/${id}/pay`, { method: 'POST', body: { booking_id: id, payment_method: 'paystack' } });
}

export function checkInBooking(id: number): Promise<{ message?: string; data: Booking }> {
  return apiRequest(`/api/bookings/${id}/check-in`, { method: 'POST' });
}

export function checkOutBooking(id: number): Promise<{ message?: string; data: Booking }> {
  return apiRequest(`/api/bookings/${id}/check-out`, { method: 'POST' });
}

export function cancelBooking(id: number, reason?: string): Promise<{ message?: string; data: Booking }> {
  return apiRequest(`/api/bookings/${id}/cancel`, { method: 'POST', body: reason ? { reason } : {} });
}
