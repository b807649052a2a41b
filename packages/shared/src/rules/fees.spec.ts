import fc from 'fast-check';
import {
  AUTO_CANCEL_PENDING_HOURS,
  AUTO_RELEASE_HOURS,
  DISPUTE_WINDOW_HOURS,
  FEE_BASIS_POINTS,
  FEE_RATES,
  MIN_PAYOUT_KOBO,
  PAYOUT_HOLD_HOURS,
  payoutAvailableAt,
  splitRelease,
  VERTICALS,
  verticalForCategory,
  type Vertical,
} from './fees.js';

describe('platform fees', () => {
  it('charges 5 % on services, rides, food, shop and maintenance, 10 % on apartments', () => {
    for (const v of ['service', 'ride', 'food', 'shop', 'maintenance'] as const) {
      expect(FEE_BASIS_POINTS[v]).toBe(500);
      expect(FEE_RATES[v]).toBe(0.05);
    }
    expect(FEE_BASIS_POINTS.apartment).toBe(1000);
    expect(FEE_RATES.apartment).toBe(0.1);
  });

  it('splits an apartment release of ₦50,000 into ₦5,000 commission and ₦45,000 payout', () => {
    expect(splitRelease(5_000_000, 'apartment')).toEqual({ feeKobo: 500_000, vendorKobo: 4_500_000 });
  });

  it('rounds the fee half up to the kobo', () => {
    expect(splitRelease(10, 'service')).toEqual({ feeKobo: 1, vendorKobo: 9 }); // 0.5 → 1
    expect(splitRelease(9, 'service')).toEqual({ feeKobo: 0, vendorKobo: 9 }); // 0.45 → 0
    expect(splitRelease(15, 'apartment')).toEqual({ feeKobo: 2, vendorKobo: 13 }); // 1.5 → 2
    expect(splitRelease(14, 'apartment')).toEqual({ feeKobo: 1, vendorKobo: 13 }); // 1.4 → 1
    expect(splitRelease(0, 'food')).toEqual({ feeKobo: 0, vendorKobo: 0 });
  });

  it('always splits the whole amount, at both rates, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom<Vertical>(...VERTICALS), (amount, vertical) => {
        const { feeKobo, vendorKobo } = splitRelease(amount, vertical);
        expect(feeKobo + vendorKobo).toBe(amount);
        expect(Number.isSafeInteger(feeKobo) && feeKobo >= 0 && vendorKobo >= 0).toBe(true);
        // The fee is within half a kobo of the exact rate (checked with BigInt).
        const twiceExact = BigInt(amount) * BigInt(FEE_BASIS_POINTS[vertical]) * 2n;
        const diff = BigInt(feeKobo) * 20_000n - twiceExact;
        expect(diff > -10_000n && diff <= 10_000n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses fractional, negative amounts and unknown verticals', () => {
    expect(() => splitRelease(10.5, 'service')).toThrow(RangeError);
    expect(() => splitRelease(-1, 'service')).toThrow(RangeError);
    expect(() => splitRelease(100, 'boats' as Vertical)).toThrow(/Unknown vertical/);
  });

  it('maps every vendor category spelling to its vertical', () => {
    expect(verticalForCategory('service-apartment')).toBe('apartment');
    expect(verticalForCategory('product')).toBe('shop');
    expect(verticalForCategory('mechanic')).toBe('maintenance');
    expect(verticalForCategory('rider')).toBe('ride');
    expect(verticalForCategory('food')).toBe('food');
    expect(verticalForCategory('service_vendor')).toBe('service');
    expect(verticalForCategory('florist')).toBeNull();
  });

  it('holds the business constants of the terms', () => {
    expect(MIN_PAYOUT_KOBO).toBe(500_000);
    expect([PAYOUT_HOLD_HOURS, DISPUTE_WINDOW_HOURS, AUTO_CANCEL_PENDING_HOURS, AUTO_RELEASE_HOURS]).toEqual([24, 48, 48, 72]);
  });

  it('makes released money payable 24 hours later', () => {
    expect(payoutAvailableAt('2025-03-01T10:00:00Z').toISOString()).toBe('2025-03-02T10:00:00.000Z');
    expect(() => payoutAvailableAt('not a date')).toThrow(RangeError);
  });
});
