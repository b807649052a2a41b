import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DASHBOARD_MENUS, type DashboardSegment } from '../src/config/dashboard-menus';
import { DEMO_CUSTOMER, loginByApi, newCustomer, VENDOR_PASSWORD } from './helpers';
import { adminLoginByApi } from './onboarding-helpers';

/**
 * Issue 10's crawl: every demo role visits every menu route of its dashboard, and no page may say
 * "coming soon", show the 404 page, throw a page error or console error, or get a 5xx from the API.
 */

const DEMO_VENDORS: Partial<Record<DashboardSegment, string>> = {
  mechanic: 'mechanic@oja.test',
  rider: 'rider@oja.test',
  'product-vendor': 'product.vendor@oja.test',
  'service-vendor': 'service.vendor@oja.test',
  apartment: 'apartment.host@oja.test',
  'food-vendor': 'food.vendor@oja.test',
};

const ADMIN_ROUTES = ['/admin/dashboard', '/admin/vendors', '/admin/kyc/review', '/admin/bookings', '/admin/disputes', '/admin/support', '/admin/settings'];

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
  for (const path of paths) {
    current = path;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 15_000 }).catch(() => problems.push(`${path}: still loading`));
    const text = (await page.locator('body').innerText()).toLowerCase();
    if (text.includes('coming soon')) problems.push(`${path}: says "coming soon"`);
    if (await page.getByRole('heading', { name: 'Page not found' }).count()) problems.push(`${path}: 404 page`);
    if (!page.url().includes(path.split('/').slice(0, 3).join('/'))) problems.push(`${path}: redirected to ${page.url()}`);
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
  });
});
