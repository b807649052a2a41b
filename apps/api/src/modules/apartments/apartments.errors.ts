import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/apartments: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const APARTMENTS_ERRORS = {
  LISTING_NOT_FOUND: { status: 404, message: 'Apartment not found' },
  BOOKING_NOT_FOUND: { status: 404, message: 'Booking not found' },
  BOOKING_STATUS_UNKNOWN: { status: 422, message: 'Choose one of the booking statuses (`errors.status`)' },
  BOOKING_TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: 'The booking machine\'s words; "An admin cannot set a booking to {status}; that status follows from the guest\'s actions or the payment"',
  },
  BOOKING_DATES_TAKEN: { status: 409, message: 'These dates are no longer available for this apartment', when: 'request; admin approves over another stay' },
  BOOKING_WRONG_ACTOR: { status: 403, message: "The booking machine's words" },
  BOOKING_NOT_PAYABLE: { status: 409, message: "The booking machine's words" },
  BOOKING_CHECK_IN_NOT_ALLOWED: { status: 409, message: "The booking machine's words" },
  BOOKING_NOT_RELEASABLE: { status: 409, message: "The booking machine's words" },
  BOOKING_NOT_CANCELLABLE: { status: 409, message: "The booking machine's words" },
  LISTING_HAS_BOOKINGS: { status: 409, message: 'This listing has bookings and cannot be deleted. Pause it instead.' },
  LISTING_NOT_BOOKABLE: { status: 409, message: 'This apartment is not taking bookings at the moment', when: 'paused listing or host not live' },
  OWN_LISTING: { status: 403, message: 'You cannot book your own apartment' },
} as const satisfies ErrorTable;
