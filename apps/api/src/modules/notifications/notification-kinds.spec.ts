import { fullPreferences, kindOfLink, mergePreferences } from './notification-kinds.js';

const ALL_ON = { in_app: true, email: true, sms: true, push: true };

describe('notification kinds and preferences', () => {
  it('absent or partial preferences mean on', () => {
    expect(fullPreferences({})).toEqual({ orders: ALL_ON, payments: ALL_ON, messages: ALL_ON });
    expect(fullPreferences({ orders: { email: false } })).toEqual({ orders: { ...ALL_ON, email: false }, payments: ALL_ON, messages: ALL_ON });
    expect(fullPreferences({ payments: { sms: false, push: false } })).toEqual({
      orders: ALL_ON,
      payments: { ...ALL_ON, sms: false, push: false },
      messages: ALL_ON,
    });
  });

  it('a client sending only in_app and email keeps the stored SMS and push choices', () => {
    const stored = { orders: { in_app: true, email: true, sms: false, push: false } };
    const merged = mergePreferences(stored, { orders: { in_app: false, email: true }, payments: { in_app: true, email: false } });
    expect(merged).toEqual({ orders: { in_app: false, email: true, sms: false, push: false }, payments: { ...ALL_ON, email: false }, messages: ALL_ON });
    expect(mergePreferences(stored, { orders: { sms: true } }).orders.sms).toBe(true);
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
