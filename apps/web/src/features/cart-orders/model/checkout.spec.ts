import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { VendorCart } from '@/lib/cart';
import { offers } from './actions';
import { cartChange, CHECKOUT_TEXTS, fieldErrors, orderInput, validateCheckout, type CheckoutForm } from './checkout';

const form: CheckoutForm = { address: ' 12 Admiralty Way, Lekki ', phone: '0803 123 4567', notes: '', lat: null, lng: null, saveAddress: false };
const cart: VendorCart = {
  vendor: { id: 3, name: "Mama Ngozi's Kitchen", kind: 'food', delivery_fee: 150, free_delivery_over: 2000 },
  lines: [{ item_id: 7, name: 'Jollof Rice & Chicken', price: 2500, quantity: 2, image: null, category: 'Local Dishes' }],
};

describe('checkout', () => {
  it('asks for an address and a Nigerian phone number', () => {
    expect(validateCheckout(form)).toEqual({});
    const errors = validateCheckout({ ...form, address: '  ', phone: '123' });
    expect(errors.address).toBe(CHECKOUT_TEXTS.addressRequired);
    expect(errors.phone).toBeTruthy();
  });

  it('sends each line with the price the cart showed, the pin only when both coordinates are known', () => {
    expect(orderInput(cart, form)).toEqual({
      vendor_id: 3,
      items: [{ item_id: 7, quantity: 2, price: 2500 }],
      delivery_address: '12 Admiralty Way, Lekki',
      phone: '0803 123 4567',
      save_address: false,
    });
    expect(orderInput(cart, { ...form, notes: ' Gate 2 ', lat: 6.44, lng: 3.47, saveAddress: true })).toMatchObject({
      notes: 'Gate 2',
      lat: 6.44,
      lng: 3.47,
      save_address: true,
    });
  });

  it("reads a changed cart: the API's words per line in order, and the current lines", () => {
    const error = new ApiError(
      'Your cart has changed',
      409,
      { 'items.10': ['Zobo is no longer available'], 'items.2': ['Jollof Rice & Chicken now costs ₦2,700 (was ₦2,500)'] },
      {
        code: 'CART_CHANGED',
        data: { lines: [{ item_id: 7, name: 'Jollof Rice & Chicken', price: 2700, available: true, stock: null }, { bad: true }] },
      },
    );
    expect(cartChange(error)).toEqual({
      messages: ['Jollof Rice & Chicken now costs ₦2,700 (was ₦2,500)', 'Zobo is no longer available'],
      lines: [{ item_id: 7, name: 'Jollof Rice & Chicken', price: 2700, available: true, stock: null }],
    });
    expect(cartChange(new ApiError('Kitchen closed', 409, undefined, { code: 'KITCHEN_CLOSED' }))).toBeNull();
    expect(cartChange(new ApiError('Your cart has changed', 409, undefined, { code: 'CART_CHANGED' }))).toEqual({
      messages: ['Your cart has changed'],
      lines: [],
    });
  });

  it('puts server field errors on their fields', () => {
    expect(fieldErrors(new ApiError('Invalid', 422, { phone: ['Enter a valid phone number'], delivery_address: ['Too long'] }))).toEqual({
      phone: 'Enter a valid phone number',
      address: 'Too long',
    });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });

  it('reads the order actions in either spelling', () => {
    expect(offers(['confirm_delivery', 'report_problem'], 'confirm_delivery')).toBe(true);
    expect(offers(['confirm-delivery'], 'confirm_delivery')).toBe(true);
    expect(offers(['cancel'], 'pay')).toBe(false);
    expect(offers(undefined, 'pay')).toBe(false);
  });
});
