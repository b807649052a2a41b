import { lagosDateString, lagosDayNumber, toEpochMs } from './dates.js';

describe('dates', () => {
  it('reads a date-only string as midnight UTC and rejects impossible dates', () => {
    expect(toEpochMs('2025-03-08')).toBe(Date.UTC(2025, 2, 8));
    expect(toEpochMs('2025-02-30')).toBeNaN();
    expect(toEpochMs('nope')).toBeNaN();
    expect(toEpochMs('')).toBeNaN();
    expect(toEpochMs(null)).toBeNaN();
    expect(toEpochMs(Number.NaN)).toBeNaN();
    expect(toEpochMs(new Date(5))).toBe(5);
  });

  it('counts calendar days in Lagos time (UTC+1)', () => {
    // 23:30 UTC on 7 March is already 00:30 on 8 March in Lagos.
    expect(lagosDateString(new Date(Date.UTC(2025, 2, 7, 23, 30)))).toBe('2025-03-08');
    expect(lagosDateString(new Date(Date.UTC(2025, 2, 7, 22, 59)))).toBe('2025-03-07');
    expect(lagosDayNumber('2025-03-08')).toBe(lagosDayNumber(new Date(Date.UTC(2025, 2, 7, 23, 0))));
    expect(lagosDayNumber('2025-03-08') - lagosDayNumber('2025-03-01')).toBe(7);
    expect(lagosDateString('garbage')).toBe('');
  });
});
