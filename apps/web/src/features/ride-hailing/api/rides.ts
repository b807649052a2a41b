import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiBody, ApiData } from '@/lib/api-schema';
import type { RiderPosition } from '@/lib/ride-position';

export type OnlineRider = ApiData<'/api/riders/online'>[number];
export type MyRides = ApiAnswer<'/api/rides/my'>;
export type RideInput = ApiBody<'/api/rides', 'post'>;

export function useOnlineRiders() {
  return useSWR<ApiAnswer<'/api/riders/online'>>('/api/riders/online');
}

export function useMyRides(page = 1) {
  return useSWR<MyRides>(`/api/rides/my?page=${page}`);
}

/** POST /api/rides with the pickup in words: the finished demonstration ride of the simulation. */
export function saveRide(body: RideInput) {
  return apiRequest<ApiAnswer<'/api/rides', 'post'>>('/api/rides', { method: 'POST', body });
}

// ── Real rides: hand-written from docs/rides.md ("The contract") until the generated API types carry them ──

/** A point of a ride: where, and its name when it has one. */
export interface RidePlace {
  lat: number;
  lng: number;
  label?: string | null;
}

export type RideStatus = 'searching' | 'found' | 'pickup' | 'ongoing' | 'completed' | 'cancelled' | 'expired' | 'disputed' | 'refunded';
export type RidePaymentMethod = 'cash' | 'card';
/** A customer's button on a ride (`actions`). */
export type RideCustomerAction = 'cancel' | 'pay' | 'report_problem';

/** GET /api/rides/{id}: a ride as its customer reads it (with `start_code`). */
export interface Ride {
  id: number;
  status: RideStatus;
  /** What the customer reported (a dispute), if anything. */
  problem_reason?: string | null;
  status_label: string;
  payment_method: RidePaymentMethod;
  payment_status: 'cash' | 'pending' | 'paid' | 'refunded';
  pickup: RidePlace;
  destination: RidePlace;
  distance_km: number;
  fare: number;
  minutes: number;
  start_code?: string | null;
  rider: { id: number; name: string; phone: string | null; vehicle_type: string | null } | null;
  rider_position: RiderPosition | null;
  requested_at: string | null;
  accepted_at: string | null;
  arrived_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancelled_by: 'customer' | 'rider' | null;
  expired_at: string | null;
  search_ends_at: string | null;
  actions: string[];
}

/** GET /api/rides/estimate. */
export interface RideEstimate {
  distance_km: number;
  fare: number;
  minutes: number;
}

/** POST /api/rides with pins: a real ride, offered to the online riders nearest the pickup. */
export interface RequestRideInput {
  pickup: RidePlace;
  destination: RidePlace;
  payment_method: RidePaymentMethod;
}

export type { RidePositionEvent, RiderPosition } from '@/lib/ride-position';

type Answer<T> = Promise<{ message?: string; data: T }>;

export const CURRENT_RIDE_KEY = '/api/rides/current';
export const RECENT_PLACES_KEY = '/api/rides/recent-places';
const ridePath = (id: number, action?: string) => `/api/rides/${id}${action ? `/${action}` : ''}`;

/** GET /api/rides/current: the signed-in customer's ride in progress, or null. */
export function useCurrentRide(enabled: boolean) {
  return useSWR<{ data: Ride | null }>(enabled ? CURRENT_RIDE_KEY : null);
}

/** GET /api/rides/{id}; the live channel re-fetches it on every status change. */
export function useRide(id: number | null) {
  return useSWR<{ data: Ride }>(id ? ridePath(id) : null);
}

/** GET /api/rides/recent-places: the customer's own past pickups and destinations, newest first. */
export function useRecentPlaces(enabled: boolean) {
  return useSWR<{ data: RidePlace[] }>(enabled ? RECENT_PLACES_KEY : null);
}

/** GET /api/rides/estimate?pickup_lat&pickup_lng&destination_lat&destination_lng (public). */
export function estimatePath(pickup: RidePlace, destination: RidePlace): string {
  const q = new URLSearchParams({
    pickup_lat: String(pickup.lat),
    pickup_lng: String(pickup.lng),
    destination_lat: String(destination.lat),
    destination_lng: String(destination.lng),
  });
  return `/api/rides/estimate?${q.toString()}`;
}

export function useRideEstimate(pickup: RidePlace | null, destination: RidePlace | null) {
  return useSWR<{ data: RideEstimate }>(pickup && destination ? estimatePath(pickup, destination) : null);
}

export const requestRide = (input: RequestRideInput): Answer<Ride> => apiRequest('/api/rides', { method: 'POST', body: input });
export const cancelRide = (id: number): Answer<Ride> => apiRequest(ridePath(id, 'cancel'), { method: 'POST', body: {} });
/** POST /api/rides/{id}/pay: the checkout page to go to (the API returns to /payment-success?ride_id=…). */
export const payRide = (id: number): Answer<{ payment_url: string; reference: string }> => apiRequest(ridePath(id, 'pay'), { method: 'POST', body: {} });
/** POST /api/rides/{id}/report-problem: within 24 h of the end of the ride, a dispute an administrator resolves. */
export const reportRideProblem = (id: number, reason: string): Answer<Ride> => apiRequest(ridePath(id, 'report-problem'), { method: 'POST', body: { reason } });
