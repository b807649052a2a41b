import { describe, expect, it } from 'vitest';
import { directionsUrl, PositionThrottle, SEND_EVERY_MS, watchErrorMessage } from './position-throttle';

const A = { lat: 6.5, lng: 3.37 };
const B = { lat: 6.501, lng: 3.371 };

describe('PositionThrottle', () => {
  it('sends nothing before the phone gives a fix', () => {
    const t = new PositionThrottle();
    expect(t.hasFix).toBe(false);
    expect(t.take(0)).toBeNull();
  });

  it('sends the first fix at once, then at most one every 5 s', () => {
    const t = new PositionThrottle();
    t.offer(A);
    expect(t.take(1_000)).toEqual(A);
    t.settled();
    t.offer(B);
    expect(t.take(1_000 + SEND_EVERY_MS - 1)).toBeNull();
    expect(t.take(1_000 + SEND_EVERY_MS)).toEqual(B);
  });

  it('sends the latest of many fixes that came in between', () => {
    const t = new PositionThrottle(5_000);
    t.offer(A);
    t.take(0);
    t.settled();
    for (let i = 0; i < 20; i++) t.offer({ lat: 6.5 + i / 1000, lng: 3.37 });
    expect(t.take(5_000)).toEqual({ lat: 6.519, lng: 3.37 });
  });

  it('re-sends the last fix when the phone stands still, so the rider stays online', () => {
    const t = new PositionThrottle(5_000);
    t.offer(A);
    expect(t.take(0)).toEqual(A);
    t.settled();
    expect(t.take(5_000)).toEqual(A);
    t.settled();
    expect(t.take(10_000)).toEqual(A);
  });

  it('never has two requests in flight: a slow answer holds the next send until it settles', () => {
    const t = new PositionThrottle(5_000);
    t.offer(A);
    expect(t.take(0)).toEqual(A);
    t.offer(B);
    expect(t.take(6_000)).toBeNull();
    expect(t.take(9_000)).toBeNull();
    t.settled();
    expect(t.take(9_000)).toEqual(B);
  });

  it('keeps a copy of the fix, not the caller’s object', () => {
    const t = new PositionThrottle();
    const fix = { lat: 6.5, lng: 3.37 };
    t.offer(fix);
    fix.lat = 9;
    expect(t.take(0)).toEqual(A);
  });
});

describe('watchErrorMessage', () => {
  it('tells a blocked permission apart from a missing fix and a browser without geolocation', () => {
    expect(watchErrorMessage(1)).toMatch(/blocked/);
    expect(watchErrorMessage(2)).toMatch(/Unable to get your position/);
    expect(watchErrorMessage(3)).toMatch(/Unable to get your position/);
    expect(watchErrorMessage(null)).toMatch(/cannot share your position/);
  });
});

describe('directionsUrl', () => {
  it('opens directions to the point in the maps app', () => {
    expect(directionsUrl({ lat: 6.4474, lng: 3.4739 })).toBe('https://www.google.com/maps/dir/?api=1&destination=6.4474,3.4739');
  });
});
