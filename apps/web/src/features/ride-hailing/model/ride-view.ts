import { newerPosition, readPositionEvent } from '@/lib/ride-position';
import type { Ride, RideCustomerAction, RidePositionEvent, RiderPosition, RideStatus } from '../api/rides';

/** The ride's way, in order, with what the customer reads at each step. */
export const RIDE_STEPS: readonly { status: RideStatus; label: string }[] = [
  { status: 'searching', label: 'Searching' },
  { status: 'found', label: 'Rider found' },
  { status: 'pickup', label: 'Pickup' },
  { status: 'ongoing', label: 'On the trip' },
  { status: 'completed', label: 'Completed' },
];

/** Where a step stands for a ride in `status`: passed, the one now, or still to come. */
export function stepState(status: RideStatus, step: RideStatus): 'done' | 'current' | 'todo' {
  const order = RIDE_STEPS.map((s) => s.status);
  const at = order.indexOf(status === 'disputed' || status === 'refunded' ? 'completed' : status);
  const i = order.indexOf(step);
  if (at < 0) return 'todo';
  if (i < at || (i === at && step === 'completed')) return 'done';
  return i === at ? 'current' : 'todo';
}

/** The ride is over: nothing more will happen on it here (a report after completion is another page's business). */
export const rideEnded = (status: RideStatus) => !['searching', 'found', 'pickup', 'ongoing'].includes(status);

/** Does the ride offer this button to the customer now? */
export const offers = (ride: Pick<Ride, 'actions'>, action: RideCustomerAction) => ride.actions.includes(action);

/** The newer of the ride's last known rider position and the last `ride.position` event for this ride. */
export function latestPosition(ride: Pick<Ride, 'id' | 'rider_position'>, event: RidePositionEvent | null): RiderPosition | null {
  return newerPosition(ride.id, ride.rider_position, event);
}

export { readPositionEvent };

/** The rule shown before the customer confirms a cancel (docs/rides.md: no fee, card refunded in full, not after the start). */
export function cancelRule(ride: Pick<Ride, 'status' | 'payment_method' | 'payment_status'>): string {
  const money = ride.payment_method === 'card' && ride.payment_status === 'paid' ? 'Your card payment is refunded in full.' : 'There is no cancellation fee.';
  const rider = ride.status === 'searching' ? 'We stop looking for a rider.' : 'Your rider is told at once.';
  return `${money} ${rider} A ride can be cancelled only before the trip starts.`;
}

/** What the customer reads when a ride ended without a trip. */
export function endedMessage(ride: Pick<Ride, 'status' | 'cancelled_by' | 'payment_status'>): string | null {
  const refund = ride.payment_status === 'refunded' ? ' Your card payment is refunded in full.' : '';
  if (ride.status === 'expired') return `No rider accepted your request. Please try again in a few minutes.${refund}`;
  if (ride.status === 'cancelled')
    return ride.cancelled_by === 'rider' ? `Your rider cancelled the ride. You can request another one.${refund}` : `You cancelled this ride.${refund}`;
  return null;
}

/** The ride to follow named by the page's address (`?ride_id=12`, as a payment's return gives it), or null. */
export function rideIdFromSearch(search: string): number | null {
  const v = new URLSearchParams(search).get('ride_id');
  return v && /^\d{1,12}$/.test(v) ? Number(v) : null;
}
