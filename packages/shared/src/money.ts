/**
 * Money is integer kobo (₦1 = 100 kobo) everywhere it is stored or computed; naira numbers exist
 * only on the wire and on screen. Conversions are exact: they go through the decimal text of the
 * amount, never through floating-point multiplication.
 */

const NAIRA_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;
const TOO_MANY_DECIMALS = /^\d+\.\d{3,}$/;

/** Throws a RangeError unless `kobo` is a whole, non-negative, safe integer. */
export function assertKobo(kobo: number, name = 'Amount'): void {
  if (!Number.isSafeInteger(kobo) || kobo < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of kobo, got ${String(kobo)}`);
  }
}

/**
 * Naira (number, or numeric string as the server may send: '15000.00') to integer kobo.
 * Throws a RangeError for NaN, infinities, negatives, more than 2 decimals or non-numeric text.
 * Numbers are read by their shortest decimal form, so a float artefact such as 0.1 + 0.2
 * (0.30000000000000004) is refused rather than silently rounded.
 */
export function nairaToKobo(naira: number | string): number {
  let text: string;
  if (typeof naira === 'number') {
    if (!Number.isFinite(naira)) throw new RangeError(`Invalid naira amount: ${String(naira)} is not a finite number`);
    text = String(naira);
  } else if (typeof naira === 'string') {
    text = naira.trim();
  } else {
    throw new RangeError(`Invalid naira amount: expected a number or numeric string, got ${typeof naira}`);
  }
  const shown = JSON.stringify(typeof naira === 'string' ? naira : text);
  if (/^-\d/.test(text)) throw new RangeError(`Invalid naira amount: ${shown} is negative`);
  if (TOO_MANY_DECIMALS.test(text)) throw new RangeError(`Invalid naira amount: ${shown} has more than 2 decimal places`);
  const m = NAIRA_TEXT.exec(text);
  if (!m) throw new RangeError(`Invalid naira amount: ${shown} is not a number`);
  const kobo = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Invalid naira amount: ${shown} is too large`);
  return kobo;
}

/** Integer kobo to naira (the wire's number). Throws a RangeError for a non-integer; negatives allowed (ledger balances). */
export function koboToNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo amount must be a whole number, got ${String(kobo)}`);
  return kobo / 100;
}

const NGN = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** Naira as shown to people: formatNaira(1234567.5) === '₦1,234,567.50'. Takes NAIRA, not kobo. */
export function formatNaira(naira: number): string {
  if (!Number.isFinite(naira)) throw new RangeError(`Cannot format ${String(naira)} as naira`);
  return NGN.format(naira);
}

/** Kobo as shown to people: formatKobo(123456750) === '₦1,234,567.50'. */
export function formatKobo(kobo: number): string {
  return formatNaira(koboToNaira(kobo));
}
