import { expect, test, type Page } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi } from './helpers';
import { ADMIN } from './onboarding-helpers';
import { earlyPlan } from '../src/config/early-data';

/**
 * Data in parallel with code (docs/performance.md): a signed-in page asks for its answers while the app's code is
 * still downloading, and the app takes those answers instead of asking again.
 */

/** Holds the app's core code for `ms` and records every API GET the page makes, with whether the core had arrived. */
async function holdCoreAndRecord(page: Page, ms: number) {
  let coreArrived = false;
  const asked: { path: string; beforeCore: boolean }[] = [];
  await page.route(/\/assets\/core-react-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    coreArrived = true;
    await route.continue();
  });
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/live')
      asked.push({ path: url.pathname + url.search, beforeCore: !coreArrived });
  });
  return asked;
}

/** Each path of `pathname`'s plan was asked once, before the app's code arrived (a second ask is given a moment to show). */
async function expectAskedOnceEarly(page: Page, asked: { path: string; beforeCore: boolean }[], pathname: string) {
  const paths = earlyPlan(pathname)!.paths;
  await expect.poll(() => paths.filter((p) => !asked.some((a) => a.path === p)), { message: 'every planned answer asked' }).toEqual([]);
  await page.waitForTimeout(1_000);
  for (const path of paths) {
    const times = asked.filter((a) => a.path === path);
    expect(times.length, `${path} asked once (the app took the early answer)`).toBe(1);
    expect(times[0]!.beforeCore, `${path} asked before the app's code arrived`).toBe(true);
  }
}

test('the customer dashboard asks for its answers before its code has arrived, and asks for each once', async ({ page, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  await loginByApi(page, request, c.email, c.password);
  const asked = await holdCoreAndRecord(page, 1_500);
  await page.goto('/dashboard/user');
  await expect(page.getByTestId('customer-stats')).toBeVisible();
  await expectAskedOnceEarly(page, asked, '/dashboard/user');
  // The page shows what those answers say: a new customer has no orders yet.
  await expect(page.getByTestId('stat-open-orders')).toContainText('0');
});

test('an admin page asks for its answers early too, with the admin token', async ({ page }) => {
  const asked = await holdCoreAndRecord(page, 1_500);
  const res = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await res.json()) as { token: string; admin: unknown };
  await page.addInitScript(
    ([token, admin]) => {
      localStorage.setItem('admin_token', token as string);
      localStorage.setItem('admin', JSON.stringify(admin));
    },
    [session.token, session.admin],
  );
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAskedOnceEarly(page, asked, '/admin/dashboard');
});

test('an analytics page asks for its charts’ code beside the core, not once the app has run', async ({ page, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  await loginByApi(page, request, c.email, c.password);
  let coreArrived = false;
  const charts: boolean[] = [];
  await page.route(/\/assets\/core-react-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    coreArrived = true;
    await route.continue();
  });
  page.on('request', (req) => {
    if (/\/assets\/weekly-charts-[^/]+\.js$/.test(new URL(req.url()).pathname)) charts.push(!coreArrived);
  });
  await page.goto('/dashboard/user/analytics');
  await expect.poll(() => charts.length, { message: 'the charts’ code asked for' }).toBeGreaterThan(0);
  expect(charts[0], 'asked before the app’s code arrived').toBe(true);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
});
