import { canonicalCategory, dashboardPath } from './categories.js';

describe('vendor categories', () => {
  it('maps every spelling to its dashboard', () => {
    expect(dashboardPath('vendor', 'product')).toBe('/dashboard/product-vendor');
    expect(dashboardPath('vendor', 'service-apartment')).toBe('/dashboard/apartment');
    expect(dashboardPath('vendor', 'apartment')).toBe('/dashboard/apartment');
    expect(dashboardPath('vendor', 'service')).toBe('/dashboard/service-vendor');
    expect(dashboardPath('vendor', 'food')).toBe('/dashboard/food-vendor');
    expect(dashboardPath('vendor', 'mechanic')).toBe('/dashboard/mechanic');
    expect(dashboardPath('vendor', 'rider')).toBe('/dashboard/rider');
    expect(dashboardPath('vendor', 'florist')).toBe('/dashboard/vendor');
    expect(dashboardPath('user', 'mechanic')).toBe('/dashboard/user');
  });
  it('stores one canonical value', () => {
    expect(canonicalCategory(' Service-Apartment ')).toBe('service_apartment');
    expect(canonicalCategory('nope')).toBeNull();
  });
});
