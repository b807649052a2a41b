import { clampWeeks, lagosWeekStart, mergeSeries, weekWindow } from './analytics-weeks.js';

describe('analytics week bucketing (Lagos time)', () => {
  it('a Monday in Lagos starts its own week', () => {
    expect(lagosWeekStart(new Date('2026-11-16T08:00:00Z'))).toBe('2026-11-16');
  });

  it('Sunday 23:30 UTC is already Monday 00:30 in Lagos: the next week', () => {
    expect(lagosWeekStart(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(lagosWeekStart(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-16');
  });

  it('weeks across a month and a year end go back to their Monday', () => {
    expect(lagosWeekStart(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
  });

  it('the window ends with the current week and spans the requested weeks', () => {
    expect(weekWindow(12, new Date('2026-11-22T12:00:00Z'))).toEqual({ first: '2026-08-31', last: '2026-11-16' });
    expect(weekWindow(1, new Date('2026-11-22T12:00:00Z'))).toEqual({ first: '2026-11-16', last: '2026-11-16' });
  });

  it('clamps weeks to 1..52 with 12 by default', () => {
    expect(clampWeeks(undefined)).toBe(12);
    expect(clampWeeks('abc')).toBe(12);
    expect(clampWeeks('0')).toBe(1);
    expect(clampWeeks('100')).toBe(52);
    expect(clampWeeks('4')).toBe(4);
  });

  it('merges the series by week and turns kobo into naira', () => {
    expect(
      mergeSeries([{ week_start: '2026-11-16', value: '2' }], [{ week_start: '2026-11-16', value: 1 }], [{ week_start: '2026-11-16', value: '1250050' }]),
    ).toEqual([{ week_start: '2026-11-16', orders: 2, bookings: 1, revenue: 12500.5 }]);
  });
});
