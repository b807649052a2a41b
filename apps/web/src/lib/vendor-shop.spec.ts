import { describe, expect, it } from 'vitest';
import { deliverySettingsBody, orderStatusPalette, shopPinBody, vendorOrderButtons, vendorOrdersKey, vendorStatusFilters } from './vendor-shop';

const labels = (profile: 'food' | 'product', actions: string[]) => vendorOrderButtons({ profile, actions }).map((b) => b.label);

describe('vendor order buttons', () => {
  it('a new food order: Accept Order, then Decline (confirmed first)', () => {
    const buttons = vendorOrderButtons({ profile: 'food', actions: ['decline', 'accept'] });
    expect(buttons.map((b) => [b.label, b.needs])).toEqual([
      ['Accept Order', null],
      ['Decline', 'confirm'],
    ]);
  });

  it('a kitchen marks ready, hands over sealed and marks delivered, each hand-over with a photo', () => {
    expect(labels('food', ['ready'])).toEqual(['Mark Ready']);
    expect(vendorOrderButtons({ profile: 'food', actions: ['ship'] })).toEqual([
      { action: 'ship', label: 'Hand over sealed package', needs: 'photo', palette: 'green', variant: 'solid' },
    ]);
    expect(vendorOrderButtons({ profile: 'food', actions: ['deliver'] })[0]).toMatchObject({ label: 'Mark delivered', needs: 'photo' });
  });

  it('a shop accepts (acknowledges), ships sealed with a photo, never marks ready; unknown actions are left out', () => {
    expect(labels('product', ['accept', 'decline', 'ship'])).toEqual(['Accept', 'Ship sealed package', 'Decline']);
    expect(labels('product', ['ready', 'cancel', 'pay'])).toEqual([]);
  });
});

describe('vendor orders list', () => {
  it('keys a page, with the status when filtered', () => {
    expect(vendorOrdersKey(null)).toBe('/api/vendor/orders?page=1');
    expect(vendorOrdersKey('ready', 3)).toBe('/api/vendor/orders?status=ready&page=3');
  });

  it('offers the statuses of paid orders of the profile, food ready as "Waiting for Pickup"', () => {
    const food = vendorStatusFilters('food');
    expect(food.find((f) => f.value === 'ready')?.label).toBe('Waiting for Pickup');
    expect(food.map((f) => f.value)).not.toContain('pending');
    expect(vendorStatusFilters('product').map((f) => f.value)).toEqual([
      'processing',
      'shipped',
      'delivered',
      'completed',
      'disputed',
      'declined',
      'cancelled',
      'refunded',
    ]);
  });

  it('colours statuses', () => {
    expect(orderStatusPalette('new')).toBe('blue');
    expect(orderStatusPalette('disputed')).toBe('red');
    expect(orderStatusPalette('expired')).toBe('gray');
  });
});

describe('delivery settings', () => {
  it('sends the fee and the free-delivery level in naira; blank means never free', () => {
    expect(deliverySettingsBody('150', '2000')).toEqual({ body: { delivery_fee: 150, free_delivery_over: 2000 } });
    expect(deliverySettingsBody('0', ' ')).toEqual({ body: { delivery_fee: 0, free_delivery_over: null } });
  });

  it('refuses a missing fee and amounts that are not naira', () => {
    expect(deliverySettingsBody('', 'abc')).toEqual({
      errors: { delivery_fee: 'Please fill in all required fields', free_delivery_over: expect.stringMatching(/Price must be a number/) },
    });
  });
});

describe('the shop’s location', () => {
  it('sends a fix as both coordinates at six decimals, and a clear as both null', () => {
    expect(shopPinBody({ lat: 6.509512345, lng: 3.371098765 })).toEqual({ pickup_lat: 6.509512, pickup_lng: 3.371099 });
    expect(shopPinBody(null)).toEqual({ pickup_lat: null, pickup_lng: null });
  });
});
