import {
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  displayBookingStatus,
  isServiceOrderStatus,
  KYC_STATUSES,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  SERVICE_ORDER_STATUSES,
  SERVICE_ORDER_TABS,
} from './statuses.js';

describe('statuses', () => {
  it('lists the spec values', () => {
    expect(SERVICE_ORDER_STATUSES).toEqual(['pending', 'accepted', 'in_progress', 'completed', 'cancelled']);
    expect(PAYMENT_STATUSES).toEqual(['pending', 'paid', 'refunded']);
    expect(BOOKING_STATUSES).toHaveLength(8);
    expect(PAYOUT_STATUSES).toEqual(['requested', 'processing', 'paid', 'failed', 'reversed']);
    expect(KYC_STATUSES).toEqual(['pending', 'approved', 'rejected']);
  });
  it('labels pending bookings Pending Review and displays unknown statuses as pending', () => {
    expect(BOOKING_STATUS_LABELS.pending).toBe('Pending Review');
    expect(displayBookingStatus('weird')).toBe('pending');
    expect(displayBookingStatus('checked_in')).toBe('checked_in');
  });
  it('groups order tabs: Active = accepted + in_progress, Completed = completed + cancelled', () => {
    expect(SERVICE_ORDER_TABS.active).toEqual(['accepted', 'in_progress']);
    expect(SERVICE_ORDER_TABS.completed).toEqual(['completed', 'cancelled']);
    expect(isServiceOrderStatus('in_progress')).toBe(true);
    expect(isServiceOrderStatus('confirmed')).toBe(false);
  });
});
