import { formatPhoneNg, normalizePhoneNg } from './phone.js';
import { NG_PHONE_METADATA } from './phone-metadata-ng.js';
import { MESSAGES, validatePhoneNg } from './rules/validation.js';

describe('phones', () => {
  it('shows a stored E.164 number as 0803 123 4567', () => {
    expect(formatPhoneNg('+2348031234567')).toBe('0803 123 4567');
    expect(formatPhoneNg('2349051234567')).toBe('0905 123 4567');
    expect(formatPhoneNg('07011112222')).toBe('0701 111 2222');
  });
  it('leaves anything else as given', () => {
    expect(formatPhoneNg('+14155550100')).toBe('+14155550100');
    expect(formatPhoneNg('')).toBe('');
  });
  it('normalizes usual spellings to E.164', () => {
    expect(normalizePhoneNg('0803 123 4567')).toBe('+2348031234567');
    expect(normalizePhoneNg('+234 803-123-4567')).toBe('+2348031234567');
    expect(normalizePhoneNg('2348031234567')).toBe('+2348031234567');
    expect(normalizePhoneNg('0803123456')).toBeNull();
    expect(normalizePhoneNg('01234567890')).toBeNull();
    expect(normalizePhoneNg(null)).toBeNull();
  });
  it('answers the same for a number asked again, after thousands of others have come and gone', () => {
    for (let i = 0; i < 2_500; i++) expect(normalizePhoneNg(`0803 ${String(10_000_000 + i).slice(1)}`)).toBe(`+234803${String(10_000_000 + i).slice(1)}`);
    expect(normalizePhoneNg('0803 000 0000')).toBe('+2348030000000');
    expect(normalizePhoneNg('0803123456')).toBeNull();
    expect(normalizePhoneNg('0803123456')).toBeNull();
    expect(normalizePhoneNg(`0803 123 4567${' '.repeat(100_000)}`)).toBeNull();
  });
  it('formats what it normalizes back to the same digits', () => {
    expect(formatPhoneNg(normalizePhoneNg('0811 222 3333')!)).toBe('0811 222 3333');
  });
});

describe('one Nigerian phone rule for the API and the SPA', () => {
  it('refuses numbers that only look Nigerian (a regex let 09999999999 through; the API did not)', () => {
    expect(normalizePhoneNg('09999999999')).toBeNull();
    expect(validatePhoneNg('09999999999')).toBe(MESSAGES.invalidPhone);
    expect(normalizePhoneNg('07991234567')).toBeNull();
  });
  it('accepts every current mobile range', () => {
    for (const n of ['07031234567', '07012345678', '08031234567', '08131234567', '09012345678', '09161234567']) {
      expect(normalizePhoneNg(n)).toBe(`+234${n.slice(1)}`);
    }
    expect(normalizePhoneNg('(0803) 123-4567')).toBe('+2348031234567');
    expect(normalizePhoneNg('+2348031234567')).toBe('+2348031234567');
  });
  it('refuses other countries and junk', () => {
    expect(normalizePhoneNg('+14155550100')).toBeNull();
    expect(normalizePhoneNg('abc')).toBeNull();
    expect(normalizePhoneNg('0'.repeat(100))).toBeNull();
  });
  it("carries exactly the library's full Nigerian metadata (regenerate with scripts/phone-metadata-ng.cjs)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const max = require('libphonenumber-js/metadata.max.json') as {
      version: number;
      countries: Record<string, unknown>;
      country_calling_codes: Record<string, string[]>;
    };
    const ours = NG_PHONE_METADATA as unknown as typeof max;
    expect(ours.countries.NG).toEqual(max.countries.NG);
    expect(ours.country_calling_codes['234']).toEqual(max.country_calling_codes['234']);
    expect(ours.version).toBe(max.version);
  });
});
