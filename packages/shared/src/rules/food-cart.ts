/**
 * The food demonstration's cart: delivery fees ₦100–₦200 per restaurant,
 * 20 % off local dishes, and free delivery when the food (after the discount) comes to more than ₦2,000.
 */
export const FOOD_CATEGORIES = ['Fast Food', 'Local Dishes', 'Drinks', 'Desserts'] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

export const FREE_DELIVERY_ABOVE_NAIRA = 2000;
export const LOCAL_DISHES_DISCOUNT_PERCENT = 20;

export interface FoodCartLine {
  itemId: string;
  restaurantId: string;
  price: number; // naira per unit
  quantity: number;
  category: FoodCategory;
}

export interface FoodCartTotals {
  itemCount: number;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  freeDelivery: boolean;
  total: number;
}

/** `deliveryFees`: each restaurant's fee in naira; one fee per restaurant in the cart. */
export function foodCartTotals(lines: readonly FoodCartLine[], deliveryFees: Readonly<Record<string, number>>): FoodCartTotals {
  const live = lines.filter((l) => l.quantity > 0);
  const itemCount = live.reduce((n, l) => n + l.quantity, 0);
  const subtotal = live.reduce((s, l) => s + l.price * l.quantity, 0);
  const localSubtotal = live.filter((l) => l.category === 'Local Dishes').reduce((s, l) => s + l.price * l.quantity, 0);
  const discount = Math.round((localSubtotal * LOCAL_DISHES_DISCOUNT_PERCENT) / 100);
  const food = subtotal - discount;
  const restaurants = [...new Set(live.map((l) => l.restaurantId))];
  const fees = restaurants.reduce((s, id) => s + (deliveryFees[id] ?? 0), 0);
  const freeDelivery = itemCount > 0 && food > FREE_DELIVERY_ABOVE_NAIRA;
  const deliveryFee = freeDelivery ? 0 : fees;
  return { itemCount, subtotal, discount, deliveryFee, freeDelivery, total: food + deliveryFee };
}
