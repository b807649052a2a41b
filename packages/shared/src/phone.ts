import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { NG_PHONE_METADATA } from './phone-metadata-ng.js';

/**
 * Nigerian phone numbers: one rule for the API and the SPA, libphonenumber-js with its full metadata
 * for Nigeria only (src/phone-metadata-ng.ts), so both sides accept and refuse exactly the same numbers.
 */
function parseNg(input: string | null | undefined): PhoneNumber | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), 'NG', NG_PHONE_METADATA);
  return parsed && parsed.country === 'NG' && parsed.isValid() ? parsed : null;
}

/**
 * A Nigerian number in any usual spelling ('0803 123 4567', '+2348031234567', '2348031234567',
 * '(0803) 123-4567') to the stored E.164 form '+2348031234567'; null when it is not a valid one.
 */
export function normalizePhoneNg(input: string | null | undefined): string | null {
  // (parseNg refuses a longer one: only inputs that could be numbers are remembered, so the map stays small.)
  if (typeof input !== 'string' || input.length > 40) return null;
  // Pure, and asked again and again for the same few numbers (every notice to a vendor): remembered, the oldest
  // forgotten first. Parsing was a fiftieth of the API's CPU on an order.
  let known = normalized.get(input);
  if (known === undefined) {
    known = parseNg(input)?.number ?? null;
    if (normalized.size >= NORMALIZED_MAX) normalized.delete(normalized.keys().next().value!);
    normalized.set(input, known);
  }
  return known;
}
const NORMALIZED_MAX = 2_000;
const normalized = new Map<string, string | null>();

/** A stored phone as shown to people: '+2348031234567' → '0803 123 4567'. Anything else is returned unchanged. */
export function formatPhoneNg(e164: string): string {
  return parseNg(e164)?.formatNational() ?? e164;
}
