#!/usr/bin/env node
// Every route's paint on the bench's phone: Debian's Chromium at 360 × 800, 4× CPU slowdown, 150 ms round trips and
// 1.6 Mbit/s down (the profile Lighthouse's "slow 4G" simulates), signed in as the role whose menu holds the page.
//   cold: a new browser profile (nothing cached, no service worker) opening the page;
//   warm: the same profile opening it again in a new tab (HTTP cache and service worker as a second visit has them).
// The figure is the time from navigation start until the page shows its content: text in the page, no spinner or
// skeleton left, and nothing drawn for 300 ms after it (so a list replacing its loading state counts; a change in the
// document's head is not drawn). Median of
// `runs`. `node scripts/bench/routes.mjs http://127.0.0.1:3000 [--runs 3] [/path …]` prints a table; scripts/bench.mjs
// calls routePaints() against its app (demo data seeded, as `pnpm start` has it).
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(resolve(root, 'apps/web/package.json'))('@playwright/test');

/** The demo accounts the demo seed makes (apps/api/src/modules/demo-seed), by role. */
const VENDOR_PASSWORD = 'Vendor#2026';
const ACCOUNTS = {
  customer: { email: 'customer@oja.test', password: 'Customer#2026' },
  mechanic: { email: 'mechanic@oja.test', password: VENDOR_PASSWORD },
  rider: { email: 'rider@oja.test', password: VENDOR_PASSWORD },
  'product-vendor': { email: 'product.vendor@oja.test', password: VENDOR_PASSWORD },
  'service-vendor': { email: 'service.vendor@oja.test', password: VENDOR_PASSWORD },
  apartment: { email: 'apartment.host@oja.test', password: VENDOR_PASSWORD },
  'food-vendor': { email: 'food.vendor@oja.test', password: VENDOR_PASSWORD },
};

/**
 * The pages: every item of each role's menu (apps/web/src/config/dashboard-menus.ts), a vendor's shared tail
 * (profile, messages, analytics, compliance, settings) once, the admin's menu, and the public pages.
 */
const d = (segment, pages) =>
  pages.map((page) => ({ role: segment === 'user' ? 'customer' : segment, path: `/dashboard/${segment}${page ? `/${page}` : ''}` }));
export const ROUTES = [
  ...[
    '/',
    '/general-services',
    '/service-apartments',
    '/auto-maintenance',
    '/food-delivery',
    '/ecommerce',
    '/ride-hailing',
    '/login',
    '/signup',
    '/signup/vendor',
  ].map((path) => ({ role: null, path })),
  ...d('user', ['', 'profile', 'wallet', 'orders', 'bookings', 'my-service-orders', 'maintenance', 'rides', 'messages', 'settings']),
  ...d('mechanic', ['', 'requests', 'customers', 'wallet', 'profile', 'messages', 'analytics', 'compliance', 'settings']),
  ...d('rider', ['', 'requests', 'earnings']),
  ...d('product-vendor', ['', 'products', 'orders']),
  ...d('service-vendor', ['', 'public-profile', 'pricings', 'orders']),
  ...d('apartment', ['', 'properties', 'bookings', 'listing']),
  ...d('food-vendor', ['', 'menu', 'orders']),
  ...[
    '/admin/dashboard',
    '/admin/vendors',
    '/admin/kyc/review',
    '/admin/bookings',
    '/admin/orders',
    '/admin/rides',
    '/admin/disputes',
    '/admin/support',
    '/admin/settings',
  ].map((path) => ({ role: 'admin', path })),
];

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

/** In the page: resolves with the moment (ms since navigation start) its content stood still for `quiet` ms. */
function contentPainted(quiet) {
  // A skeleton still loading is empty; Chakra's Skeleton keeps its class around content it has loaded (loading={false}).
  const busy = () =>
    [...document.querySelectorAll('.chakra-spinner, .chakra-skeleton, [data-scope="skeleton"], [aria-busy="true"]')].some(
      (el) => (el.checkVisibility?.() ?? true) && (!el.matches('.chakra-skeleton, [data-scope="skeleton"]') || !el.textContent.trim()),
    );
  const hasContent = () => (document.querySelector('main') ?? document.body).innerText.trim().length > 40;
  return new Promise((done) => {
    let last = performance.now();
    // What is drawn: the head's changes (styles and preloads added as the app's code runs) are not.
    const drawn = (m) => !(m.target.nodeType === 1 ? m.target : m.target.parentElement)?.closest('head') && !(m.addedNodes[0]?.nodeName === 'HEAD');
    const seen = new MutationObserver((list) => {
      if (list.some(drawn)) last = performance.now();
    });
    seen.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
    // A page that never settles (a spinner left turning) is reported as such, not waited for.
    const giveUp = performance.now() + 30_000;
    const tick = () => {
      const now = performance.now();
      if (now > giveUp) {
        seen.disconnect();
        done(Number.NaN);
      } else if (hasContent() && !busy() && now - last >= quiet) {
        seen.disconnect();
        done(last);
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Signs in as `role` through the API and leaves the session where the SPA keeps it. */
async function signIn(context, base, role, admin) {
  if (!role) return true;
  const request = context.request;
  const res =
    role === 'admin' ? await request.post(`${base}/api/admin/login`, { data: admin }) : await request.post(`${base}/api/login`, { data: ACCOUNTS[role] });
  if (!res.ok()) return false;
  const body = await res.json();
  await context.addInitScript(
    ([s, isAdmin]) => {
      if (sessionStorage.getItem('bench-signed-in')) return;
      sessionStorage.setItem('bench-signed-in', '1');
      if (isAdmin) {
        localStorage.setItem('admin_token', s.token);
        localStorage.setItem('admin', JSON.stringify(s.admin));
      } else {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
        if (s.vendor) localStorage.setItem('vendor', JSON.stringify(s.vendor));
      }
    },
    [body, role === 'admin'],
  );
  return true;
}

async function visit(context, base, path, { settle = false } = {}) {
  const page = await context.newPage();
  await throttle(context, page);
  try {
    await page.goto(base + path, { waitUntil: 'commit', timeout: 30_000 });
    const painted = await page.evaluate(contentPainted, 300);
    // A first visit stays open until the service worker is in place and has its precache (it registers once the
    // page is idle), as a visitor's tab would be: the repeat visit is then the second visit a phone would make.
    if (settle)
      await page
        .evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 30_000))]))
        // Active means installed, and installing is precaching; the page's own answers have long arrived. (Not
        // "network idle": the live channel's stream keeps a request open as long as the page is.)
        .then(() => page.waitForTimeout(1_000))
        .catch(() => undefined);
    return painted;
  } finally {
    await page.close();
  }
}

/**
 * `{ path: { role, cold, warm } }` in ms (medians of `runs`), or null for a page whose role could not sign in.
 * `admin` is the admin's { email, password }.
 */
export async function routePaints(base, { routes = ROUTES, runs = 3, admin, say = () => {} } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = {};
  try {
    for (const route of routes) {
      const cold = [];
      const warm = [];
      let signedIn = true;
      for (let run = 0; run < runs && signedIn; run++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        try {
          signedIn = await signIn(context, base, route.role, admin);
          if (!signedIn) break;
          cold.push(await visit(context, base, route.path, { settle: true }));
          warm.push(await visit(context, base, route.path));
        } catch (e) {
          say(`  ${route.path}: ${e.message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
      results[route.path] = signedIn ? { role: route.role, cold: median(cold), warm: median(warm) } : null;
      const r = results[route.path];
      say(`${route.path}${route.role ? ` (${route.role})` : ''}: ${r ? `cold ${r.cold?.toFixed(0)} ms, warm ${r.warm?.toFixed(0)} ms` : 'could not sign in'}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2);
  const runsAt = rest.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(rest.splice(runsAt, 2)[1]) : 3;
  const paths = rest.filter((a) => a.startsWith('/'));
  const routes = paths.length ? ROUTES.filter((r) => paths.includes(r.path)) : ROUTES;
  const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@oja.test', password: process.env.ADMIN_PASSWORD ?? 'OjaAdmin#2026' };
  await routePaints(base, { routes, runs, admin, say: (s) => console.log(s) });
}
