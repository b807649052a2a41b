/**
 * Date helpers shared by API and SPA. Calendar-day rules (deadlines, "not in the past", refund
 * windows) are computed in Lagos time: West Africa Time is UTC+1 all year (no daylight saving), so
 * a fixed offset is exact and needs no time-zone database. A date-only string 'YYYY-MM-DD' (the
 * value of an <input type="date"> and of the wire's *_date fields) is that calendar day itself.
 */
export type DateInput = Date | string | number;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
const LAGOS_OFFSET_MS = HOUR_MS;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateOnlyToUtcMs(text: string): number {
  const m = DATE_ONLY.exec(text);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Reject rolled-over dates such as 2025-02-30.
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : Number.NaN;
}

/** Epoch milliseconds of a Date, an epoch-ms number or an ISO string ('YYYY-MM-DD' = midnight UTC); NaN when invalid. */
export function toEpochMs(value: DateInput | null | undefined): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return Number.NaN;
    if (DATE_ONLY.test(text)) return dateOnlyToUtcMs(text);
    return Date.parse(text);
  }
  return Number.NaN;
}

/** Days since 1970-01-01 of the Lagos calendar day of `value`; NaN when invalid. */
export function lagosDayNumber(value: DateInput | null | undefined): number {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return dateOnlyToUtcMs(value.trim()) / DAY_MS;
  const ms = toEpochMs(value);
  return Number.isNaN(ms) ? Number.NaN : Math.floor((ms + LAGOS_OFFSET_MS) / DAY_MS);
}

/** The Lagos calendar day of `value` as 'YYYY-MM-DD' (e.g. the `min` of a date input); '' when invalid. */
export function lagosDateString(value: DateInput | null | undefined): string {
  const day = lagosDayNumber(value);
  return Number.isNaN(day) ? '' : new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The wall clock in Lagos of `value`, built by hand rather than from Intl so Node and every browser
 * give the same parts; a date-only 'YYYY-MM-DD' is that calendar day (at midnight). Null when invalid.
 */
function lagosParts(value: DateInput | null | undefined) {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value.trim());
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return null;
  const d = new Date(dateOnly ? ms : ms + LAGOS_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** The one way people see a day: '28 Nov 2026' (Lagos time; '' when missing or invalid). */
export function formatDate(value: DateInput | null | undefined): string {
  const p = lagosParts(value);
  return p ? `${p.day} ${MONTHS[p.month]} ${p.year}` : '';
}

/** The one way people see a moment: '28 Nov 2026, 2:05 pm' (Lagos time; '' when missing or invalid). */
export function formatDateTime(value: DateInput | null | undefined): string {
  const p = lagosParts(value);
  if (!p) return '';
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${p.day} ${MONTHS[p.month]} ${p.year}, ${hour12}:${String(p.minute).padStart(2, '0')} ${p.hour < 12 ? 'am' : 'pm'}`;
}
