/**
 * Validation rules and message texts used by both the API and the SPA.
 *
 * Convention: a validator of ONE value returns `string | null` (the message, or null when valid);
 * a validator of a FORM returns `FieldErrors` — `{ field: message }` with wire (snake_case) field
 * names, one message per field (the first rule that fails), and `{}` when valid. The API wraps
 * them as `errors: { field: [message] }`; the SPA shows `firstError(errors)` where the spec alerts.
 */
import { lagosDayNumber, toEpochMs, DAY_MS, type DateInput } from '../dates.js';
import { formatKobo, nairaToKobo } from '../money.js';
import { normalizePhoneNg } from '../phone.js';
import { MIN_PAYOUT_KOBO } from './fees.js';
import { checkPassword } from './password.js';

/** Exact texts. The first group is quoted from the spec; the second is ours, where the spec gives none. */
export const MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  selectService: 'Please select a service',
  setDeadline: 'Please set a deadline',
  describeRequirements: 'Please describe your requirements',
  loginToBook: 'Please login to book a service',
  invalidOtp: 'Please enter a valid 3-digit OTP',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size should be less than 5MB',
  noImage: 'Please select an image first',
  invalidDocument: 'Please select a valid image (JPG, PNG) or PDF file',
  documentTooLarge: 'File size should be less than 10MB',
  noDocument: 'Please select a document first',
  rejectionReasonRequired: 'Please provide a rejection reason',
  allFieldsRequired: 'Please fill in all fields',
  missingRegistrationData: 'Missing registration data. Please start over.',
  checkInRequired: 'Check-in date is required',
  checkInInPast: 'Check-in date cannot be in the past',
  checkOutRequired: 'Check-out date is required',
  checkOutNotAfterCheckIn: 'Check-out date must be after check-in date',
  guestRequired: 'At least 1 guest is required',
  minimumOneNight: 'Booking must be for at least 1 night',
  // Ours (the spec states the rule but no text):
  tooManyGuests: 'No more than 8 guests are allowed',
  invalidPrice: 'Price must be a number of at least 0 with at most 2 decimal places',
  invalidExperience: 'Years of experience must be a whole number from 1 to 50',
  invalidUrl: 'Please enter a valid web address starting with http:// or https://',
  invalidPhone: 'Please enter a valid Nigerian phone number',
  payoutBelowMinimum: `The minimum payout is ${formatKobo(MIN_PAYOUT_KOBO)}`,
  payoutAboveBalance: 'The payout amount is more than your available balance',
  serviceAddressRequired: 'Please enter the address where the service is needed',
  serviceAddressTooLong: 'Please keep the address under 500 characters',
  preferredTimeRequired: 'Please choose a preferred time',
  noPhoto: 'Please choose a photo to upload',
  invalidPhoto: 'Only photos can be attached: please upload a JPEG, PNG or WebP image',
  photoTooLarge: 'Photo size should be less than 5MB',
  tooManyPhotos: 'You can add at most 6 photos here.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** Form errors: wire field name → one message. Empty when the form is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const OTP_LENGTH = 3;
export const EXPERIENCE_MIN_YEARS = 1;
export const EXPERIENCE_MAX_YEARS = 50;
export const BOOKING_MIN_GUESTS = 1;
export const BOOKING_MAX_GUESTS = 8;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'] as const;
export const SERVICE_ADDRESS_MAX_LENGTH = 500;
/** Photos attached to a dispute (private attachments): JPEG, PNG or WebP, at most 5MB each, at most 6 per uploader. */
export const ATTACHMENT_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ATTACHMENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_PHOTOS_MAX = 6;

/** When the customer would like the vendor to come (a service order's `preferred_time`). */
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = {
  morning: 'Morning (8am – 12pm)',
  afternoon: 'Afternoon (12pm – 4pm)',
  evening: 'Evening (4pm – 8pm)',
  anytime: 'Any time (8am – 8pm)',
};

/** What an order placed without an address shows where the address goes, until the customer adds it. */
export const ADDRESS_TO_BE_AGREED = 'Address to be agreed';

export function isPreferredTime(value: unknown): value is PreferredTime {
  return typeof value === 'string' && (PREFERRED_TIMES as readonly string[]).includes(value);
}

/** True when the form has at least one error. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((m) => typeof m === 'string');
}

/** The first message of a form's errors (what a single alert or toast shows), or null. */
export function firstError(errors: FieldErrors): string | null {
  const found = Object.values(errors).find((m): m is string => typeof m === 'string');
  return found ?? null;
}

/** Null, undefined, or a string that is empty after trimming. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Sign-up account form. Fields as in the form: firstName … confirmPassword. */
export function validateSignup(form: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}): FieldErrors<'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword'> = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) {
    if (isBlank(form[field])) errors[field] = MESSAGES.requiredFields;
  }
  if (!errors.password) {
    // The cheap part of the password rule (the API also checks its list of common passwords).
    const problem = checkPassword(form.password, { email: form.email, name: [form.firstName, form.lastName].filter(Boolean).join(' ') });
    if (problem) errors.password = problem;
  }
  if (!errors.password && form.password !== form.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** A Nigerian phone number (any usual spelling); see normalizePhoneNg for the stored form. */
export function validatePhoneNg(value: string | null | undefined): string | null {
  return normalizePhoneNg(value) ? null : MESSAGES.invalidPhone;
}

/** Vendor basics: business_name and category required. */
export function validateVendorBasics(form: { business_name?: string | null; category?: string | null }): FieldErrors<'business_name' | 'category'> {
  const errors: FieldErrors<'business_name' | 'category'> = {};
  if (isBlank(form.business_name)) errors.business_name = MESSAGES.requiredFields;
  if (isBlank(form.category)) errors.category = MESSAGES.requiredFields;
  return errors;
}

/** Years of experience (rider experience_years, apartment years_of_experience): a whole number 1–50. */
export function validateExperienceYears(value: number | string | null | undefined): string | null {
  const n = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < EXPERIENCE_MIN_YEARS || n > EXPERIENCE_MAX_YEARS) {
    return MESSAGES.invalidExperience;
  }
  return null;
}

/** Rider experience: whole number 1–50. */
export const validateRiderExperience = validateExperienceYears;

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An optional URL field (website, logo): blank is fine, otherwise it must be http(s). */
export function validateOptionalUrl(value: string | null | undefined): string | null {
  return isBlank(value) || isHttpUrl(value) ? null : MESSAGES.invalidUrl;
}

/** Maintenance request: location, service_type and issue required. */
export function validateMaintenanceRequest(form: {
  location?: string | null;
  service_type?: string | null;
  issue?: string | null;
}): FieldErrors<'location' | 'service_type' | 'issue'> {
  const errors: FieldErrors<'location' | 'service_type' | 'issue'> = {};
  for (const field of ['location', 'service_type', 'issue'] as const) {
    if (isBlank(form[field])) errors[field] = MESSAGES.requiredFields;
  }
  return errors;
}

/** A price in naira: a number (or numeric string) ≥ 0 with at most 2 decimals (step 0.01). */
export function validatePrice(price: number | string | null | undefined): string | null {
  if (isBlank(price)) return MESSAGES.requiredFields;
  try {
    nairaToKobo(price as number | string);
    return null;
  } catch {
    return MESSAGES.invalidPrice;
  }
}

/** Service pricing form: title required (trimmed), description optional, price ≥ 0 with ≤ 2 decimals. */
export function validatePricing(form: { title?: string | null; description?: string | null; price?: number | string | null }): FieldErrors<'title' | 'price'> {
  const errors: FieldErrors<'title' | 'price'> = {};
  if (isBlank(form.title)) errors.title = MESSAGES.requiredFields;
  const priceError = validatePrice(form.price);
  if (priceError) errors.price = priceError;
  return errors;
}

/**
 * General-service booking: a pricing chosen; a deadline not earlier than `today`
 * (compared as Lagos calendar days; an invalid date counts as missing); requirements non-blank; the
 * service address and a preferred time window.
 *
 * `addressOptional` (the API): the spec's own create payload has no address or time, so an order may be
 * placed without them — the address is then agreed later (added with PATCH) and the time is any time. A
 * value that is sent must still be valid. The SPA's booking form asks for both.
 */
export function validateServiceOrder(
  form: {
    service_pricing_id?: string | number | null;
    deadline?: DateInput | null;
    requirements?: string | null;
    service_address?: string | null;
    preferred_time?: string | null;
  },
  today: DateInput,
  opts: { addressOptional?: boolean } = {},
): FieldErrors<ServiceOrderField> {
  const errors: FieldErrors<ServiceOrderField> = {};
  if (isBlank(form.service_pricing_id)) errors.service_pricing_id = MESSAGES.selectService;
  const deadlineDay = isBlank(form.deadline) ? Number.NaN : lagosDayNumber(form.deadline);
  if (Number.isNaN(deadlineDay) || deadlineDay < lagosDayNumber(today)) errors.deadline = MESSAGES.setDeadline;
  if (isBlank(form.requirements)) errors.requirements = MESSAGES.describeRequirements;
  Object.assign(errors, validateServiceAddress(form, { optional: opts.addressOptional }));
  return errors;
}

/**
 * Where and when a service is done: the address (required unless `optional`, at most
 * SERVICE_ADDRESS_MAX_LENGTH characters) and the preferred time window (one of PREFERRED_TIMES; may be left
 * out when `optional`, which means any time).
 */
export function validateServiceAddress(
  form: { service_address?: string | null; preferred_time?: string | null },
  opts: { optional?: boolean } = {},
): FieldErrors<'service_address' | 'preferred_time'> {
  const errors: FieldErrors<'service_address' | 'preferred_time'> = {};
  if (isBlank(form.service_address)) {
    if (!opts.optional) errors.service_address = MESSAGES.serviceAddressRequired;
  } else if (typeof form.service_address !== 'string') errors.service_address = MESSAGES.serviceAddressRequired;
  else if (form.service_address.trim().length > SERVICE_ADDRESS_MAX_LENGTH) errors.service_address = MESSAGES.serviceAddressTooLong;
  const timeLeftOut = isBlank(form.preferred_time);
  if (!(opts.optional && timeLeftOut) && !isPreferredTime(form.preferred_time)) errors.preferred_time = MESSAGES.preferredTimeRequired;
  return errors;
}

export type ServiceOrderField = 'service_pricing_id' | 'deadline' | 'requirements' | 'service_address' | 'preferred_time';

/** The OTP as sent: non-digits stripped ('1 2-3' → '123'). */
export function normalizeOtp(input: string | null | undefined): string {
  return typeof input === 'string' ? input.replace(/\D/g, '') : '';
}

/** OTP: exactly 3 digits once non-digits are stripped. */
export function validateOtp(input: string | null | undefined): string | null {
  return normalizeOtp(input).length === OTP_LENGTH ? null : MESSAGES.invalidOtp;
}

/** What both sides know of a chosen file: a browser File or a multipart part fits. */
export interface FileLike {
  type?: string | null;
  size: number;
  name?: string | null;
}

/** Profile picture: chosen, of an image type, at most 5MB. */
export function validateProfileImage(file: FileLike | null | undefined): string | null {
  if (!file) return MESSAGES.noImage;
  if (!(file.type ?? '').toLowerCase().startsWith('image/')) return MESSAGES.invalidImage;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

/** Compliance document: chosen, JPG/JPEG/PNG/PDF (by MIME type, else by extension), at most 10MB. */
export function validateComplianceDocument(file: FileLike | null | undefined): string | null {
  if (!file) return MESSAGES.noDocument;
  const type = (file.type ?? '').toLowerCase();
  const okType = type ? (DOCUMENT_MIME_TYPES as readonly string[]).includes(type) : /\.(jpe?g|png|pdf)$/i.test(file.name ?? '');
  if (!okType) return MESSAGES.invalidDocument;
  if (file.size > DOCUMENT_MAX_BYTES) return MESSAGES.documentTooLarge;
  return null;
}

/** A dispute photo as the browser sees it: chosen, JPEG/PNG/WebP by MIME type, at most 5MB (the API judges the bytes again). */
export function validateAttachmentPhoto(file: FileLike | null | undefined): string | null {
  if (!file) return MESSAGES.noPhoto;
  if (!(ATTACHMENT_PHOTO_MIME_TYPES as readonly string[]).includes((file.type ?? '').toLowerCase())) return MESSAGES.invalidPhoto;
  if (file.size > ATTACHMENT_PHOTO_MAX_BYTES) return MESSAGES.photoTooLarge;
  return null;
}

/** KYC rejection: a reason that is not blank after trimming. */
export function validateRejectionReason(reason: string | null | undefined): string | null {
  return isBlank(reason) ? MESSAGES.rejectionReasonRequired : null;
}

/** Admin login: both fields required. */
export function validateAdminLogin(form: { email?: string | null; password?: string | null }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (isBlank(form.email)) errors.email = MESSAGES.allFieldsRequired;
  if (isBlank(form.password)) errors.password = MESSAGES.allFieldsRequired;
  return errors;
}

/**
 * Nights of a stay: the day difference rounded up, i.e. ceil((out − in) / 24 h).
 * For 'YYYY-MM-DD' strings (midnight UTC) this is the exact calendar-day difference.
 * NaN when either date is invalid; zero or negative when check-out is not after check-in.
 */
export function nightsBetween(checkIn: DateInput, checkOut: DateInput): number {
  const diff = toEpochMs(checkOut) - toEpochMs(checkIn);
  return Number.isNaN(diff) ? Number.NaN : Math.ceil(diff / DAY_MS);
}

/** total_price = nights × price_per_night, in kobo. */
export function bookingTotalKobo(pricePerNightKobo: number, nights: number): number {
  if (!Number.isSafeInteger(pricePerNightKobo) || pricePerNightKobo < 0) throw new RangeError('Price per night must be whole, non-negative kobo');
  if (!Number.isSafeInteger(nights) || nights < 1) throw new RangeError('Nights must be a whole number of at least 1');
  const total = pricePerNightKobo * nights;
  if (!Number.isSafeInteger(total)) throw new RangeError('Booking total is too large');
  return total;
}

type BookingField = 'check_in_date' | 'check_out_date' | 'guests' | 'nights';

/**
 * Apartment booking request. Check-in required and not before `today` (Lagos
 * calendar days); check-out required and after check-in; guests a whole number 1–8; nights,
 * when the client sends one, at least 1. An unparseable date counts as missing. The API should
 * recompute nights and total_price with nightsBetween/bookingTotalKobo rather than trust the client.
 */
export function validateApartmentBooking(
  form: {
    check_in_date?: DateInput | null;
    check_out_date?: DateInput | null;
    guests?: number | string | null;
    nights?: number | string | null;
  },
  today: DateInput,
): FieldErrors<BookingField> {
  const errors: FieldErrors<BookingField> = {};
  const checkInDay = isBlank(form.check_in_date) ? Number.NaN : lagosDayNumber(form.check_in_date);
  const checkOutDay = isBlank(form.check_out_date) ? Number.NaN : lagosDayNumber(form.check_out_date);
  if (Number.isNaN(checkInDay)) errors.check_in_date = MESSAGES.checkInRequired;
  else if (checkInDay < lagosDayNumber(today)) errors.check_in_date = MESSAGES.checkInInPast;
  if (Number.isNaN(checkOutDay)) errors.check_out_date = MESSAGES.checkOutRequired;
  else if (!Number.isNaN(checkInDay) && !(nightsBetween(form.check_in_date!, form.check_out_date!) >= 1)) {
    errors.check_out_date = MESSAGES.checkOutNotAfterCheckIn;
  }
  const guests = typeof form.guests === 'string' && form.guests.trim() !== '' ? Number(form.guests) : form.guests;
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < BOOKING_MIN_GUESTS) errors.guests = MESSAGES.guestRequired;
  else if (guests > BOOKING_MAX_GUESTS) errors.guests = MESSAGES.tooManyGuests;
  if (!isBlank(form.nights)) {
    const nights = Number(form.nights);
    if (!Number.isInteger(nights) || nights < 1) errors.nights = MESSAGES.minimumOneNight;
  }
  return errors;
}

/** A payout request: at least MIN_PAYOUT_KOBO and no more than the available balance. */
export function validatePayoutRequest(amountKobo: number, availableKobo: number): string | null {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < MIN_PAYOUT_KOBO) return MESSAGES.payoutBelowMinimum;
  if (amountKobo > availableKobo) return MESSAGES.payoutAboveBalance;
  return null;
}
