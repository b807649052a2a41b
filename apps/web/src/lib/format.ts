import { formatNaira as nairaFromShared } from '@oja/shared';

/** ₦1,234,567.50 — money in en-NG naira. Accepts numbers or numeric strings from the API. */
export function formatNaira(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return nairaFromShared(Number.isFinite(value) ? value : 0);
}

/** '28 Nov 2026' and '28 Nov 2026, 2:05 pm' in Lagos time: the one way every page writes dates (from @oja/shared). */
export { formatDate, formatDateTime } from '@oja/shared';

/** '1 night', '3 nights': a count with its noun in the right number. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Kobo (integer) shown as naira. */
export function formatKoboAsNaira(kobo: number): string {
  return formatNaira(kobo / 100);
}

/** Order numbers, the one way the SPA shows them: 7 → '#000007'. */
export function formatOrderNumber(id: number | string): string {
  return `#${String(id).padStart(6, '0')}`;
}
