import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminLoginByApi, createVendorByApi, newVendorAccount, submitForReviewByApi } from './onboarding-helpers';

/** The element's box lies inside the viewport and inside `container`'s box (seen without scrolling). */
async function expectOnScreenWithin(page: Page, element: Locator, container: Locator) {
  const box = (await element.boundingBox())!;
  const outer = (await container.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(outer.y - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(Math.min(outer.y + outer.height, viewport.height) + 1);
}

test.describe('KYC review', () => {
  test('a failed Reject shows its error inside the dialog, next to the buttons, without scrolling', async ({ page, request }) => {
    test.setTimeout(90_000);
    const v = newVendorAccount('kycerror');
    const session = await createVendorByApi(request, 'mechanic', v);
    await submitForReviewByApi(request, v, session);
    await page.setViewportSize({ width: 1280, height: 640 });
    await adminLoginByApi(page, request);
    await page.goto('/admin/kyc/review?status=pending');
    await page.getByTestId('kyc-row').filter({ hasText: v.email }).getByRole('button', { name: 'Review' }).click();
    const modal = page.getByTestId('kyc-modal');
    await expect(modal.getByText('Document', { exact: true })).toBeVisible();

    // No reason: the dialog says so where the admin is looking.
    await modal.getByRole('button', { name: 'Reject' }).click();
    const error = modal.getByTestId('kyc-modal-error');
    await expect(error).toHaveText('Please provide a rejection reason');
    await expectOnScreenWithin(page, error, modal);

    // The server refuses (another admin decided first): the server's message, inside the dialog too.
    await page.route('**/api/admin/kyc/verifications/*/reject', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 409, code: 'KYC_NOT_PENDING', message: 'This verification has already been decided' }),
      }),
    );
    await modal.getByLabel('Rejection Reason').fill('The NIN slip is not readable.');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(error).toContainText('This verification has already been decided');
    await expectOnScreenWithin(page, error, modal);
    await expect(modal).toBeVisible();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the hero has a call to action: Sign Up, full width, at least 44 px tall', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByTestId('hero-cta');
    await expect(cta).toBeVisible();
    const primary = cta.getByRole('link').first();
    const box = (await primary.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThan(300);
    await primary.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('login: the social buttons take the full width; every button is at least 44 × 44 px', async ({ page }) => {
    await page.goto('/login');
    const social = page.getByTestId('social-login');
    const form = (await page.getByRole('button', { name: 'Sign In' }).boundingBox())!;
    for (const name of [/Google/, /Facebook/]) {
      const box = (await social.getByRole('button', { name }).boundingBox())!;
      expect(Math.abs(box.width - form.width)).toBeLessThanOrEqual(2);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const small = await page
      .locator('button:visible')
      .evaluateAll((buttons) =>
        buttons
          .map((b) => ({ label: b.getAttribute('aria-label') ?? b.textContent, ...b.getBoundingClientRect().toJSON() }))
          .filter((r) => r.height < 44 || r.width < 44),
      );
    expect(small).toEqual([]);
  });

  test('admin tables are cards: nothing scrolls sideways, each value has its column name', async ({ page, request }) => {
    await adminLoginByApi(page, request);
    await page.goto('/admin/kyc/review');
    await expect(page.getByRole('heading', { name: 'KYC Review' })).toBeVisible();
    const table = page.getByTestId('kyc-table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const card = page.getByTestId('kyc-row').first();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expect(card.locator('td[data-label="Status"]')).toBeVisible();
    const label = await card.locator('td[data-label="Status"]').evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Status"');
    const review = (await card.getByRole('button', { name: 'Review' }).boundingBox())!;
    expect(review.height).toBeGreaterThanOrEqual(44);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('Android can add Oja to the home screen: the manifest is linked and served with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#116932');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as { theme_color: string; icons: { src: string; sizes: string }[] };
  expect(manifest.theme_color).toBe('#116932');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size)!;
    const png = await request.get(icon.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});
