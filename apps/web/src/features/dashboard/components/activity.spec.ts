import { describe, expect, it } from 'vitest';
import { mergeActivity } from './activity';
import type { CustomerBooking, CustomerMaintenanceRequest, CustomerServiceOrder } from '../api/dashboard';

describe('mergeActivity', () => {
  it('merges orders, bookings and maintenance requests newest first and marks the open ones', () => {
    const orders = [{ id: 1, status: 'completed', total_amount: 25000, created_at: '2026-11-01T10:00:00Z', service_pricing: { title: 'Deep clean' } }] as unknown as CustomerServiceOrder[];
    const bookings = [{ id: 2, status: 'paid', total_price: '90000.00', created_at: '2026-11-03T10:00:00Z', listing: { title: 'Lekki flat' } }] as unknown as CustomerBooking[];
    const maintenance = [{ id: 3, status: 'accepted', status_label: 'Accepted', service_label: 'Brake Service', location: 'Yaba', fee: 5000, created_at: '2026-11-02T10:00:00Z' }] as unknown as CustomerMaintenanceRequest[];
    const items = mergeActivity(orders, bookings, maintenance);
    expect(items.map((i) => [i.key, i.title, i.amount, i.open])).toEqual([
      ['booking:2', 'Lekki flat', 90000, true],
      ['maintenance:3', 'Brake Service — Yaba', 5000, true],
      ['service_order:1', 'Deep clean', 25000, false],
    ]);
    expect(mergeActivity()).toEqual([]);
  });
});
