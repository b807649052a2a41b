import { fullPreferences, kindOfLink } from './notification-kinds.js';

describe('notification kinds and preferences', () => {
  it('absent or partial preferences mean on', () => {
    const on = { in_app: true, email: true };
    expect(fullPreferences({})).toEqual({ orders: on, payments: on, messages: on });
    expect(fullPreferences({ orders: { email: false } })).toEqual({ orders: { in_app: true, email: false }, payments: on, messages: on });
  });

  it('a notice without a kind takes it from its link; account notices have none', () => {
    expect(kindOfLink('/dashboard/user/my-service-orders')).toBe('orders');
    expect(kindOfLink('/dashboard/apartment/bookings')).toBe('orders');
    expect(kindOfLink('/dashboard/mechanic/requests')).toBe('orders');
    expect(kindOfLink('/dashboard/service-vendor/wallet')).toBe('payments');
    expect(kindOfLink('/dashboard/vendor/compliance')).toBeNull();
    expect(kindOfLink(null)).toBeNull();
  });
});
