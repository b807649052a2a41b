import { Inject, Injectable } from '@nestjs/common';
import { DataSource, FindOptionsWhere } from 'typeorm';
import { BOOKING_REVENUE_STATUSES, DAY_MS, koboToNaira, lagosDateString, lagosDayNumber } from '@oja/shared';
import { ENV, Env } from '../../config/env.js';
import { DomainError } from '../../common/domain-error.js';
import type { SubjectEvent } from '../../common/subject-event.entity.js';
import { SubjectTimeline } from '../../common/subject-timeline.js';
import type { SignedInUser } from '../users/user.port.js';
import { ApartmentBooking, DATE_HOLDING_STATUSES } from './entities/apartment-booking.entity.js';
import { BookingViewer, type BookingViews, defaultBookingOptions, presentBooking } from './booking.presenter.js';
import type { PageRequest } from '../../common/pagination.js';

export const BOOKING_NOT_FOUND = 'Booking not found';
const RELATIONS = { listing: true, user: true, vendor: { user: true } } as const;
/** Days ahead the host dashboard's occupancy covers. */
const OCCUPANCY_DAYS = 30;

/** Booking requests and the reads of customers, hosts and admins. Status changes live in the lifecycle. */
@Injectable()
export class ApartmentBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(ApartmentBooking);
  }

  present<V extends BookingViewer>(bookings: ApartmentBooking[], viewer: V, timeline?: SubjectEvent[]): BookingViews[V][] {
    const now = new Date();
    return bookings.map((b) => presentBooking(b, viewer, { ...defaultBookingOptions(b, viewer, this.env.PUBLIC_URL!, now), timeline }));
  }

  private async one(where: FindOptionsWhere<ApartmentBooking>) {
    const booking = await this.repo.findOne({ where, relations: RELATIONS });
    if (!booking) throw DomainError.notFound('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND);
    return booking;
  }

  /** One page of the customer's bookings, newest first: [rows, total]. */
  listForCustomer(user: SignedInUser, p: PageRequest) {
    return this.repo.findAndCount({ where: { userId: user.id }, relations: RELATIONS, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  /** The customer's own booking; anyone else's is "not found". */
  getForCustomer(user: SignedInUser, id: number) {
    return this.one({ id, userId: user.id });
  }

  /** One page of the host's bookings, newest first: [rows, total]. */
  listForVendor(user: SignedInUser, p: PageRequest) {
    return this.repo.findAndCount({ where: { vendorId: user.vendor!.id }, relations: RELATIONS, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  async listForAdmin(status: string | undefined, page: number, perPage: number) {
    const where = status && status !== 'all' ? { status: status as ApartmentBooking['status'] } : {};
    const [rows, total] = await this.repo.findAndCount({ where, relations: RELATIONS, order: { id: 'DESC' }, skip: (page - 1) * perPage, take: perPage });
    return { rows, total };
  }

  /**
   * Booking Management's summary cards over every booking: total, pending review, paid, and Total Revenue = the
   * price of the bookings in a paid-and-later state (BOOKING_REVENUE_STATUSES; pending, cancelled or refunded add nothing).
   */
  async adminSummary() {
    const [row] = await this.dataSource.query(
      `select count(*)::int as total,
              count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'paid')::int as paid,
              coalesce(sum(total_price_kobo) filter (where status = any($1)), 0)::bigint as revenue_kobo
         from apartment_bookings`,
      [BOOKING_REVENUE_STATUSES],
    );
    return { total: Number(row.total), pending: Number(row.pending), paid: Number(row.paid), revenue: koboToNaira(Number(row.revenue_kobo)) };
  }

  /**
   * Admin detail with the timeline, oldest step first: the booking's status changes, as it always showed. Steps
   * that change no status (a checkout started: PAY) are kept in the subject's timeline but not shown here.
   */
  async getForAdmin(id: number) {
    const booking = await this.one({ id });
    const timeline = (await SubjectTimeline.list(this.dataSource.manager, 'apartment_booking', id)).filter((e) => e.fromStatus !== e.toStatus);
    return this.present([booking], 'admin', timeline)[0]!;
  }

  /**
   * The host dashboard: listings, occupancy of the next 30 days (nights held by approved or later stays over
   * active listings × 30), upcoming stays (approved or paid, check-in today or later), pending requests, and
   * revenue = the host's 90 % of completed stays (all time and this Lagos month).
   */
  async dashboard(user: SignedInUser, now: Date = new Date()) {
    const vendorId = user.vendor!.id;
    const today = lagosDateString(now);
    const windowEnd = new Date((lagosDayNumber(now) + OCCUPANCY_DAYS) * DAY_MS).toISOString().slice(0, 10);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [row] = await this.dataSource.query(
      `select
         (select count(*) from apartment_listings where vendor_id = $1) as listings,
         (select count(*) from apartment_listings where vendor_id = $1 and status = 'active') as active_listings,
         (select coalesce(sum(upper(r) - lower(r)), 0) from (
            select daterange(b.check_in_date, b.check_out_date, '[)') * daterange($2::date, $3::date, '[)') as r
            from apartment_bookings b join apartment_listings l on l.id = b.listing_id
            where b.vendor_id = $1 and l.status = 'active' and b.status = any($4)
              and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2::date, $3::date, '[)')
          ) x where not isempty(r)) as booked_nights,
         (select count(*) from apartment_bookings where vendor_id = $1 and status in ('processing', 'paid') and check_in_date >= $2::date) as upcoming_stays,
         (select count(*) from apartment_bookings where vendor_id = $1 and status = 'pending') as pending_requests,
         (select coalesce(sum(total_price_kobo - (total_price_kobo * 1000 + 5000) / 10000), 0)
            from apartment_bookings where vendor_id = $1 and status = 'completed') as revenue_kobo,
         (select coalesce(sum(total_price_kobo - (total_price_kobo * 1000 + 5000) / 10000), 0)
            from apartment_bookings where vendor_id = $1 and status = 'completed'
              and completed_at >= ($5::date)::timestamp at time zone 'Africa/Lagos') as revenue_month_kobo`,
      [vendorId, today, windowEnd, DATE_HOLDING_STATUSES, monthStart],
    );
    const active = Number(row.active_listings);
    const capacity = active * OCCUPANCY_DAYS;
    const occupancy = capacity ? Math.round((Number(row.booked_nights) / capacity) * 1000) / 10 : 0;
    return {
      listings: Number(row.listings),
      active_listings: active,
      occupancy_rate: occupancy,
      upcoming_stays: Number(row.upcoming_stays),
      pending_requests: Number(row.pending_requests),
      revenue: koboToNaira(Number(row.revenue_kobo)),
      revenue_this_month: koboToNaira(Number(row.revenue_month_kobo)),
    };
  }
}
