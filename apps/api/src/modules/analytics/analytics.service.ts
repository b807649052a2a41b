import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type SubjectFigures, SubjectRegistry } from '../../common/subjects.js';
import type { SignedInUser } from '../users/user.port.js';
import { CAPTURED_PAYMENTS } from '../payments/captured-payments.js';
import { VENDOR_EARNINGS } from '../escrow/vendor-earnings.js';
import { mergeSeries, weekWindow, type WeekPoint } from './analytics-weeks.js';

type Row = { week_start: string; value: string };

/**
 * One series: `rows` yields (at timestamptz, value bigint) for the owner ($3); each row counts in the
 * Lagos week (Monday) that holds `at`; every week of the window is present, empty weeks at 0.
 */
const series = (rows: string) => `
  SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start, COALESCE(SUM(x.value), 0)::bigint AS value
  FROM generate_series($1::date, $2::date, interval '7 days') AS w(week_start)
  LEFT JOIN (${rows}) AS x(at, value)
    ON date_trunc('week', x.at AT TIME ZONE 'Africa/Lagos')::date = w.week_start::date
  GROUP BY w.week_start
  ORDER BY w.week_start`;

const OWNER = '$3';
/** No rows; it names the owner all the same, or PostgreSQL cannot type a parameter no part uses. */
const NONE = `SELECT NULL::timestamptz, 0::bigint WHERE ${OWNER}::int IS NULL AND false`;

type Source = { kind: string; figures: SubjectFigures };

/** The parts as one select, or an empty one. */
const unionAll = (parts: string[]) => (parts.length ? parts.join(' UNION ALL ') : NONE);

/** Each subject's rows in `series`, one count at its creation. */
const counted = (sources: Source[], which: SubjectFigures['series'], rows: (f: SubjectFigures) => string) =>
  unionAll(sources.filter((d) => d.figures.series === which).map((d) => `SELECT s.created_at, 1::bigint FROM (${rows(d.figures)}) s`));

/** Weekly orders, bookings and revenue for the dashboards' Analytics pages (Lagos weeks, Monday first), from the subjects' figures. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subjects: SubjectRegistry,
  ) {}

  /** The registered subjects that declare figures (a vertical that declares none, or is not loaded, adds nothing). */
  private sources(): Source[] {
    return this.subjects.all().flatMap((d) => (d.figures ? [{ kind: d.kind, figures: d.figures }] : []));
  }

  private async run(weeks: number, owner: number, orders: string, bookings: string, revenue: string): Promise<WeekPoint[]> {
    const { first, last } = weekWindow(weeks);
    const params = [first, last, owner];
    const [o, b, r] = await Promise.all([
      this.dataSource.query(series(orders), params) as Promise<Row[]>,
      this.dataSource.query(series(bookings), params) as Promise<Row[]>,
      this.dataSource.query(series(revenue), params) as Promise<Row[]>,
    ]);
    return mergeSeries(o, b, r);
  }

  /** GET /api/vendor/analytics: the vendor's rows of every subject in its series, and what the ledger credited them. */
  async forVendor(user: SignedInUser, weeks: number) {
    const vendorId = user.vendor?.id ?? 0;
    const sources = this.sources();
    const rows = (f: SubjectFigures) => f.vendorRows(OWNER);
    // Revenue is the ledger's credits to the vendor (the dashboards' earnings read the same fragment): a refunded,
    // declined or still-held subject adds nothing, and neither does a demonstration.
    const revenue = `SELECT x.at, x.amount_kobo FROM (${VENDOR_EARNINGS}) x WHERE x.vendor_id = ${OWNER}`;
    return { data: { weeks: await this.run(weeks, vendorId, counted(sources, 'orders', rows), counted(sources, 'bookings', rows), revenue) } };
  }

  /** GET /api/me/analytics: the customer's rows of every subject in its series, and their spend (successful payments). */
  async forCustomer(user: SignedInUser, weeks: number) {
    const sources = this.sources();
    const rows = (f: SubjectFigures) => f.customerRows(OWNER);
    const spend = `SELECT c.paid_at, c.amount_kobo FROM (${CAPTURED_PAYMENTS}) c WHERE c.user_id = ${OWNER}`;
    return { data: { weeks: await this.run(weeks, user.id, counted(sources, 'orders', rows), counted(sources, 'bookings', rows), spend) } };
  }
}
