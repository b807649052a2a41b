/**
 * The totals of the public lists without counting every matching row on every request. A page's query counts at
 * most EXACT_TOTAL_UP_TO + 1 matching rows (`cappedCount`); a total up to that bound is exact, on every request. A
 * larger one is counted in full once and then reused for TOTAL_REFRESH_MS by this process (per filter and
 * parameters, at most MAX_KEYS of them); after that it is still answered while one request recounts it in the
 * background (for up to STALE_FOR_MS, then it is counted again before answering). So `meta.total` and `last_page`
 * of a list of hundreds may lag a change by about that long while its rows never do (docs/performance.md, "Cold
 * queries"). The first requests for a filter this process has no total for, arriving together, share the first
 * one's count instead of each counting the same rows (`firstCount`).
 */
export const EXACT_TOTAL_UP_TO = 200;
const TOTAL_REFRESH_MS = 60_000;
const STALE_FOR_MS = 10 * 60_000;
const MAX_KEYS = 1_000;

interface Known {
  total: Promise<number>;
  /** The settled total, once counted (what is answered while it is recounted). */
  value?: number;
  at: number;
  recounting?: boolean;
}
const known = new Map<string, Known>();

/** SQL: the number of rows of `sql` (a SELECT of the filtered rows), stopping at EXACT_TOTAL_UP_TO + 1. */
export const cappedCount = (sql: string) => `(SELECT count(*) FROM (${sql} LIMIT ${EXACT_TOTAL_UP_TO + 1}) capped)`;

function remember(key: string, total: Promise<number>, at = Date.now()): Known {
  if (!known.has(key) && known.size >= MAX_KEYS) known.delete(known.keys().next().value!);
  const entry: Known = { total, at };
  known.set(key, entry);
  total.then(
    (n) => {
      entry.value = n;
    },
    () => {
      if (known.get(key) === entry) known.delete(key);
    },
  );
  return entry;
}

/**
 * A large total known for this `key` (the filter's SQL and parameters), else undefined. Past TOTAL_REFRESH_MS the
 * known value is still answered while `countAll` recounts it once (a list that fell to the bound or below is then
 * counted on every page again); past STALE_FOR_MS it is forgotten.
 */
export function largeTotalOf(key: string, countAll?: () => Promise<number>): Promise<number> | undefined {
  const hit = known.get(key);
  if (!hit) return undefined;
  const age = Date.now() - hit.at;
  // Fresh, or its first count still running.
  if (age <= TOTAL_REFRESH_MS || hit.value === undefined) return hit.total;
  if (age > STALE_FOR_MS || !countAll) {
    known.delete(key);
    return undefined;
  }
  if (!hit.recounting) {
    hit.recounting = true;
    countAll().then(
      (n) => {
        if (known.get(key) !== hit) return;
        if (n > EXACT_TOTAL_UP_TO) remember(key, Promise.resolve(n));
        else known.delete(key);
      },
      () => {
        if (known.get(key) === hit) known.delete(key);
      },
    );
  }
  return Promise.resolve(hit.value);
}

/**
 * The total for a capped count `capped`: itself when it is exact, else the full count `countAll()` (run once per
 * key and refresh period, however many requests ask at the same time).
 */
export function totalOf(key: string, capped: number, countAll: () => Promise<number>): Promise<number> | number {
  if (capped <= EXACT_TOTAL_UP_TO) return capped;
  const pending = largeTotalOf(key, countAll);
  if (pending) return pending;
  return remember(key, countAll()).total;
}

const firstCounts = new Map<string, Promise<void>>();

/**
 * Runs `read` (a page's query and its total) for `key`. While another request for the same key runs its first
 * count, this one waits for it, then reads with the large total that count found (its page query counting
 * nothing), or counts for itself when the list was within the bound (exact on every request).
 */
export async function firstCount<T>(key: string, countAll: () => Promise<number>, read: (large: Promise<number> | undefined) => Promise<T>): Promise<T> {
  const large = largeTotalOf(key, countAll);
  if (large) return read(large);
  const pending = firstCounts.get(key);
  if (pending) {
    await pending;
    return read(largeTotalOf(key, countAll));
  }
  let done!: () => void;
  firstCounts.set(
    key,
    new Promise<void>((resolve) => {
      done = resolve;
    }),
  );
  try {
    return await read(large);
  } finally {
    firstCounts.delete(key);
    done();
  }
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
