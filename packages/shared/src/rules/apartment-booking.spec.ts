import {
  APARTMENT_SERVICE_FEE_KOBO,
  BOOKING_GUEST_CHOICES,
  DEFAULT_STAY_LIMITS,
  hasCheckInDayCome,
  isValidApartmentBookingRequest,
  lagosDayPlus,
  quoteApartmentStay,
  SEARCH_GUEST_CHOICES,
  tooManyGuestsForListingMessage,
  validateApartmentBookingRequest,
} from './apartment-booking.js';

describe('apartment booking request', () => {
  // 10 March 2025, 00:30 in Lagos (still 9 March in UTC).
  const today = new Date('2025-03-09T23:30:00Z');
  const ok = { check_in_date: '2025-03-10', check_out_date: '2025-03-12', guests: 2 };

  it('offers 1–8 guests in the dialog and 1–6 in the search', () => {
    expect(BOOKING_GUEST_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(SEARCH_GUEST_CHOICES).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('accepts a stay that starts today in Lagos', () => {
    expect(validateApartmentBookingRequest(ok, { today })).toEqual({});
    expect(isValidApartmentBookingRequest(ok, { today, maxGuests: 2 })).toBe(true);
  });

  it('requires both dates with the spec texts', () => {
    expect(validateApartmentBookingRequest({ guests: 1 }, { today })).toEqual({
      check_in_date: 'Check-in date is required',
      check_out_date: 'Check-out date is required',
    });
  });

  it('refuses a check-in before today in Lagos', () => {
    expect(validateApartmentBookingRequest({ ...ok, check_in_date: '2025-03-09' }, { today })).toEqual({
      check_in_date: 'Check-in date cannot be in the past',
    });
  });

  it('refuses a check-out not after check-in, without a second nights message', () => {
    expect(validateApartmentBookingRequest({ ...ok, check_out_date: '2025-03-10' }, { today })).toEqual({
      check_out_date: 'Check-out date must be after check-in date',
    });
  });

  it('wants at least 1 guest, at most 8 and at most the listing allows', () => {
    expect(validateApartmentBookingRequest({ ...ok, guests: 0 }, { today })).toEqual({ guests: 'At least 1 guest is required' });
    expect(validateApartmentBookingRequest({ ...ok, guests: 9 }, { today }).guests).toBeDefined();
    expect(validateApartmentBookingRequest({ ...ok, guests: 3 }, { today, maxGuests: 2 })).toEqual({ guests: 'This property allows at most 2 guests' });
    expect(validateApartmentBookingRequest({ ...ok, guests: '2' }, { today, maxGuests: 2 })).toEqual({});
    expect(tooManyGuestsForListingMessage(1)).toBe('This property allows at most 1 guest');
  });

  it('bounds a stay: at most 90 nights, check-in at most 365 days ahead (or the limits given)', () => {
    // 10 March 2025 + 365 days = 10 March 2026; + 90 nights from 10 March = 8 June 2025.
    expect(validateApartmentBookingRequest({ ...ok, check_in_date: '2026-03-10', check_out_date: '2026-03-12' }, { today })).toEqual({});
    expect(validateApartmentBookingRequest({ ...ok, check_in_date: '2026-03-11', check_out_date: '2026-03-12' }, { today })).toEqual({
      check_in_date: 'Check-in date can be at most 365 days from today',
    });
    expect(validateApartmentBookingRequest({ ...ok, check_in_date: '9999-01-01', check_out_date: '9999-01-02' }, { today }).check_in_date).toBe(
      'Check-in date can be at most 365 days from today',
    );
    expect(validateApartmentBookingRequest({ ...ok, check_out_date: '2025-06-08' }, { today })).toEqual({});
    expect(validateApartmentBookingRequest({ ...ok, check_out_date: '2025-06-09' }, { today })).toEqual({ check_out_date: 'A stay can be at most 90 nights' });
    expect(validateApartmentBookingRequest({ ...ok, check_out_date: '2300-01-01' }, { today })).toEqual({ check_out_date: 'A stay can be at most 90 nights' });
    const limits = { maxNights: 1, maxDaysAhead: 30 };
    expect(validateApartmentBookingRequest(ok, { today, limits })).toEqual({ check_out_date: 'A stay can be at most 1 night' });
    expect(validateApartmentBookingRequest({ ...ok, check_in_date: '2025-04-10', check_out_date: '2025-04-11' }, { today, limits }).check_in_date).toBe(
      'Check-in date can be at most 30 days from today',
    );
    expect(lagosDayPlus(today, 365)).toBe('2026-03-10');
    expect(lagosDayPlus('2025-03-10', DEFAULT_STAY_LIMITS.maxNights)).toBe('2025-06-08');
    expect(lagosDayPlus('', 1)).toBe('');
  });
});

describe('quoteApartmentStay', () => {
  it('prices nights × price per night with a ₦0 service fee', () => {
    expect(quoteApartmentStay('2025-03-10', '2025-03-13', '25000.00')).toEqual({
      nights: 3,
      pricePerNightKobo: 2_500_000,
      subtotalKobo: 7_500_000,
      serviceFeeKobo: 0,
      totalKobo: 7_500_000,
      totalNaira: 75_000,
    });
    expect(APARTMENT_SERVICE_FEE_KOBO).toBe(0);
  });

  it('rounds part days up', () => {
    expect(quoteApartmentStay('2025-03-10T14:00:00Z', '2025-03-11T10:00:00Z', 100)?.nights).toBe(1);
  });

  it('keeps kobo exact', () => {
    expect(quoteApartmentStay('2025-03-10', '2025-03-13', '0.10')?.totalNaira).toBe(0.3);
  });

  it('is null for missing or bad input and for stays under a night', () => {
    expect(quoteApartmentStay('', '2025-03-12', 100)).toBeNull();
    expect(quoteApartmentStay('2025-03-10', null, 100)).toBeNull();
    expect(quoteApartmentStay('2025-03-10', '2025-03-10', 100)).toBeNull();
    expect(quoteApartmentStay('2025-03-10', '2025-03-12', 'abc')).toBeNull();
    expect(quoteApartmentStay('2025-03-10', '2025-03-12', -5)).toBeNull();
  });
});

describe('hasCheckInDayCome', () => {
  it('opens check-in from the check-in day in Lagos', () => {
    expect(hasCheckInDayCome('2025-03-10', new Date('2025-03-09T22:59:00Z'))).toBe(false);
    expect(hasCheckInDayCome('2025-03-10', new Date('2025-03-09T23:00:00Z'))).toBe(true);
    expect(hasCheckInDayCome('2025-03-10', new Date('2025-03-15T12:00:00Z'))).toBe(true);
    expect(hasCheckInDayCome(null, new Date())).toBe(false);
  });
});
