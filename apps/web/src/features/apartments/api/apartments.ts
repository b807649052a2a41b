import useSWR from 'swr';
import { apiRequest, swrFetcher } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';
import { useFirstPageSWR } from '@/lib/use-first-page-swr';
import type { Listing } from './types';

export const FETCH_APARTMENTS_FAILED = 'Failed to fetch apartments';
export const INVALID_RESPONSE_FORMAT = 'Invalid response format';

export type ApartmentsResponse = ApiAnswer<'/api/apartments'>;

/** GET /api/apartments answers must carry a `data` array. */
export async function fetchApartments(path: string): Promise<ApartmentsResponse> {
  const body = await swrFetcher<unknown>(path);
  if (!body || typeof body !== 'object' || !Array.isArray((body as { data?: unknown }).data)) throw new Error(INVALID_RESPONSE_FORMAT);
  return body as ApartmentsResponse;
}

/** Public listings for one query key (see apartmentsKey); the prerendered first page hydrates from its drawn answer. */
export function useApartments(key: string) {
  return useFirstPageSWR<ApartmentsResponse>(key, { fetcher: fetchApartments, keepPreviousData: true, revalidateOnFocus: false });
}

/** GET /api/apartments/{id} (public); null key skips. */
export function useApartment(id: string | null) {
  return useSWR<{ data: Listing }>(id ? `/api/apartments/${encodeURIComponent(id)}` : null, { revalidateOnFocus: false });
}

export interface CreateBookingInput {
  listing_id: number;
  check_in_date: string;
  check_out_date: string;
  guests: number;
  nights: number;
  total_price: number;
  notes?: string;
}

/** POST /api/apartment/bookings; the server recomputes nights and total. */
export function createApartmentBooking(input: CreateBookingInput): Promise<{ message?: string; data: { id: number; status: string } }> {
  return apiRequest('/api/apartment/bookings', { method: 'POST', body: input });
}
