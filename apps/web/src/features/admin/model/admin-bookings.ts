import { BOOKING_REVENUE_STATUSES, BOOKING_STATUS_LABELS, displayBookingStatus, FEE_RATES, nairaToKobo, splitRelease, type BookingStatus } from '@oja/shared';
import type { AdminBooking } from '../api/admin-bookings';

export type BookingFilter = 'all' | BookingStatus;

export const ADMIN_BOOKING_TEXTS = {
  updated: 'Booking status updated successfully! The user will be notified.',
  updateFailed: 'Failed to update booking status',
  released: 'Payment released to vendor successfully!',
  releaseFailed: 'Failed to release payment',
  noneFound: 'No bookings found',
  noneYet: 'No bookings have been made yet.',
  noMatch: 'Try a different search.',
} as const;

/** 'No {status label} bookings found.' */
export function noStatusBookingsText(filter: BookingStatus): string {
  return `No ${BOOKING_STATUS_LABELS[filter]} bookings found.`;
}

/** Search by booking id, guest name, property title or vendor business name (case-insensitive). */
export function matchesSearch(b: AdminBooking, q: string): boolean {
  const text = q.trim().toLowerCase().replace(/^#/, '');
  if (!text) return true;
  return [String(b.id), b.user?.name, b.listing?.title, b.vendor?.business_name].some((v) => (v ?? '').toLowerCase().includes(text));
}

export function filterBookings(bookings: readonly AdminBooking[], q: string, filter: BookingFilter): AdminBooking[] {
  return bookings.filter((b) => matchesSearch(b, q) && (filter === 'all' || displayBookingStatus(b.status) === filter));
}

const naira = (v: string | number) => {
  try {
    return nairaToKobo(typeof v === 'number' ? Math.round(v * 100) / 100 : v);
  } catch {
    return 0;
  }
};

/**
 * Summary cards: Total Bookings, Pending Review, Paid Bookings, Total Revenue (sum of total_price of paid-and-later
 * bookings, naira: BOOKING_REVENUE_STATUSES). The page shows the API's `summary` over every booking; this is the same
 * rule over the rows in hand.
 */
export function bookingSummary(bookings: readonly AdminBooking[]) {
  const totalKobo = bookings.filter((b) => BOOKING_REVENUE_STATUSES.includes(displayBookingStatus(b.status))).reduce((sum, b) => sum + naira(b.total_price), 0);
  return {
    total: bookings.length,
    pending: bookings.filter((b) => displayBookingStatus(b.status) === 'pending').length,
    paid: bookings.filter((b) => displayBookingStatus(b.status) === 'paid').length,
    revenue: totalKobo / 100,
  };
}

/** The release confirmation's figures in kobo: total, 10 % commission, vendor payout (packages/shared's fee rule). */
export function releaseFigures(totalPrice: string | number) {
  const totalKobo = naira(totalPrice);
  const { feeKobo, vendorKobo } = splitRelease(totalKobo, 'apartment');
  return { totalKobo, commissionKobo: feeKobo, payoutKobo: vendorKobo, percent: FEE_RATES.apartment * 100 };
}

export const CSV_HEADER = [
  'Booking ID',
  'Created',
  'Status',
  'Guest',
  'Guest email',
  'Guest phone',
  'Property',
  'Location',
  'Vendor',
  'Check-in',
  'Check-out',
  'Nights',
  'Guests',
  'Total (NGN)',
];

/** One CSV row per booking (amounts as plain naira numbers). */
export function csvRows(bookings: readonly AdminBooking[]): (string | number)[][] {
  return bookings.map((b) => [
    b.id,
    b.created_at?.slice(0, 10) ?? '',
    BOOKING_STATUS_LABELS[displayBookingStatus(b.status)],
    b.user?.name ?? '',
    b.user?.email ?? '',
    b.user?.phone ?? '',
    b.listing?.title ?? '',
    b.listing?.location ?? '',
    b.vendor?.business_name ?? '',
    b.check_in_date,
    b.check_out_date,
    b.nights,
    b.guests,
    (naira(b.total_price) / 100).toFixed(2),
  ]);
}
