import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PREPARED } from '../database/data-source.js';
import { cappedCount, firstCount, pageTotal } from './list-total.js';

/** The largest page number accepted (beyond it the offset means nothing). */
export const MAX_PAGE = 100_000;
/** The largest page size of any list. */
export const MAX_PER_PAGE = 100;
/** The default page size of lists (public directories choose 12 for their grid). */
export const DEFAULT_PER_PAGE = 20;

/** The one message for a bad `page` or `per_page`, on every list (docs/api.md "Pagination"). */
export const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;
export const PER_PAGE_MESSAGE = `per_page must be a whole number from 1 to ${MAX_PER_PAGE}`;

/** A digit string becomes a number; anything else ('abc', '1.5', '') is left for the integer check to refuse. */
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

/** An optional whole-number query parameter from `min` to `max`, refused with the one `message` however it is wrong. */
export function WholeNumberQuery(min: number, max: number, message: string, doc: ApiPropertyOptions = {}) {
  return applyDecorators(
    ApiPropertyOptional({ ...doc, minimum: min, maximum: max } as ApiPropertyOptions),
    IsOptional(),
    Transform(toInt),
    Max(max, { message }),
    Min(min, { message }),
    IsInt({ message }),
  );
}

/** `?page=&per_page=` (1-based; at most 100 per page). Every list's query extends it. */
export class PageQuery {
  @WholeNumberQuery(1, MAX_PAGE, PAGE_MESSAGE, { default: 1 })
  page?: number;

  @WholeNumberQuery(1, MAX_PER_PAGE, PER_PAGE_MESSAGE, { default: DEFAULT_PER_PAGE })
  per_page?: number;
}

export interface PageRequest {
  page: number;
  perPage: number;
  /** Rows to skip and take (TypeORM `skip`/`take`, SQL offset/limit). */
  skip: number;
  take: number;
}

/** The page asked for, with defaults. */
export function pageOf(q: PageQuery | undefined, defaultPerPage = DEFAULT_PER_PAGE): PageRequest {
  const page = q?.page ?? 1;
  const perPage = q?.per_page ?? defaultPerPage;
  return { page, perPage, skip: (page - 1) * perPage, take: perPage };
}

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** The `meta` of every paginated answer. */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** `{ data, meta }`: the one list shape. */
export function paginated<T>(data: T[], p: Pick<PageRequest, 'page' | 'perPage'>, total: number): { data: T[]; meta: PageMeta } {
  return { data, meta: pageMeta(p.page, p.perPage, total) };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
/** `query` newest first (`alias`.created_at, then its id, both descending), one page of it. */
export function newestFirstPage<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, page: number, perPage: number): SelectQueryBuilder<T> {
  return query
    .orderBy(`${alias}.created_at`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .skip((page - 1) * perPage)
    .take(perPage);
}

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The capped and the full count of `sql` (the filtered rows), each on its own round trip. */
const counters = (db: DataSource, sql: string, params: unknown[]) => ({
  capped: async () => Number((await db.query(`SELECT ${cappedCount(sql)} AS n`, params))[0].n),
  countAll: async () => Number((await db.query(`SELECT count(*) AS n FROM (${sql}) m`, params))[0].n),
});

/**
 * One page of a list read with hand-written SQL, and its total, in one round trip. `matching` selects the ids of
 * the filtered rows (FROM and WHERE only; a query builder, or the SQL and its parameters); `read(ids, total)` is the page's SELECT, reading its rows from the
 * subquery `ids` (in `order`, the page's LIMIT and OFFSET applied) and adding the column `total` (a capped count,
 * or nothing while a large total is known: common/list-total.ts).
 *
 * `planEachCall`, for a search whose best plan depends on how common its words are (the food list's): the page's
 * ids (and the capped count) are a statement that PostgreSQL plans for its values on every call instead of settling
 * on one plan for any value, and the page is read for those ids by a prepared statement. Only the small statement is
 * planned on each call (planning the whole page read was half of what the database spent on it), and both go in one
 * round trip: the prepared read takes the ids statement and its values as text and runs it through
 * `oja_ids_planned_per_call` (migration IdsPlannedPerCall), whose EXECUTE plans it with the values in hand. (They
 * were two round trips, the ids sent unnamed first: a fifth of the API's time for a food search.) The ids must be
 * integers; `read` may use no parameter of its own, and `matching` may use its parameters only as text or cast
 * (`CAST(:minute AS integer)`): they reach the statement as text.
 */
export async function sqlPage<Row extends Record<string, unknown>>(
  db: DataSource,
  matching: SelectQueryBuilder<ObjectLiteral> | [sql: string, params: unknown[]],
  o: { order: string; page: number; perPage: number; read: (ids: string, total: string) => string; planEachCall?: boolean },
): Promise<{ rows: Row[]; total: number }> {
  const [sql, params] = Array.isArray(matching) ? matching : matching.getQueryAndParameters();
  const key = `${sql} ${JSON.stringify(params)}`;
  // LIMIT and OFFSET are written into the SQL, not bound: the pool prepares every statement, and a generic plan
  // does not know the LIMIT (it sorted all 4,001 plumbers for 12 instead of reading 12 from the directory index).
  const [limit, offset] = [o.perPage, (o.page - 1) * o.perPage].map((n) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`sqlPage: bad page or size ${n}`);
    return n;
  });
  const ids = `${sql} ORDER BY ${o.order} LIMIT ${limit} OFFSET ${offset}`;
  const count = counters(db, sql, params);
  return firstCount(key, count.countAll, async (large) => {
    const totalColumn = large ? '' : `, ${cappedCount(sql)} AS page_total`;
    let rows: Row[];
    let carried: string | undefined;
    if (o.planEachCall) {
      const planned = `SELECT m.id, ${large ? 'NULL::bigint' : cappedCount(sql)} FROM (${ids}) m`;
      rows = (await db.query(
        PREPARED + o.read('(SELECT f.id, f.page_total FROM oja_ids_planned_per_call($1, $2::text[]) f)', large ? '' : ', ids.page_total'),
        [asArrayParameters(planned), params.map(asText)],
      )) as Row[];
      carried = rows[0]?.page_total as string | undefined;
    } else {
      rows = (await db.query(PREPARED + o.read(ids, totalColumn), params)) as Row[];
      carried = rows[0]?.page_total as string | undefined;
    }
    const total = await pageTotal({ key, large, carried, page: o.page, ...count });
    return { rows, total };
  });
}

/** SQL whose parameters `$n` are read from one text array instead (`($1)[n]`): for oja_ids_planned_per_call. */
const asArrayParameters = (sql: string) => sql.replace(/\$(\d+)\b/g, (_, n: string) => `($1)[${n}]`);

/** A parameter of a statement planned on each call, as the text its array carries (null stays null). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`sqlPage: a statement planned on each call takes text, numbers and booleans, not ${typeof value}`);
}

const camelNames = new Map<string, string>();
const camelName = (column: string) => {
  let name = camelNames.get(column);
  if (name === undefined) {
    name = column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (camelNames.size < 1_000) camelNames.set(column, name);
  }
  return name;
};

/**
 * A page row of sqlPage (snake_case columns) under the entity's camelCase property names, for the presenter that
 * reads entities: `user_name` becomes `userName`. The caller sets what differs (relations, bigint kobo as numbers).
 */
export function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) out[camelName(key)] = row[key];
  return out;
}
