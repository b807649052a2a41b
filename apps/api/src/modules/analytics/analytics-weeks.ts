/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export const MAX_WEEKS = 52;
export const DEFAULT_WEEKS = 12;

/** The Monday (YYYY-MM-DD, Lagos calendar) of the week that holds `at`. */
export function lagosWeekStart(at: Date): string {
  const local = new Date(at.getTime() + LAGOS_OFFSET_MS);
  const dayFromMonday = (local.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - dayFromMonday * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** The first and last week starts of the `weeks` weeks that end with the current one (oldest first). */
export function weekWindow(weeks: number, now: Date = new Date()): { first: string; last: string } {
  const last = lagosWeekStart(now);
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (weeks - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
  return { first, last };
}

/** Clamps a requested number of weeks to 1..52 (12 when absent or not a number). */
export function clampWeeks(value: unknown): number {
  const n = Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(n)) return DEFAULT_WEEKS;
  return Math.min(MAX_WEEKS, Math.max(1, Math.trunc(n)));
}

export interface WeekPoint {
  week_start: string;
  orders: number;
  bookings: number;
  revenue: number;
}

/** Joins the per-week series (each one row per week, same order) into the answer's points; revenue kobo → naira. */
export function mergeSeries(
  orders: { week_start: string; value: string | number }[],
  bookings: { week_start: string; value: string | number }[],
  revenueKobo: { week_start: string; value: string | number }[],
): WeekPoint[] {
  return orders.map((row, i) => ({
    week_start: row.week_start,
    orders: Number(row.value),
    bookings: Number(bookings[i]?.value ?? 0),
    revenue: Number(revenueKobo[i]?.value ?? 0) / 100,
  }));
}
