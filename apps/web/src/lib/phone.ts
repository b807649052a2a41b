import { formatPhoneNg as phoneFromShared } from '@oja/shared';

/**
 * A Nigerian phone number shown as `0803 123 4567` (from E.164 or any usual spelling); anything else as given. Apart
 * from format.ts, which the prerendered pages' entry uses: the phone-number library stays out of that entry.
 */
export function formatPhoneNg(phone: string | null | undefined): string {
  if (!phone) return '';
  return phoneFromShared(phone.trim());
}
