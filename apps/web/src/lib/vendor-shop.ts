import useSWR from 'swr';
import { CART_ORDER_STATUS_LABELS, isBlank, validatePrice, type CartOrderProfile, type CartOrderStatus, type FieldErrors } from '@oja/shared';
import { apiRequest } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

/*
 * Food and shop orders as the vendor and the admin read them (docs/food-and-shop.md, "The contract"), shared by the
 * food vendor, product vendor and admin features. Hand-written until the routes are in api-types.gen.ts.
 */

/** A photo kept private to the order's parties and admins: a short-lived signed link. */
export interface SealPhoto {
  id: number;
  url: string;
  url_expires_at?: string;
}

export interface CartOrderLine {
  item_id: number;
  name: string;
  price: number;
  quantity: number;
  line_total: number;
  image: string | null;
}

export interface CartOrderTimelineStep {
  key: string;
  label: string;
  at: string;
}

/** The dispute on an order, as the disputes module presents it. */
export interface CartOrderDispute {
  id: number;
  status: 'open' | 'resolved';
  reason: string;
  vendor_statement: string | null;
  resolution: 'release' | 'refund' | null;
  refund_amount: number | null;
  note: string | null;
  created_at: string;
  resolved_at: string | null;
  photos: { id: number; url: string; uploaded_by?: string | null }[];
}

export type CartOrderKind = 'food_order' | 'shop_order';
/** The vendor's buttons (`actions` of a vendor's read). */
export type VendorOrderAction = 'accept' | 'decline' | 'ready' | 'ship' | 'deliver';

/** One food or shop order: customer, vendor and admin reads share it. */
export interface CartOrder {
  id: number;
  kind: CartOrderKind;
  profile: CartOrderProfile;
  status: CartOrderStatus;
  status_label: string;
  payment_status: 'pending' | 'paid' | 'refunded';
  escrow_status: string;
  vendor: { id: number; business_name: string; phone: string | null };
  customer: { id: number; name: string };
  items: CartOrderLine[];
  subtotal: number;
  delivery_fee: number;
  total_amount: number;
  delivery_address: string;
  phone: string;
  notes: string | null;
  lat: number | null;
  lng: number | null;
  handover_photo: SealPhoto | null;
  delivery_photo: SealPhoto | null;
  shipped_by: string | null;
  delivered_by: string | null;
  placed_at: string | null;
  paid_at: string | null;
  accepted_at: string | null;
  ready_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  completed_at: string | null;
  declined_at: string | null;
  cancelled_at: string | null;
  expired_at: string | null;
  refunded_at: string | null;
  pay_by: string | null;
  accept_by: string | null;
  ship_by: string | null;
  release_at: string | null;
  problem_reason: string | null;
  dispute: CartOrderDispute | null;
  timeline: CartOrderTimelineStep[];
  actions: string[];
  created_at: string;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface CartOrdersPage {
  data: CartOrder[];
  meta: PageMeta;
}

/** GET /api/vendor/cart-orders/summary: the overview's stat cards (`menu_items` for food, `products` for shops). */
export interface CartOrdersSummary {
  orders_today: number;
  pending: number;
  revenue: number;
  completed: number;
  menu_items?: number;
  products?: number;
  low_stock: number;
}

/** GET /api/vendor/storefront. `live` is sent by the API beside the contract's fields. */
export interface Storefront {
  vendor_id: number;
  kind: CartOrderProfile;
  kitchen_open: boolean;
  opening_hours: string | null;
  open_now: boolean;
  live?: boolean;
  delivery_fee: number;
  free_delivery_over: number | null;
}

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

/** PATCH /api/vendor/storefront: the delivery fee, free delivery above (null: none), the kitchen switch. */
export function updateStorefront(body: { delivery_fee?: number; free_delivery_over?: number | null; kitchen_open?: boolean }): Answer<Storefront> {
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

/** What dishes and products share on the wire (docs/food-and-shop.md, "Catalogue"). */
export interface CatalogueItemBase {
  id: number;
  vendor_id: number;
  name: string;
  description: string | null;
  price: number;
  category: string;
  image: string | null;
  images: { url: string; srcset?: string; width?: number; height?: number }[];
  created_at: string;
  updated_at: string;
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
    upload: (file: File, onProgress: (percent: number) => void): Promise<{ data: { id: number; url: string; srcset?: string; width?: number; height?: number } }> => {
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

/** The buttons of an order's `actions` (spec 001 §2 words), in the order the work happens; unknown actions are left out. */
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

/** The delivery settings form: a fee in naira (0 allowed) and "free delivery above" (blank: never). */
export function deliverySettingsBody(fee: string, freeOver: string): { body: { delivery_fee: number; free_delivery_over: number | null } } | { errors: FieldErrors<'delivery_fee' | 'free_delivery_over'> } {
  const errors: FieldErrors<'delivery_fee' | 'free_delivery_over'> = {};
  const feeError = validatePrice(fee.trim());
  if (feeError) errors.delivery_fee = feeError;
  const overError = isBlank(freeOver) ? null : validatePrice(freeOver.trim());
  if (overError) errors.free_delivery_over = overError;
  if (feeError || overError) return { errors };
  return { body: { delivery_fee: Number(fee), free_delivery_over: isBlank(freeOver) ? null : Number(freeOver) } };
}
