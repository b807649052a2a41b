import {
  ATTACHMENT_PHOTO_MAX_BYTES,
  bookingTotalKobo,
  DOCUMENT_MAX_BYTES,
  firstError,
  hasErrors,
  isHttpUrl,
  MESSAGES,
  nightsBetween,
  normalizeOtp,
  OTP_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  validateAdminLogin,
  validateAttachmentPhoto,
  validateApartmentBooking,
  validateComplianceDocument,
  validateMaintenanceRequest,
  validateOptionalUrl,
  validatePayoutRequest,
  validatePhoneNg,
  validatePricing,
  validateProfileImage,
  validateRejectionReason,
  validateRiderExperience,
  validateServiceOrder,
  PREFERRED_TIMES,
  validateSignup,
  validateOtp,
  validateVendorBasics,
} from './validation.js';

describe('message texts', () => {
  it('quotes the spec exactly', () => {
    expect(MESSAGES.requiredFields).toBe('Please fill in all required fields');
    expect(MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(MESSAGES.invalidOtp).toBe('Please enter a valid 3-digit OTP');
    expect(MESSAGES.invalidDocument).toBe('Please select a valid image (JPG, PNG) or PDF file');
    expect(MESSAGES.checkOutNotAfterCheckIn).toBe('Check-out date must be after check-in date');
    expect(MESSAGES.payoutBelowMinimum).toBe('The minimum payout is ₦5,000.00');
  });
  it('has the limits of the spec', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(DOCUMENT_MAX_BYTES).toBe(10_485_760);
    expect(OTP_LENGTH).toBe(3);
  });
});

describe('form helpers', () => {
  it('hasErrors and firstError read a FieldErrors map', () => {
    expect(hasErrors({})).toBe(false);
    expect(firstError({})).toBeNull();
    expect(hasErrors({ title: 'x' })).toBe(true);
    expect(firstError({ title: 'x', price: 'y' })).toBe('x');
  });
});

describe('sign-up', () => {
  const ok = { firstName: 'Ada', lastName: 'Obi', email: 'a@b.ng', phone: '08031234567', password: 'Kola-nut#2026', confirmPassword: 'Kola-nut#2026' };
  it('accepts a complete form', () => expect(validateSignup(ok)).toEqual({}));
  it('requires every field', () => {
    expect(validateSignup({ ...ok, lastName: '  ' })).toEqual({ lastName: MESSAGES.requiredFields });
    expect(validateSignup({ ...ok, password: '', confirmPassword: '' })).toEqual({ password: MESSAGES.requiredFields });
  });
  it('applies the password rule before the confirmation', () => {
    expect(validateSignup({ ...ok, password: 'short', confirmPassword: 'other' })).toEqual({ password: 'The password must be at least 8 characters.' });
    expect(validateSignup({ ...ok, password: 'Ada-Obi-2026', confirmPassword: 'Ada-Obi-2026' })).toEqual({
      password: 'The password must not contain your name.',
    });
  });
  it('says when passwords do not match', () => {
    expect(validateSignup({ ...ok, confirmPassword: 'other' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
  it('checks Nigerian phones', () => {
    expect(validatePhoneNg('0803 123 4567')).toBeNull();
    expect(validatePhoneNg('12345')).toBe(MESSAGES.invalidPhone);
  });
});

describe('vendor forms', () => {
  it('requires business name and category', () => {
    expect(validateVendorBasics({ business_name: 'Kola Cleaners', category: 'service_vendor' })).toEqual({});
    expect(validateVendorBasics({ business_name: '', category: null })).toEqual({
      business_name: MESSAGES.requiredFields,
      category: MESSAGES.requiredFields,
    });
  });
  it.each([
    [1, null],
    [50, null],
    ['12', null],
    [0, MESSAGES.invalidExperience],
    [51, MESSAGES.invalidExperience],
    [2.5, MESSAGES.invalidExperience],
    ['3.0', MESSAGES.invalidExperience],
    ['', MESSAGES.invalidExperience],
    [null, MESSAGES.invalidExperience],
  ])('rider experience %p → %p', (value, expected) => expect(validateRiderExperience(value as number | string | null)).toBe(expected));
  it('recognizes http(s) URLs only', () => {
    expect(isHttpUrl('https://oja.ng/logo.png')).toBe(true);
    expect(isHttpUrl('http://localhost:3000')).toBe(true);
    expect(isHttpUrl('ftp://oja.ng')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('oja.ng')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
    expect(validateOptionalUrl('')).toBeNull();
    expect(validateOptionalUrl('nope')).toBe(MESSAGES.invalidUrl);
  });
  it('requires maintenance location, service type and issue', () => {
    expect(validateMaintenanceRequest({ location: 'Ikeja', service_type: 'engine', issue: ' ' })).toEqual({ issue: MESSAGES.requiredFields });
  });
});

describe('pricing', () => {
  it('accepts a title and a price of 0 or more with 2 decimals at most', () => {
    expect(validatePricing({ title: 'Deep clean', price: 15000 })).toEqual({});
    expect(validatePricing({ title: 'Free visit', price: 0 })).toEqual({});
    expect(validatePricing({ title: 'x', price: '99.99' })).toEqual({});
  });
  it('requires a trimmed title and a price', () => {
    expect(validatePricing({ title: '   ', price: null })).toEqual({ title: MESSAGES.requiredFields, price: MESSAGES.requiredFields });
  });
  it.each([-1, 10.005, 'abc', Number.NaN])('refuses price %p', (price) => {
    expect(validatePricing({ title: 'x', price })).toEqual({ price: MESSAGES.invalidPrice });
  });
});

describe('service order booking', () => {
  const today = new Date('2025-03-10T09:00:00+01:00');
  const ok = {
    service_pricing_id: 7,
    deadline: '2025-03-10',
    requirements: 'Two bedrooms',
    service_address: '12 Allen Avenue, Ikeja',
    preferred_time: 'morning',
  };
  it('accepts a deadline of today or later', () => {
    expect(validateServiceOrder(ok, today)).toEqual({});
    expect(validateServiceOrder({ ...ok, deadline: '2025-04-01' }, today)).toEqual({});
  });
  it('refuses a missing pricing, a past or missing deadline and blank requirements', () => {
    expect(validateServiceOrder({ service_pricing_id: '', deadline: '2025-03-09', requirements: ' \n ' }, today)).toEqual({
      service_pricing_id: 'Please select a service',
      deadline: 'Please set a deadline',
      requirements: 'Please describe your requirements',
      service_address: 'Please enter the address where the service is needed',
      preferred_time: 'Please choose a preferred time',
    });
    expect(validateServiceOrder({ ...ok, deadline: null }, today)).toEqual({ deadline: MESSAGES.setDeadline });
    expect(validateServiceOrder({ ...ok, deadline: 'soon' }, today)).toEqual({ deadline: MESSAGES.setDeadline });
  });
  it('asks where and when: an address (at most 500 characters) and one of the time windows', () => {
    expect(validateServiceOrder({ ...ok, service_address: '  ' }, today)).toEqual({ service_address: MESSAGES.serviceAddressRequired });
    expect(validateServiceOrder({ ...ok, service_address: 'x'.repeat(501) }, today)).toEqual({ service_address: MESSAGES.serviceAddressTooLong });
    expect(validateServiceOrder({ ...ok, preferred_time: 'midnight' }, today)).toEqual({ preferred_time: MESSAGES.preferredTimeRequired });
    for (const preferred_time of PREFERRED_TIMES) expect(validateServiceOrder({ ...ok, preferred_time }, today)).toEqual({});
  });
  it('on the API, the spec’s payload without address or time is valid; what is sent must still be valid', () => {
    const spec = { service_pricing_id: 7, deadline: '2025-03-10', requirements: 'Two bedrooms' };
    expect(validateServiceOrder(spec, today, { addressOptional: true })).toEqual({});
    expect(validateServiceOrder({ ...spec, service_address: ' ', preferred_time: '' }, today, { addressOptional: true })).toEqual({});
    expect(validateServiceOrder({ ...spec, service_address: 'x'.repeat(501) }, today, { addressOptional: true })).toEqual({
      service_address: MESSAGES.serviceAddressTooLong,
    });
    expect(validateServiceOrder({ ...spec, preferred_time: 'midnight' }, today, { addressOptional: true })).toEqual({
      preferred_time: MESSAGES.preferredTimeRequired,
    });
    expect(validateServiceOrder(spec, today)).toEqual({ service_address: MESSAGES.serviceAddressRequired, preferred_time: MESSAGES.preferredTimeRequired });
  });
  it('compares calendar days in Lagos time', () => {
    // 23:30 UTC on 9 March is 10 March in Lagos, so a 9 March deadline is in the past.
    expect(validateServiceOrder({ ...ok, deadline: '2025-03-09' }, new Date('2025-03-09T23:30:00Z'))).toEqual({ deadline: MESSAGES.setDeadline });
    expect(validateServiceOrder({ ...ok, deadline: '2025-03-09' }, new Date('2025-03-09T22:30:00Z'))).toEqual({});
  });
});

describe('OTP', () => {
  it('strips non-digits and wants exactly 3', () => {
    expect(normalizeOtp(' 1-2 3 ')).toBe('123');
    expect(validateOtp('1 2 3')).toBeNull();
    expect(validateOtp('12')).toBe(MESSAGES.invalidOtp);
    expect(validateOtp('1234')).toBe(MESSAGES.invalidOtp);
    expect(validateOtp('abc')).toBe(MESSAGES.invalidOtp);
    expect(validateOtp(null)).toBe(MESSAGES.invalidOtp);
  });
});

describe('files', () => {
  it('checks the profile image: chosen, image type, at most 5MB', () => {
    expect(validateProfileImage(null)).toBe('Please select an image first');
    expect(validateProfileImage({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
    expect(validateProfileImage({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe('Image size should be less than 5MB');
    expect(validateProfileImage({ type: 'image/gif', size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });
  it('checks the compliance document: chosen, JPG/PNG/PDF, at most 10MB', () => {
    expect(validateComplianceDocument(undefined)).toBe('Please select a document first');
    expect(validateComplianceDocument({ type: 'image/gif', size: 10 })).toBe(MESSAGES.invalidDocument);
    expect(validateComplianceDocument({ type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 })).toBe('File size should be less than 10MB');
    expect(validateComplianceDocument({ type: 'image/jpeg', size: 100 })).toBeNull();
    expect(validateComplianceDocument({ type: '', name: 'NIN.PDF', size: 100 })).toBeNull();
    expect(validateComplianceDocument({ type: '', name: 'nin.docx', size: 100 })).toBe(MESSAGES.invalidDocument);
  });
  it('checks a dispute photo: chosen, JPEG/PNG/WebP, at most 5MB', () => {
    expect(validateAttachmentPhoto(null)).toBe('Please choose a photo to upload');
    expect(validateAttachmentPhoto({ type: 'application/pdf', size: 10 })).toBe('Only photos can be attached: please upload a JPEG, PNG or WebP image');
    expect(validateAttachmentPhoto({ type: 'image/svg+xml', size: 10 })).toBe(MESSAGES.invalidPhoto);
    expect(validateAttachmentPhoto({ type: 'image/webp', size: ATTACHMENT_PHOTO_MAX_BYTES + 1 })).toBe('Photo size should be less than 5MB');
    expect(validateAttachmentPhoto({ type: 'image/jpeg', size: ATTACHMENT_PHOTO_MAX_BYTES })).toBeNull();
  });
});

describe('admin forms', () => {
  it('requires a non-blank rejection reason', () => {
    expect(validateRejectionReason('   ')).toBe('Please provide a rejection reason');
    expect(validateRejectionReason('Blurry document')).toBeNull();
  });
  it('requires both login fields', () => {
    expect(validateAdminLogin({ email: 'a@oja.ng', password: '' })).toEqual({ password: 'Please fill in all fields' });
    expect(validateAdminLogin({ email: 'a@oja.ng', password: 'x' })).toEqual({});
  });
});

describe('apartment booking', () => {
  const today = new Date('2025-03-10T10:00:00+01:00');
  const ok = { check_in_date: '2025-03-10', check_out_date: '2025-03-12', guests: 2 };

  it('counts nights as the day difference rounded up', () => {
    expect(nightsBetween('2025-03-10', '2025-03-12')).toBe(2);
    expect(nightsBetween('2025-03-10T14:00:00Z', '2025-03-11T10:00:00Z')).toBe(1);
    expect(nightsBetween('2025-03-10', '2025-03-10')).toBe(0);
    expect(nightsBetween('2025-03-12', '2025-03-10')).toBe(-2);
    expect(nightsBetween('bad', '2025-03-10')).toBeNaN();
  });
  it('totals nights × price per night', () => {
    expect(bookingTotalKobo(2_500_000, 3)).toBe(7_500_000);
    expect(() => bookingTotalKobo(2_500_000, 0)).toThrow(RangeError);
    expect(() => bookingTotalKobo(10.5, 1)).toThrow(RangeError);
  });

  it('accepts a stay starting today', () => expect(validateApartmentBooking(ok, today)).toEqual({}));
  it('requires both dates', () => {
    expect(validateApartmentBooking({ guests: 1 }, today)).toEqual({
      check_in_date: 'Check-in date is required',
      check_out_date: 'Check-out date is required',
    });
  });
  it('refuses a check-in in the past', () => {
    expect(validateApartmentBooking({ ...ok, check_in_date: '2025-03-09' }, today)).toEqual({ check_in_date: 'Check-in date cannot be in the past' });
  });
  it('refuses a check-out not after check-in', () => {
    expect(validateApartmentBooking({ ...ok, check_out_date: '2025-03-10' }, today)).toEqual({ check_out_date: 'Check-out date must be after check-in date' });
    expect(validateApartmentBooking({ ...ok, check_out_date: '2025-03-01' }, today)).toEqual({ check_out_date: MESSAGES.checkOutNotAfterCheckIn });
  });
  it('wants 1 to 8 guests', () => {
    expect(validateApartmentBooking({ ...ok, guests: 0 }, today)).toEqual({ guests: 'At least 1 guest is required' });
    expect(validateApartmentBooking({ ...ok, guests: '' }, today)).toEqual({ guests: MESSAGES.guestRequired });
    expect(validateApartmentBooking({ ...ok, guests: '3' }, today)).toEqual({});
    expect(validateApartmentBooking({ ...ok, guests: 9 }, today)).toEqual({ guests: MESSAGES.tooManyGuests });
  });
  it('refuses a client-sent stay of less than 1 night', () => {
    expect(validateApartmentBooking({ ...ok, nights: 0 }, today)).toEqual({ nights: 'Booking must be for at least 1 night' });
    expect(validateApartmentBooking({ ...ok, nights: 2 }, today)).toEqual({});
  });
});

describe('payout request', () => {
  it('wants at least ₦5,000 and no more than the balance', () => {
    expect(validatePayoutRequest(499_999, 1_000_000)).toBe(MESSAGES.payoutBelowMinimum);
    expect(validatePayoutRequest(500_000, 499_999)).toBe(MESSAGES.payoutAboveBalance);
    expect(validatePayoutRequest(500_000, 500_000)).toBeNull();
  });
});
