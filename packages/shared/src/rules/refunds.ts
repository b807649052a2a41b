import { lagosDayNumber, type DateInput } from '../dates.js';
import { assertKobo } from '../money.js';
import { mulDivFloor } from './int-math.js';

/** Refunds are at most this share of the payment. */
export const REFUND_CAP_PERCENT = 50;

/** The largest refund of a payment: 50 %, rounded down to the kobo. */
export function maxRefundKobo(paidKobo: number): number {
  assertKobo(paidKobo, 'Paid amount');
  return mulDivFloor(paidKobo, REFUND_CAP_PERCENT, 100);
}

/**
 * Whole calendar days from the cancellation to check-in, both taken as Lagos calendar days
 * (WAT, UTC+1): cancelling any time on 1 March for a 8 March check-in is 7 days. The time of day
 * does not matter. Negative once check-in day has passed. Pass check-in as 'YYYY-MM-DD' (the wire
 * value) or as a Date; a Date counts by its Lagos calendar day.
 */
export function daysBeforeCheckIn(checkIn: DateInput, cancelledAt: DateInput): number {
  const days = lagosDayNumber(checkIn) - lagosDayNumber(cancelledAt);
  if (Number.isNaN(days)) throw new RangeError('Invalid check-in or cancellation date');
  return days;
}

/** Refund percentage of a cancelled apartment booking: 7+ days → 50, 3–6 days → 25, under 3 days or no-show → 0. */
export function apartmentCancellationRefundPercent(checkIn: DateInput, cancelledAt: DateInput, noShow = false): 50 | 25 | 0 {
  if (noShow) return 0;
  const days = daysBeforeCheckIn(checkIn, cancelledAt);
  if (days >= 7) return 50;
  if (days >= 3) return 25;
  return 0;
}

/** Refund in kobo of a cancelled apartment booking (see apartmentCancellationRefundPercent), rounded down; never above maxRefundKobo. */
export function apartmentCancellationRefundKobo(paidKobo: number, checkIn: DateInput, cancelledAt: DateInput, noShow = false): number {
  assertKobo(paidKobo, 'Paid amount');
  const percent = apartmentCancellationRefundPercent(checkIn, cancelledAt, noShow);
  return Math.min(mulDivFloor(paidKobo, percent, 100), maxRefundKobo(paidKobo));
}
