import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi } from './helpers';

/**
 * SMS and push choices per kind in Settings, and push on this device. Headless Chromium here reaches no
 * push service, so subscribing itself is tested on the server (apps/api/test/sms-push.e2e-spec.ts); here: the
 * switches, the sentence when push is off, that the permission prompt waits for the click, and that push uses the app's one
 * service worker at /sw.js.
 */
test.describe('notification channels in Settings', () => {
  test('SMS and Push switches per kind are kept on the server; push not configured says so', async ({ page, request }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await loginByApi(page, request, c.email, c.password);
    await page.goto('/dashboard/user/settings');
    const prefs = page.getByTestId('notification-preferences');
    const ordersSms = prefs.getByLabel('Orders and bookings: SMS');
    const paymentsPush = prefs.getByLabel('Payments: Push');
    await expect(ordersSms).toBeChecked();
    await expect(paymentsPush).toBeChecked();
    await ordersSms.locator('xpath=ancestor::label[1]').click();
    await paymentsPush.locator('xpath=ancestor::label[1]').click();
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Notification preferences saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('notification-preferences').getByLabel('Orders and bookings: SMS')).not.toBeChecked();
    await expect(page.getByTestId('notification-preferences').getByLabel('Payments: Push')).not.toBeChecked();
    await expect(page.getByTestId('notification-preferences').getByLabel('Orders and bookings: Push')).toBeChecked();
    // The servers under test have no VAPID keys: a sentence, no button.
    const device = page.getByTestId('push-device');
    await expect(device).toContainText('Push notifications are not set up on this Oja server yet.');
    await expect(device.getByRole('button')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('[data-testid="notification-preferences"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('/sw.js is served as JavaScript with Cache-Control: no-cache', async ({ request }) => {
    const res = await request.get('/sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/javascript/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(await res.text()).toMatch(/addEventListener\(["'`]push["'`]/);
  });
});
