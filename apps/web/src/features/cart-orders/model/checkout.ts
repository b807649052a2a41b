import { validatePhoneNg } from '@oja/shared';
import { ApiError } from '@/lib/api-client';
import type { VendorCart } from '@/lib/cart';
import type { ChangedLine, PlaceOrderInput } from '../api/orders';

export const DELIVERY_ADDRESS_MAX = 500;
export const NOTES_MAX = 500;

export const CHECKOUT_TEXTS = {
  addressRequired: 'Please enter the delivery address',
  addressTooLong: `The delivery address may be at most ${DELIVERY_ADDRESS_MAX} characters`,
  cartChanged: 'Your cart has changed. Please check the lines below before you pay.',
  placeFailed: 'Failed to place your order. Please try again.',
  payFailed: 'Your order is placed, but the payment could not be started. You can pay from the order page.',
} as const;

export interface CheckoutForm {
  address: string;
  phone: string;
  notes: string;
  lat: number | null;
  lng: number | null;
  saveAddress: boolean;
}

export type CheckoutErrors = Partial<Record<'address' | 'phone' | 'notes', string>>;

/** What the form says before anything is sent. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const address = form.address.trim();
  if (!address) errors.address = CHECKOUT_TEXTS.addressRequired;
  else if (address.length > DELIVERY_ADDRESS_MAX) errors.address = CHECKOUT_TEXTS.addressTooLong;
  const phone = validatePhoneNg(form.phone);
  if (phone) errors.phone = phone;
  if (form.notes.trim().length > NOTES_MAX) errors.notes = `Notes may be at most ${NOTES_MAX} characters`;
  return errors;
}

/** POST /api/orders's body: every line with the price the cart showed (a changed price is refused, never charged). */
export function orderInput(cart: VendorCart, form: CheckoutForm): PlaceOrderInput {
  return {
    vendor_id: cart.vendor.id,
    items: cart.lines.map((l) => ({ item_id: l.item_id, quantity: l.quantity, price: l.price })),
    delivery_address: form.address.trim(),
    phone: form.phone.trim(),
    ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
    ...(form.lat !== null && form.lng !== null ? { lat: form.lat, lng: form.lng } : {}),
    save_address: form.saveAddress,
  };
}

/** A 409 CART_CHANGED: the API's words for each changed line (`errors`) and the current state of every line (`data.lines`). */
export function cartChange(error: unknown): { messages: string[]; lines: ChangedLine[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'CART_CHANGED') return null;
  const messages = Object.entries(error.errors ?? {})
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap(([, texts]) => texts);
  const raw = (error.data as { lines?: unknown } | undefined)?.lines;
  const lines = Array.isArray(raw)
    ? raw.filter((l): l is ChangedLine => Boolean(l) && typeof (l as ChangedLine).item_id === 'number' && typeof (l as ChangedLine).price === 'number')
    : [];
  return { messages: messages.length ? messages : [error.message], lines };
}

/** The field a server-side validation error belongs to on this form. */
export function fieldErrors(error: unknown): CheckoutErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const first = (key: string) => error.errors?.[key]?.[0];
  const out: CheckoutErrors = {};
  const address = first('delivery_address');
  const phone = first('phone');
  const notes = first('notes');
  if (address) out.address = address;
  if (phone) out.phone = phone;
  if (notes) out.notes = notes;
  return out;
}
