import { describe, expect, it } from 'vitest';
import { emptyTabText, escrowLabel, ordersInTab, paymentLabel, statusLabel, tabCounts, whenAndWhere } from './order-tabs';

const orders = ['pending', 'accepted', 'in_progress', 'completed', 'cancelled', 'pending'].map((status, i) => ({ id: i + 1, status }));

describe('service order tabs', () => {
  it('Active holds accepted and in_progress; Completed holds completed and cancelled', () => {
    expect(ordersInTab(orders, 'active').map((o) => o.status)).toEqual(['accepted', 'in_progress']);
    expect(ordersInTab(orders, 'completed').map((o) => o.status)).toEqual(['completed', 'cancelled']);
    expect(ordersInTab(orders, 'pending')).toHaveLength(2);
  });

  it('counts every tab for its badge', () => {
    expect(tabCounts(orders)).toEqual({ all: 6, pending: 2, active: 2, completed: 2 });
    expect(tabCounts([])).toEqual({ all: 0, pending: 0, active: 0, completed: 0 });
  });

  it('uses the empty texts of the spec', () => {
    expect(emptyTabText('all')).toBe('No service orders yet');
    expect(emptyTabText('pending')).toBe('No pending orders');
    expect(emptyTabText('active')).toBe('No active orders');
  });

  it('labels statuses', () => {
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('weird')).toBe('weird');
  });

  it("says 'Partly refunded' when the refund is less than the payment, 'Refunded' when it is all of it", () => {
    const partly = { payment_status: 'refunded', escrow_status: 'refunded', total_amount: 20000, dispute: { refund_amount: 10000 } };
    expect(paymentLabel(partly).label).toBe('Partly refunded');
    expect(escrowLabel(partly)).toBe('Partly refunded to customer');
    const whole = { ...partly, total_amount: '10000.00', dispute: { refund_amount: 10000 } };
    expect(paymentLabel(whole).label).toBe('Refunded');
    expect(escrowLabel(whole)).toBe('Refunded to customer');
    expect(paymentLabel({ payment_status: 'refunded', total_amount: 5000, dispute: null }).label).toBe('Refunded');
    expect(paymentLabel({ payment_status: 'paid', total_amount: 5000, dispute: { refund_amount: null } }).label).toBe('Paid');
  });
});

describe('when and where', () => {
  it('shows the time window and address; a vendor sees "Shared when you accept" on a pending order', () => {
    expect(whenAndWhere({ status: 'accepted', preferred_time: 'morning', service_address: '12 Allen Avenue' })).toEqual([
      { label: 'Preferred time', value: 'Morning (8am – 12pm)', testId: 'order-preferred-time' },
      { label: 'Service address', value: '12 Allen Avenue', testId: 'order-address' },
    ]);
    expect(whenAndWhere({ status: 'pending', preferred_time: 'evening', service_address: null, user: { name: 'Ada' } })[1]).toMatchObject({
      value: 'Shared when you accept',
    });
    expect(whenAndWhere({ status: 'completed', preferred_time: null, service_address: null })).toEqual([]);
  });
  it('an order placed without an address reads "Address to be agreed" for both sides', () => {
    expect(whenAndWhere({ status: 'pending', preferred_time: 'anytime', service_address: null, address_to_be_agreed: true, user: { name: 'Ada' } })[1]).toEqual(
      {
        label: 'Service address',
        value: 'Address to be agreed',
        testId: 'order-address',
      },
    );
    expect(whenAndWhere({ status: 'accepted', preferred_time: null, service_address: null, address_to_be_agreed: true })).toEqual([
      { label: 'Service address', value: 'Address to be agreed', testId: 'order-address' },
    ]);
  });
});
