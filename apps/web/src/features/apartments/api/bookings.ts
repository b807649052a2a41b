import { uploadWithProgress } from '@/lib/upload-with-progress';
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

/** POST /api/bookings/{id}/dispute {reason}: report a problem with a stay (checked in or out). */
export function reportStayProblem(id: number, reason: string): Promise<{ message?: string; data: Booking }> {
  return apiRequest(`/api/bookings/${id}/dispute`, { method: 'POST', body: { reason } });
}

/** POST /api/bookings/{id}/dispute/photos (multipart `photo`): one photo added to the reported problem. */
export function uploadStayProblemPhoto(id: number, photo: File) {
  const form = new FormData();
  form.append('photo', photo);
  return uploadWithProgress(`/api/bookings/${id}/dispute/photos`, form);
}
