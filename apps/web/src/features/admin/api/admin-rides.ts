import type { RideTripStatus } from '@oja/shared';
import type { ApiSchemas } from '@/lib/api-schema';
import type { CartOrderKind } from '@/lib/vendor-shop';
import { query, useAdminSWR } from './admin-client';

// Hand-written from the rides and couriers contract (docs/rides.md) until the OpenAPI types are regenerated: the
// generated list has no `purpose`, no `order` and no 'order' payment yet.

export type RidePurpose = 'ride' | 'delivery';

export interface AdminRidePlace {
  lat: number;
  lng: number;
  label: string | null;
}

/** GET /api/admin/rides: a customer's ride or an Oja rider's delivery of an order, with what the admin needs besides. */
export interface AdminRide {
  id: number;
  purpose: RidePurpose;
  status: RideTripStatus;
  status_label: string;
  /** 'order': a delivery, paid to the rider out of the order's money. */
  payment_method: 'cash' | 'card' | 'order';
  payment_status: string;
  /** Naira: the ride's fare, or the delivery's fee. */
  fare: number;
  distance_km: number;
  minutes: number;
  pickup: AdminRidePlace;
  destination: AdminRidePlace;
  rider: { id: number; name: string; phone: string; vehicle_type: string | null } | null;
  rider_position: { lat: number; lng: number; at: string; eta_minutes: number } | null;
  /** The order a delivery carries; null for a ride. */
  order: { id: number; kind: CartOrderKind; shop: string; items: string } | null;
  customer_id: number;
  /** Naira of commission the rider owes Oja on this cash ride (null: none). */
  rider_cash_owed: number | null;
  search_ends_at: string | null;
  created_at: string;
  actions: string[];
}

export interface AdminRidesPage {
  data: AdminRide[];
  meta: ApiSchemas['PageMeta'];
}

/** GET /api/admin/rides/cash-owed: riders owing Oja the commission on cash rides, largest first. */
export interface RiderCashOwed {
  rider_id: number;
  name: string;
  phone: string;
  /** Naira. */
  cash_owed: number;
}

export const ADMIN_RIDES_KEY = '/api/admin/rides';
export const RIDERS_CASH_OWED_KEY = '/api/admin/rides/cash-owed';

export const PURPOSE_LABELS: Record<RidePurpose, string> = { ride: 'Ride', delivery: 'Delivery' };
export const PAYMENT_LABELS: Record<AdminRide['payment_method'], string> = { cash: 'Cash', card: 'Card', order: 'From the order' };

export interface AdminRideFilters {
  status: RideTripStatus | '';
  purpose: RidePurpose | '';
  page: number;
}

/** The SWR key of a page of rides and deliveries, newest first, with its filters. */
export const adminRidesKey = (f: AdminRideFilters) => `${ADMIN_RIDES_KEY}${query({ status: f.status, purpose: f.purpose, page: f.page })}`;

export function useAdminRides(f: AdminRideFilters) {
  return useAdminSWR<AdminRidesPage>(adminRidesKey(f), { keepPreviousData: true });
}

export function useRidersCashOwed() {
  return useAdminSWR<{ data: RiderCashOwed[] }>(RIDERS_CASH_OWED_KEY);
}
