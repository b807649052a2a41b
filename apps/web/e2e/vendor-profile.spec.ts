import { expect, test } from '@playwright/test';
import { loginByApi, VENDOR_PASSWORD } from './helpers';

const EMAIL = 'service.vendor@oja.test';
// An 8×6 PNG: enough for the photo pipeline (one WebP variant at its own width).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQqTiBFTEMpAQAjSQ/webi93kAAAAASUVORK5CYII=',
  'base64',
);

test.describe('service vendor public profile', () => {
  let token = '';
  let original: Record<string, unknown> | null = null;

  test.afterEach(async ({ request }) => {
    // Put the demo vendor's profile back for the other suites.
    if (original && token) {
      const { service_name, description, location, phone, email, images } = original;
      await request.put('/api/vendor/service/profile', {
        headers: { Authorization: `Bearer ${token}` },
        data: { service_name, description, location, phone, email, images },
      });
    }
  });

  test('edits name, description, location and a photo; the general-services card shows them', async ({ page, request }) => {
    token = await loginByApi(page, request, EMAIL, VENDOR_PASSWORD);
    original = (
      (await (await request.get('/api/vendor/service/profile', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> }
    ).data;

    await page.goto('/dashboard/service-vendor');
    await page.getByRole('link', { name: 'Public Profile' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/service-vendor\/public-profile$/);
    const name = page.getByLabel(/^Service name/);
    await expect(name).toHaveValue(String(original.service_name));

    // Required fields are checked before anything is sent.
    await name.fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();

    const newName = `Sparkle ${Date.now().toString(36)} Cleaning`;
    await name.fill(newName);
    await page.getByLabel(/^Description/).fill('Deep cleaning for homes and offices, with our own supplies.');
    await page.getByLabel(/^Location/).fill('Yaba, Lagos');

    // Remove existing photos, then upload one with a progress bar.
    while ((await page.getByRole('button', { name: /^Remove photo/ }).count()) > 0)
      await page
        .getByRole('button', { name: /^Remove photo/ })
        .first()
        .click();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/vendor/service/profile/photos') && r.request().method() === 'POST');
    await page.getByLabel('Profile photos').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(201);
    await expect(page.getByTestId('photo-item')).toHaveAttribute('data-status', 'done');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/vendor/service/profile') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save profile' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();

    // The public directory shows the new profile with its photo.
    await page.goto('/general-services');
    await page.getByPlaceholder(/Search for plumbers/).fill(newName);
    const card = page.getByTestId('service-vendor-card').filter({ hasText: newName });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Yaba, Lagos');
    const cover = card.getByTestId('service-vendor-cover');
    await expect(cover).toHaveAttribute('src', /^https?:\/\/[^/]+\/uploads\/listing-photos\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a server refusal shows the error toast and the field message', async ({ page, request }) => {
    token = await loginByApi(page, request, EMAIL, VENDOR_PASSWORD);
    original = (
      (await (await request.get('/api/vendor/service/profile', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> }
    ).data;
    await page.goto('/dashboard/service-vendor/public-profile');
    await page.getByLabel(/^E-mail/).fill('not-an-email');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Failed to update profile').first()).toBeVisible();
    await expect(page.getByText('Please enter a valid e-mail address.').first()).toBeVisible();
  });
});
