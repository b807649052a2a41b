import { formatNaira as nairaFromShared } from '@oja/shared';

/** ₦1,234,567.50 — money in en-NG naira. Accepts numbers or numeric strings from the API. */
export function formatNaira(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return nairaFromShared(Number.isFinite(value) ? value : 0);
}

/** A date in en-NG form, e.g. 22 Nov 2026. Invalid input gives an empty string. */
export function formatDate(value: string | number | Date | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-NG', options ?? { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A date and time in en-NG form. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatDate(value, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

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
