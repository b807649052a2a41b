import { describe, expect, it } from 'vitest';
import { emptyTabText, orderNumber, ordersInTab, statusLabel, tabCounts } from './order-tabs';

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

  it('labels statuses and numbers orders', () => {
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('weird')).toBe('weird');
    expect(orderNumber(42)).toBe('#000042');
  });
});
