import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, displayBookingStatus, hasCheckInDayCome, type BookingStatus, type DateInput } from '@oja/shared';

export type StatusFilter = 'all' | BookingStatus;

/** Bookings per displayed status (unknown statuses count as pending) plus `all`. */
export function statusCounts(bookings: readonly { status: unknown }[]): Record<StatusFilter, number> {
  const counts = Object.fromEntries([['all', bookings.length], ...BOOKING_STATUSES.map((s) => [s, 0])]) as Record<StatusFilter, number>;
  for (const b of bookings) counts[displayBookingStatus(b.status)] += 1;
  return counts;
}

/** The status chips to show: All, then each status present, in lifecycle order. */
export function statusChips(bookings: readonly { status: unknown }[]): { value: StatusFilter; label: string; count: number }[] {
  const counts = statusCounts(bookings);
  return [
    { value: 'all', label: 'All', count: counts.all },
    ...BOOKING_STATUSES.filter((s) => counts[s] > 0).map((s) => ({ value: s as StatusFilter, label: BOOKING_STATUS_LABELS[s], count: counts[s] })),
  ];
}

export function filterByStatus<T extends { status: unknown }>(bookings: readonly T[], filter: StatusFilter): T[] {
  return filter === 'all' ? [...bookings] : bookings.filter((b) => displayBookingStatus(b.status) === filter);
}

export interface CustomerButtons {
  pay: boolean;
  /** CHECK_IN is allowed by the server… */
  checkInAllowed: boolean;
  /** …and the check-in day has come in Lagos. */
  checkInToday: boolean;
  checkOut: boolean;
  cancel: boolean;
}

/** The customer's buttons: what `available_actions` allows; Check In also waits for the check-in day. */
export function customerButtons(booking: { available_actions?: string[] | null; check_in_date: string }, now: DateInput): CustomerButtons {
  const actions = booking.available_actions ?? [];
  const checkInAllowed = actions.includes('CHECK_IN');
  return {
    pay: actions.includes('PAY'),
    checkInAllowed,
    checkInToday: checkInAllowed && hasCheckInDayCome(booking.check_in_date, now),
    checkOut: actions.includes('CHECK_OUT'),
    cancel: actions.includes('CANCEL'),
  };
}

/** What cancelling refunds, in words for the confirmation dialog. */
export function refundSentence(
  refund: { amount: string | number; percent: number } | null | undefined,
  paid: boolean,
  format: (n: number | string) => string,
): string {
  if (!paid) return 'You have not paid for this booking, so nothing is charged.';
  const amount = Number(refund?.amount ?? 0);
  if (!refund || !(amount > 0) || !(refund.percent > 0)) return 'Cancelling now gives no refund.';
  return `Cancelling now refunds ${format(refund.amount)} (${refund.percent}% of what you paid).`;
}
