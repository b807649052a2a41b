import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lagosDateString, lagosDayNumber } from '@oja/shared';
import { ENV, Env } from '../../config/env.js';
import { DomainError } from '../../common/domain-error.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';
import { DATE_HOLDING_STATUSES } from './entities/apartment-booking.entity.js';
import { LISTING_PLACEHOLDERS, presentListing } from './listing.presenter.js';
import { LISTING_NOT_FOUND } from './listings.service.js';
import type { ApartmentQueryDto } from './dto/apartment-query.dto.js';
import { pageMeta, pageOf } from '../../common/pagination.js';

/** The `q` search text; the same expression as the trigram index apartment_listings_search. */
const SEARCH_EXPR = `(coalesce(l.title, '') || ' ' || coalesce(l.location, '') || ' ' || coalesce(l.description, ''))`;
const HOLDING = DATE_HOLDING_STATUSES.map((s) => `'${s}'`).join(', ');

const bad = (field: string, message: string) => new DomainError('invalid', 'VALIDATION_FAILED', message, { [field]: [message] });
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A query date 'YYYY-MM-DD' (or ISO date-time, read as its Lagos day) → 'YYYY-MM-DD', or a 422. */
function queryDate(field: string, value: string): string {
  const day = lagosDayNumber(value);
  if (Number.isNaN(day)) throw bad(field, `${field} must be a date (YYYY-MM-DD)`);
  return lagosDateString(value);
}

/** The public apartment directory (spec 000 §2.9, §7): active listings of live hosts. */
@Injectable()
export class ApartmentsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Checks the stay dates of a search; both or neither, check-out after check-in, check-in not in the past. */
  static stayOf(q: Pick<ApartmentQueryDto, 'check_in' | 'check_out'>, now: Date = new Date()): { checkIn: string; checkOut: string } | null {
    if (!q.check_in && !q.check_out) return null;
    if (!q.check_in) throw bad('check_in', 'Please choose a check-in date as well');
    if (!q.check_out) throw bad('check_out', 'Please choose a check-out date as well');
    const checkIn = queryDate('check_in', q.check_in);
    const checkOut = queryDate('check_out', q.check_out);
    if (lagosDayNumber(checkIn) < lagosDayNumber(now)) throw bad('check_in', 'Check-in date cannot be in the past');
    if (checkOut <= checkIn) throw bad('check_out', 'Check-out date must be after check-in date');
    return { checkIn, checkOut };
  }

  private publicQuery() {
    return this.dataSource
      .getRepository(ApartmentListing)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.vendor', 'v')
      .innerJoin('v.user', 'u')
      .where(`l.status = 'active'`)
      .andWhere('v.isVerified = true')
      .andWhere('u.phoneVerifiedAt IS NOT NULL');
  }

  /** One page of the directory: one query for the rows, one for the count. */
  async search(q: ApartmentQueryDto, now: Date = new Date()) {
    const stay = ApartmentsService.stayOf(q, now);
    const { page, perPage } = pageOf(q, 12);
    const qb = this.publicQuery();
    if (q.type && q.type !== 'all') qb.andWhere('l.type = :type', { type: q.type });
    if (q.q) qb.andWhere(`${SEARCH_EXPR} ILIKE :q`, { q: `%${likeEscape(q.q)}%` });
    if (q.guests) qb.andWhere(`coalesce(l.max_guests, ${LISTING_PLACEHOLDERS.maxGuests}) >= :guests`, { guests: q.guests });
    if (stay) {
      qb.andWhere(
        `NOT EXISTS (SELECT 1 FROM apartment_bookings b WHERE b.listing_id = l.id AND b.status IN (${HOLDING})
           AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange(CAST(:checkIn AS date), CAST(:checkOut AS date), '[)'))`,
        stay,
      );
    }
    qb.orderBy('l.isVerified', 'DESC').addOrderBy('l.createdAt', 'DESC').addOrderBy('l.id', 'DESC');
    const [rows, total] = await Promise.all([qb.clone().limit(perPage).offset((page - 1) * perPage).getMany(), qb.getCount()]);
    return { data: rows.map((l) => presentListing(l, { appUrl: this.env.PUBLIC_URL! })), meta: pageMeta(page, perPage, total) };
  }

  /** One public listing; unknown, paused, or of a host that is not live: 404. */
  async get(id: number) {
    const listing = await this.publicQuery().andWhere('l.id = :id', { id }).getOne();
    if (!listing) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
    return presentListing(listing, { appUrl: this.env.PUBLIC_URL! });
  }
}
