import { expect, test } from '@playwright/test';

test.describe('static pages', () => {
  for (const [path, title] of [
    ['/refund-policy', 'Refund Policy'],
    ['/terms-of-service', 'Terms & Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/contact', 'Contact Us'],
    ['/about', 'About Oja'],
  ] as const) {
    test(`${title} has a back-to-home link`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('hero-tagline')).toBeVisible();
    });
  }

  test('terms list the platform fees, payout and refund windows', async ({ page }) => {
    await page.goto('/terms-of-service');
    const fees = page.getByTestId('platform-fees');
    await expect(fees.getByRole('row', { name: 'Service apartments 10%' })).toBeVisible();
    await expect(fees.getByRole('row', { name: 'Ride hailing (okada) 5%' })).toBeVisible();
    await expect(page.getByText('within 24-48 hours after completion')).toBeVisible();
    await expect(page.getByText('The minimum payout is ₦5,000.00.')).toBeVisible();
    await expect(page.getByText('at most 50% of the payment')).toBeVisible();
  });

  test('contact form: all fields required; nothing is sent while one is empty (sending: contact.spec.ts)', async ({ page }) => {
    await page.goto('/contact');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent! We will get back to you shortly.')).toHaveCount(0);
    await page.getByLabel('Name').fill('Bola Ade');
    await page.getByLabel('Email').fill('bola@example.com');
    await page.getByLabel('Subject').fill('Question');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent! We will get back to you shortly.')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('unknown pages show the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
