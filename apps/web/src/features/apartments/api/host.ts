import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { ApiData } from '@/lib/api-schema';
import type { Booking, Listing, ListingPhoto, ListingType } from './types';

export const HOST_LISTINGS_KEY = '/api/listings';
export const HOST_BOOKINGS_KEY = '/api/vendor/apartment/bookings';
export const HOST_DASHBOARD_KEY = '/api/vendor/apartment/dashboard';

export interface ListingInput {
  title: string;
  description: string;
  location: string;
  price_per_night: number;
  type: ListingType;
  images: string[];
  max_guests?: number;
  bedrooms?: number;
  bathrooms?: number;
  amenities?: string[];
}

export type HostDashboard = ApiData<'/api/vendor/apartment/dashboard'>;

export function useHostListings() {
  return useSWR<{ data: Listing[] }>(HOST_LISTINGS_KEY);
}

export function useHostListing(id: string | undefined) {
  return useSWR<{ data: Listing }>(id ? `/api/listings/${encodeURIComponent(id)}` : null, { revalidateOnFocus: false });
}

export function createListing(input: ListingInput): Promise<{ message?: string; data: Listing }> {
  return apiRequest(HOST_LISTINGS_KEY, { method: 'POST', body: input });
}

export function updateListing(id: number, input: Partial<ListingInput>): Promise<{ message?: string; data: Listing }> {
  return apiRequest(`/api/listings/${id}`, { method: 'PUT', body: input });
}

export function setListingStatus(id: number, status: 'active' | 'paused'): Promise<{ message?: string; data?: Listing }> {
  return apiRequest(`/api/listings/${id}/status`, { method: 'PATCH', body: { status } });
}

export function deleteListing(id: number): Promise<{ message?: string }> {
  return apiRequest(`/api/listings/${id}`, { method: 'DELETE' });
}

/** POST /api/listings/photos (multipart `photo`), reporting upload progress 0–100. */
export function uploadListingPhoto(file: File, onProgress: (percent: number) => void): Promise<{ data: ListingPhoto }> {
  const form = new FormData();
  form.append('photo', file);
  return uploadWithProgress('/api/listings/photos', form, onProgress);
}

export function useHostBookings() {
  return useSWR<{ data: Booking[] }>(HOST_BOOKINGS_KEY);
}

export function useHostDashboard() {
  return useSWR<{ data: HostDashboard }>(HOST_DASHBOARD_KEY);
}
