import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, hydrated, loginByApi } from './helpers';

test.describe('landing page', () => {
  test('hero taglines and service icons rotate every 3 seconds once the visitor is there', async ({ page }) => {
    await page.goto('/');
    // The landing wakes up at the visitor's first interaction (or after a long idle moment).
    await page.keyboard.press('Shift');
    // The rotation is the app's: its 3-second clock starts once the app has taken the page over, which on a busy
    // machine can be seconds after the key press (seen at 4.5 s with the suites side by side).
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    const tagline = page.getByTestId('hero-tagline');
    const iconLabel = page.locator('[data-testid="hero-icon-label"]:visible');
    await expect(tagline).toBeVisible();
    const firstTagline = await tagline.innerText();
    const firstIcon = await iconLabel.innerText();
    // Still the same well before 3 s, changed soon after.
    await page.waitForTimeout(1500);
    await expect(tagline).toHaveText(firstTagline);
    await expect(tagline).not.toHaveText(firstTagline, { timeout: 3000 });
    await expect(iconLabel).not.toHaveText(firstIcon, { timeout: 3000 });
    const secondTagline = await tagline.innerText();
    await expect(tagline).not.toHaveText(secondTagline, { timeout: 4000 });
  });

  test('a visitor without a session: the app code is downloaded, not run, until the first tap, which is not lost', async ({ page }) => {
    const code: string[] = [];
    page.on('requestfinished', (r) => {
      if (/\/assets\/core-/.test(r.url())) code.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(code.length).toBeGreaterThan(0);
    const tagline = page.getByTestId('hero-tagline');
    const first = await tagline.innerText();
    await page.waitForTimeout(3500);
    // Not hydrated: the tagline has not rotated.
    await expect(tagline).toHaveText(first);
    expect(await hydrated(page)).toBe(false);

    // The first interaction is a tap on a control only React drives: it hydrates, then takes effect.
    const questions = page.getByTestId('faq').locator('button[aria-expanded]');
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    expect(await hydrated(page)).toBe(true);
  });

  test('a visitor with a stored session sees the account menu without interacting', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(await hydrated(page)).toBe(true);
  });

  test('desktop hero has two sign-up buttons and the service grid', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByTestId('hero-cta').getByRole('link');
    await expect(cta).toHaveCount(2);
    for (const link of await cta.all()) await expect(link).toHaveAttribute('href', '/signup');
    const hero = page.locator('#home');
    await expect(hero.getByRole('link', { name: 'Okada Rides' }).first()).toHaveAttribute('href', '/ride-hailing');
    await expect(hero.getByRole('link', { name: 'General Services' }).first()).toHaveAttribute('href', '/general-services');
  });

  test('header shows the section anchors and Login / Sign Up when logged out', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    for (const name of ['Home', 'Services', 'About Us', 'Contact Us']) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await header.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('services section has six cards leading to their routes and both sign-up buttons', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('service-card');
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/ride-hailing', '/food-delivery', '/ecommerce', '/auto-maintenance', '/service-apartments', '/general-services']);
    await expect(page.getByRole('link', { name: 'Sign Up as Customer' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Join as Vendor' })).toHaveAttribute('href', '/signup');
    await cards.nth(1).click();
    await expect(page).toHaveURL(/\/food-delivery$/);
    await expect(page.getByText('Sample data').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/coming soon/i);
  });

  test('about section shows the static statistics', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByTestId('stats');
    for (const value of ['50K+', '10K+', '1M+', '6', '99.9%']) await expect(stats.getByText(value, { exact: true })).toBeVisible();
  });

  test('FAQ: eight questions, first open, one open at a time, clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    const questions = page.getByTestId('faq').locator('button[aria-expanded]');
    await expect(questions).toHaveCount(8);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('faq').getByRole('region')).toHaveCount(1);

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('2-5 minutes', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('faq').getByRole('region')).toHaveCount(1);

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq').getByRole('region')).toHaveCount(0);

    await questions.nth(2).click();
    await expect(page.getByTestId('faq').getByRole('region')).toContainText('30-45 minutes');
  });

  test('newsletter: e-mail required, thank-you for 3 seconds, field clears, nothing sent', async ({ page }) => {
    await page.goto('/');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') requests.push(r.url());
    });
    const email = page.getByLabel('Email address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-thanks')).toHaveCount(0);
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    // How long the thank-you stays is read from the page's own clock (when it appeared, when it went), not from this
    // test's steps: a busy machine once took over 3 s between two of them.
    await page.evaluate(() => {
      const seen: { shown?: number; hidden?: number } = {};
      (window as unknown as { __thanks: typeof seen }).__thanks = seen;
      new MutationObserver(() => {
        const on = document.querySelector('[data-testid="newsletter-thanks"]') !== null;
        if (on && seen.shown === undefined) seen.shown = performance.now();
        if (!on && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await email.fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page.getByText('Thank you for subscribing!')).toBeHidden({ timeout: 10_000 });
    const { shown, hidden } = await page.evaluate(() => (window as unknown as { __thanks: { shown: number; hidden: number } }).__thanks);
    expect(hidden - shown).toBeGreaterThanOrEqual(2900);
    expect(hidden - shown).toBeLessThan(4000);
    expect(requests).toEqual([]);
  });

  test('footer has the four link groups and contact details', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const group of ['Services', 'Company', 'Support', 'For Vendors']) await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    await expect(footer.getByText('support@oja.ng')).toBeVisible();
    await expect(footer.getByText('0800 123 4567')).toBeVisible();
  });
});
