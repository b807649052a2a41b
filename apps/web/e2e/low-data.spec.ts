import { expect, test } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi } from './helpers';

type Answer = { data: Array<{ id: number; photos: Array<{ url: string; width: number | null }> }> };

/**
 * Low-data mode (docs/performance.md "Low-data mode"): turned on in Settings, it makes the SPA ask the API for the
 * smallest photos (`Save-Data: on`), and the list cards load a photo only when it is tapped.
 */
test('low-data mode from Settings: the list asks for the 480 px photos and shows one only when tapped', async ({ page, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  await loginByApi(page, request, c.email, c.password);
  await page.goto('/dashboard/user/settings');
  const card = page.getByTestId('low-data-mode');
  const toggle = card.getByLabel('Low-data mode');
  await expect(toggle).not.toBeChecked();
  await toggle.locator('xpath=ancestor::label[1]').click();
  await expect(page.getByText('Low-data mode is on.')).toBeVisible();
  await expect(toggle).toBeChecked();

  const photos: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/uploads/')) photos.push(r.url());
  });
  // The app asks for the list with Save-Data: on (the page's HTML preloads it without: that answer is not drawn).
  const lists: Array<Promise<Record<string, string>>> = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/apartments') lists.push(r.allHeaders());
  });
  await page.goto('/service-apartments');

  const first = page.getByTestId('apartment-card').first();
  await expect(first).toBeVisible();
  const buttons = page.getByRole('button', { name: /^Show photo: / });
  await expect(buttons.first()).toBeVisible();
  expect(await buttons.count()).toBe(await page.getByTestId('apartment-card').count());
  await page.waitForTimeout(300);
  expect(photos).toEqual([]);
  expect((await Promise.all(lists)).map((h) => h['save-data'] ?? null)).toContain('on');

  // The photo the tap loads is the 480 px variant the API answers Save-Data with, not the full one.
  const id = Number(await first.getAttribute('data-listing-id'));
  const answer = async (headers: Record<string, string>) =>
    ((await (await request.get('/api/apartments?page=1&per_page=50', { headers })).json()) as Answer).data.find((l) => l.id === id)!.photos[0]!;
  const small = await answer({ 'Save-Data': 'on' });
  const full = await answer({});
  expect(small.width).toBe(480);
  expect(small.url).not.toBe(full.url);
  const loaded = page.waitForResponse((r) => r.url() === small.url);
  await first.getByRole('button', { name: /^Show photo: / }).click();
  expect((await loaded).status()).toBe(200);
  await expect(first.getByTestId('listing-photo')).toBeVisible();
  expect(photos).toEqual([small.url]);
  // The other cards still wait for their tap.
  await expect(
    page
      .getByTestId('apartment-card')
      .nth(1)
      .getByRole('button', { name: /^Show photo: / }),
  ).toBeVisible();
});
