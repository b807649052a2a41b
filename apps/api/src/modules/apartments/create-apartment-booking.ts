import type { EntityManager } from 'typeorm';
import {
  bookingTotalKobo,
  DEFAULT_STAY_LIMITS,
  firstError,
  hasErrors,
  lagosDateString,
  MESSAGES,
  nightsBetween,
  stayTooLongMessage,
  tooManyGuestsForListingMessage,
  validateApartmentBookingRequest,
  type ApartmentBookingEvent,
  type BookingStatus,
  type FieldErrors,
  type StayLimits,
} from '@oja/shared';
import { CompiledSelect } from '../../common/compiled-select.js';
import { DomainError } from '../../common/domain-error.js';
import { SubjectTimeline } from '../../common/subject-timeline.js';
import { WriteBatch, type RowWriter } from '../../common/write-batch.js';
import type { SignedInUser } from '../users/user.port.js';
import { Vendor } from '../vendors/entities/vendor.entity.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';
import { ApartmentBooking, DATE_HOLDING_STATUSES, type BookingActor } from './entities/apartment-booking.entity.js';
import { LISTING_PLACEHOLDERS } from './listing.presenter.js';
import { LISTING_NOT_FOUND } from './listings.service.js';

export const LISTING_NOT_BOOKABLE = 'This apartment is not taking bookings at the moment';
export const DATES_TAKEN = 'These dates are no longer available for this apartment';

/** A booking request as the client sent it (wire names); only dates, guests, notes and a sanity `nights` count. */
export interface BookingRequest {
  listing_id: number;
  check_in_date?: string | null;
  check_out_date?: string | null;
  guests?: number | string | null;
  nights?: number | string | null;
  notes?: string | null;
}

export interface CheckedStay {
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  guests: number;
}

const invalid = (errors: FieldErrors) =>
  new DomainError(
    'invalid',
    'VALIDATION_FAILED',
    firstError(errors) ?? 'The given data was invalid',
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v!]])),
  );

/**
 * The rules (shared with the SPA's dialog) with today in Lagos; dates normalised to Lagos
 * calendar days. A client `nights` below 1 is refused like the dialog does; otherwise it is ignored.
 * `limits`: the stay bounds (BOOKING_MAX_NIGHTS, BOOKING_MAX_DAYS_AHEAD), refused with a 422 naming the limit.
 */
export function checkStay(req: BookingRequest, now: Date = new Date(), limits: StayLimits = DEFAULT_STAY_LIMITS): CheckedStay {
  const errors = validateApartmentBookingRequest(req, { today: now, limits });
  if (!errors.nights && req.nights !== undefined && req.nights !== null && req.nights !== '') {
    const n = Number(req.nights);
    if (!Number.isInteger(n) || n < 1) errors.nights = MESSAGES.minimumOneNight;
  }
  if (hasErrors(errors)) throw invalid(errors);
  const checkInDate = lagosDateString(req.check_in_date!);
  const checkOutDate = lagosDateString(req.check_out_date!);
  const nights = nightsBetween(checkInDate, checkOutDate);
  if (!(nights >= 1)) throw invalid({ nights: MESSAGES.minimumOneNight });
  if (nights > limits.maxNights) throw invalid({ check_out_date: stayTooLongMessage(limits.maxNights) });
  return { checkInDate, checkOutDate, nights, guests: Number(req.guests) };
}

/**
 * Appends a step the engine does not (the request itself, a seeded past) to a booking's timeline, in the caller's
 * transaction (or its `WriteBatch`). `event`: the machine event it stands for; none for the request.
 */
export async function recordBookingEvent(
  writer: RowWriter,
  booking: Pick<ApartmentBooking, 'id'>,
  step: {
    event?: ApartmentBookingEvent['type'];
    from: BookingStatus | null;
    to: BookingStatus;
    actor: BookingActor;
    actorId?: number | null;
    note?: string | null;
  },
): Promise<void> {
  await SubjectTimeline.add(writer, { subject: { kind: 'apartment_booking', id: booking.id }, ...step, event: step.event ?? null });
}

/** A booking request that passed every check, with what was read to check it. */
export interface PreparedBooking {
  /** The booking as it will be stored (its id already taken), not yet written. */
  booking: ApartmentBooking;
  listing: ApartmentListing;
  /** The listing's host, with its user. */
  host: Vendor;
}

/** A booking request's read: the listing with its host and user, whether the dates are held, the booking's id to be. */
const bookingReadQuery = new CompiledSelect<ApartmentListing, { id: number; holding: readonly string[]; checkIn: string; checkOut: string }>(
  ['id', 'holding', 'checkIn', 'checkOut'],
  (manager) =>
    manager
      .createQueryBuilder(ApartmentListing, 'l')
      .innerJoinAndMapOne('l.host', Vendor, 'v', 'v.id = l.vendor_id')
      .innerJoinAndSelect('v.user', 'vu')
      .addSelect(`nextval(pg_get_serial_sequence('apartment_bookings', 'id'))`, 'next_booking_id')
      .addSelect(
        `EXISTS (SELECT 1 FROM apartment_bookings b WHERE b.listing_id = l.id AND b.status = ANY(:holding)
         AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange(CAST(:checkIn AS date), CAST(:checkOut AS date), '[)'))`,
        'taken',
      )
      .where('l.id = :id'),
);

/**
 * Checks a booking request and adds the pending booking and its first timeline row to `batch` (the caller
 * adds the lifecycle's notification and timers, then flushes: one statement, no transaction needed). One query
 * reads the listing, its host and user, whether the dates are held, and the booking's id. Nothing is locked
 * between that read and the write: a listing deleted meanwhile makes the write fail on its foreign key (see
 * `isListingGone`), and a price changed meanwhile leaves the request at the price read a moment before.
 * The stay within `limits`; the listing must be active and of a live host (409 LISTING_NOT_BOOKABLE otherwise);
 * guests within its max; dates not already held by an approved stay (pending requests do not hold dates, so two
 * pending requests may overlap). Nights and total are the server's.
 */
export async function prepareApartmentBooking(
  manager: EntityManager,
  customer: Pick<SignedInUser, 'id'>,
  req: BookingRequest,
  batch: WriteBatch,
  now: Date = new Date(),
  limits: StayLimits = DEFAULT_STAY_LIMITS,
): Promise<PreparedBooking> {
  const stay = checkStay(req, now, limits);
  const { entities, raw } = await bookingReadQuery.getRawAndEntities<{ next_booking_id: string; taken: boolean }>(manager, {
    id: req.listing_id,
    holding: DATE_HOLDING_STATUSES,
    checkIn: stay.checkInDate,
    checkOut: stay.checkOutDate,
  });
  const listing = entities[0] as (ApartmentListing & { host?: Vendor }) | undefined;
  const host = listing?.host;
  if (!listing || !host?.user) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
  delete listing.host;
  // A paused listing, or one whose host is not live (stored `vendors.live`: KYC, phone, not deactivated).
  if (listing.status !== 'active' || !host.live) throw DomainError.conflict('LISTING_NOT_BOOKABLE', LISTING_NOT_BOOKABLE);
  if (host.userId === customer.id) throw DomainError.forbidden('OWN_LISTING', 'You cannot book your own apartment');
  const maxGuests = listing.maxGuests ?? LISTING_PLACEHOLDERS.maxGuests;
  if (stay.guests > maxGuests) throw invalid({ guests: tooManyGuestsForListingMessage(maxGuests) });
  if (raw[0]!.taken) throw DomainError.conflict('BOOKING_DATES_TAKEN', DATES_TAKEN);
  const booking = manager.create(ApartmentBooking, {
    id: Number(raw[0]!.next_booking_id),
    listingId: listing.id,
    userId: customer.id,
    vendorId: listing.vendorId,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    nights: stay.nights,
    guests: stay.guests,
    notes: req.notes ?? null,
    totalPriceKobo: bookingTotalKobo(listing.pricePerNightKobo, stay.nights),
    status: 'pending',
    escrowStatus: 'none',
  });
  await batch.insert(ApartmentBooking, { ...booking });
  await recordBookingEvent(batch, booking, { from: null, to: 'pending', actor: 'customer', actorId: customer.id, note: 'Booking requested' });
  return { booking, listing, host };
}

/** True for the error of a booking whose listing was deleted between the check and the write. */
export function isListingGone(err: unknown): boolean {
  const e = err as { code?: string; detail?: string };
  return e.code === '23503' && /\(listing_id\)/.test(e.detail ?? '');
}

/** A pending booking and its first timeline row, written at once (no notices or timers: seeding and tests). */
export async function createApartmentBooking(
  manager: EntityManager,
  customer: Pick<SignedInUser, 'id'>,
  req: BookingRequest,
  now: Date = new Date(),
): Promise<ApartmentBooking> {
  const batch = new WriteBatch(manager);
  await prepareApartmentBooking(manager, customer, req, batch, now);
  const [row] = await batch.flush();
  return batch.hydrate(ApartmentBooking, row!);
}
