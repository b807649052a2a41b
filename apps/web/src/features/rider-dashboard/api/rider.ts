import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export const RIDER_DASHBOARD_KEY = '/api/vendor/rider/dashboard';
/** The dashboard answer; `stats.cash_owed` (naira of commission owed on cash rides) is read when the API sends it. */
export type RiderDashboard = ApiAnswer<'/api/vendor/rider/dashboard'> & { data: { stats: { cash_owed?: number | null } } };

export function useRiderDashboard() {
  return useSWR<RiderDashboard>(RIDER_DASHBOARD_KEY);
}

export function setRiderOnline(online: boolean) {
  return apiRequest<ApiAnswer<'/api/vendor/rider/status', 'patch'>>('/api/vendor/rider/status', { method: 'PATCH', body: { online } });
}

// ── Real rides: hand-written from docs/rides.md ("The contract") until the generated API types carry them ──

export interface RiderRidePlace {
  lat: number;
  lng: number;
  label?: string | null;
}

/**
 * The order a delivery carries (`purpose` 'delivery'): hand-written from the courier contract until the OpenAPI
 * types are regenerated. `items` in words ("2 × Jollof Rice & Chicken").
 */
export interface RiderDeliveryOrder {
  id: number;
  kind: 'food_order' | 'shop_order';
  shop: string;
  items: string;
}

/**
 * A ride as its rider reads it (no `start_code`: the customer tells it); only the fields this dashboard reads. A
 * delivery (`purpose` 'delivery', `payment_method` 'order': paid from the order) carries a shop's order from its
 * pickup (the shop) to the customer's door; its `fare` is the rider's fee.
 */
export interface RiderRide {
  id: number;
  purpose: 'ride' | 'delivery';
  status: 'searching' | 'found' | 'pickup' | 'ongoing' | 'completed' | 'cancelled' | 'expired' | 'disputed' | 'refunded';
  status_label: string;
  payment_method: 'cash' | 'card' | 'order';
  payment_status: 'cash' | 'pending' | 'paid' | 'refunded' | 'order';
  /** The delivery's order; null (or absent) for a ride. */
  order?: RiderDeliveryOrder | null;
  pickup: RiderRidePlace;
  destination: RiderRidePlace;
  distance_km: number;
  fare: number;
  minutes: number;
  /** The rider's buttons now: accept, decline, arrived, start, complete, cancel. */
  actions: string[];
}

/** GET /api/vendor/rider/rides/current: the offer in hand (until `offer_expires_at`) and the ride in hand. */
export interface RiderCurrent {
  offer: (RiderRide & { offer_expires_at: string | null }) | null;
  ride: RiderRide | null;
}

/** POST /api/vendor/rider/location. */
export interface RiderLocationAnswer {
  online: boolean;
  at: string;
}

export type RiderStep = 'accept' | 'decline' | 'arrived' | 'start' | 'complete' | 'cancel';

export const RIDER_CURRENT_KEY = '/api/vendor/rider/rides/current';

/** The offer and the ride in hand (`enabled`: a live rider); refreshed by the `ride.offered` event and status changes. */
export function useRiderCurrent(enabled: boolean) {
  return useSWR<{ data: RiderCurrent }>(enabled ? RIDER_CURRENT_KEY : null);
}

export function sendRiderLocation(p: { lat: number; lng: number }) {
  return apiRequest<{ data: RiderLocationAnswer }>('/api/vendor/rider/location', { method: 'POST', body: { lat: p.lat, lng: p.lng } });
}

/**
 * A delivery's `start` (the sealed package at the shop's hand-over) or `complete` (the package at the door):
 * POST /api/vendor/rider/rides/{id}/{step} as multipart with the `photo`; no start code.
 */
export function riderPhotoStep(id: number, step: 'start' | 'complete', photo: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('photo', photo);
  return uploadWithProgress<{ message?: string; data?: RiderRide }>(`/api/vendor/rider/rides/${id}/${step}`, form, onProgress);
}

/** POST /api/vendor/rider/rides/{id}/{step} (`start` with the customer's 4-digit code). */
export function riderStep(id: number, step: RiderStep, startCode?: string) {
  return apiRequest<{ message?: string; data?: RiderRide }>(`/api/vendor/rider/rides/${id}/${step}`, {
    method: 'POST',
    body: step === 'start' ? { start_code: startCode } : {},
  });
}
