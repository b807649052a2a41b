/**
 * Food menus and the shop's catalogue: categories, statuses, the
 * opening hours a restaurant's setup gives as text, and the documented delivery-fee rule. Shared by the API (what it
 * stores and decides) and the SPA (what it shows before asking).
 */
export const SHOP_CATEGORIES = ['Electronics', 'Fashion', 'Home & Garden', 'Books', 'Sports'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** A dish's status: only `available` can be ordered. */
export const MENU_ITEM_STATUSES = ['available', 'out-of-stock', 'unavailable'] as const;
export type MenuItemStatus = (typeof MENU_ITEM_STATUSES)[number];

/** A product's status follows its stock (active, low-stock, out-of-stock). */
export const PRODUCT_STATUSES = ['active', 'low-stock', 'out-of-stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export function productStatus(stock: number, lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD): ProductStatus {
  if (stock <= 0) return 'out-of-stock';
  return stock <= lowStockThreshold ? 'low-stock' : 'active';
}

/** The documented rule: the vendor's flat fee once per order, nothing when the items come to more than `freeOverKobo`. */
export const DEFAULT_DELIVERY_FEE_KOBO = { food: 150_00, product: 1_500_00 } as const;
export function deliveryFeeKobo(itemsKobo: number, storefront: { deliveryFeeKobo: number; freeDeliveryOverKobo: number | null }): number {
  if (itemsKobo <= 0) return 0;
  if (storefront.freeDeliveryOverKobo !== null && itemsKobo > storefront.freeDeliveryOverKobo) return 0;
  return storefront.deliveryFeeKobo;
}

// ── Opening hours ────────────────────────────────────────────────────────────────────────────────────────────

/** One rule: on these Lagos weekdays (0 Sunday … 6 Saturday), from `start` to `end` minutes after midnight; an end at or before the start runs past midnight (equal: all day). */
export interface OpeningRule {
  days: readonly number[];
  start: number;
  end: number;
}
/** The rules read from the text; `null` means always open (none set, "24/7", or nothing readable). */
export type OpeningHours = readonly OpeningRule[] | null;

const DAY_NAMES: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const DAY = String.raw`(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?`;
const TIME = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)`;
const DASH = String.raw`\s*(?:-|–|—|to|until|till)\s*`;
const DAYS = String.raw`(?:(?:daily|every\s*day|everyday|weekdays|weekends?)|${DAY}(?:(?:${DASH}|\s*[,&/]\s*|\s+and\s+)${DAY})*)`;
const SEGMENT = new RegExp(String.raw`(?:(${DAYS})\s*:?\s*)?(${TIME})${DASH}(${TIME})`, 'gi');

function minutesOf(raw: string): number | null {
  const t = raw
    .trim()
    .toLowerCase()
    .replace(/\./g, (_m: string, i: number, s: string) => (/\d/.test(s[i + 1] ?? '') ? ':' : ''));
  if (t === 'noon') return 12 * 60;
  if (t === 'midnight') return 0;
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a:m|p:m|a m|p m)?$/.exec(t.replace(/\s+/g, ' '));
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const half = m[3]?.replace(/[^ap]/g, '');
  if (min > 59 || h > 24) return null;
  if (half) {
    if (h < 1 || h > 12) return null;
    if (half === 'a') h = h === 12 ? 0 : h;
    else h = h === 12 ? 12 : h + 12;
  } else if (m[2] === undefined && !/^\d{1,2}$/.test(t)) return null;
  return (h % 24) * 60 + min;
}

function daysOf(raw: string | undefined): number[] {
  if (!raw) return [...ALL_DAYS];
  const t = raw.toLowerCase();
  if (/daily|every\s*day|everyday/.test(t)) return [...ALL_DAYS];
  if (/weekdays/.test(t)) return [1, 2, 3, 4, 5];
  if (/weekend/.test(t)) return [0, 6];
  const out = new Set<number>();
  // Ranges first ("mon–sat"), then single names.
  const parts = t.split(/\s*[,&/]\s*|\s+and\s+/);
  for (const part of parts) {
    const names = [...part.matchAll(/(sun|mon|tue|wed|thu|fri|sat)[a-z]*/g)].map((m) => DAY_NAMES[m[1]!]!);
    if (names.length >= 2 && new RegExp(DASH).test(part)) {
      for (let d = names[0]!, n = 0; n < 7; d = (d + 1) % 7, n++) {
        out.add(d);
        if (d === names[1]) break;
      }
    } else names.forEach((d) => out.add(d));
  }
  return [...out].sort();
}

/** Reads a restaurant's opening hours text ('08:00-22:00', 'Mon–Sat 8am–10pm', '24/7', …). */
export function readOpeningHours(text: string | null | undefined): OpeningHours {
  if (!text) return null;
  // Read once per text: a list decides "open now" for every card of every page (the food list's 20 a request).
  let hours = readHours.get(text);
  if (hours === undefined) {
    hours = deepFreeze(parseOpeningHours(text));
    if (readHours.size >= READ_HOURS_KEPT) readHours.delete(readHours.keys().next().value!);
    readHours.set(text, hours);
  }
  return hours;
}

/** The hours of the texts read last (shared by every caller, so frozen), oldest first; at most READ_HOURS_KEPT. */
const readHours = new Map<string, OpeningHours>();
const READ_HOURS_KEPT = 2000;

function deepFreeze(hours: OpeningHours): OpeningHours {
  if (hours) for (const r of hours) Object.freeze(Object.freeze(r).days);
  return Object.freeze(hours) as OpeningHours;
}

function parseOpeningHours(text: string): OpeningHours {
  if (!text.trim()) return null;
  const t = text.toLowerCase();
  if (/24\s*\/\s*7|24\s*hours|always open|open all day/.test(t)) return null;
  const rules: OpeningRule[] = [];
  for (const m of text.matchAll(SEGMENT)) {
    const start = minutesOf(m[2]!);
    const end = minutesOf(m[3]!);
    if (start === null || end === null) continue;
    const days = daysOf(m[1]);
    if (days.length) rules.push({ days, start, end });
  }
  return rules.length ? rules : null;
}

const LAGOS_OFFSET_MS = 60 * 60_000; // West Africa Time, UTC+1 all year.
const MINUTES_A_DAY = 24 * 60;
/** Minutes in a week: a minute of the week runs from 0 (Sunday 00:00, Lagos) to MINUTES_A_WEEK − 1 (Saturday 23:59). */
export const MINUTES_A_WEEK = 7 * MINUTES_A_DAY;

/** The minute of the week (0 Sunday 00:00 … 10079 Saturday 23:59) of `at` in Lagos time; seconds are dropped. */
export function minuteOfWeek(at: Date | number = Date.now()): number {
  const lagos = new Date((typeof at === 'number' ? at : at.getTime()) + LAGOS_OFFSET_MS);
  return lagos.getUTCDay() * MINUTES_A_DAY + lagos.getUTCHours() * 60 + lagos.getUTCMinutes();
}

/** Is a kitchen with these hours open at `at` (Lagos time)? `null` hours: always. */
export function isOpenAt(hours: OpeningHours, at: Date | number = Date.now()): boolean {
  if (hours === null) return true;
  const week = minuteOfWeek(at);
  const day = Math.floor(week / MINUTES_A_DAY);
  const minute = week % MINUTES_A_DAY;
  const yesterday = (day + 6) % 7;
  return hours.some((r) => {
    if (r.start === r.end) return r.days.includes(day);
    if (r.start < r.end) return r.days.includes(day) && minute >= r.start && minute < r.end;
    return (r.days.includes(day) && minute >= r.start) || (r.days.includes(yesterday) && minute < r.end);
  });
}

/** A span of the week: minutes of the week from `[0]` (included) to `[1]` (excluded), within 0 … MINUTES_A_WEEK. */
export type WeekRange = readonly [start: number, end: number];

/**
 * The minutes of the week at which isOpenAt says these hours are open, as ranges (what `vendor_food_details.open_minutes`
 * stores, so PostgreSQL decides "open now" with `open_minutes @> minuteOfWeek(now)`): `null` for `null` hours (always
 * open). A rule's day is its own whole day when start equals end; a rule past midnight runs into the next day
 * (Saturday's into Sunday's, the start of the week). Ranges may touch or overlap; PostgreSQL merges them.
 */
export function openingMinutes(hours: OpeningHours): WeekRange[] | null {
  if (hours === null) return null;
  const ranges: WeekRange[] = [];
  for (const r of hours) {
    for (const d of r.days) {
      const day = d * MINUTES_A_DAY;
      if (r.start === r.end) ranges.push([day, day + MINUTES_A_DAY]);
      else if (r.start < r.end) ranges.push([day + r.start, day + r.end]);
      else {
        ranges.push([day + r.start, day + MINUTES_A_DAY]);
        const next = ((d + 1) % 7) * MINUTES_A_DAY;
        if (r.end > 0) ranges.push([next, next + r.end]);
      }
    }
  }
  return ranges;
}

/**
 * The PostgreSQL `int4multirange` literal (`{[480,1320),[1920,2760)}`) of a restaurant's opening hours text, the
 * value of `vendor_food_details.open_minutes` written with the text; `null` (NULL) when isOpenAt says always open.
 */
export function openMinutesLiteral(text: string | null | undefined): string | null {
  const ranges = openingMinutes(readOpeningHours(text));
  return ranges && `{${ranges.map(([a, b]) => `[${a},${b})`).join(',')}}`;
}
