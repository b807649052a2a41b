import fc from 'fast-check';
import {
  deliveryFeeKobo,
  isOpenAt,
  MINUTES_A_WEEK,
  minuteOfWeek,
  openingMinutes,
  openMinutesLiteral,
  productStatus,
  readOpeningHours,
  type OpeningRule,
  type WeekRange,
} from './storefront.js';

/** A Lagos wall-clock time (UTC+1) on a known week: 2026-11-23 is a Monday. */
const lagos = (day: number, hh: number, mm = 0) => Date.UTC(2026, 10, 22 + day, hh - 1, mm);

describe('opening hours', () => {
  it('reads a text once: the same text gives the same frozen hours, which no caller can change', () => {
    const text = `Mon–Fri 9am–5pm ${Math.random()}`;
    const first = readOpeningHours(text);
    expect(first).toEqual([{ days: [1, 2, 3, 4, 5], start: 540, end: 1020 }]);
    expect(readOpeningHours(text)).toBe(first);
    expect(() => (first![0]!.days as number[]).push(0)).toThrow(TypeError);
    expect(() => ((first![0] as { start: number }).start = 0)).toThrow(TypeError);
    expect(readOpeningHours(text)).toEqual([{ days: [1, 2, 3, 4, 5], start: 540, end: 1020 }]);
  });

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

/** What PostgreSQL answers for `open_minutes @> minute` (a NULL column: the list's fallback, always open). */
const stored = (ranges: WeekRange[] | null, minute: number) => ranges === null || ranges.some(([a, b]) => a <= minute && minute < b);

describe('opening hours as minutes of the week', () => {
  const TEXTS = [
    null,
    '',
    '24/7',
    'Open 24 hours, 7 days',
    '24 hours',
    'whenever we feel like it',
    'from 25 to 99',
    '08:00-22:00',
    'Mon–Sat 8am–10pm',
    'Mon-Fri 09:00-17:00, Sat 10:00-14:00',
    'Daily 7am – 9pm',
    'Fri - Mon 6pm to 2am',
    'Fri 6pm-2am',
    'Sat 10pm-3am',
    'Sun 8pm - 1am, Mon 9-17',
    '12 noon - midnight',
    'Sat 6pm - midnight',
    'Mon-Sun 00:00-23:59',
    'Mon-Sun 00:00-00:01',
    'Mon-Sun 7am-11pm',
    'Mon-Fri 8am-10pm, Sat-Sun 10am-11pm',
    'Weekdays 9am-5pm, weekends 11am-4pm',
    'Mon & Wed 8am-noon',
    'Tue 10:00-10:00',
    'Sun 12am-12am, Sat 11pm-1am',
    'Thu 11:30pm - 12:30am',
    'Daily 6pm-6am',
  ];

  it('says open at exactly the minutes isOpenAt does, for every minute of a week (Lagos time, past midnight, all day, unreadable text)', () => {
    const monday = Date.UTC(2026, 10, 22, 23, 0); // Monday 00:00 in Lagos
    // Every minute of the week, at a different second within it (the seconds change nothing).
    const instants = Array.from({ length: MINUTES_A_WEEK }, (_, m) => monday + m * 60_000 + (m % 60) * 997);
    expect(instants.map((at) => minuteOfWeek(at))).toEqual(instants.map((_, m) => (m + 1440) % MINUTES_A_WEEK));
    const wrong: string[] = [];
    for (const text of TEXTS) {
      const hours = readOpeningHours(text);
      const ranges = openingMinutes(hours);
      for (const at of instants) if (stored(ranges, minuteOfWeek(at)) !== isOpenAt(hours, at)) wrong.push(`${text} at ${new Date(at).toISOString()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('stores nothing (NULL: always open) for no, 24/7 or unreadable hours, and ranges within the week otherwise', () => {
    for (const t of [null, '', '24/7', 'Open 24 hours', 'whenever we feel like it']) expect(openingMinutes(readOpeningHours(t))).toBeNull();
    expect(openingMinutes(readOpeningHours('Mon–Sat 8am–10pm'))).toEqual([1, 2, 3, 4, 5, 6].map((d) => [d * 1440 + 480, d * 1440 + 1320]));
    // Saturday night runs into Sunday morning, the start of the week.
    expect(openingMinutes(readOpeningHours('Sat 10pm-3am'))).toEqual([
      [6 * 1440 + 1320, 7 * 1440],
      [0, 180],
    ]);
    expect(openingMinutes(readOpeningHours('Sat 6pm - midnight'))).toEqual([[6 * 1440 + 1080, 7 * 1440]]);
    expect(openingMinutes(readOpeningHours('Tue 10:00-10:00'))).toEqual([[2 * 1440, 3 * 1440]]);
    // The column's literal, as the API and the bench's seed write it.
    expect(openMinutesLiteral('Sat 10pm-3am')).toBe('{[9960,10080),[0,180)}');
    expect(openMinutesLiteral('24/7')).toBeNull();
    expect(openMinutesLiteral(null)).toBeNull();
  });

  it('agrees with isOpenAt for any rules at any instant', () => {
    const rule: fc.Arbitrary<OpeningRule> = fc.record({
      days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      start: fc.integer({ min: 0, max: 1439 }),
      end: fc.integer({ min: 0, max: 1439 }),
    });
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (hours, at) => {
        const ranges = openingMinutes(hours)!;
        expect(ranges.every(([a, b]) => 0 <= a && a < b && b <= MINUTES_A_WEEK)).toBe(true);
        expect(stored(ranges, minuteOfWeek(at))).toBe(isOpenAt(hours, at));
      }),
      { numRuns: 2_000 },
    );
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
