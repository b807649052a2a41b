/**
 * The answers a page asks for as it first draws, requested before the app's code has arrived (docs/performance.md
 * "Data in parallel with code"). src/app/entry/early.ts, a tiny script of its own in the SPA shell, starts them as
 * the HTML is read; the API client (src/lib/early-answers.ts) takes each once, when the page asks for the same path
 * with the same headers. A path listed here that the page no longer asks for costs one wasted request, never a wrong
 * answer: e2e/early-data.spec.ts checks every page below uses all of its own.
 *
 * No imports: this module is all the early script holds.
 */

/** What the early script needs to know of a page: whose token to send, and the paths. */
export interface EarlyPlan {
  /** `admin`: the admin token (`admin_token`); `user`: the user's token, required; `any`: the user's token if any. */
  token: 'admin' | 'user' | 'any';
  paths: string[];
}

/** One early request: its path, the headers it went with, and the answer to come. */
export interface EarlyAnswer {
  path: string;
  headers: Record<string, string>;
  response: Promise<Response>;
  /** When it was asked (performance.now()). */
  at: number;
}

declare global {
  interface Window {
    /**
     * Where the early script leaves its requests for the API client: a global, because the two are separate
     * bundles and the client must not import this module (it would pull the plan into the app's core chunk).
     */
    __ojaEarlyAnswers?: EarlyAnswer[];
  }
}

/** Every dashboard's frame: the bell, the unread messages and the signed-in user (src/app/layouts/dashboard-layout.tsx). */
const USER_FRAME = ['/api/conversations/unread', '/api/notifications', '/api/me'];
/** The admin portal's frame (src/app/layouts/admin-layout.tsx). */
const ADMIN_FRAME = ['/api/admin/notifications', '/api/admin/me'];

const SETTINGS = [
  '/api/me/notification-preferences',
  '/api/me/low-data-mode',
  '/api/me/deactivation',
  '/api/me/data-exports',
  '/api/me/erasure',
  '/api/push/config',
];
const MY_ORDERS = [
  '/api/service-orders?per_page=100',
  '/api/apartment/bookings/my?per_page=100',
  '/api/maintenance/my-requests?per_page=100',
  '/api/orders/my?per_page=100',
];
const CART_VENDOR_OVERVIEW = ['/api/vendor/cart-orders/summary', '/api/vendor/orders?page=1'];

/** A dashboard's own pages by segment, then page ('' is the overview); `*`: every segment's. */
const DASHBOARD_PAGES: Record<string, Record<string, string[]>> = {
  '*': {
    settings: SETTINGS,
    messages: ['/api/conversations?page=1'],
    compliance: ['/api/vendor/compliance/status'],
    analytics: ['/api/vendor/analytics?weeks=12'],
  },
  user: {
    '': [...MY_ORDERS, '/api/wallet'],
    orders: MY_ORDERS,
    wallet: ['/api/wallet'],
    bookings: ['/api/apartment/bookings/my', '/api/reviews/pending'],
    'my-service-orders': ['/api/service-orders', '/api/reviews/pending'],
    maintenance: ['/api/maintenance/my-requests?per_page=50'],
    rides: ['/api/rides/my?page=1'],
    analytics: ['/api/me/analytics?weeks=12'],
    compliance: [],
  },
  mechanic: {
    '': ['/api/vendor/mechanic/dashboard'],
    requests: ['/api/vendor/mechanic/requests?per_page=50'],
    customers: ['/api/vendor/mechanic/customers'],
    wallet: ['/api/vendor/wallet', '/api/payments/banks'],
  },
  rider: {
    '': ['/api/vendor/rider/dashboard', '/api/vendor/rider/rides/current'],
    requests: ['/api/vendor/rider/dashboard', '/api/vendor/rider/rides/current'],
    earnings: ['/api/vendor/rider/dashboard'],
  },
  'product-vendor': {
    '': [...CART_VENDOR_OVERVIEW, '/api/vendor/product/dashboard'],
    products: ['/api/vendor/storefront', '/api/vendor/products?page=1&per_page=50'],
    orders: ['/api/vendor/orders?page=1'],
  },
  'food-vendor': {
    '': [...CART_VENDOR_OVERVIEW, '/api/vendor/food/dashboard'],
    menu: ['/api/vendor/storefront', '/api/vendor/menu-items?page=1&per_page=50'],
    orders: ['/api/vendor/orders?page=1'],
  },
  'service-vendor': {
    '': ['/api/vendor/service/dashboard'],
    'public-profile': ['/api/vendor/service/profile'],
    pricings: ['/api/vendor/service-pricings'],
    orders: ['/api/vendor/service-orders', '/api/reviews/pending'],
  },
  apartment: {
    '': ['/api/vendor/apartment/dashboard'],
    properties: ['/api/listings'],
    bookings: ['/api/vendor/apartment/bookings', '/api/reviews/pending'],
  },
};

const ADMIN_PAGES: Record<string, string[]> = {
  dashboard: ['/api/admin/dashboard'],
  vendors: ['/api/admin/vendors?category=all&status=all&page=1&per_page=20'],
  'kyc/review': ['/api/admin/kyc/verifications?status=all&page=1&per_page=20'],
  bookings: ['/api/admin/bookings/apartments'],
  orders: ['/api/admin/orders?page=1'],
  rides: ['/api/admin/rides/cash-owed', '/api/admin/rides?page=1'],
  disputes: ['/api/admin/disputes?status=open&page=1'],
  support: ['/api/admin/support-messages?status=open&page=1'],
  settings: ['/api/admin/settings'],
};

/** The public pages the SPA shell draws (the prerendered ones preload their list from their own head). */
const PUBLIC_PAGES: Record<string, string[]> = {
  // Four dishes a card (restaurantsKey in features/food-delivery/api/food.ts).
  '/food-delivery': ['/api/food/vendors?page=1&per_page=12&menu_size=4'],
  '/ecommerce': ['/api/products?page=1&per_page=12'],
  '/ride-hailing': ['/api/riders/online'],
};

/**
 * The public pages the server draws with their answers for every visitor (apps/api common/page-render.ts); the build
 * names them in dist/drawn.json for the server, and the service worker asks the network first for them.
 */
export const PUBLIC_DRAWN_PATHS = Object.keys(PUBLIC_PAGES);

/**
 * The mark a page the server drew carries on its `<html>` (src/app/entry/signed-in-page.tsx), there before any script
 * runs: the early script, which runs as soon as it has loaded (on a repeat visit, from the service worker's cache,
 * while the page is still being parsed), then waits for the parse to end before it asks again for the answers the
 * page already holds, instead of taking the main thread from the parse of the page on screen.
 */
export const DRAWN_DOCUMENT_ATTRIBUTE = 'data-drawn';

/** The early plan of a page by its path, or null when it has none. */
export function earlyPlan(pathname: string): EarlyPlan | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const admin = /^\/admin\/(.+)$/.exec(path);
  if (admin) {
    const own = ADMIN_PAGES[admin[1]!];
    return own ? { token: 'admin', paths: [...ADMIN_FRAME, ...own] } : null;
  }
  const dashboard = /^\/dashboard\/([a-z-]+)(?:\/([a-z-]+))?$/.exec(path);
  if (dashboard) {
    const [, segment, page = ''] = dashboard;
    const pages = DASHBOARD_PAGES[segment!];
    if (!pages) return null;
    return { token: 'user', paths: [...USER_FRAME, ...(pages[page] ?? DASHBOARD_PAGES['*']![page] ?? [])] };
  }
  const own = PUBLIC_PAGES[path];
  return own ? { token: 'any', paths: own } : null;
}
