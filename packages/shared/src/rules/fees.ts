import { canonicalCategory } from '../categories.js';
import { HOUR_MS, toEpochMs, type DateInput } from '../dates.js';
import { assertKobo } from '../money.js';
import { mulDivRoundHalfUp } from './int-math.js';

/** The business lines a platform fee applies to: general services, okada rides, food, shop (e-commerce), auto maintenance, apartments. */
export const VERTICALS = ['service', 'ride', 'food', 'shop', 'maintenance', 'apartment'] as const;
export type Vertical = (typeof VERTICALS)[number];

/** Platform fee in basis points (1 bp = 0.01 %): 5 % everywhere, 10 % on apartments. */
export const FEE_BASIS_POINTS: Readonly<Record<Vertical, number>> = {
  service: 500,
  ride: 500,
  food: 500,
  shop: 500,
  maintenance: 500,
  apartment: 1000,
};

/** The same rates as fractions, for display only (0.05, 0.1); money math uses FEE_BASIS_POINTS. */
export const FEE_RATES: Readonly<Record<Vertical, number>> = {
  service: 0.05,
  ride: 0.05,
  food: 0.05,
  shop: 0.05,
  maintenance: 0.05,
  apartment: 0.1,
};

/** Minimum vendor payout: ₦5,000. */
export const MIN_PAYOUT_KOBO = 500_000;
/** Released money becomes payable to the vendor this long after release. */
export const PAYOUT_HOLD_HOURS = 24;
/** A customer may dispute a completed service order for this long after completion. */
export const DISPUTE_WINDOW_HOURS = 48;
/** A service order still pending after this long is cancelled by the system. */
export const AUTO_CANCEL_PENDING_HOURS = 48;
/** Escrow of a completed, undisputed service order is released by the system after this long. */
export const AUTO_RELEASE_HOURS = 72;

/** The vertical whose fee applies to a vendor category (any stored spelling); null when unknown. */
export function verticalForCategory(category: string | null | undefined): Vertical | null {
  switch (canonicalCategory(category)) {
    case 'mechanic':
      return 'maintenance';
    case 'rider':
      return 'ride';
    case 'product_vendor':
      return 'shop';
    case 'service_apartment':
      return 'apartment';
    case 'service_vendor':
      return 'service';
    case 'food_vendor':
      return 'food';
    default:
      return null;
  }
}

/**
 * Splits released money between platform and vendor. The one rounding rule: the fee is
 * amount × rate rounded half up to the kobo (integer math), the vendor gets the rest, so
 * feeKobo + vendorKobo === amountKobo always. Throws a RangeError for a bad amount or vertical.
 */
export function splitRelease(amountKobo: number, vertical: Vertical): { feeKobo: number; vendorKobo: number } {
  assertKobo(amountKobo);
  const bps = FEE_BASIS_POINTS[vertical];
  if (bps === undefined) throw new RangeError(`Unknown vertical: ${String(vertical)}`);
  const feeKobo = mulDivRoundHalfUp(amountKobo, bps, 10_000);
  return { feeKobo, vendorKobo: amountKobo - feeKobo };
}

/** When money released at `releasedAt` may be paid out (release + PAYOUT_HOLD_HOURS). */
export function payoutAvailableAt(releasedAt: DateInput): Date {
  const ms = toEpochMs(releasedAt);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid release time: ${String(releasedAt)}`);
  return new Date(ms + PAYOUT_HOLD_HOURS * HOUR_MS);
}
