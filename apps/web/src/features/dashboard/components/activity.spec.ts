import { describe, expect, it } from 'vitest';
import { mergeActivity } from './activity';
import type { CustomerBooking, CustomerCartOrder, CustomerMaintenanceRequest, CustomerServiceOrder } from '../api/dashboard';

describe('mergeActivity', () => {
  it('merges orders, bookings and maintenance requests newest first and marks the open ones', () => {
    const orders = [
      { id: 1, status: 'completed', total_amount: 25000, created_at: '2026-11-01T10:00:00Z', service_pricing: { title: 'Deep clean' } },
    ] as unknown as CustomerServiceOrder[];
    const bookings = [
      { id: 2, status: 'paid', total_price: '90000.00', created_at: '2026-11-03T10:00:00Z', listing: { title: 'Lekki flat' } },
    ] as unknown as CustomerBooking[];
    const maintenance = [
      { id: 3, status: 'accepted', status_label: 'Accepted', service_label: 'Brake Service', location: 'Yaba', fee: 5000, created_at: '2026-11-02T10:00:00Z' },
    ] as unknown as CustomerMaintenanceRequest[];
    const items = mergeActivity(orders, bookings, maintenance);
    expect(items.map((i) => [i.key, i.title, i.amount, i.open])).toEqual([
      ['booking:2', 'Lekki flat', 90000, true],
      ['maintenance:3', 'Brake Service — Yaba', 5000, true],
      ['service_order:1', 'Deep clean', 25000, false],
    ]);
    expect(mergeActivity()).toEqual([]);
  });

  it('lists food and shop orders with their vendor and items, each linking to its order page', () => {
    const cartOrders = [
      {
        id: 12,
        kind: 'food_order',
        status: 'preparing',
        status_label: 'Preparing',
        total_amount: 5000,
        vendor: { id: 3, business_name: "Mama Ngozi's Kitchen" },
        items: [{ name: 'Jollof Rice & Chicken', quantity: 2 }],
        created_at: '2026-11-04T10:00:00Z',
      },
      {
        id: 13,
        kind: 'shop_order',
        status: 'completed',
        status_label: 'Completed',
        total_amount: 146500,
        vendor: { id: 4, business_name: 'Ikeja Gadgets' },
        items: [
          { name: 'Phone', quantity: 1 },
          { name: 'Case', quantity: 1 },
          { name: 'Charger', quantity: 3 },
        ],
        created_at: '2026-11-01T09:00:00Z',
      },
    ] as CustomerCartOrder[];
    const items = mergeActivity([], [], [], cartOrders);
    expect(items.map((i) => [i.type, i.title, i.statusLabel, i.amount, i.open, i.link])).toEqual([
      ['food_order', "Mama Ngozi's Kitchen — 2 × Jollof Rice & Chicken", 'Preparing', 5000, true, '/dashboard/user/orders/food_order/12'],
      ['shop_order', 'Ikeja Gadgets — Phone, Case and 1 more', 'Completed', 146500, false, '/dashboard/user/orders/shop_order/13'],
    ]);
  });
});
