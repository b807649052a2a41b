import { foodCartTotals, type FoodCartLine } from './food-cart';

const fees = { mama: 150, burger: 200, cool: 100 };
const line = (over: Partial<FoodCartLine>): FoodCartLine => ({ itemId: 'x', restaurantId: 'burger', price: 500, quantity: 1, category: 'Fast Food', ...over });

describe('food cart', () => {
  it('charges each restaurant its delivery fee while the food is ₦2,000 or less', () => {
    const t = foodCartTotals([line({ price: 1200 }), line({ restaurantId: 'cool', price: 300, category: 'Drinks' })], fees);
    expect(t).toEqual({ itemCount: 2, subtotal: 1500, discount: 0, deliveryFee: 300, freeDelivery: false, total: 1800 });
    expect(foodCartTotals([line({ price: 2000 })], fees).deliveryFee).toBe(200);
  });

  it('delivers free above ₦2,000', () => {
    const t = foodCartTotals([line({ price: 1000, quantity: 3 })], fees);
    expect(t).toMatchObject({ subtotal: 3000, deliveryFee: 0, freeDelivery: true, total: 3000 });
  });

  it('takes 20 % off local dishes only, before the free-delivery threshold', () => {
    const t = foodCartTotals(
      [line({ restaurantId: 'mama', price: 2500, category: 'Local Dishes' }), line({ restaurantId: 'mama', price: 100, category: 'Drinks' })],
      fees,
    );
    // ₦2,500 jollof → ₦500 off; food ₦2,100 > ₦2,000 → free delivery
    expect(t).toMatchObject({ subtotal: 2600, discount: 500, deliveryFee: 0, total: 2100 });
    const small = foodCartTotals([line({ restaurantId: 'mama', price: 2400, category: 'Local Dishes' })], fees);
    // ₦2,400 − ₦480 = ₦1,920: not above ₦2,000, so the ₦150 fee applies
    expect(small).toMatchObject({ discount: 480, deliveryFee: 150, freeDelivery: false, total: 2070 });
  });

  it('is empty with no lines', () => {
    expect(foodCartTotals([], fees)).toEqual({ itemCount: 0, subtotal: 0, discount: 0, deliveryFee: 0, freeDelivery: false, total: 0 });
  });
});
