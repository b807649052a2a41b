import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { User } from '../users/entities/user.entity.js';
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

const NONE = 'SELECT NULL::timestamptz, 0::bigint WHERE false';

/** Weekly orders, bookings and revenue for the dashboards' Analytics pages (Lagos weeks, Monday first). */
@Injectable()
export class AnalyticsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Maintenance requests are read only once their table exists (the module lands separately). */
  private async hasMaintenance(): Promise<boolean> {
    const [row] = (await this.dataSource.query(`SELECT to_regclass('public.maintenance_requests') IS NOT NULL AS present`)) as { present: boolean }[];
    return Boolean(row?.present);
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

  /** GET /api/vendor/analytics: the vendor's service orders and maintenance jobs, bookings, and captured payments. */
  async forVendor(user: User, weeks: number) {
    const vendorId = user.vendor?.id ?? 0;
    const maintenance = await this.hasMaintenance();
    const orders = [
      `SELECT o.created_at, 1::bigint FROM service_orders o JOIN service_vendors sv ON sv.id = o.service_vendor_id WHERE sv.vendor_id = $3`,
      maintenance ? `SELECT m.created_at, 1::bigint FROM maintenance_requests m WHERE m.mechanic_id = $3` : null,
    ].filter(Boolean).join(' UNION ALL ');
    const bookings = `SELECT b.created_at, 1::bigint FROM apartment_bookings b WHERE b.vendor_id = $3`;
    const revenue = [
      `SELECT p.paid_at, p.amount_kobo FROM payments p JOIN service_orders o ON p.subject_kind = 'service_order' AND o.id = p.subject_id
         JOIN service_vendors sv ON sv.id = o.service_vendor_id WHERE sv.vendor_id = $3 AND p.status = 'success'`,
      `SELECT p.paid_at, p.amount_kobo FROM payments p JOIN apartment_bookings b ON p.subject_kind = 'apartment_booking' AND b.id = p.subject_id
         WHERE b.vendor_id = $3 AND p.status = 'success'`,
      maintenance
        ? `SELECT p.paid_at, p.amount_kobo FROM payments p JOIN maintenance_requests m ON p.subject_kind = 'maintenance_request' AND m.id = p.subject_id
             WHERE m.mechanic_id = $3 AND p.status = 'success'`
        : null,
    ].filter(Boolean).join(' UNION ALL ');
    return { data: { weeks: await this.run(weeks, vendorId, orders, bookings, revenue) } };
  }

  /** GET /api/me/analytics: the customer's orders (service orders and maintenance requests), bookings and spend. */
  async forCustomer(user: User, weeks: number) {
    const maintenance = await this.hasMaintenance();
    const orders = [
      `SELECT o.created_at, 1::bigint FROM service_orders o WHERE o.user_id = $3`,
      maintenance ? `SELECT m.created_at, 1::bigint FROM maintenance_requests m WHERE m.user_id = $3` : null,
    ].filter(Boolean).join(' UNION ALL ');
    const bookings = `SELECT b.created_at, 1::bigint FROM apartment_bookings b WHERE b.user_id = $3`;
    const spend = `SELECT p.paid_at, p.amount_kobo FROM payments p WHERE p.user_id = $3 AND p.status = 'success'`;
    return { data: { weeks: await this.run(weeks, user.id, orders || NONE, bookings, spend) } };
  }
}
