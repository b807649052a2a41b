import type { ApiSchemas } from '@/lib/api-schema';
import { adminRequest, useAdminSWR } from './admin-client';

export const ADMIN_BOOKINGS_KEY = '/api/admin/bookings/apartments';
export const ADMIN_LISTINGS_KEY = '/api/admin/listings';

/** An apartment booking as the admin reads it (docs/apartments.md). */
export type AdminBooking = ApiSchemas['AdminBooking'];

export type TimelineEntry = ApiSchemas['BookingTimelineEntry'];

export type AdminBookingDetail = AdminBooking;

export type AdminListing = ApiSchemas['Listing'];

/** Booking Management's cards over every booking, from the API (Total Revenue: paid-and-later bookings only). */
export type AdminBookingSummary = { total: number; pending: number; paid: number; revenue: number };

export function useAdminBookings() {
  return useAdminSWR<{ data: AdminBooking[]; summary?: AdminBookingSummary }>(ADMIN_BOOKINGS_KEY);
}

export function useAdminBookingDetail(id: number | null) {
  return useAdminSWR<{ data: AdminBookingDetail }>(id === null ? null : `/api/admin/bookings/${id}`);
}

export function updateBookingStatus(id: number, status: string, notes?: string): Promise<{ message?: string; data?: AdminBooking }> {
  return adminRequest(`/api/admin/bookings/${id}/status`, { method: 'PUT', body: notes ? { status, notes } : { status } });
}

export function releaseBookingPayment(id: number): Promise<{ message?: string; data?: { total: number; commission: number; payout: number } }> {
  return adminRequest(`/api/admin/bookings/${id}/release-payment`, { method: 'POST' });
}

export function useAdminListings() {
  return useAdminSWR<{ data: AdminListing[] }>(ADMIN_LISTINGS_KEY);
}

export function verifyListing(id: number, verified: boolean): Promise<{ message?: string }> {
  return adminRequest(`/api/admin/listings/${id}/verify`, { method: 'PATCH', body: { is_verified: verified ? 1 : 0 } });
}
