import { expect, test } from '@playwright/test';
import { hydrated, lagosDay } from './helpers';

/**
 * The prerendered /service-apartments draws its first page from the API's answer before the app has loaded
 * (src/prerendered-lists.ts), in the markup React draws, so the app takes it over without redrawing it.
 */
test.describe('service apartments: the first page before the app', () => {
  test('the cards and their count are drawn without the app code', async ({ page, request }) => {
    const answer = (await (await request.get('/api/apartments?page=1&per_page=12')).json()) as { data: { title: string }[]; meta: { total: number } };
    expect(answer.data.length).toBeGreaterThan(0);
    await page.route(/\/assets\/(core|prerendered-stage|prerendered-hydrate)/, (route) => route.abort());
    await page.goto('/service-apartments');
    await expect(page.getByTestId('apartment-card')).toHaveCount(answer.data.length);
    await expect(page.getByTestId('apartment-title').first()).toHaveText(answer.data[0]!.title);
    await expect(page.getByTestId('properties-count')).toHaveText(`${answer.meta.total} ${answer.meta.total === 1 ? 'property' : 'properties'}`);
  });

  test('the app takes the drawn page over at the first tap, without a mismatch, and asks for the list once', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const lists: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/apartments') lists.push(r.url());
    });
    await page.goto('/service-apartments');
    await expect(page.getByTestId('apartment-card').first()).toBeVisible();
    // Not taken over yet (no session: the app waits for the visitor); the tap that wakes it is not lost.
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Hotels' }).click();
    await expect(page).toHaveURL(/type=hotel/);
    await expect(page.getByRole('button', { name: 'Hotels' })).toHaveAttribute('aria-pressed', 'true');
    expect(await hydrated(page)).toBe(true);
    expect(errors).toEqual([]);
    // The first page once (the preload, read by the page's entry), then the hotels.
    expect(lists.filter((u) => !u.includes('type='))).toHaveLength(1);
  });

  test('dates and guests entered before the app has taken the page over are searched for', async ({ page }) => {
    await page.goto('/service-apartments');
    await expect(page.getByTestId('apartment-card').first()).toBeVisible();
    const search = page.getByTestId('apartment-search');
    await search.getByLabel('Check-in').fill(lagosDay(30));
    await search.getByLabel('Check-out').fill(lagosDay(32));
    await search.getByLabel('Guests').selectOption('2');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`check_in=${lagosDay(30)}&check_out=${lagosDay(32)}&guests=2`));
    await expect(search.getByLabel('Check-in')).toHaveValue(lagosDay(30));
  });
});
