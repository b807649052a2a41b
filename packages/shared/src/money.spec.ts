import fc from 'fast-check';
import { assertKobo, formatKobo, formatNaira, koboToNaira, nairaToKobo } from './money.js';

describe('nairaToKobo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.5, 123450],
    [1234.56, 123456],
    [0.01, 1],
    [19.99, 1999],
    [1.1, 110],
    ['15000.00', 1500000],
    [' 250.5 ', 25050],
    ['7', 700],
  ])('converts %p naira to %p kobo exactly', (naira, kobo) => {
    expect(nairaToKobo(naira)).toBe(kobo);
  });

  it('is exact where float multiplication is not (1.15 × 100 = 114.999…)', () => {
    expect(1.15 * 100).not.toBe(115);
    expect(nairaToKobo(1.15)).toBe(115);
    expect(nairaToKobo(4.35)).toBe(435);
  });

  it.each([
    [Number.NaN, /not a finite number/],
    [Number.POSITIVE_INFINITY, /not a finite number/],
    [-1, /negative/],
    ['-0.5', /negative/],
    [1.005, /more than 2 decimal places/],
    ['10.123', /more than 2 decimal places/],
    [0.1 + 0.2, /more than 2 decimal places/],
    ['abc', /is not a number/],
    ['', /is not a number/],
    ['1,000', /is not a number/],
    [1e21, /is not a number/],
    ['99999999999999999', /too large/],
  ])('rejects %p with a RangeError', (naira, message) => {
    expect(() => nairaToKobo(naira)).toThrow(RangeError);
    expect(() => nairaToKobo(naira)).toThrow(message);
  });

  it('round-trips every whole kobo amount through naira', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_00 }), (kobo) => {
        expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
        expect(nairaToKobo(koboToNaira(kobo).toFixed(2))).toBe(kobo);
      }),
    );
  });
});

describe('koboToNaira', () => {
  it('divides by 100', () => {
    expect(koboToNaira(123456)).toBe(1234.56);
    expect(koboToNaira(-50)).toBe(-0.5);
  });
  it('refuses fractional kobo', () => {
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
  });
});

describe('assertKobo', () => {
  it('accepts whole non-negative kobo and refuses the rest', () => {
    expect(() => assertKobo(0)).not.toThrow();
    expect(() => assertKobo(-1)).toThrow(/non-negative/);
    expect(() => assertKobo(0.5, 'Paid')).toThrow(/^Paid must be/);
  });
});

describe('formatNaira / formatKobo', () => {
  it('formats naira as en-NG currency', () => {
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(5000)).toBe('₦5,000.00');
  });
  it('formats kobo the same way', () => {
    expect(formatKobo(123456750)).toBe('₦1,234,567.50');
    expect(formatKobo(500000)).toBe('₦5,000.00');
  });
  it('refuses non-finite numbers', () => {
    expect(() => formatNaira(Number.NaN)).toThrow(RangeError);
  });
});
