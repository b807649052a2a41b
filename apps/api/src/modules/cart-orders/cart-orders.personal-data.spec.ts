import type { EntityManager } from 'typeorm';
import { CartOrdersPersonalData } from './cart-orders.personal-data.js';

describe('CartOrdersPersonalData', () => {
  it("deletes the saved addresses, blanks the orders' delivery details and takes a vendor's catalogue off the lists", async () => {
    const calls: unknown[][] = [];
    const record = async (...args: unknown[]) => (calls.push(args), []);
    const manager = { delete: record, query: record } as unknown as EntityManager;
    expect(await new CartOrdersPersonalData().erase(manager, { userId: 7, vendorId: 3 })).toEqual([]);
    expect(calls[0][1]).toEqual({ userId: 7 });
    expect(calls[1]).toEqual([expect.stringContaining('UPDATE cart_orders SET delivery_address'), [7]]);
    expect(calls[2]).toEqual([expect.stringContaining('UPDATE catalogue_items SET deleted_at'), [3]]);
  });
});
