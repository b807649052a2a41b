import { describe, expect, it } from 'vitest';
import { formatSecondsLeft, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  const now = Date.parse('2026-11-20T08:00:00.000Z');

  it('counts whole seconds up to the end, rounding a part second up', () => {
    expect(secondsLeft('2026-11-20T08:00:15.000Z', now)).toBe(15);
    expect(secondsLeft('2026-11-20T08:00:14.200Z', now)).toBe(15);
    expect(secondsLeft(new Date(now + 999), now)).toBe(1);
    expect(secondsLeft(now + 60_000, now)).toBe(60);
  });

  it('never goes below zero once the end has passed', () => {
    expect(secondsLeft('2026-11-20T07:59:50.000Z', now)).toBe(0);
    expect(secondsLeft(now, now)).toBe(0);
  });

  it('has nothing to count without a valid end', () => {
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft(undefined, now)).toBeNull();
    expect(secondsLeft('not a date', now)).toBeNull();
  });
});

describe('formatSecondsLeft', () => {
  it('writes seconds, then minutes and seconds, never a clock time', () => {
    expect(formatSecondsLeft(0)).toBe('0 s');
    expect(formatSecondsLeft(15)).toBe('15 s');
    expect(formatSecondsLeft(60)).toBe('1 min');
    expect(formatSecondsLeft(125)).toBe('2 min 5 s');
    expect(formatSecondsLeft(180)).toBe('3 min');
    expect(formatSecondsLeft(-4)).toBe('0 s');
  });
});
