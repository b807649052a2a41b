import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';

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

/** A ride as its rider reads it (no `start_code`: the customer tells it); only the fields this dashboard reads. */
export interface RiderRide {
  id: number;
  status: 'searching' | 'found' | 'pickup' | 'ongoing' | 'completed' | 'cancelled' | 'expired' | 'disputed' | 'refunded';
  status_label: string;
  payment_method: 'cash' | 'card';
  payment_status: 'cash' | 'pending' | 'paid' | 'refunded';
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

/** POST /api/vendor/rider/rides/{id}/{step} (`start` with the customer's 4-digit code). */
export function riderStep(id: number, step: RiderStep, startCode?: string) {
  return apiRequest<{ message?: string; data?: RiderRide }>(`/api/vendor/rider/rides/${id}/${step}`, {
    method: 'POST',
    body: step === 'start' ? { start_code: startCode } : {},
  });
}
