import useSWR from 'swr';
import { CART_ORDER_STATUS_LABELS, isBlank, validatePrice, type CartOrderProfile, type CartOrderStatus, type FieldErrors } from '@oja/shared';
import { apiRequest } from './api-client';
import type { ApiAnswer, ApiData } from './api-schema';
import { uploadWithProgress } from './upload-with-progress';

/*
 * Food and shop orders as the vendor and the admin read them (docs/food-and-shop.md, "The contract"), shared by the
 * food vendor, product vendor and admin features. Types from the generated API schema.
 */

export type CartOrdersPage = ApiAnswer<'/api/vendor/orders'>;
/** One food or shop order: customer, vendor and admin reads share it. */
export type CartOrder = CartOrdersPage['data'][number];
export type PageMeta = CartOrdersPage['meta'];
export type CartOrderKind = CartOrder['kind'];
/** The vendor's buttons (`actions` of a vendor's read). */
export type VendorOrderAction = 'accept' | 'decline' | 'ready' | 'ship' | 'deliver';
/** GET /api/vendor/cart-orders/summary: the overview's stat cards (`menu_items` for food, `products` for shops). */
export type CartOrdersSummary = ApiData<'/api/vendor/cart-orders/summary'>;
/** The shop's map pin, where an Oja rider collects its orders. */
export interface ShopPin {
  lat: number;
  lng: number;
}
/**
 * GET /api/vendor/storefront. `pickup` (the shop's pin, null until set) is hand-written from the courier contract
 * until the OpenAPI types are regenerated.
 */
export type Storefront = ApiData<'/api/vendor/storefront'> & { pickup: ShopPin | null };

export const VENDOR_ORDERS_KEY = '/api/vendor/orders';
export const STOREFRONT_KEY = '/api/vendor/storefront';
export const CART_ORDERS_SUMMARY_KEY = '/api/vendor/cart-orders/summary';

/** The SWR key of a page of the vendor's orders, optionally of one status. */
export function vendorOrdersKey(status: string | null, page = 1): string {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  q.set('page', String(page));
  return `${VENDOR_ORDERS_KEY}?${q}`;
}

export function useVendorOrders(status: string | null, page = 1) {
  return useSWR<CartOrdersPage>(vendorOrdersKey(status, page));
}

export function useCartOrdersSummary() {
  return useSWR<{ data: CartOrdersSummary }>(CART_ORDERS_SUMMARY_KEY);
}

export function useStorefront() {
  return useSWR<{ data: Storefront }>(STOREFRONT_KEY);
}

type Answer<T> = Promise<{ message?: string; data: T }>;

/**
 * PATCH /api/vendor/storefront: the delivery fee, free delivery above (null: none), the kitchen switch, the shop's pin
 * (`pickup_lat` and `pickup_lng` both, or both null to clear; outside Nigeria the API answers 422 in words).
 */
export function updateStorefront(body: {
  delivery_fee?: number;
  free_delivery_over?: number | null;
  kitchen_open?: boolean;
  pickup_lat?: number | null;
  pickup_lng?: number | null;
}): Answer<Storefront> {
  return apiRequest(STOREFRONT_KEY, { method: 'PATCH', body });
}

/** PATCH /api/vendor/kitchen {open}: a food vendor opens or closes the kitchen. */
export function setKitchenOpen(open: boolean): Answer<Storefront> {
  return apiRequest('/api/vendor/kitchen', { method: 'PATCH', body: { open } });
}

/** POST /api/vendor/orders/{id}/accept | decline | ready. */
export function vendorOrderAct(id: number, action: 'accept' | 'decline' | 'ready'): Answer<CartOrder> {
  return apiRequest(`${VENDOR_ORDERS_KEY}/${id}/${action}`, { method: 'POST' });
}

/** POST /api/vendor/orders/{id}/ship | deliver with the package's photo (multipart `photo`). */
export function vendorOrderWithPhoto(id: number, action: 'ship' | 'deliver', photo: File, onProgress?: (percent: number) => void): Answer<CartOrder> {
  const form = new FormData();
  form.append('photo', photo);
  return uploadWithProgress(`${VENDOR_ORDERS_KEY}/${id}/${action}`, form, onProgress);
}

/** A page of the vendor's menu (`/api/vendor/menu-items`) or catalogue (`/api/vendor/products`), 50 at a time. */
export function useCatalogue<T>(base: string, page = 1) {
  return useSWR<{ data: T[]; meta: PageMeta }>(`${base}?page=${page}&per_page=50`);
}

/** The add, edit, delete and photo routes of a vendor's menu (`/api/vendor/menu-items`) or catalogue (`/api/vendor/products`). */
export function catalogueRoutes<T>(base: string) {
  return {
    create: (body: Record<string, unknown>): Answer<T> => apiRequest(base, { method: 'POST', body }),
    update: (id: number, body: Record<string, unknown>): Answer<T> => apiRequest(`${base}/${id}`, { method: 'PUT', body }),
    remove: (id: number): Promise<{ message?: string }> => apiRequest(`${base}/${id}`, { method: 'DELETE' }),
    /** POST {base}/photos (multipart `photo`): its `url` goes in `images`. */
    upload: (
      file: File,
      onProgress: (percent: number) => void,
    ): Promise<{ data: { id: number; url: string; srcset?: string; width?: number; height?: number } }> => {
      const form = new FormData();
      form.append('photo', file);
      return uploadWithProgress(`${base}/photos`, form, onProgress);
    },
  };
}

// ── The vendor's order buttons and filters ──────────────────────────────────────────────────────────────────

/** What a button needs before it is sent: a confirmation (decline), a photo (ship, deliver), or nothing. */
export type VendorButtonNeeds = 'confirm' | 'photo' | null;

export interface VendorOrderButton {
  action: VendorOrderAction;
  label: string;
  needs: VendorButtonNeeds;
  palette: string;
  variant: 'solid' | 'outline';
}

const BUTTONS: Record<CartOrderProfile, Partial<Record<VendorOrderAction, string>>> = {
  food: { accept: 'Accept Order', decline: 'Decline', ready: 'Mark Ready', ship: 'Hand over sealed package', deliver: 'Mark delivered' },
  product: { accept: 'Accept', decline: 'Decline', ship: 'Ship sealed package', deliver: 'Mark delivered' },
};
const ORDER: VendorOrderAction[] = ['accept', 'ready', 'ship', 'deliver', 'decline'];

/** The buttons of an order's `actions`, in the order the work happens; unknown actions are left out. */
export function vendorOrderButtons(order: Pick<CartOrder, 'profile' | 'actions'>): VendorOrderButton[] {
  const labels = BUTTONS[order.profile] ?? {};
  return ORDER.filter((a) => order.actions.includes(a) && labels[a]).map((action) => ({
    action,
    label: labels[action]!,
    needs: action === 'decline' ? 'confirm' : action === 'ship' || action === 'deliver' ? 'photo' : null,
    palette: action === 'decline' ? 'red' : 'green',
    variant: action === 'decline' ? 'outline' : 'solid',
  }));
}

/** The status chips of the vendor's orders page: the statuses a paid order of the profile can be in. */
export function vendorStatusFilters(profile: CartOrderProfile): { value: CartOrderStatus; label: string }[] {
  const statuses: CartOrderStatus[] =
    profile === 'food'
      ? ['new', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'completed', 'disputed', 'declined', 'cancelled', 'refunded']
      : ['processing', 'shipped', 'delivered', 'completed', 'disputed', 'declined', 'cancelled', 'refunded'];
  return statuses.map((value) => ({ value, label: ORDER_STATUS_WORDS[value] }));
}

/** A status in short words for the vendor and the admin: the shared labels, shorter where they speak to the customer. */
export const ORDER_STATUS_WORDS: Readonly<Record<CartOrderStatus, string>> = {
  ...CART_ORDER_STATUS_LABELS,
  delivered: 'Delivered',
  disputed: 'Problem reported',
  declined: 'Declined',
  refunded: 'Refunded',
};

/** A status badge's colour. */
export function orderStatusPalette(status: string): string {
  if (['new', 'processing'].includes(status)) return 'blue';
  if (['preparing', 'ready', 'out_for_delivery', 'shipped'].includes(status)) return 'orange';
  if (['delivered', 'completed'].includes(status)) return 'green';
  if (['disputed', 'declined'].includes(status)) return 'red';
  return 'gray';
}

/** A phone's fix as the shop's pin: six decimals (about 10 cm), as the checkout's delivery pin. */
export function shopPinBody(fix: ShopPin | null): { pickup_lat: number | null; pickup_lng: number | null } {
  if (!fix) return { pickup_lat: null, pickup_lng: null };
  return { pickup_lat: Number(fix.lat.toFixed(6)), pickup_lng: Number(fix.lng.toFixed(6)) };
}

/** The delivery settings form: a fee in naira (0 allowed) and "free delivery above" (blank: never). */
export function deliverySettingsBody(
  fee: string,
  freeOver: string,
): { body: { delivery_fee: number; free_delivery_over: number | null } } | { errors: FieldErrors<'delivery_fee' | 'free_delivery_over'> } {
  const errors: FieldErrors<'delivery_fee' | 'free_delivery_over'> = {};
  const feeError = validatePrice(fee.trim());
  if (feeError) errors.delivery_fee = feeError;
  const overError = isBlank(freeOver) ? null : validatePrice(freeOver.trim());
  if (overError) errors.free_delivery_over = overError;
  if (feeError || overError) return { errors };
  return { body: { delivery_fee: Number(fee), free_delivery_over: isBlank(freeOver) ? null : Number(freeOver) } };
}
