/**
 * The okada ride simulation: booking → searching (3 s) → found → pickup
 * (rider accepted) → ongoing (10 s after pickup) → completed (20 s after pickup) → rating → booking.
 * The delays are XState `after` transitions, so a simulated clock drives them in tests.
 */
import { assign, setup } from 'xstate';
import { estimateRide, randomRideDistanceKm } from '../rules/ride.js';

export const RIDE_SEARCH_MS = 3_000;
export const RIDE_ONGOING_AFTER_PICKUP_MS = 10_000;
export const RIDE_COMPLETED_AFTER_PICKUP_MS = 20_000;

export interface RideRider {
  id: number | string;
  name: string;
  sample?: boolean;
}

export interface RideContext {
  pickup: string;
  destination: string;
  distanceKm: number;
  fare: number;
  minutes: number;
  rider: RideRider | null;
  rating: number | null;
  random: () => number;
}

export type RideEvent =
  | { type: 'REQUEST'; pickup: string; destination: string; rider?: RideRider | null }
  | { type: 'ACCEPT' }
  | { type: 'CANCEL' }
  | { type: 'RATE'; stars: number }
  | { type: 'FINISH' };

const EMPTY = { pickup: '', destination: '', distanceKm: 0, fare: 0, minutes: 0, rider: null, rating: null };

export const rideMachine = setup({
  types: {} as { context: RideContext; events: RideEvent; input: { random?: () => number } | undefined },
  guards: {
    hasPlaces: ({ event }) => event.type === 'REQUEST' && event.pickup.trim() !== '' && event.destination.trim() !== '',
  },
}).createMachine({
  id: 'ride',
  initial: 'booking',
  context: ({ input }) => ({ ...EMPTY, random: input?.random ?? Math.random }),
  states: {
    booking: {
      on: {
        REQUEST: {
          guard: 'hasPlaces',
          target: 'searching',
          actions: assign(({ context, event }) => {
            if (event.type !== 'REQUEST') return {};
            const estimate = estimateRide(randomRideDistanceKm(context.random));
            return { pickup: event.pickup.trim(), destination: event.destination.trim(), ...estimate, rider: event.rider ?? null, rating: null };
          }),
        },
      },
    },
    searching: {
      after: { [RIDE_SEARCH_MS]: 'found' },
      on: { CANCEL: { target: 'booking', actions: assign(EMPTY) } },
    },
    found: {
      on: { ACCEPT: 'pickup', CANCEL: { target: 'booking', actions: assign(EMPTY) } },
    },
    pickup: {
      after: { [RIDE_ONGOING_AFTER_PICKUP_MS]: 'ongoing' },
    },
    ongoing: {
      after: { [RIDE_COMPLETED_AFTER_PICKUP_MS - RIDE_ONGOING_AFTER_PICKUP_MS]: 'completed' },
    },
    completed: {
      on: {
        RATE: { actions: assign(({ event }) => (event.type === 'RATE' ? { rating: Math.min(5, Math.max(1, Math.round(event.stars))) } : {})) },
        FINISH: { target: 'booking', actions: assign(EMPTY) },
      },
    },
  },
});

export type RideState = 'booking' | 'searching' | 'found' | 'pickup' | 'ongoing' | 'completed';
