import { adminRequest, useAdminSWR } from './admin-client';

export const ADMIN_BOOKINGS_KEY = '/api/admin/bookings/apartments';
export const ADMIN_LISTINGS_KEY = '/api/admin/listings';

/** An apartment booking as the admin reads it (docs/apartments.md, spec 001 §3). */
export interface AdminBooking {
  id: number;
  status: string;
  created_at: string;
  updated_at?: string;
  check_in_date: string;
  check_out_date: string;
  nights: number;
  guests: number;
  total_price: string | number;
  notes?: string | null;
  user: { name: string | null; email: string | null; phone?: string | null } | null;
  listing: { id?: number; title: string | null; location: string | null; images: string[] | null } | null;
  vendor: { business_name: string | null } | null;
  allowed_statuses?: string[];
  payment_reference?: string | null;
}

export interface TimelineEntry {
  status: string;
  at: string;
  actor: string | { name?: string | null; type?: string | null } | null;
  note: string | null;
}

export type AdminBookingDetail = AdminBooking & { timeline?: TimelineEntry[] };

export interface AdminListing {
  id: number;
  title: string | null;
  location: string | null;
  type: string;
  price_per_night: string | number;
  images: string[] | null;
  is_verified: number | boolean;
  status?: string;
  vendor?: { business_name: string | null } | null;
  created_at?: string;
}

export function useAdminBookings() {
  return useAdminSWR<{ data: AdminBooking[] }>(ADMIN_BOOKINGS_KEY);
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
