import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lagosDateString, lagosDayNumber } from '@oja/shared';
import { ENV, Env, stayLimitsOf } from '../../config/env.js';
import { DomainError } from '../../common/domain-error.js';
import { ApartmentListing, LISTING_TYPES } from './entities/apartment-listing.entity.js';
import { DATE_HOLDING_STATUSES } from './entities/apartment-booking.entity.js';
import { LISTING_PLACEHOLDERS, presentListing, type ListingExtras } from './listing.presenter.js';
import type { PhotoOptions } from '../photos/photo-image.js';
import { LISTING_NOT_FOUND } from './listings.service.js';
import type { ApartmentQueryDto } from './dto/apartment-query.dto.js';
import { camelRow, pageMeta, pageOf, sqlPage } from '../../common/pagination.js';
import { knownLiteral, SearchSql } from '../../common/search-sql.js';
import { READ_DB } from '../../database/read-database.module.js';
import { vendorBusinessNameSql } from '../vendors/shop-vendors.js';

/** The text `q`, `state` and `area` are matched in (common/search-sql.ts); the same expression as the trigram index apartment_listings_search. */
const SEARCH_EXPR = `(coalesce(l.title, '') || ' ' || coalesce(l.location, '') || ' ' || coalesce(l.description, ''))`;
const GUESTS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const HOLDING = DATE_HOLDING_STATUSES.map((s) => `'${s}'`).join(', ');

const bad = (field: string, message: string) => new DomainError('invalid', 'VALIDATION_FAILED', message, { [field]: [message] });

/** A query date 'YYYY-MM-DD' (or ISO date-time, read as its Lagos day) → 'YYYY-MM-DD', or a 422. */
function queryDate(field: string, value: string): string {
  const day = lagosDayNumber(value);
  if (Number.isNaN(day)) throw bad(field, `${field} must be a date (YYYY-MM-DD)`);
  return lagosDateString(value);
}

/** The public apartment directory: active listings of live hosts. */
@Injectable()
export class ApartmentsService {
  constructor(
    @Inject(READ_DB) private readonly read: DataSource,
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

  /** Active listings of live hosts (`host_live`, kept by a trigger): the partial index apartment_listings_directory. */
  private publicQuery() {
    return this.read.getRepository(ApartmentListing).createQueryBuilder('l').where(`l.status = 'active'`).andWhere('l.host_live');
  }

  /** One page of the directory and its total, in one query. */
  async search(q: ApartmentQueryDto, now: Date = new Date(), photos: PhotoOptions = {}) {
    const stay = ApartmentsService.stayOf(q, now);
    const { page, perPage } = pageOf(q, 12);
    const qb = this.publicQuery();
    if (q.type && q.type !== 'all') qb.andWhere(`l.type = ${knownLiteral(q.type, LISTING_TYPES)}`);
    const search = new SearchSql(SEARCH_EXPR);
    const filters = [search.words(q.q, { column: 'l.type', values: LISTING_TYPES }), search.state(q.state, 'l.state'), search.area(q.area, 'l.location')];
    for (const c of filters) if (c) qb.andWhere(c.sql, c.params);
    // A whole number from 1 to 8 (the DTO), written into the text like the type.
    if (q.guests) qb.andWhere(`coalesce(l.max_guests, ${LISTING_PLACEHOLDERS.maxGuests}) >= ${knownLiteral(String(q.guests), GUESTS)}`);
    if (stay) {
      qb.andWhere(
        `NOT EXISTS (SELECT 1 FROM apartment_bookings b WHERE b.listing_id = l.id AND b.status IN (${HOLDING})
           AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange(CAST(:checkIn AS date), CAST(:checkOut AS date), '[)'))`,
        stay,
      );
    }
    // The page's ids first (an index-only scan of apartment_listings_directory, however deep the page), then their
    // rows, read as plain rows (building TypeORM entities was a fifth of the API's time on a page).
    const order = 'l.is_verified DESC, l.created_at DESC, l.id DESC';
    const { rows, total } = await sqlPage<ListingRow>(this.read, qb.select('l.id', 'id'), {
      order,
      page,
      perPage,
      read: (ids, totalColumn) => `
        SELECT l.id, l.vendor_id, l.title, l.type, l.description, l.location, l.price_per_night_kobo, l.max_guests, l.bedrooms,
               l.bathrooms, l.amenities, l.images, l.is_verified, l.rating, l.reviews_count, l.status, l.created_at, l.updated_at,
               ${vendorBusinessNameSql('l.vendor_id')} AS business_name${totalColumn}
          FROM (${ids}) ids JOIN apartment_listings l ON l.id = ids.id
         ORDER BY ${order}`,
    });
    return {
      data: rows.map((r) => presentListing(listingOf(r), this.extras(photos))),
      meta: pageMeta(page, perPage, total),
    };
  }

  /** One public listing; unknown, paused, or of a host that is not live: 404. */
  async get(id: number, photos: PhotoOptions = {}) {
    const listing = await this.publicQuery().innerJoinAndSelect('l.vendor', 'v').andWhere('l.id = :id', { id }).getOne();
    if (!listing) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
    return presentListing(listing, this.extras(photos));
  }

  private extras(photos: PhotoOptions): ListingExtras {
    return { appUrl: this.env.PUBLIC_URL!, limits: stayLimitsOf(this.env), photos };
  }
}

/** A page row: the listing's columns (snake_case) and its host's business name; the fields read here typed. */
type ListingRow = Record<string, unknown> & { price_per_night_kobo: string; business_name: string | null };

/** A page row as the entity presentListing reads (the fields it reads). */
function listingOf(r: ListingRow): ApartmentListing {
  return {
    ...camelRow(r),
    pricePerNightKobo: Number(r.price_per_night_kobo),
    vendor: r.business_name === null ? undefined : { businessName: r.business_name },
  } as unknown as ApartmentListing;
}
