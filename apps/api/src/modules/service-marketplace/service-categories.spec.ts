import { serviceCategoriesOf } from './service-categories.js';

describe('service categories from keywords', () => {
  it('finds categories in the service name, description and pricing titles', () => {
    expect(serviceCategoriesOf(['Sparkle Home Services', 'Deep cleaning of homes and offices'])).toEqual(['cleaning']);
    expect(serviceCategoriesOf(['Bayo Fixes', null, 'Leaking pipe repair', 'Water heater installation'])).toEqual(['plumbing', 'repair', 'installation']);
    expect(serviceCategoriesOf(['PowerUp', 'House wiring and inverter installation'])).toEqual(['electrical', 'installation']);
  });
  it('matches the start of words only, and falls back to other', () => {
    expect(serviceCategoriesOf(['Aplumbago gardens'])).toEqual(['other']);
    expect(serviceCategoriesOf(['Event photography', 'Weddings and birthdays'])).toEqual(['other']);
  });
});
