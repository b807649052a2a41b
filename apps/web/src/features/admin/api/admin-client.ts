import useSWR, { type SWRConfiguration } from 'swr';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { getAdminToken } from './admin-session';

/** An admin API call: the admin bearer token, never the user token. */
export function adminRequest<T>(path: string, options: Omit<RequestOptions, 'auth' | 'token'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, auth: false, token: getAdminToken() });
}

export const adminFetcher = <T>(path: string): Promise<T> => adminRequest<T>(path);

/** SWR for an admin GET; a null key skips the call. */
export function useAdminSWR<T>(key: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(key, adminFetcher, config);
}

/** A query string from the non-empty values. */
export function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}
