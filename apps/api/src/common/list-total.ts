/**
 * The totals of the public lists without counting every matching row on every request. A page's query counts at
 * most EXACT_TOTAL_UP_TO + 1 matching rows (`cappedCount`); a total up to that bound is exact, on every request. A
 * larger one is counted in full once and then reused for TOTAL_REFRESH_MS by this process (per filter and
 * parameters, at most MAX_KEYS of them), so `meta.total` and `last_page` of a list of thousands may lag a change by
 * that long while its rows never do (docs/performance.md, "Cold queries").
 */
export const EXACT_TOTAL_UP_TO = 1_000;
const TOTAL_REFRESH_MS = 60_000;
const MAX_KEYS = 1_000;

const known = new Map<string, { total: Promise<number>; at: number }>();

/** SQL: the number of rows of `sql` (a SELECT of the filtered rows), stopping at EXACT_TOTAL_UP_TO + 1. */
export const cappedCount = (sql: string) => `(SELECT count(*) FROM (${sql} LIMIT ${EXACT_TOTAL_UP_TO + 1}) capped)`;

/** A large total counted less than TOTAL_REFRESH_MS ago for this `key` (the filter's SQL and parameters), else undefined. */
export function largeTotalOf(key: string): Promise<number> | undefined {
  const hit = known.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.at > TOTAL_REFRESH_MS) {
    known.delete(key);
    return undefined;
  }
  return hit.total;
}

/**
 * The total for a capped count `capped`: itself when it is exact, else the full count `countAll()` (run once per
 * key and refresh period, however many requests ask at the same time).
 */
export function totalOf(key: string, capped: number, countAll: () => Promise<number>): Promise<number> | number {
  if (capped <= EXACT_TOTAL_UP_TO) return capped;
  const pending = largeTotalOf(key);
  if (pending) return pending;
  const total = countAll();
  if (known.size >= MAX_KEYS) known.delete(known.keys().next().value!);
  known.set(key, { total, at: Date.now() });
  total.catch(() => known.delete(key));
  return total;
}

/**
 * A page's total: `large` when one was known before the page was read, else the capped count the page's first row
 * `carried`, else (a page past the end) `page` 1's 0 or the capped count run on its own; above the bound, the full count.
 */
export async function pageTotal(o: {
  key: string;
  large: Promise<number> | undefined;
  carried: string | number | undefined;
  page: number;
  capped: () => Promise<number>;
  countAll: () => Promise<number>;
}): Promise<number> {
  if (o.large) return o.large;
  if (o.carried !== undefined) return totalOf(o.key, Number(o.carried), o.countAll);
  if (o.page === 1) return 0;
  return totalOf(o.key, await o.capped(), o.countAll);
}
