import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/apartments: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const APARTMENTS_ERRORS = {
  LISTING_NOT_FOUND: {
    status: 404,
    message: 'Apartment not found',
    where: '`listings.service.ts`, `apartments.service.ts`, `create-apartment-booking.ts`, `apartment-booking-actions.service.ts`',
  },
  BOOKING_NOT_FOUND: { status: 404, message: 'Booking not found', where: '`apartment-bookings.service.ts`, `apartment-booking.lifecycle.ts`' },
  BOOKING_STATUS_UNKNOWN: {
    status: 422,
    message: 'Choose one of the booking statuses (`errors.status`)',
    where: '`apartment-booking-actions.service.ts` (admin status change)',
  },
  BOOKING_TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: 'The booking machine\'s words; "An admin cannot set a booking to {status}; that status follows from the guest\'s actions or the payment"',
    where: '`apartment-booking.lifecycle.ts`, `apartment-booking-actions.service.ts`',
  },
  BOOKING_DATES_TAKEN: {
    status: 409,
    message: 'These dates are no longer available for this apartment',
    where: '`create-apartment-booking.ts` (request), `apartment-booking-actions.service.ts` (admin approves over another stay)',
  },
  BOOKING_WRONG_ACTOR: { status: 403, message: "The booking machine's words", where: '`apartment-booking.lifecycle.ts`' },
  BOOKING_NOT_PAYABLE: { status: 409, message: "The booking machine's words", where: '`apartment-booking.lifecycle.ts` (pay, capture)' },
  BOOKING_CHECK_IN_NOT_ALLOWED: { status: 409, message: "The booking machine's words", where: '`apartment-booking.lifecycle.ts` (check in)' },
  BOOKING_NOT_RELEASABLE: { status: 409, message: "The booking machine's words", where: '`apartment-booking.lifecycle.ts` (admin release)' },
  BOOKING_NOT_CANCELLABLE: { status: 409, message: "The booking machine's words", where: '`apartment-booking.lifecycle.ts` (cancel)' },
  LISTING_HAS_BOOKINGS: { status: 409, message: 'This listing has bookings and cannot be deleted. Pause it instead.', where: '`listings.service.ts` (delete)' },
  LISTING_NOT_BOOKABLE: {
    status: 409,
    message: 'This apartment is not taking bookings at the moment',
    where: '`create-apartment-booking.ts` (paused listing or host not live)',
  },
  OWN_LISTING: { status: 403, message: 'You cannot book your own apartment', where: '`create-apartment-booking.ts`' },
} as const satisfies ErrorTable;
