import { expect, test } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi } from './helpers';
import { FULL_CHROMIUM, launchOptions } from './support/browser';

// Push messaging is in the full browser only (not in the headless shell the other files run in), and this file lets
// the app register its service worker.
test.use({ serviceWorkers: 'allow', launchOptions: launchOptions(FULL_CHROMIUM) });

test.describe('notification channels in Settings, on this device', () => {
  test('the browser asks permission only after "Turn on notifications on this device", for the app\'s one service worker', async ({
    page,
    request,
    context,
  }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await loginByApi(page, request, c.email, c.password);
    // A server with push configured (a made-up P-256 public key, 65 bytes).
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    await context.route('**/api/push/config', (route) => route.fulfill({ json: { data: { enabled: true, public_key: key } } }));
    await page.goto('/dashboard/user/settings');
    const button = page.getByTestId('push-device').getByRole('button', { name: 'Turn on notifications on this device' });
    await expect(button).toBeEnabled();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    await context.grantPermissions(['notifications']);
    await button.click();
    // One service worker for the whole app, at /sw.js (subscribing then fails here: no push service is reachable).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).map((r) => ({ scope: r.scope, url: (r.active ?? r.installing ?? r.waiting)?.scriptURL })),
        ),
      )
      .toEqual([{ scope: new URL('/', page.url()).href, url: new URL('/sw.js', page.url()).href }]);
  });
});
