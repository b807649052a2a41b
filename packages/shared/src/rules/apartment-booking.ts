/**
 * The apartment booking request as both sides check it: the booking dialog
 * validates and prices with these, and the API recomputes nights and total with the same rules
 * instead of trusting the client. Dates are 'YYYY-MM-DD' Lagos calendar days.
 */
import { DAY_MS, lagosDayNumber, type DateInput } from '../dates.js';
import { koboToNaira, nairaToKobo } from '../money.js';
import { BOOKING_MAX_GUESTS, BOOKING_MIN_GUESTS, hasErrors, MESSAGES, nightsBetween, validateApartmentBooking, type FieldErrors } from './validation.js';

/** Guest choices of the booking dialog (1–8) and of the search form on the list page (1–6). */
export const BOOKING_GUEST_CHOICES: readonly number[] = Array.from({ length: BOOKING_MAX_GUESTS - BOOKING_MIN_GUESTS + 1 }, (_, i) => i + BOOKING_MIN_GUESTS);
export const SEARCH_MAX_GUESTS = 6;
export const SEARCH_GUEST_CHOICES: readonly number[] = Array.from({ length: SEARCH_MAX_GUESTS }, (_, i) => i + 1);

/** The service fee of an apartment booking is shown as ₦0. */
export const APARTMENT_SERVICE_FEE_KOBO = 0;

/** Ours: the spec caps guests at 8; a listing may allow fewer. */
export function tooManyGuestsForListingMessage(maxGuests: number): string {
  return `This property allows at most ${maxGuests} ${maxGuests === 1 ? 'guest' : 'guests'}`;
}

/**
 * Ours (the spec sets no bound): how long a stay may be and how far ahead its check-in may lie. The API
 * reads them from BOOKING_MAX_NIGHTS and BOOKING_MAX_DAYS_AHEAD (these defaults) and sends them with each
 * listing as `booking_limits`, so the dialog shows the bound the server applies.
 */
export interface StayLimits {
  /** Longest stay, in nights. */
  maxNights: number;
  /** Latest check-in, in days after today (Lagos). */
  maxDaysAhead: number;
}
export const DEFAULT_STAY_LIMITS: Readonly<StayLimits> = { maxNights: 90, maxDaysAhead: 365 };

/** A stay longer than the limit (on check_out_date). */
export function stayTooLongMessage(maxNights: number): string {
  return `A stay can be at most ${maxNights} ${maxNights === 1 ? 'night' : 'nights'}`;
}

/** A check-in beyond the booking horizon (on check_in_date). */
export function checkInTooFarMessage(maxDaysAhead: number): string {
  return `Check-in date can be at most ${maxDaysAhead} ${maxDaysAhead === 1 ? 'day' : 'days'} from today`;
}

/** 'YYYY-MM-DD' `days` after the Lagos day of `from` (a date input's `max`); '' when `from` is invalid. */
export function lagosDayPlus(from: DateInput | null | undefined, days: number): string {
  const day = lagosDayNumber(from);
  return Number.isNaN(day) ? '' : new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}

export type ApartmentBookingField = 'check_in_date' | 'check_out_date' | 'guests' | 'nights';

export interface ApartmentBookingForm {
  check_in_date?: DateInput | null;
  check_out_date?: DateInput | null;
  guests?: number | string | null;
}

export interface ApartmentBookingOptions {
  today: DateInput;
  maxGuests?: number | null;
  /** The stay bounds; DEFAULT_STAY_LIMITS when not given. */
  limits?: StayLimits | null;
}

/**
 * Validates a booking request against today's Lagos date and, when given, the listing's
 * max_guests. One message per field, the spec's texts: check-in required / not in the past,
 * check-out required / after check-in, at least 1 guest (at most 8, at most max_guests), and at
 * least 1 night. The nights error only shows when the dates themselves are not already refused.
 * Ours: check-in at most `limits.maxDaysAhead` days ahead, a stay of at most `limits.maxNights`.
 */
export function validateApartmentBookingRequest(form: ApartmentBookingForm, options: ApartmentBookingOptions): FieldErrors<ApartmentBookingField> {
  const errors: FieldErrors<ApartmentBookingField> = validateApartmentBooking(form, options.today);
  const limits = options.limits ?? DEFAULT_STAY_LIMITS;
  const max = options.maxGuests;
  if (!errors.guests && typeof max === 'number' && Number.isInteger(max) && max >= 1 && Number(form.guests) > max) {
    errors.guests = tooManyGuestsForListingMessage(max);
  }
  if (!errors.check_in_date && lagosDayNumber(form.check_in_date) - lagosDayNumber(options.today) > limits.maxDaysAhead) {
    errors.check_in_date = checkInTooFarMessage(limits.maxDaysAhead);
  }
  if (!errors.check_in_date && !errors.check_out_date) {
    const nights = nightsBetween(form.check_in_date!, form.check_out_date!);
    if (!(nights >= 1)) errors.nights = MESSAGES.minimumOneNight;
    else if (nights > limits.maxNights) errors.check_out_date = stayTooLongMessage(limits.maxNights);
  }
  return errors;
}

/** True when the request passes validateApartmentBookingRequest. */
export function isValidApartmentBookingRequest(form: ApartmentBookingForm, options: ApartmentBookingOptions): boolean {
  return !hasErrors(validateApartmentBookingRequest(form, options));
}

export interface ApartmentStayQuote {
  nights: number;
  pricePerNightKobo: number;
  subtotalKobo: number;
  serviceFeeKobo: number;
  totalKobo: number;
  /** totalKobo in naira: the wire's `total_price`. */
  totalNaira: number;
}

/**
 * Prices a stay: nights = day difference rounded up; total = nights × price_per_night (naira
 * number or the wire's decimal string); service fee ₦0. Null when a date or the price is
 * invalid or the stay is shorter than 1 night.
 */
export function quoteApartmentStay(
  checkIn: DateInput | null | undefined,
  checkOut: DateInput | null | undefined,
  pricePerNight: number | string | null | undefined,
): ApartmentStayQuote | null {
  if (checkIn === null || checkIn === undefined || checkOut === null || checkOut === undefined) return null;
  if (pricePerNight === null || pricePerNight === undefined) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (!Number.isInteger(nights) || nights < 1) return null;
  let pricePerNightKobo: number;
  try {
    pricePerNightKobo = nairaToKobo(pricePerNight);
  } catch {
    return null;
  }
  const subtotalKobo = pricePerNightKobo * nights;
  if (!Number.isSafeInteger(subtotalKobo)) return null;
  const totalKobo = subtotalKobo + APARTMENT_SERVICE_FEE_KOBO;
  return { nights, pricePerNightKobo, subtotalKobo, serviceFeeKobo: APARTMENT_SERVICE_FEE_KOBO, totalKobo, totalNaira: koboToNaira(totalKobo) };
}

/** Whether the check-in day has come in Lagos (the customer may check in from that day on). */
export function hasCheckInDayCome(checkInDate: DateInput | null | undefined, now: DateInput): boolean {
  const day = lagosDayNumber(checkInDate);
  const today = lagosDayNumber(now);
  return !Number.isNaN(day) && !Number.isNaN(today) && today >= day;
}
