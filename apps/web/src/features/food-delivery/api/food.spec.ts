import { describe, expect, it } from 'vitest';
import { earlyPlan } from '@/config/early-data';
import { CARD_DISHES, restaurantsKey } from './food';

describe('the restaurants list as the page asks for it', () => {
  it('asks for the dishes a card shows, and the page’s early request is that same path (else it is wasted)', () => {
    expect(CARD_DISHES).toBe(4);
    expect(restaurantsKey({ q: ' jollof ', category: 'Drinks', page: 2 })).toBe('/api/food/vendors?q=jollof&category=Drinks&page=2&per_page=12&menu_size=4');
    expect(earlyPlan('/food-delivery')!.paths).toEqual([restaurantsKey({ q: '', category: '', page: 1 })]);
  });
});
