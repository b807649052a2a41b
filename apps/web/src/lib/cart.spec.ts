import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  applyCurrentLines,
  CART_LINE_MAX,
  CART_STORAGE_KEY,
  cartItemCount,
  cartTotals,
  getCarts,
  parseCarts,
  removeCart,
  setLineQuantity,
  subscribeCarts,
  updateCarts,
  type CartVendor,
  type Carts,
} from './cart';
import { MemoryStorage } from './test-storage';

const kitchen: CartVendor = { id: 3, name: "Mama Ngozi's Kitchen", kind: 'food', delivery_fee: 150, free_delivery_over: 2000 };
const shop: CartVendor = { id: 4, name: 'Ikeja Gadgets', kind: 'product', delivery_fee: 1500, free_delivery_over: null };
const jollof = { item_id: 7, name: 'Jollof Rice & Chicken', price: 2500, image: null, category: 'Local Dishes' };
const zobo = { item_id: 8, name: 'Chilled Zobo', price: 500, image: null, category: 'Drinks' };
const phone = { item_id: 9, name: 'Tecno Spark 20', price: 145000, image: 'https://x/p.webp', category: 'Electronics', stock: 2 };

describe('cart lines', () => {
  it('keeps one cart per vendor and adds the same item up', () => {
    let carts: Carts = {};
    carts = addToCart(carts, kitchen, jollof);
    carts = addToCart(carts, kitchen, jollof);
    carts = addToCart(carts, kitchen, zobo);
    carts = addToCart(carts, shop, phone);
    expect(Object.keys(carts).sort()).toEqual(['3', '4']);
    expect(carts['3']!.lines.map((l) => [l.item_id, l.quantity])).toEqual([
      [7, 2],
      [8, 1],
    ]);
    expect(cartItemCount(carts)).toBe(4);
    expect(cartItemCount(carts, 'product')).toBe(1);
  });

  it('never holds more than the known stock or the line maximum; out of stock adds nothing', () => {
    let carts = addToCart({}, shop, phone, 5);
    expect(carts['4']!.lines[0]!.quantity).toBe(2);
    carts = addToCart(carts, kitchen, jollof, 500);
    expect(carts['3']!.lines[0]!.quantity).toBe(CART_LINE_MAX);
    expect(addToCart({}, shop, { ...phone, stock: 0 })).toEqual({});
  });

  it('sets quantities; zero removes the line and an empty cart goes', () => {
    let carts = addToCart(addToCart({}, kitchen, jollof), kitchen, zobo);
    carts = setLineQuantity(carts, 3, 7, 4);
    expect(carts['3']!.lines[0]!.quantity).toBe(4);
    carts = setLineQuantity(carts, 3, 7, 0);
    expect(carts['3']!.lines.map((l) => l.item_id)).toEqual([8]);
    carts = setLineQuantity(carts, 3, 8, 0);
    expect(carts).toEqual({});
    expect(removeCart(addToCart({}, kitchen, jollof), 3)).toEqual({});
  });

  it("takes the API's current lines: new prices, stock limits, unavailable lines removed", () => {
    let carts = addToCart(addToCart(addToCart({}, kitchen, jollof, 2), kitchen, zobo), shop, phone, 2);
    carts = applyCurrentLines(carts, 3, [
      { item_id: 7, name: 'Jollof Rice & Chicken', price: 2700, available: true },
      { item_id: 8, name: 'Chilled Zobo', price: 500, available: false },
    ]);
    expect(carts['3']!.lines).toEqual([{ ...jollof, price: 2700, quantity: 2 }]);
    carts = applyCurrentLines(carts, 4, [{ item_id: 9, name: 'Tecno Spark 20', price: 145000, available: true, stock: 1 }]);
    expect(carts['4']!.lines[0]).toMatchObject({ quantity: 1, stock: 1 });
  });
});

describe('cart totals (the documented delivery-fee rule)', () => {
  it('charges the flat fee once, free when the items come to more than free_delivery_over', () => {
    const one = addToCart({}, kitchen, zobo, 4)['3'];
    expect(cartTotals(one)).toEqual({ itemCount: 4, subtotal: 2000, deliveryFee: 150, freeDelivery: false, total: 2150 });
    const more = addToCart({}, kitchen, zobo, 5)['3'];
    expect(cartTotals(more)).toEqual({ itemCount: 5, subtotal: 2500, deliveryFee: 0, freeDelivery: true, total: 2500 });
    const gadgets = addToCart({}, shop, phone, 2)['4'];
    expect(cartTotals(gadgets)).toMatchObject({ subtotal: 290000, deliveryFee: 1500, total: 291500 });
    expect(cartTotals(undefined)).toEqual({ itemCount: 0, subtotal: 0, deliveryFee: 0, freeDelivery: false, total: 0 });
  });

  it('adds kobo exactly', () => {
    const cart = addToCart({}, kitchen, { ...zobo, price: 0.1 }, 3)['3'];
    expect(cartTotals(cart).subtotal).toBe(0.3);
    expect(cartTotals(cart).total).toBe(150.3);
  });
});

describe('stored carts', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('drops what it cannot read', () => {
    expect(parseCarts('not json')).toEqual({});
    expect(parseCarts(null)).toEqual({});
    const text = JSON.stringify({
      3: { vendor: kitchen, lines: [{ ...jollof, quantity: 1 }, { item_id: 'x' }, { ...zobo, quantity: 0 }, { ...zobo, price: 0.123, quantity: 1 }] },
      9: { vendor: { id: 9 }, lines: [{ ...jollof, quantity: 1 }] },
    });
    expect(parseCarts(text)).toEqual({ 3: { vendor: kitchen, lines: [{ ...jollof, quantity: 1 }] } });
  });

  it('writes to localStorage, keeps one snapshot while unchanged and tells subscribers', () => {
    const heard = vi.fn();
    const stop = subscribeCarts(heard);
    updateCarts((c) => addToCart(c, kitchen, jollof));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)['3'].lines[0].quantity).toBe(1);
    expect(getCarts()).toBe(getCarts());
    updateCarts((c) => removeCart(c, 3));
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(getCarts()).toEqual({});
    stop();
  });
});
