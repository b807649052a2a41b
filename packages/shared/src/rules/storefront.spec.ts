import { deliveryFeeKobo, isOpenAt, productStatus, readOpeningHours } from './storefront.js';

/** A Lagos wall-clock time (UTC+1) on a known week: 2026-11-23 is a Monday. */
const lagos = (day: number, hh: number, mm = 0) => Date.UTC(2026, 10, 22 + day, hh - 1, mm);

describe('opening hours', () => {
  it('reads the common forms', () => {
    expect(readOpeningHours('08:00-22:00')).toEqual([{ days: [0, 1, 2, 3, 4, 5, 6], start: 480, end: 1320 }]);
    expect(readOpeningHours('Mon–Sat 8am–10pm')).toEqual([{ days: [1, 2, 3, 4, 5, 6], start: 480, end: 1320 }]);
    expect(readOpeningHours('Mon-Fri 09:00-17:00, Sat 10:00-14:00')).toEqual([
      { days: [1, 2, 3, 4, 5], start: 540, end: 1020 },
      { days: [6], start: 600, end: 840 },
    ]);
    expect(readOpeningHours('Daily 7am – 9pm')).toEqual([{ days: [0, 1, 2, 3, 4, 5, 6], start: 420, end: 1260 }]);
    expect(readOpeningHours('Fri - Mon 6pm to 2am')).toEqual([{ days: [0, 1, 5, 6], start: 1080, end: 120 }]);
    expect(readOpeningHours('12 noon - midnight')).toEqual([{ days: [0, 1, 2, 3, 4, 5, 6], start: 720, end: 0 }]);
  });

  it('treats nothing, 24/7 and unreadable text as always open', () => {
    for (const t of [null, '', '  ', '24/7', 'Open 24 hours', 'whenever we feel like it', 'from 25 to 99']) {
      expect(readOpeningHours(t)).toBeNull();
      expect(isOpenAt(readOpeningHours(t), lagos(0, 3))).toBe(true);
    }
  });

  it('decides open or closed in Lagos time, days and overnight hours included', () => {
    const week = readOpeningHours('Mon–Sat 8am–10pm');
    expect(isOpenAt(week, lagos(1, 8))).toBe(true); // Monday 08:00
    expect(isOpenAt(week, lagos(1, 7, 59))).toBe(false);
    expect(isOpenAt(week, lagos(1, 21, 59))).toBe(true);
    expect(isOpenAt(week, lagos(1, 22))).toBe(false);
    expect(isOpenAt(week, lagos(0, 12))).toBe(false); // Sunday
    const late = readOpeningHours('Fri 6pm-2am');
    expect(isOpenAt(late, lagos(5, 23))).toBe(true); // Friday 23:00
    expect(isOpenAt(late, lagos(6, 1, 30))).toBe(true); // Saturday 01:30, Friday's night
    expect(isOpenAt(late, lagos(6, 2))).toBe(false);
    expect(isOpenAt(late, lagos(6, 23))).toBe(false);
  });
});

describe('products and delivery fees', () => {
  it('follows the stock', () => {
    expect(productStatus(0)).toBe('out-of-stock');
    expect(productStatus(5)).toBe('low-stock');
    expect(productStatus(6)).toBe('active');
    expect(productStatus(2, 1)).toBe('active');
  });

  it('charges the flat fee unless the items pass the free-delivery line', () => {
    const shop = { deliveryFeeKobo: 150_00, freeDeliveryOverKobo: 2_000_00 };
    expect(deliveryFeeKobo(2_000_00, shop)).toBe(150_00);
    expect(deliveryFeeKobo(2_000_01, shop)).toBe(0);
    expect(deliveryFeeKobo(5_000_00, { ...shop, freeDeliveryOverKobo: null })).toBe(150_00);
    expect(deliveryFeeKobo(0, shop)).toBe(0);
  });
});
