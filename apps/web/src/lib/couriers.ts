import { useState } from 'react';
import useSWR from 'swr';
import type { RideTripStatus } from '@oja/shared';
import { apiRequest } from './api-client';
import { useLiveEvent } from './live';
import { newerPosition, readPositionEvent, type RidePositionEvent, type RiderPosition } from './ride-position';

/*
 * Oja riders as couriers of food and shop orders: the delivery job of an order, as its shop (with the
 * "Cancel rider" button) and its customer read it. Shared by the vendors' order cards and the customer's order page.
 * Hand-written from the courier contract until the OpenAPI types are regenerated.
 */

export type CourierStatus = 'searching' | 'found' | 'pickup' | 'ongoing' | 'completed' | 'cancelled' | 'expired';

export interface CourierPlace {
  lat: number;
  lng: number;
  label: string | null;
}

/** GET /api/vendor/orders/{id}/courier and GET /api/orders/{id}/courier: the order's latest delivery job. */
export interface Courier {
  ride_id: number;
  purpose: 'delivery';
  status: CourierStatus;
  /** "Looking for a rider", "Rider on the way", "Rider at the pickup", "On the trip", "Completed", "Cancelled", "No rider available". */
  status_label: string;
  /** Naira: the courier's fee, paid to the rider out of the order's money. */
  fee: number;
  distance_km: number;
  minutes: number;
  rider: { id: number; name: string; phone: string; vehicle_type: string | null } | null;
  rider_position: RiderPosition | null;
  pickup: CourierPlace;
  destination: CourierPlace;
  search_ends_at: string | null;
  /** The shop's: ['cancel'] before the pickup; the customer's: []. */
  actions: string[];
}

type CourierAnswer = { data: Courier | null };
type Answer<T> = Promise<{ message?: string; data: T }>;

export const vendorCourierKey = (orderId: number) => `/api/vendor/orders/${orderId}/courier`;
export const orderCourierKey = (orderId: number) => `/api/orders/${orderId}/courier`;

/*
 * No polling and no listener of its own: every durable live event (`subject.changed` of the ride or of the order)
 * already refetches the API reads on screen (lib/live.ts, deliverLiveEvent), these included.
 */

/** The shop's view of its order's Oja rider (`orderId` null: not asked, the order cannot have one). */
export function useVendorCourier(orderId: number | null) {
  return useSWR<CourierAnswer>(orderId === null ? null : vendorCourierKey(orderId));
}

/** The customer's view of the Oja rider bringing their order (`orderId` null: not asked). */
export function useOrderCourier(orderId: number | null) {
  return useSWR<CourierAnswer>(orderId === null ? null : orderCourierKey(orderId));
}

/** POST /api/vendor/orders/{id}/courier: ask for an Oja rider (the API's 409s say why not, in words). */
export function requestCourier(orderId: number): Answer<Courier> {
  return apiRequest(vendorCourierKey(orderId), { method: 'POST' });
}

/** POST /api/vendor/orders/{id}/courier/cancel: call the rider off, before the pickup only. */
export function cancelCourier(orderId: number): Answer<Courier> {
  return apiRequest(`${vendorCourierKey(orderId)}/cancel`, { method: 'POST' });
}

// ── What shows when ──────────────────────────────────────────────────────────────────────────────────────────

/** The order fields these rules read (the vendor's and the customer's order types both have them). */
export interface CourierOrder {
  profile: 'food' | 'product';
  status: string;
  accepted_at: string | null;
}

/** A job still running: a rider is being looked for, on the way, at the shop or on the trip. */
/** The badge colour of a trip's status: a ride's or a delivery's (the admin's list, the order's courier). */
export const TRIP_STATUS_PALETTE: Record<RideTripStatus, string> = {
  searching: 'orange',
  found: 'blue',
  pickup: 'blue',
  ongoing: 'blue',
  completed: 'green',
  cancelled: 'gray',
  expired: 'red',
  disputed: 'orange',
  refunded: 'purple',
};

export const COURIER_ACTIVE_STATUSES: readonly CourierStatus[] = ['searching', 'found', 'pickup', 'ongoing'];

export const courierActive = (c: Pick<Courier, 'status'> | null | undefined): boolean => Boolean(c && COURIER_ACTIVE_STATUSES.includes(c.status));

/** The order waits for its delivery: a food order Waiting for Pickup, or a product order acknowledged and not shipped. */
export function awaitingDelivery(o: CourierOrder): boolean {
  return o.profile === 'food' ? o.status === 'ready' : o.status === 'processing' && o.accepted_at !== null;
}

/**
 * Whether the order can have had an Oja rider, so its courier is worth asking for: waiting for its delivery, or on
 * its way or delivered (a rider may be carrying it). Other orders are not asked about.
 */
export function courierMayExist(o: CourierOrder): boolean {
  return awaitingDelivery(o) || ['out_for_delivery', 'shipped', 'delivered'].includes(o.status);
}

/** "Call an Oja rider" shows while the order waits for its delivery and no rider job is running on it. */
export const canCallRider = (o: CourierOrder, courier: Pick<Courier, 'status'> | null): boolean => awaitingDelivery(o) && !courierActive(courier);

/** The shop's "Delivery by Oja rider" shows a job running or done, and one called off or unanswered while the order still waits. */
export function vendorSeesCourier(o: CourierOrder, c: Pick<Courier, 'status'> | null | undefined): c is Courier {
  if (!c) return false;
  return c.status === 'cancelled' || c.status === 'expired' ? awaitingDelivery(o) : true;
}

/** The customer's "Your rider" shows a job that is running or that delivered; a job called off or unanswered is the shop's business. */
export const customerSeesCourier = (c: Pick<Courier, 'status'> | null | undefined): c is Courier =>
  Boolean(c && c.status !== 'cancelled' && c.status !== 'expired');

/** Where the job stands, in words for the shop or the customer, with the rider's ETA when a position is known. */
export function courierProgress(c: Pick<Courier, 'status'>, position: Pick<RiderPosition, 'eta_minutes'> | null, audience: 'vendor' | 'customer'): string {
  const eta = position ? Math.max(1, Math.round(position.eta_minutes)) : null;
  const vendor = audience === 'vendor';
  switch (c.status) {
    case 'searching':
      return vendor ? 'Looking for an Oja rider near your shop.' : 'The shop is finding an Oja rider to bring your order.';
    case 'found':
      if (vendor) return eta === null ? 'A rider is on the way to your shop.' : `A rider is on the way to your shop: about ${eta} min away.`;
      return eta === null ? 'Your rider is on the way to the shop to collect your order.' : `Your rider is on the way to the shop: about ${eta} min away.`;
    case 'pickup':
      return vendor ? 'The rider is at your shop: hand over the sealed package.' : 'Your rider is at the shop, collecting your order.';
    case 'ongoing':
      if (vendor)
        return eta === null ? 'The rider is taking the package to the customer.' : `The rider is taking the package to the customer: about ${eta} min away.`;
      return eta === null ? 'Your rider is bringing your order.' : `Your rider arrives in about ${eta} min.`;
    case 'completed':
      return vendor ? 'The rider delivered the package.' : 'Your rider delivered your order.';
    case 'cancelled':
      return 'The Oja rider was called off. Call another Oja rider or deliver it yourself.';
    case 'expired':
      return 'No Oja rider accepted. Call one again in a few minutes, or deliver it yourself.';
  }
}

/**
 * The rider's position for a job: the courier answer's, or a newer `ride.position` event of its ride (sent to the
 * order's customer and its shop). Positions are ephemeral: they update this view and refetch nothing.
 */
export function useCourierPosition(courier: Pick<Courier, 'ride_id' | 'rider_position'> | null): RiderPosition | null {
  const [moved, setMoved] = useState<RidePositionEvent | null>(null);
  const rideId = courier?.ride_id ?? null;
  useLiveEvent('ride.position', (e) => {
    const p = readPositionEvent(e);
    if (p && rideId !== null && p.ride_id === rideId) setMoved(p);
  });
  return courier ? newerPosition(courier.ride_id, courier.rider_position, moved) : null;
}
