import useSWR from 'swr';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { ApiData } from '@/lib/api-schema';

export type CustomerServiceOrder = ApiData<'/api/service-orders'>[number];
export type CustomerBooking = ApiData<'/api/apartment/bookings/my'>[number];
export type CustomerMaintenanceRequest = ApiData<'/api/maintenance/my-requests'>[number];
export type CustomerWallet = ApiData<'/api/wallet'>;
export type ServiceDashboard = ApiData<'/api/vendor/service/dashboard'>;

/** GET /api/orders/my: a food or shop order as the customer's list reads it (hand-written from docs/food-and-shop.md). */
export interface CustomerCartOrder {
  id: number;
  kind: 'food_order' | 'shop_order';
  status: string;
  status_label: string;
  total_amount: number;
  vendor: { id: number; business_name: string };
  items: { name: string; quantity: number }[];
  created_at: string;
}

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

/** The customer's service orders, apartment bookings, maintenance requests and food and shop orders (first 100 of each). */
export function useCustomerActivity() {
  const orders = useSWR<{ data: CustomerServiceOrder[] }>(`/api/service-orders?${ALL}`);
  const bookings = useSWR<{ data: CustomerBooking[] }>(`/api/apartment/bookings/my?${ALL}`);
  const maintenance = useSWR<{ data: CustomerMaintenanceRequest[] }>(`/api/maintenance/my-requests?${ALL}`, listOrEmpty);
  const cartOrders = useSWR<{ data: CustomerCartOrder[] }>(`/api/orders/my?${ALL}`, listOrEmpty);
  const all = [orders, bookings, maintenance, cartOrders];
  return {
    orders: orders.data?.data,
    bookings: bookings.data?.data,
    maintenance: maintenance.data?.data,
    cartOrders: cartOrders.data?.data,
    isLoading: all.some((r) => r.isLoading),
    error: orders.error ?? bookings.error ?? maintenance.error ?? cartOrders.error,
    isValidating: all.some((r) => r.isValidating),
    retry: () => Promise.all(all.map((r) => r.mutate())),
  };
}

export function useCustomerWallet() {
  return useSWR<{ data: CustomerWallet }>('/api/wallet');
}

/** GET /api/vendor/service/dashboard: a live service vendor's real figures. */
export function useServiceDashboard(enabled: boolean) {
  return useSWR<{ data: ServiceDashboard }>(enabled ? '/api/vendor/service/dashboard' : null);
}
