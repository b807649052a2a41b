import { formatDate, formatDateTime, lagosDateString, lagosDayNumber, toEpochMs } from './dates.js';

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

describe('formatDate and formatDateTime: one way of writing dates, in Lagos time', () => {
  it('writes a day as "28 Nov 2026" and a moment as "28 Nov 2026, 2:05 pm"', () => {
    expect(formatDate('2026-11-28T13:05:00Z')).toBe('28 Nov 2026');
    expect(formatDateTime('2026-11-28T13:05:00Z')).toBe('28 Nov 2026, 2:05 pm');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 3, 9, 7)))).toBe('3 Jan 2026, 10:07 am');
  });

  it('gives the Lagos day for a moment near midnight UTC that is already the next day in Lagos', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 Jan 2027');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('1 Jan 2027, 12:30 am');
    expect(formatDateTime('2026-11-28T22:59:00Z')).toBe('28 Nov 2026, 11:59 pm');
  });

  it('writes noon as 12 pm and midnight as 12 am', () => {
    expect(formatDateTime('2026-06-01T11:00:00Z')).toBe('1 Jun 2026, 12:00 pm');
    expect(formatDateTime('2026-05-31T23:00:00Z')).toBe('1 Jun 2026, 12:00 am');
  });

  it('reads a date-only string as that calendar day', () => {
    expect(formatDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDate(' 2026-02-01 ')).toBe('1 Feb 2026');
  });

  it('gives an empty string for missing or invalid values', () => {
    for (const v of [null, undefined, '', 'nope', '2026-02-30', Number.NaN]) {
      expect(formatDate(v)).toBe('');
      expect(formatDateTime(v)).toBe('');
    }
  });
});
