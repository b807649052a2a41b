import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Nigerian numbers in any common spelling → E.164 (+2348031234567), or null when not a valid NG number. */
export function normalizeNgPhone(input: string): string | null {
  if (typeof input !== 'string') return null;
  const parsed = parsePhoneNumberFromString(input.trim(), 'NG');
  if (!parsed || parsed.country !== 'NG' || !parsed.isValid()) return null;
  return parsed.number;
}
