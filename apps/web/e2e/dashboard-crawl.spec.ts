import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DASHBOARD_MENUS, type DashboardSegment } from '../src/config/dashboard-menus';
import { DEMO_CUSTOMER, loginByApi, newCustomer, settled, VENDOR_PASSWORD } from './helpers';
import { adminLoginByApi } from './onboarding-helpers';

/**
 * crawl: every demo role visits every menu route of its dashboard, and no page may say
 * "coming soon", show the 404 page, throw a page error or console error, or get a 5xx from the API.
 * the crawl runs on a 360 px phone, where no table cell may lie outside the screen (tables
 * become cards), and every date a page shows is written the one way ('28 Nov 2026', '28 Nov 2026, 2:05 pm').
 */

const PHONE = { width: 360, height: 800 };

/** The one way dates are written (apps/web/src/lib/format.ts). */
const DATE = /\d{1,2} [A-Z][a-z]{2} \d{4}(, \d{1,2}:\d{2} (am|pm))?/g;
/** What else a date or a time of day could look like, once the well-written ones are taken out. */
const OTHER_DATES = [
  /\b\d{4}-\d{2}-\d{2}\b/, // ISO
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/, // 28/11/2026
  /\b\d{1,2}(st|nd|rd|th)? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/, // 28 November, 28 Nov (no year)
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}(st|nd|rd|th)?\b/, // Nov 28
  /\b\d{1,2}:\d{2}\b/, // 0:19, 14:05
];

/** Table cells whose right edge is past the screen's, and date-like text not in the one format (inputs excluded). */
async function layoutAndDateProblems(page: Page, path: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cells = [...document.querySelectorAll('td, th')].flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      // A header kept only for screen readers (the card form's visually hidden thead) is not on the screen.
      const head = cell.closest('thead')?.getBoundingClientRect();
      if (box.width === 0 || (head && head.width <= 1) || !cell.checkVisibility()) return [];
      return box.right > width + 1 ? [`"${(cell.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)} px`] : [];
    });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('input, select, option, textarea, script, style') || !parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    return { cells, text: texts.join('\n') };
  });
  const problems = found.cells.map((c) => `${path}: table cell outside the ${PHONE.width} px screen: ${c}`);
  const rest = found.text.replace(DATE, '');
  for (const pattern of OTHER_DATES) {
    const m = pattern.exec(rest);
    if (m)
      problems.push(
        `${path}: a date or time not written the one way: "${rest.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20).replace(/\s+/g, ' ')}"`,
      );
  }
  return problems;
}

const DEMO_VENDORS: Partial<Record<DashboardSegment, string>> = {
  mechanic: 'mechanic@oja.test',
  rider: 'rider@oja.test',
  'product-vendor': 'product.vendor@oja.test',
  'service-vendor': 'service.vendor@oja.test',
  apartment: 'apartment.host@oja.test',
  'food-vendor': 'food.vendor@oja.test',
};

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/vendors',
  '/admin/kyc/review',
  '/admin/bookings',
  '/admin/orders',
  '/admin/rides',
  '/admin/disputes',
  '/admin/support',
  '/admin/settings',
];

/** Visits each path and returns one line per problem found (empty when all pages are whole). */
async function crawl(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser logs every 4xx as a failed resource; a handled refusal is not a page error (5xx are caught below).
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 500) problems.push(`${current}: ${response.status()} from ${response.url()}`);
  });
  for (const [i, path] of paths.entries()) {
    current = path;
    // The first page loads the app; the others are reached inside it, as a user's menu clicks do (the router
    // follows history), so each page is checked without booting the SPA and its live stream again.
    if (i === 0) await page.goto(path);
    else
      await page.evaluate((p) => {
        window.history.pushState({}, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await settled(page);
    await expect(page.getByRole('status', { name: 'Loading' }))
      .toHaveCount(0, { timeout: 15_000 })
      .catch(() => problems.push(`${path}: still loading`));
    const text = (await page.locator('body').innerText()).toLowerCase();
    if (text.includes('coming soon')) problems.push(`${path}: says "coming soon"`);
    if (await page.getByRole('heading', { name: 'Page not found' }).count()) problems.push(`${path}: 404 page`);
    if (!page.url().includes(path.split('/').slice(0, 3).join('/'))) problems.push(`${path}: redirected to ${page.url()}`);
    problems.push(...(await layoutAndDateProblems(page, path)));
  }
  return problems;
}

const segmentPaths = (segment: DashboardSegment) => DASHBOARD_MENUS[segment].map((item) => `/dashboard/${segment}${item.page ? `/${item.page}` : ''}`);

async function registerGenericVendor(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const c = newCustomer();
  const res = await request.post('/api/register', {
    data: { name: `${c.firstName} ${c.lastName}`, email: c.email, phone: c.phone, password: c.password, user_type: 'vendor' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email: c.email, password: c.password };
}

test.describe('dashboard crawl: every menu route of every demo role', () => {
  // Up to ten pages per role, each waiting for the network to settle.
  test.describe.configure({ timeout: 150_000 });
  test.use({ viewport: PHONE });

  test('customer', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(await crawl(page, segmentPaths('user'))).toEqual([]);
  });

  for (const [segment, email] of Object.entries(DEMO_VENDORS) as [DashboardSegment, string][]) {
    test(`vendor: ${segment}`, async ({ page, request }) => {
      await loginByApi(page, request, email, VENDOR_PASSWORD);
      expect(await crawl(page, segmentPaths(segment))).toEqual([]);
    });
  }

  test('vendor without a category (generic vendor dashboard)', async ({ page, request }) => {
    const account = await registerGenericVendor(request);
    await loginByApi(page, request, account.email, account.password);
    expect(await crawl(page, segmentPaths('vendor'))).toEqual([]);
  });

  test('admin', async ({ page, request }) => {
    await adminLoginByApi(page, request);
    expect(await crawl(page, ADMIN_ROUTES)).toEqual([]);
    // On a laptop the Bookings table stays a table, and every cell (Release Payment on the demo's checked-out stay) fits.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/admin/bookings');
    await expect(page.getByRole('button', { name: 'Release Payment' }).first()).toBeVisible();
    const table = page.getByTestId('admin-bookings-table');
    // No cell past the screen, and none hidden to the right in the table's scroll area.
    const clipped = await table.evaluate((t) => {
      const area = t.parentElement!;
      const edge = Math.min(document.documentElement.clientWidth, area.getBoundingClientRect().right);
      return [...t.querySelectorAll('td, th')].filter((c) => c.getBoundingClientRect().right > edge + 1).map((c) => (c.textContent ?? '').trim().slice(0, 30));
    });
    expect(clipped).toEqual([]);
  });
});
