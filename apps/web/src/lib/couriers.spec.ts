import { describe, expect, it } from 'vitest';
import {
  awaitingDelivery,
  canCallRider,
  courierActive,
  courierMayExist,
  courierProgress,
  customerSeesCourier,
  orderCourierKey,
  vendorCourierKey,
  vendorSeesCourier,
  type CourierStatus,
} from './couriers';

const food = (status: string) => ({ profile: 'food' as const, status, accepted_at: '2026-11-20T08:00:00Z' });
const product = (status: string, acknowledged = true) => ({ profile: 'product' as const, status, accepted_at: acknowledged ? '2026-11-20T08:00:00Z' : null });
const job = (status: CourierStatus) => ({ status });

describe('which orders can have an Oja rider', () => {
  it('a food order Waiting for Pickup, and a product order only once acknowledged and not shipped', () => {
    expect(awaitingDelivery(food('ready'))).toBe(true);
    expect(['new', 'preparing', 'out_for_delivery', 'delivered', 'completed'].map((s) => awaitingDelivery(food(s)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(awaitingDelivery(product('processing'))).toBe(true);
    expect(awaitingDelivery(product('processing', false))).toBe(false);
    expect(awaitingDelivery(product('shipped'))).toBe(false);
  });

  it('asks for the courier of an order waiting for, on or at the end of its delivery, never of one before or after', () => {
    expect(['ready', 'out_for_delivery', 'delivered'].every((s) => courierMayExist(food(s)))).toBe(true);
    expect(['processing', 'shipped', 'delivered'].every((s) => courierMayExist(product(s)))).toBe(true);
    expect(['pending', 'new', 'preparing', 'completed', 'disputed', 'declined', 'cancelled', 'refunded'].some((s) => courierMayExist(food(s)))).toBe(false);
    expect(courierMayExist(product('processing', false))).toBe(false);
  });
});

describe('the shop’s "Call an Oja rider"', () => {
  it('shows for an order waiting for its delivery with no rider job, or after one was called off or went unanswered', () => {
    expect(canCallRider(food('ready'), null)).toBe(true);
    expect(canCallRider(food('ready'), job('cancelled'))).toBe(true);
    expect(canCallRider(product('processing'), job('expired'))).toBe(true);
  });

  it('hides while a rider is looked for, on the way, at the shop or on the trip', () => {
    for (const s of ['searching', 'found', 'pickup', 'ongoing'] as const) {
      expect(courierActive(job(s))).toBe(true);
      expect(canCallRider(food('ready'), job(s))).toBe(false);
    }
    expect(courierActive(null)).toBe(false);
    expect(courierActive(job('completed'))).toBe(false);
  });

  it('hides for an order not waiting for its delivery', () => {
    expect(canCallRider(food('preparing'), null)).toBe(false);
    expect(canCallRider(food('out_for_delivery'), job('completed'))).toBe(false);
    expect(canCallRider(product('processing', false), null)).toBe(false);
  });
});

describe('the shop’s "Delivery by Oja rider"', () => {
  it('shows a running or finished job; one called off or unanswered only while the order still waits for its delivery', () => {
    expect(vendorSeesCourier(food('ready'), job('found'))).toBe(true);
    expect(vendorSeesCourier(food('delivered'), job('completed'))).toBe(true);
    expect(vendorSeesCourier(food('ready'), job('expired'))).toBe(true);
    expect(vendorSeesCourier(food('out_for_delivery'), job('cancelled'))).toBe(false);
    expect(vendorSeesCourier(food('ready'), null)).toBe(false);
  });
});

describe('the customer’s "Your rider"', () => {
  it('shows a running or finished delivery, not one called off or unanswered', () => {
    expect((['searching', 'found', 'pickup', 'ongoing', 'completed'] as const).map((s) => customerSeesCourier(job(s)))).toEqual([true, true, true, true, true]);
    expect(customerSeesCourier(job('cancelled'))).toBe(false);
    expect(customerSeesCourier(job('expired'))).toBe(false);
    expect(customerSeesCourier(null)).toBe(false);
  });
});

describe('courierProgress', () => {
  it('tells the shop where its rider is, with the ETA once a position came in', () => {
    expect(courierProgress(job('found'), null, 'vendor')).toBe('A rider is on the way to your shop.');
    expect(courierProgress(job('found'), { eta_minutes: 4 }, 'vendor')).toBe('A rider is on the way to your shop: about 4 min away.');
    expect(courierProgress(job('pickup'), { eta_minutes: 0 }, 'vendor')).toBe('The rider is at your shop: hand over the sealed package.');
    expect(courierProgress(job('ongoing'), { eta_minutes: 0.2 }, 'vendor')).toBe('The rider is taking the package to the customer: about 1 min away.');
    expect(courierProgress(job('expired'), null, 'vendor')).toBe('No Oja rider accepted. Call one again in a few minutes, or deliver it yourself.');
  });

  it('tells the customer when the rider arrives', () => {
    expect(courierProgress(job('searching'), null, 'customer')).toBe('The shop is finding an Oja rider to bring your order.');
    expect(courierProgress(job('ongoing'), { eta_minutes: 7 }, 'customer')).toBe('Your rider arrives in about 7 min.');
    expect(courierProgress(job('ongoing'), null, 'customer')).toBe('Your rider is bringing your order.');
    expect(courierProgress(job('completed'), null, 'customer')).toBe('Your rider delivered your order.');
  });
});

describe('courier keys', () => {
  it('the shop’s and the customer’s reads of an order’s rider', () => {
    expect(vendorCourierKey(12)).toBe('/api/vendor/orders/12/courier');
    expect(orderCourierKey(12)).toBe('/api/orders/12/courier');
  });
});
