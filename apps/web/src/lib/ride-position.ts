/*
 * A rider's position as the `ride.position` live event and the ride (or courier) answers tell it (docs/rides.md):
 * shared by the customer's ride page, the order pages that follow an Oja rider, and the shop's order cards.
 */

/** Where the rider is, as the ride answer or the `ride.position` event tells it. */
export interface RiderPosition {
  lat: number;
  lng: number;
  at: string;
  eta_minutes: number;
}

/** The `ride.position` live event (to the customer of the rider's ride in hand, and to the shop of a delivery). */
export interface RidePositionEvent extends RiderPosition {
  ride_id: number;
}

/** The newer of a ride's last known rider position and the last `ride.position` event, when that event is of this ride. */
export function newerPosition(rideId: number, known: RiderPosition | null, event: RidePositionEvent | null): RiderPosition | null {
  const fromEvent = event && event.ride_id === rideId ? event : null;
  if (!fromEvent) return known;
  if (!known) return fromEvent;
  return Date.parse(fromEvent.at) >= Date.parse(known.at) ? fromEvent : known;
}

/** A `ride.position` event's data, or null when it is not one (the live channel carries untyped JSON). */
export function readPositionEvent(e: Record<string, unknown>): RidePositionEvent | null {
  const { ride_id, lat, lng, at, eta_minutes } = e;
  if (typeof ride_id !== 'number' || typeof lat !== 'number' || typeof lng !== 'number' || typeof at !== 'string') return null;
  return { ride_id, lat, lng, at, eta_minutes: typeof eta_minutes === 'number' ? eta_minutes : 0 };
}

/** '6.51340, 3.37110': a point in words (five decimals, about a metre). */
export const formatCoords = (p: { lat: number; lng: number }) => `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;
