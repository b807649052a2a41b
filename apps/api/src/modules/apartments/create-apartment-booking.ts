import type { EntityManager } from 'typeorm';
import {
  bookingTotalKobo,
  firstError,
  hasErrors,
  lagosDateString,
  MESSAGES,
  nightsBetween,
  tooManyGuestsForListingMessage,
  validateApartmentBookingRequest,
  type BookingStatus,
  type FieldErrors,
} from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { isVendorLive } from '../vendors/vendor-live.js';
import type { User } from '../users/entities/user.entity.js';
import { Vendor } from '../vendors/entities/vendor.entity.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';
import { ApartmentBooking, DATE_HOLDING_STATUSES, type BookingActor } from './entities/apartment-booking.entity.js';
import { ApartmentBookingEvent } from './entities/apartment-booking-event.entity.js';
import { LISTING_PLACEHOLDERS } from './listing.presenter.js';
import { LISTING_NOT_FOUND } from './listings.service.js';

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
  new DomainError('invalid', 'VALIDATION_FAILED', firstError(errors) ?? 'The given data was invalid', Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v!]])));

/**
 * The spec 000 §5 rules (shared with the SPA's dialog) with today in Lagos; dates normalised to Lagos
 * calendar days. A client `nights` below 1 is refused like the dialog does; otherwise it is ignored.
 */
export function checkStay(req: BookingRequest, now: Date = new Date()): CheckedStay {
  const errors = validateApartmentBookingRequest(req, { today: now });
  if (!errors.nights && req.nights !== undefined && req.nights !== null && req.nights !== '') {
    const n = Number(req.nights);
    if (!Number.isInteger(n) || n < 1) errors.nights = MESSAGES.minimumOneNight;
  }
  if (hasErrors(errors)) throw invalid(errors);
  const checkInDate = lagosDateString(req.check_in_date!);
  const checkOutDate = lagosDateString(req.check_out_date!);
  const nights = nightsBetween(checkInDate, checkOutDate);
  if (!(nights >= 1)) throw invalid({ nights: MESSAGES.minimumOneNight });
  return { checkInDate, checkOutDate, nights, guests: Number(req.guests) };
}

/** Appends one step to a booking's timeline, in the caller's transaction. */
export async function recordBookingEvent(
  manager: EntityManager,
  booking: Pick<ApartmentBooking, 'id'>,
  step: { from: BookingStatus | null; to: BookingStatus; actor: BookingActor; actorId?: number | null; note?: string | null },
): Promise<void> {
  await manager.insert(ApartmentBookingEvent, {
    bookingId: booking.id,
    fromStatus: step.from,
    toStatus: step.to,
    actor: step.actor,
    actorId: step.actorId ?? null,
    note: step.note ?? null,
  });
}

/**
 * Creates a pending booking and its first timeline row in the caller's transaction (the lifecycle adds
 * its notification and auto-cancel timer in the same transaction). The listing must be active and of a
 * live host; guests within its max; dates not already held by an approved stay (pending requests do not
 * hold dates, so two pending requests may overlap). Nights and total are the server's.
 */
export async function createApartmentBooking(manager: EntityManager, customer: User, req: BookingRequest, now: Date = new Date()): Promise<ApartmentBooking> {
  const stay = checkStay(req, now);
  // Shared lock: the listing cannot be deleted or repriced under the request.
  const listing = await manager.findOne(ApartmentListing, { where: { id: req.listing_id }, lock: { mode: 'pessimistic_read' } });
  const vendor = listing ? await manager.findOne(Vendor, { where: { id: listing.vendorId }, relations: { user: true } }) : null;
  if (!listing || !vendor?.user || !isVendorLive(vendor, vendor.user)) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
  if (listing.status !== 'active') throw DomainError.conflict('LISTING_NOT_BOOKABLE', 'This apartment is not taking bookings at the moment');
  if (vendor.userId === customer.id) throw DomainError.forbidden('OWN_LISTING', 'You cannot book your own apartment');
  const maxGuests = listing.maxGuests ?? LISTING_PLACEHOLDERS.maxGuests;
  if (stay.guests > maxGuests) throw invalid({ guests: tooManyGuestsForListingMessage(maxGuests) });
  const [{ taken }] = await manager.query(
    `select exists (select 1 from apartment_bookings where listing_id = $1 and status = any($2)
       and daterange(check_in_date, check_out_date, '[)') && daterange($3::date, $4::date, '[)')) as taken`,
    [listing.id, DATE_HOLDING_STATUSES, stay.checkInDate, stay.checkOutDate],
  );
  if (taken) throw DomainError.conflict('BOOKING_DATES_TAKEN', DATES_TAKEN);
  const booking = await manager.save(
    manager.create(ApartmentBooking, {
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
    }),
  );
  await recordBookingEvent(manager, booking, { from: null, to: 'pending', actor: 'customer', actorId: customer.id, note: 'Booking requested' });
  return booking;
}
