import { useSyncExternalStore } from 'react';
import { deliveryFeeKobo, koboToNaira, nairaToKobo } from '@oja/shared';

/**
 * The customer's carts: one per vendor, kept in localStorage so they survive a reload and a sign-in on
 * the same device, shared by the food and shop pages, the cart page and checkout. Every tab sees a change (the
 * storage event); the API checks each line again when the order is placed (409 CART_CHANGED).
 */
export const CART_STORAGE_KEY = 'oja:carts';
/** The most of one item a line may hold. */
export const CART_LINE_MAX = 99;

export type CartVendorKind = 'food' | 'product';

export interface CartVendor {
  id: number;
  name: string;
  kind: CartVendorKind;
  /** The flat fee in naira, charged once per order. */
  delivery_fee: number;
  /** Free delivery when the items come to more than this (naira); null: never free. */
  free_delivery_over: number | null;
}

export interface CartLine {
  item_id: number;
  name: string;
  /** Unit price in naira, as shown when added (sent with the order: a changed price is refused, never charged). */
  price: number;
  quantity: number;
  image: string | null;
  category: string;
  /** Units the shop had when the line was last seen (products); absent: no known limit. */
  stock?: number | null;
}

export interface VendorCart {
  vendor: CartVendor;
  lines: CartLine[];
}

/** Every cart, by vendor id. */
export type Carts = Readonly<Record<string, VendorCart>>;

/** The current state of a line, as the API gives it with CART_CHANGED (`data.lines`). */
export interface CurrentLine {
  item_id: number;
  name: string;
  price: number;
  available: boolean;
  stock?: number | null;
}

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  freeDelivery: boolean;
  total: number;
}

const EMPTY: Carts = Object.freeze({});

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** A naira amount the kobo maths accepts (not negative, at most two decimals). */
function isNaira(v: unknown): v is number {
  if (!isNum(v)) return false;
  try {
    nairaToKobo(v);
    return true;
  } catch {
    return false;
  }
}

function readLine(raw: unknown): CartLine | null {
  const l = raw as Partial<CartLine> | null;
  if (!l || !isNum(l.item_id) || typeof l.name !== 'string' || !isNaira(l.price) || !isNum(l.quantity)) return null;
  const quantity = Math.min(CART_LINE_MAX, Math.floor(l.quantity));
  if (quantity < 1) return null;
  return {
    item_id: l.item_id,
    name: l.name,
    price: l.price,
    quantity,
    image: typeof l.image === 'string' ? l.image : null,
    category: typeof l.category === 'string' ? l.category : '',
    ...(isNum(l.stock) ? { stock: l.stock } : {}),
  };
}

function readVendor(raw: unknown): CartVendor | null {
  const v = raw as Partial<CartVendor> | null;
  if (!v || !isNum(v.id) || typeof v.name !== 'string' || (v.kind !== 'food' && v.kind !== 'product') || !isNaira(v.delivery_fee)) return null;
  return {
    id: v.id,
    name: v.name,
    kind: v.kind,
    delivery_fee: v.delivery_fee,
    free_delivery_over: isNaira(v.free_delivery_over) ? v.free_delivery_over : null,
  };
}

/** The carts stored as text; anything unreadable is dropped (a corrupt entry never breaks the page). */
export function parseCarts(text: string | null): Carts {
  if (!text) return EMPTY;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (!raw || typeof raw !== 'object') return EMPTY;
  const out: Record<string, VendorCart> = {};
  for (const entry of Object.values(raw as Record<string, unknown>)) {
    const e = entry as { vendor?: unknown; lines?: unknown } | null;
    const vendor = readVendor(e?.vendor);
    const lines = Array.isArray(e?.lines) ? e.lines.map(readLine).filter((l): l is CartLine => l !== null) : [];
    if (vendor && lines.length) out[String(vendor.id)] = { vendor, lines };
  }
  return out;
}

function withCart(carts: Carts, vendorId: number, cart: VendorCart | null): Carts {
  const next: Record<string, VendorCart> = { ...carts };
  if (cart && cart.lines.length) next[String(vendorId)] = cart;
  else delete next[String(vendorId)];
  return next;
}

const cap = (quantity: number, stock?: number | null) => Math.max(0, Math.min(CART_LINE_MAX, isNum(stock) ? stock : CART_LINE_MAX, Math.floor(quantity)));

/** `quantity` more of an item in its vendor's cart (the vendor's fee and the item's price refreshed), within the stock known. */
export function addToCart(carts: Carts, vendor: CartVendor, item: Omit<CartLine, 'quantity'>, quantity = 1): Carts {
  const cart = carts[String(vendor.id)];
  const lines = cart?.lines ?? [];
  const found = lines.find((l) => l.item_id === item.item_id);
  const line: CartLine = { ...found, ...item, quantity: cap((found?.quantity ?? 0) + quantity, item.stock) };
  const next = found ? lines.map((l) => (l === found ? line : l)) : [...lines, line];
  return withCart(carts, vendor.id, { vendor, lines: next.filter((l) => l.quantity > 0) });
}

/** A line's quantity set (0 or less removes it; a cart left empty goes). */
export function setLineQuantity(carts: Carts, vendorId: number, itemId: number, quantity: number): Carts {
  const cart = carts[String(vendorId)];
  if (!cart) return carts;
  const lines = cart.lines.map((l) => (l.item_id === itemId ? { ...l, quantity: cap(quantity, l.stock) } : l)).filter((l) => l.quantity > 0);
  return withCart(carts, vendorId, { ...cart, lines });
}

export function removeCart(carts: Carts, vendorId: number): Carts {
  return withCart(carts, vendorId, null);
}

/**
 * The cart brought up to date from the API's current lines (CART_CHANGED): new names and prices, quantities cut to
 * the stock, lines no longer available removed. Lines the answer does not mention stay as they are.
 */
export function applyCurrentLines(carts: Carts, vendorId: number, current: readonly CurrentLine[]): Carts {
  const cart = carts[String(vendorId)];
  if (!cart) return carts;
  const byId = new Map(current.map((c) => [c.item_id, c]));
  const lines = cart.lines
    .map((l) => {
      const c = byId.get(l.item_id);
      if (!c) return l;
      if (!c.available) return null;
      const stock = isNum(c.stock) ? c.stock : l.stock;
      return { ...l, name: c.name || l.name, price: c.price, quantity: cap(l.quantity, stock), ...(isNum(stock) ? { stock } : {}) };
    })
    .filter((l): l is CartLine => l !== null && l.quantity > 0);
  return withCart(carts, vendorId, { ...cart, lines });
}

/** Items, subtotal, the documented delivery-fee rule (flat fee, free when the items come to more than `free_delivery_over`), total; kobo-exact. */
export function cartTotals(cart: VendorCart | null | undefined): CartTotals {
  const lines = cart?.lines ?? [];
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotalKobo = lines.reduce((s, l) => s + nairaToKobo(l.price) * l.quantity, 0);
  const feeKobo = cart
    ? deliveryFeeKobo(subtotalKobo, {
        deliveryFeeKobo: nairaToKobo(cart.vendor.delivery_fee),
        freeDeliveryOverKobo: cart.vendor.free_delivery_over === null ? null : nairaToKobo(cart.vendor.free_delivery_over),
      })
    : 0;
  return {
    itemCount,
    subtotal: koboToNaira(subtotalKobo),
    deliveryFee: koboToNaira(feeKobo),
    freeDelivery: itemCount > 0 && feeKobo === 0,
    total: koboToNaira(subtotalKobo + feeKobo),
  };
}

/** Items in every cart (the cart badge); `kind` counts one kind of vendor only. */
export function cartItemCount(carts: Carts, kind?: CartVendorKind): number {
  return Object.values(carts)
    .filter((c) => !kind || c.vendor.kind === kind)
    .reduce((n, c) => n + c.lines.reduce((m, l) => m + l.quantity, 0), 0);
}

// ── The store: localStorage, every tab ──────────────────────────────────────────────────────────────────────

const listeners = new Set<() => void>();
let memory: string | null = null;
let cachedText: string | null | undefined;
let cached: Carts = EMPTY;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readText(): string | null {
  const store = storage();
  if (!store) return memory;
  try {
    return store.getItem(CART_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The stored carts; the same object while the stored text is unchanged (useSyncExternalStore needs that). */
export function getCarts(): Carts {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cached = parseCarts(text);
  }
  return cached;
}

const notify = () => listeners.forEach((l) => l());

/** Replaces the carts with `change(current)` and tells every component (other tabs hear the storage event). */
export function updateCarts(change: (carts: Carts) => Carts): void {
  const next = change(getCarts());
  const text = Object.keys(next).length ? JSON.stringify(next) : null;
  memory = text;
  const store = storage();
  try {
    if (text === null) store?.removeItem(CART_STORAGE_KEY);
    else store?.setItem(CART_STORAGE_KEY, text);
  } catch {
    /* storage full or blocked: the carts live in memory for this tab */
  }
  notify();
}

export function subscribeCarts(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Every cart, re-read when any tab changes them. */
export function useCarts(): Carts {
  return useSyncExternalStore(subscribeCarts, getCarts, () => EMPTY);
}

/** One vendor's cart (undefined when empty). */
export function useVendorCart(vendorId: number | null | undefined): VendorCart | undefined {
  const carts = useCarts();
  return vendorId === null || vendorId === undefined ? undefined : carts[String(vendorId)];
}
