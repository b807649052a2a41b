import { expect, test, type Page } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi } from './helpers';

/**
 * The app's service worker (docs/offline.md): a page seen once works offline and says so, a new version reaches an
 * open page without breaking it, and a logout leaves nothing of the user's answers on the device.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and has kept an answer of the signed-in user. */
async function workerKeptUserAnswers(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 0;
          const names = (await caches.keys()).filter((n) => n.startsWith('oja-user-'));
          const kept = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).length));
          return kept.reduce((a, b) => a + b, 0);
        }),
      // The worker first precaches the app (about 240 files): on a loaded two-core machine that took more than 20 s.
      { timeout: 45_000, message: 'the service worker controls the page and keeps the user’s answers' },
    )
    .toBeGreaterThan(0);
}

test.describe('offline and updates', () => {
  test.describe.configure({ timeout: 120_000 });
  test('after one visit the dashboard loads with the network off and says it is showing what the user saw last', async ({ page, request, context }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await loginByApi(page, request, c.email, c.password);
    await page.goto('/dashboard/user');
    await expect(page.getByTestId('customer-stats')).toBeVisible();
    await workerKeptUserAnswers(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('customer-stats')).toBeVisible();
    await expect(page.getByTestId('stat-open-orders')).toContainText('0');
    await expect(page.getByText('Failed to load your dashboard figures')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toContainText("You're offline — showing what you saw last");
    // Another page of the dashboard draws offline too: its code is on the device, its lists were kept by the overview.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByTestId('dashboard-title')).toHaveText('Orders');
    await expect(page.getByTestId('offline-banner')).toBeVisible();

    await context.setOffline(false);
    await page.goto('/dashboard/user');
    await expect(page.getByTestId('customer-stats')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test('with the worker in place, the server is asked for a drawn page while the worker starts, and sends nothing for a page the worker holds', async ({
    page,
    request,
  }) => {
    // The server's side: a navigation preload (the header the browser adds) of a page the worker answers from its
    // precache gets an empty 204; a page the server draws, the API and a normal navigation get their answer.
    const preload = { 'Service-Worker-Navigation-Preload': 'true' };
    for (const path of ['/', '/login', '/general-services', '/about', '/no/such/page']) {
      const res = await request.get(path, { headers: preload });
      expect(res.status(), path).toBe(204);
      expect(await res.body(), path).toHaveLength(0);
    }
    expect((await request.get('/login')).status()).toBe(200);
    expect(await (await request.get('/dashboard/user', { headers: preload })).text()).toContain('id="root"');
    expect((await request.get('/api/health', { headers: preload })).status()).toBe(200);

    const c = newCustomer();
    await registerByApi(request, c);
    // Through the page's own context, so the browser holds the pages cookie the server draws with.
    await loginByApi(page, page.request, c.email, c.password);
    await page.goto('/dashboard/user');
    await workerKeptUserAnswers(page);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).navigationPreload.getState()).enabled)).toBe(true);
    // The browser's side: the dashboard is the server's drawing (the precached shell has none), a precached page is drawn whole.
    const drawn = await page.goto('/dashboard/user/orders');
    expect(await drawn?.text()).toContain('id="oja-drawn-page"');
    await expect(page.getByTestId('dashboard-title')).toHaveText('Orders');
    await page.goto('/general-services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });

  test('a new version reaches the open page: it keeps working, offers Reload, and then runs the new version', async ({ page, request }) => {
    await page.goto('/about');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 45_000 }).toBe(true);
    const version = () =>
      page.evaluate(
        () =>
          new Promise<{ build: string; dev_revision: number }>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (e) => resolve(e.data);
            navigator.serviceWorker.controller!.postMessage({ type: 'VERSION' }, [channel.port2]);
          }),
      );
    const before = await version();

    // The server hands out a changed /sw.js, as after a deploy; the open page checks for it (it does so hourly).
    const raised = await request.post('/api/dev/service-worker/revision');
    const { revision } = (await raised.json()) as { revision: number };
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))!.update());
    await expect(page.getByTestId('update-prompt')).toContainText('A new version of Oja is ready.');

    // Still the old version, still working: a lazy route loads.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await version()).dev_revision).toBe(before.dev_revision);

    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(async () => (await version()).dev_revision, { timeout: 15_000 }).toBe(revision);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('after logout the user’s kept answers are gone: offline, their dashboard has nothing to show', async ({ page, request, context }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    const token = await loginByApi(page, request, c.email, c.password);
    await page.goto('/dashboard/user');
    await expect(page.getByTestId('customer-stats')).toBeVisible();
    await workerKeptUserAnswers(page);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('oja-user-')))).toEqual([]);

    // Even with the old session put back, nothing of theirs is on the device to show.
    await context.setOffline(true);
    await page.evaluate(
      ([t, email]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', JSON.stringify({ id: 0, name: 'Ada Okafor', email, user_type: 'user' }));
      },
      [token, c.email],
    );
    await page.goto('/dashboard/user');
    await expect(page.getByText('Failed to load your dashboard figures')).toBeVisible();
    await expect(page.getByTestId('customer-stats')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toContainText("You're offline.");
  });
});
