import { describe, expect, it } from 'vitest';
import type { Ride } from '../api/rides';
import { cancelRule, endedMessage, latestPosition, readPositionEvent, rideIdFromSearch, stepState } from './ride-view';

const at = (s: number) => new Date(Date.parse('2026-11-20T08:00:00Z') + s * 1000).toISOString();

describe('stepState', () => {
  it('marks the steps before the status done, the status current, the rest to come', () => {
    expect(['searching', 'found', 'pickup', 'ongoing', 'completed'].map((s) => stepState('pickup', s as Ride['status']))).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
    ]);
    expect(stepState('searching', 'searching')).toBe('current');
  });

  it('shows a completed ride (and one under review after it) as done to the end', () => {
    expect(stepState('completed', 'completed')).toBe('done');
    expect(stepState('disputed', 'ongoing')).toBe('done');
  });

  it('leaves every step to come for a ride that never ran', () => {
    expect(stepState('expired', 'searching')).toBe('todo');
    expect(stepState('cancelled', 'found')).toBe('todo');
  });
});

describe('latestPosition', () => {
  const ride = { id: 3, rider_position: { lat: 6.49, lng: 3.38, at: at(0), eta_minutes: 4 } };

  it('takes a newer ride.position event of this ride over the ride’s last known position', () => {
    const moved = { ride_id: 3, lat: 6.495, lng: 3.375, at: at(5), eta_minutes: 3 };
    expect(latestPosition(ride, moved)).toBe(moved);
  });

  it('keeps the ride’s position when the event is older or of another ride', () => {
    expect(latestPosition(ride, { ride_id: 3, lat: 1, lng: 1, at: at(-5), eta_minutes: 9 })).toBe(ride.rider_position);
    expect(latestPosition(ride, { ride_id: 4, lat: 1, lng: 1, at: at(9), eta_minutes: 9 })).toBe(ride.rider_position);
  });

  it('uses whichever exists', () => {
    const moved = { ride_id: 3, lat: 6.495, lng: 3.375, at: at(5), eta_minutes: 3 };
    expect(latestPosition({ id: 3, rider_position: null }, moved)).toBe(moved);
    expect(latestPosition({ id: 3, rider_position: null }, null)).toBeNull();
  });
});

describe('readPositionEvent', () => {
  it('reads the event’s fields and refuses anything else', () => {
    expect(readPositionEvent({ type: 'ride.position', ride_id: 3, lat: 6.5, lng: 3.4, at: at(0), eta_minutes: 2 })).toEqual({
      ride_id: 3,
      lat: 6.5,
      lng: 3.4,
      at: at(0),
      eta_minutes: 2,
    });
    expect(readPositionEvent({ type: 'ride.position', ride_id: '3', lat: 6.5, lng: 3.4, at: at(0) })).toBeNull();
    expect(readPositionEvent({ type: 'ride.position', ride_id: 3, lat: 6.5, at: at(0) })).toBeNull();
  });
});

describe('the customer’s texts', () => {
  it('states the cancel rule before confirming: no fee, a paid card refunded in full, not after the start', () => {
    expect(cancelRule({ status: 'searching', payment_method: 'cash', payment_status: 'cash' })).toBe(
      'There is no cancellation fee. We stop looking for a rider. A ride can be cancelled only before the trip starts.',
    );
    expect(cancelRule({ status: 'pickup', payment_method: 'card', payment_status: 'paid' })).toBe(
      'Your card payment is refunded in full. Your rider is told at once. A ride can be cancelled only before the trip starts.',
    );
  });

  it('says why a ride ended without a trip', () => {
    expect(endedMessage({ status: 'expired', cancelled_by: null, payment_status: 'cash' })).toBe(
      'No rider accepted your request. Please try again in a few minutes.',
    );
    expect(endedMessage({ status: 'cancelled', cancelled_by: 'rider', payment_status: 'refunded' })).toBe(
      'Your rider cancelled the ride. You can request another one. Your card payment is refunded in full.',
    );
    expect(endedMessage({ status: 'cancelled', cancelled_by: 'customer', payment_status: 'cash' })).toBe('You cancelled this ride.');
    expect(endedMessage({ status: 'ongoing', cancelled_by: null, payment_status: 'cash' })).toBeNull();
  });
});

describe('rideIdFromSearch', () => {
  it('reads ?ride_id= as a payment’s return gives it, and nothing else', () => {
    expect(rideIdFromSearch('?reference=oja-rd1&ride_id=12')).toBe(12);
    expect(rideIdFromSearch('?ride_id=12abc')).toBeNull();
    expect(rideIdFromSearch('')).toBeNull();
  });
});
