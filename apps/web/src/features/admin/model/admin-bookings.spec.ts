import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '../api/admin-bookings';
import { bookingSummary, csvRows, filterBookings, noStatusBookingsText, releaseFigures } from './admin-bookings';

// Only the fields the helpers read; `status` may be one the SPA does not know yet.
const booking = (id: number, status: string, total: string, guest: string, title: string, vendor: string): AdminBooking =>
  ({
    id,
    status,
    created_at: '2026-11-01T10:00:00Z',
    check_in_date: '2026-12-01',
    check_out_date: '2026-12-03',
    nights: 2,
    guests: 2,
    total_price: total,
    user: { name: guest, email: `${guest.toLowerCase()}@oja.test`, phone: null },
    listing: { title, location: 'Lekki', images: [] },
    vendor: { business_name: vendor },
  }) as unknown as AdminBooking;

const rows = [
  booking(11, 'pending', '50000.00', 'Ada', 'Lekki Loft', 'Garden City Shortlets'),
  booking(12, 'paid', '75000.50', 'Bayo', 'Ikoyi Suite', 'Island Homes'),
  booking(13, 'weird', '0', 'Chi', 'Yaba Hostel', 'Garden City Shortlets'),
];

describe('admin booking management', () => {
  it('searches id, guest, property and vendor', () => {
    expect(filterBookings(rows, '12', 'all').map((b) => b.id)).toEqual([12]);
    expect(filterBookings(rows, '#11', 'all').map((b) => b.id)).toEqual([11]);
    expect(filterBookings(rows, 'bayo', 'all').map((b) => b.id)).toEqual([12]);
    expect(filterBookings(rows, 'hostel', 'all').map((b) => b.id)).toEqual([13]);
    expect(filterBookings(rows, 'garden city', 'pending').map((b) => b.id)).toEqual([11, 13]);
  });
  it('sums the cards: Total Revenue counts only paid-and-later bookings', () => {
    expect(bookingSummary(rows)).toEqual({ total: 3, pending: 2, paid: 1, revenue: 75000.5 });
    const later = [
      booking(14, 'completed', '1000.00', 'Dayo', 'Ajah Flat', 'X'),
      booking(15, 'cancelled', '9000.00', 'Efe', 'Ajah Flat', 'X'),
      booking(16, 'refunded', '500.00', 'Femi', 'Ajah Flat', 'X'),
    ];
    expect(bookingSummary([...rows, ...later]).revenue).toBe(76000.5);
  });
  it('splits a release 10 % / 90 %', () => {
    expect(releaseFigures('75000.00')).toEqual({ totalKobo: 7_500_000, commissionKobo: 750_000, payoutKobo: 6_750_000, percent: 10 });
  });
  it('says which status has none', () => expect(noStatusBookingsText('checked_out')).toBe('No Checked Out bookings found.'));
  it('exports rows', () =>
    expect(csvRows(rows)[1]).toEqual([
      12,
      '2026-11-01',
      'Paid',
      'Bayo',
      'bayo@oja.test',
      '',
      'Ikoyi Suite',
      'Lekki',
      'Island Homes',
      '2026-12-01',
      '2026-12-03',
      2,
      2,
      '75000.50',
    ]));
});
