import { expect, test, type Page } from '@playwright/test';
import { HOLDING } from '../src/app/entry/held-events';
import { hydrated, loginByApi, newCustomer, registerByApi } from './helpers';
import { ADMIN } from './onboarding-helpers';

/**
 * Signed-in pages drawn by the server (docs/performance.md): a navigation that carries the pages cookie the login set
 * gets the page drawn with the user's own answers, painted before any of the app's code runs; the app then takes the
 * drawing over without drawing it again. No cookie, a refused token or a logout: the plain SPA shell, as before.
 */

/** Signs in through the page's own request context (so the cookie the login sets is the browser's), as the SPA stores it. */
async function signIn(page: Page, email: string, password: string) {
  const token = await loginByApi(page, page.request, email, password);
  const cookie = (await page.context().cookies()).find((k) => k.name === 'oja_pages');
  expect(cookie).toMatchObject({ value: token, path: '/dashboard', sameSite: 'Strict' });
  return token;
}

const isDrawn = (html: string) => html.includes('id="oja-drawn-page"');

test('a dashboard page is painted from the server with the user’s data before any script runs, then works as the app', async ({ page, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  await signIn(page, c.email, c.password);

  const answer = await page.request.get('/dashboard/user');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['vary']).toContain('Cookie');
  expect(isDrawn(await answer.text())).toBe(true);

  // No script at all: what shows is the server's drawing.
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/dashboard/user');
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome back, ${c.firstName}`) })).toBeVisible();
  await expect(page.getByTestId('stat-open-orders')).toContainText('0');
  await expect(page.getByTestId('stat-wallet')).toContainText('₦');

  // With the app (its core held back a moment): it takes the server's elements over instead of drawing them again.
  await page.unroute(/\/assets\/.+\.js$/);
  await page.route(/\/assets\/core-react-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await route.continue();
  });
  warnings.length = 0;
  await page.goto('/dashboard/user');
  const heading = page.getByRole('heading', { name: new RegExp(`Welcome back, ${c.firstName}`) });
  const drawn = (await heading.elementHandle())!;
  await expect
    .poll(() => drawn.evaluate((el) => el.isConnected && Object.keys(el).some((key) => key.startsWith('__reactFiber'))), { message: 'hydrated in place' })
    .toBe(true);
  expect(warnings.filter((w) => w.includes('drawn again'))).toEqual([]);
  await page.getByRole('link', { name: 'Wallet' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/user\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
});

test('after logout, or with a token the API refuses, the page is the plain shell and the cookie goes', async ({ page, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  const token = await signIn(page, c.email, c.password);

  // The token revoked elsewhere (another context's logout): the cookie it left is refused and removed.
  const out = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  expect(out.headers()['set-cookie']).toMatch(/^oja_pages=; Path=\/dashboard; Max-Age=0; SameSite=Strict/);
  const refused = await page.request.get('/dashboard/user');
  expect(refused.status()).toBe(200);
  expect(isDrawn(await refused.text())).toBe(false);
  expect(refused.headers()['set-cookie']).toMatch(/^oja_pages=; Path=\/dashboard; Max-Age=0/);
  expect(refused.headers()['cache-control']).toBe('no-cache');

  // A fresh login, then a logout in the same browser: the cookie is gone with it.
  const fresh = await signIn(page, c.email, c.password);
  expect(isDrawn(await (await page.request.get('/dashboard/user/wallet')).text())).toBe(true);
  expect((await page.request.post('/api/logout', { headers: { Authorization: `Bearer ${fresh}` } })).status()).toBe(200);
  expect((await page.context().cookies()).filter((k) => k.name === 'oja_pages')).toEqual([]);
  expect(isDrawn(await (await page.request.get('/dashboard/user/wallet')).text())).toBe(false);

  // A logout that cannot reach the server still ends it: the SPA removes the cookie itself.
  await signIn(page, c.email, c.password);
  await page.route('**/api/logout', (route) => route.abort());
  await page.goto('/dashboard/user');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).filter((k) => k.name === 'oja_pages')).toEqual([]);
  expect(isDrawn(await (await page.request.get('/dashboard/user')).text())).toBe(false);

  // Junk in the cookie is no session, and never an error.
  await page.context().addCookies([{ name: 'oja_pages', value: 'not-a-token', url: new URL('/dashboard', page.url()).toString() }]);
  const junk = await page.request.get('/dashboard/user');
  expect(junk.status()).toBe(200);
  expect(isDrawn(await junk.text())).toBe(false);
});

test('an admin page is drawn for the admin’s cookie only', async ({ page, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  await signIn(page, c.email, c.password);
  // The customer's cookie is scoped to /dashboard: an admin page is the shell (and then the admin login).
  expect(isDrawn(await (await page.request.get('/admin/dashboard')).text())).toBe(false);

  const res = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()['set-cookie']).toMatch(/^oja_admin_pages=[\w.-]+; Path=\/admin; Max-Age=\d+; SameSite=Strict/);
  const { token, admin } = (await res.json()) as { token: string; admin: unknown };
  await page.evaluate(
    ([t, a]) => {
      localStorage.setItem('admin_token', t as string);
      localStorage.setItem('admin', JSON.stringify(a));
    },
    [token, admin],
  );
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Platform overview and vendor verification at a glance')).toBeVisible();
  await expect(page.getByTestId('stat-approved-vendors')).toHaveText(/\d+/);
  // The admin login page itself is never drawn with data.
  expect(isDrawn(await (await page.request.get('/admin/login')).text())).toBe(false);
});

test('the public food, shop and rides pages are drawn for every visitor, a crowd at once too', async ({ request }) => {
  for (const path of ['/food-delivery', '/ecommerce', '/ride-hailing']) {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(isDrawn(await answer.text()), path).toBe(true);
  }
  // Twenty visitors at once: every one gets the drawn page.
  const pages = await Promise.all(Array.from({ length: 20 }, () => request.get('/food-delivery?crowd=1').then((r) => r.text())));
  expect(new Set(pages).size).toBe(1);
  expect(isDrawn(pages[0]!)).toBe(true);
  // Junk in the address is a page like any other, never an error.
  expect((await request.get('/food-delivery?q=%ZZ%3Cscript%3E')).status()).toBe(200);
});

test('a search typed and a restaurant tapped before the app has taken the food page over: the app follows the tap, after the typing', async ({ page }) => {
  // The page's own code is held back until both are done: the app is there and holds the visitor's events, but has
  // not taken the server's drawing over yet (it waits for the route's code).
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/food-delivery-page-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto('/food-delivery');
  const restaurant = page.getByRole('link', { name: "View Menu of Mama Ngozi's Kitchen" });
  await expect(restaurant).toBeVisible();
  await expect.poll(() => page.evaluate((key) => key in document.getElementById('root')!, HOLDING)).toBe(true);
  await page.getByLabel('Search restaurants or dishes').fill('jollof');
  await restaurant.click();
  await page.waitForTimeout(300);
  release();
  // The typing is replayed first (the list's address takes the search), then the tap: the restaurant, not the list.
  await expect(page).toHaveURL(/\/food-delivery\/\d+$/);
  await expect(page.getByTestId('open-status')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/food-delivery\/\d+$/);
  // Followed by the app, not by loading a second page; Back returns to the list as it was searched.
  expect(documents).toHaveLength(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/food-delivery\?q=jollof$/);
});

test('the app takes a drawn page over without changing what was drawn: no attribute of the page’s root comes or goes', async ({ page }) => {
  // Anyone watching the page (a screen reader, the bench's paint) sees a change of the drawing as the page changing.
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { __rootChanges: string[] }).__rootChanges = changes;
    new MutationObserver((records) => {
      for (const r of records) if (r.target instanceof HTMLElement && r.target.id === 'root') changes.push(r.attributeName ?? '?');
    }).observe(document, { subtree: true, attributes: true });
  });
  await page.goto('/food-delivery');
  await expect(page.getByRole('link', { name: "View Menu of Mama Ngozi's Kitchen" })).toBeVisible();
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.evaluate((key) => key in document.getElementById('root')!, HOLDING)).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __rootChanges: string[] }).__rootChanges)).toEqual([]);
});

test('on a drawn page the early script asks again for its answers only once the page is parsed, not in the middle of its parse', async ({ page, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  await signIn(page, c.email, c.password);
  // Where the page was in its parse as each API answer was asked for.
  await page.addInitScript(() => {
    const asked: { path: string; state: DocumentReadyState }[] = [];
    (window as unknown as { __asked: typeof asked }).__asked = asked;
    const fetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/api/')) asked.push({ path: url.pathname, state: document.readyState });
      return fetch(input, init);
    };
  });
  // The drawing's end held back 1.5 s by a script that blocks the parser, as a slow phone's parse would: the early
  // script (fetched beside it) has long loaded and run by then.
  await page.route(/\/__parse-held\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(/\/dashboard\/user\/bookings$/, async (route) => {
    const answer = await route.fetch();
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html>\s*<html data-drawn/i);
    await route.fulfill({ response: answer, body: html.replace('</body>', '<script src="/__parse-held.js"></script></body>') });
  });
  await page.goto('/dashboard/user/bookings');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __asked: unknown[] }).__asked.length)).toBeGreaterThan(0);
  const asked = await page.evaluate(() => (window as unknown as { __asked: { path: string; state: string }[] }).__asked);
  expect(asked.filter((a) => a.state === 'loading')).toEqual([]);
  expect(asked.map((a) => a.path)).toEqual(expect.arrayContaining(['/api/me', '/api/apartment/bookings/my']));
});
