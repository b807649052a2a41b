import fc from 'fast-check';
import { apartmentCancellationRefundKobo, apartmentCancellationRefundPercent, daysBeforeCheckIn, maxRefundKobo } from './refunds.js';

describe('refund cap', () => {
  it('is half the payment, rounded down to the kobo', () => {
    expect(maxRefundKobo(1_000_000)).toBe(500_000);
    expect(maxRefundKobo(101)).toBe(50);
    expect(maxRefundKobo(0)).toBe(0);
  });
  it('never exceeds half for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paid) => {
        const max = maxRefundKobo(paid);
        expect(2 * max === paid || 2 * max === paid - 1).toBe(true);
      }),
    );
  });
  it('refuses bad amounts', () => {
    expect(() => maxRefundKobo(-5)).toThrow(RangeError);
    expect(() => maxRefundKobo(2.5)).toThrow(RangeError);
  });
});

describe('apartment cancellation refund', () => {
  const checkIn = '2025-03-10';
  // Lagos is UTC+1: these instants are the given Lagos calendar days.
  const lagos = (day: string, time = '12:00') => new Date(`${day}T${time}:00+01:00`);

  it('counts whole Lagos calendar days, whatever the time of day', () => {
    expect(daysBeforeCheckIn(checkIn, lagos('2025-03-03', '00:01'))).toBe(7);
    expect(daysBeforeCheckIn(checkIn, lagos('2025-03-03', '23:59'))).toBe(7);
    expect(daysBeforeCheckIn(checkIn, lagos('2025-03-11'))).toBe(-1);
    expect(() => daysBeforeCheckIn('nope', lagos('2025-03-01'))).toThrow(RangeError);
  });

  it.each([
    ['2025-02-01', 50],
    ['2025-03-03', 50], // 7 days
    ['2025-03-04', 25], // 6 days
    ['2025-03-07', 25], // 3 days
    ['2025-03-08', 0], // 2 days
    ['2025-03-10', 0], // check-in day
    ['2025-03-12', 0], // after check-in
  ])('cancelling on %s refunds %p %%', (day, percent) => {
    expect(apartmentCancellationRefundPercent(checkIn, lagos(day))).toBe(percent);
    expect(apartmentCancellationRefundKobo(4_000_000, checkIn, lagos(day))).toBe((4_000_000 * percent) / 100);
  });

  it('refunds nothing for a no-show', () => {
    expect(apartmentCancellationRefundPercent(checkIn, lagos('2025-02-01'), true)).toBe(0);
    expect(apartmentCancellationRefundKobo(4_000_000, checkIn, lagos('2025-02-01'), true)).toBe(0);
  });

  it('rounds down to the kobo', () => {
    expect(apartmentCancellationRefundKobo(1_001, checkIn, lagos('2025-03-05'))).toBe(250);
    expect(apartmentCancellationRefundKobo(1_001, checkIn, lagos('2025-03-01'))).toBe(500);
  });

  it('takes the check-in as a Date too', () => {
    expect(apartmentCancellationRefundPercent(new Date(Date.UTC(2025, 2, 10)), lagos('2025-03-05'))).toBe(25);
  });
});
