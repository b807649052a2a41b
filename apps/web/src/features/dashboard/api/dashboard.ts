import useSWR from 'swr';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { ApiData } from '@/lib/api-schema';

export type CustomerServiceOrder = ApiData<'/api/service-orders'>[number];
export type CustomerBooking = ApiData<'/api/apartment/bookings/my'>[number];
export type CustomerMaintenanceRequest = ApiData<'/api/maintenance/my-requests'>[number];
export type CustomerWallet = ApiData<'/api/wallet'>;
export type ServiceDashboard = ApiData<'/api/vendor/service/dashboard'>;

const ALL = 'per_page=100';

/** A list that may not be served yet (404): an empty list instead of an error. */
async function listOrEmpty<T>(path: string): Promise<{ data: T[] }> {
  try {
    return await apiRequest<{ data: T[] }>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { data: [] };
    throw error;
  }
}

/** The customer's service orders, apartment bookings and maintenance requests (first 100 of each). */
export function useCustomerActivity() {
  const orders = useSWR<{ data: CustomerServiceOrder[] }>(`/api/service-orders?${ALL}`);
  const bookings = useSWR<{ data: CustomerBooking[] }>(`/api/apartment/bookings/my?${ALL}`);
  const maintenance = useSWR<{ data: CustomerMaintenanceRequest[] }>(`/api/maintenance/my-requests?${ALL}`, listOrEmpty);
  return {
    orders: orders.data?.data,
    bookings: bookings.data?.data,
    maintenance: maintenance.data?.data,
    isLoading: orders.isLoading || bookings.isLoading || maintenance.isLoading,
    error: orders.error ?? bookings.error ?? maintenance.error,
    isValidating: orders.isValidating || bookings.isValidating || maintenance.isValidating,
    retry: () => Promise.all([orders.mutate(), bookings.mutate(), maintenance.mutate()]),
  };
}

export function useCustomerWallet() {
  return useSWR<{ data: CustomerWallet }>('/api/wallet');
}

/** GET /api/vendor/service/dashboard: a live service vendor's real figures. */
export function useServiceDashboard(enabled: boolean) {
  return useSWR<{ data: ServiceDashboard }>(enabled ? '/api/vendor/service/dashboard' : null);
}
