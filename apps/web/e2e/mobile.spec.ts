import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, loginByApi } from './helpers';

test.describe('landing page at 360 px', () => {
  test('fits the width, shows the orbit carousel, the service buttons and a call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-orbit')).toBeVisible();
    await expect(page.getByTestId('hero-cta').getByRole('link').first()).toHaveAttribute('href', '/signup');
    const label = page.locator('[data-testid="hero-icon-label"]:visible');
    const first = await label.innerText();
    // The orbit turns from the first paint, every HERO_ROTATION_MS, without the app (hero-clock.ts, e2e landing.spec.ts).
    await expect(label).not.toHaveText(first, { timeout: 8000 });
    await expect(page.locator('#home').getByRole('link', { name: 'Food Delivery' })).toBeVisible();

    for (const id of ['#home', '#services', '#about', '#trust', '#faq', '#newsletter', 'footer']) {
      await page.locator(id).first().scrollIntoViewIfNeeded();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the mobile menu has the anchors and Login / Sign Up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    for (const name of ['Home', 'Services', 'About Us', 'Contact Us', 'Login', 'Sign Up'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('logged in, the mobile menu shows the e-mail; a verified vendor gets the badge and green dot', async ({ page, request }) => {
    await loginByApi(page, request, 'mechanic@oja.test', 'Vendor#2026');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByText('mechanic@oja.test')).toBeVisible();
    const vendor = await page.evaluate(
      () => JSON.parse(localStorage.getItem('vendor') ?? 'null') as { is_verified?: boolean; verification_status?: string } | null,
    );
    if (vendor?.is_verified || vendor?.verification_status === 'verified') {
      await expect(menu.getByText('Verified', { exact: true })).toBeVisible();
      await expect(menu.getByTestId('verified-dot')).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the dashboard opens its menu from the top bar', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/dashboard/user');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
