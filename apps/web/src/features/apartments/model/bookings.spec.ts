import { describe, expect, it } from 'vitest';
import { customerButtons, filterByStatus, refundSentence, statusChips, statusCounts } from './bookings';

const bookings = [{ status: 'pending' }, { status: 'paid' }, { status: 'mystery' }, { status: 'paid' }];

describe('booking status chips', () => {
  it('counts unknown statuses as pending', () => {
    const counts = statusCounts(bookings);
    expect(counts.all).toBe(4);
    expect(counts.pending).toBe(2);
    expect(counts.paid).toBe(2);
  });
  it('shows All and the statuses present, in lifecycle order', () => {
    expect(statusChips(bookings)).toEqual([
      { value: 'all', label: 'All', count: 4 },
      { value: 'pending', label: 'Pending Review', count: 2 },
      { value: 'paid', label: 'Paid', count: 2 },
    ]);
  });
  it('filters by displayed status', () => {
    expect(filterByStatus(bookings, 'pending')).toHaveLength(2);
    expect(filterByStatus(bookings, 'all')).toHaveLength(4);
  });
});

describe('customer buttons', () => {
  const paid = { available_actions: ['CHECK_IN', 'CANCEL'], check_in_date: '2025-03-10' };
  it('offers Check In only from the check-in day in Lagos', () => {
    expect(customerButtons(paid, new Date('2025-03-09T22:00:00Z')).checkInToday).toBe(false);
    expect(customerButtons(paid, new Date('2025-03-09T23:00:00Z')).checkInToday).toBe(true);
  });
  it('follows available_actions', () => {
    expect(customerButtons({ available_actions: ['PAY'], check_in_date: '2025-03-10' }, new Date())).toMatchObject({
      pay: true,
      checkInAllowed: false,
      checkOut: false,
      cancel: false,
    });
    expect(customerButtons({ check_in_date: '2025-03-10' }, new Date())).toMatchObject({ pay: false, cancel: false });
  });
});

describe('refund sentence', () => {
  const fmt = (n: number | string) => `₦${n}`;
  it('states the refund or none', () => {
    expect(refundSentence({ amount: '37500.00', percent: 50 }, true, fmt)).toBe('Cancelling now refunds ₦37500.00 (50% of what you paid).');
    expect(refundSentence({ amount: 0, percent: 0 }, true, fmt)).toBe('Cancelling now gives no refund.');
    expect(refundSentence(null, true, fmt)).toBe('Cancelling now gives no refund.');
    expect(refundSentence(null, false, fmt)).toContain('not paid');
  });
});
