import { createActor, SimulatedClock } from 'xstate';
import { rideMachine, RIDE_SEARCH_MS } from './ride.machine';
import { estimateRide, randomRideDistanceKm, rideFare, rideMinutes } from '../rules/ride';

function start(random = () => 0.5) {
  const clock = new SimulatedClock();
  const actor = createActor(rideMachine, { clock, input: { random } });
  actor.start();
  return { clock, actor, state: () => actor.getSnapshot().value };
}

describe('ride machine (simulated clock)', () => {
  it('walks booking → searching (3 s) → found → pickup → ongoing (10 s) → completed (20 s) → rating → booking', () => {
    const { clock, actor, state } = start();
    expect(state()).toBe('booking');
    actor.send({ type: 'REQUEST', pickup: 'Yaba', destination: 'Lekki Phase 1' });
    expect(state()).toBe('searching');
    clock.increment(RIDE_SEARCH_MS - 1);
    expect(state()).toBe('searching');
    clock.increment(1);
    expect(state()).toBe('found');
    // found waits for the rider to accept, however long it takes
    clock.increment(60_000);
    expect(state()).toBe('found');
    actor.send({ type: 'ACCEPT' });
    expect(state()).toBe('pickup');
    clock.increment(9_999);
    expect(state()).toBe('pickup');
    clock.increment(1);
    expect(state()).toBe('ongoing');
    clock.increment(9_999);
    expect(state()).toBe('ongoing');
    clock.increment(1);
    expect(state()).toBe('completed');
    actor.send({ type: 'RATE', stars: 4 });
    expect(actor.getSnapshot().context.rating).toBe(4);
    actor.send({ type: 'FINISH' });
    expect(state()).toBe('booking');
    expect(actor.getSnapshot().context).toMatchObject({ pickup: '', destination: '', rating: null, fare: 0 });
  });

  it('needs both places, and fills in the estimate from the random distance', () => {
    const { actor, state } = start(() => 0.5);
    actor.send({ type: 'REQUEST', pickup: '  ', destination: 'Ikeja' });
    expect(state()).toBe('booking');
    actor.send({ type: 'REQUEST', pickup: 'Yaba', destination: 'Ikeja' });
    // 2 + 0.5 × 15 = 9.5 km → ₦200 + ₦760 = ₦960, 9.5 / 25 h = 23 min
    expect(actor.getSnapshot().context).toMatchObject({ pickup: 'Yaba', destination: 'Ikeja', distanceKm: 9.5, fare: 960, minutes: 23 });
  });

  it('can be cancelled while searching or when found', () => {
    const { clock, actor, state } = start();
    actor.send({ type: 'REQUEST', pickup: 'A', destination: 'B' });
    actor.send({ type: 'CANCEL' });
    expect(state()).toBe('booking');
    clock.increment(RIDE_SEARCH_MS * 2);
    expect(state()).toBe('booking');
    actor.send({ type: 'REQUEST', pickup: 'A', destination: 'B' });
    clock.increment(RIDE_SEARCH_MS);
    actor.send({ type: 'CANCEL' });
    expect(state()).toBe('booking');
  });

  it('clamps the rating to 1–5 stars and ignores it before the ride completes', () => {
    const { clock, actor } = start();
    actor.send({ type: 'RATE', stars: 5 });
    expect(actor.getSnapshot().context.rating).toBeNull();
    actor.send({ type: 'REQUEST', pickup: 'A', destination: 'B' });
    clock.increment(RIDE_SEARCH_MS);
    actor.send({ type: 'ACCEPT' });
    clock.increment(10_000);
    clock.increment(10_000);
    actor.send({ type: 'RATE', stars: 9 });
    expect(actor.getSnapshot().context.rating).toBe(5);
  });
});

describe('ride estimate rules', () => {
  it('draws distances between 2 and 17 km', () => {
    expect(randomRideDistanceKm(() => 0)).toBe(2);
    expect(randomRideDistanceKm(() => 0.999999)).toBe(17);
    for (let i = 0; i < 200; i++) {
      const km = randomRideDistanceKm();
      expect(km).toBeGreaterThanOrEqual(2);
      expect(km).toBeLessThanOrEqual(17);
    }
  });

  it('charges ₦200 plus ₦80 per km, rounded, and times the trip at 25 km/h', () => {
    expect(rideFare(2)).toBe(360);
    expect(rideFare(3.3)).toBe(464);
    expect(rideFare(17)).toBe(1560);
    expect(rideMinutes(25)).toBe(60);
    expect(rideMinutes(5)).toBe(12);
    expect(rideMinutes(0.1)).toBe(1);
    expect(estimateRide(10)).toEqual({ distanceKm: 10, fare: 1000, minutes: 24 });
  });
});
