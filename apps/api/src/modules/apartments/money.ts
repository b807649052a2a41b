/** Kobo as the wire's decimal naira string: 2500000 → "25000.00" (integer math, no float rounding). */
export function koboToDecimal(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo amount must be a whole number, got ${String(kobo)}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
