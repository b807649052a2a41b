import { expect, test, type Locator } from '@playwright/test';
import { hydrated, lagosDay } from './helpers';

/**
 * The prerendered /service-apartments and /general-services draw their first page from the API's answer before the
 * app has loaded (src/app/entry/prerendered-lists.ts), in the markup React draws, so the app takes it over without redrawing it.
 */
const LISTS = [
  {
    name: 'service apartments',
    path: '/service-apartments',
    api: '/api/apartments',
    card: 'apartment-card',
    title: (card: Locator) => card.getByTestId('apartment-title'),
    titleOf: (item: Record<string, string>) => item.title!,
    count: 'properties-count',
    nouns: ['property', 'properties'],
    // The first tap: a filter, which the app (hydrated by it) asks the API for.
    tap: { button: 'Hotels', url: /type=hotel/, query: 'type=' },
  },
  {
    name: 'general services',
    path: '/general-services',
    api: '/api/service-vendors',
    card: 'service-vendor-card',
    title: (card: Locator) => card.getByRole('heading', { level: 3 }),
    titleOf: (item: Record<string, string>) => item.service_name!,
    count: 'providers-count',
    nouns: ['provider', 'providers'],
    // The categories are the page's state, not in its URL.
    tap: { button: 'Cleaning', url: null, query: 'category=' },
  },
] as const;

for (const list of LISTS) {
  test.describe(`${list.name}: the first page before the app`, () => {
    test('the cards and their count are drawn without the app code', async ({ page, request }) => {
      const answer = (await (await request.get(`${list.api}?page=1&per_page=12`)).json()) as { data: Record<string, string>[]; meta: { total: number } };
      expect(answer.data.length).toBeGreaterThan(0);
      await page.route(/\/assets\/(core|prerendered-stage|prerendered-hydrate)/, (route) => route.abort());
      await page.goto(list.path);
      await expect(page.getByTestId(list.card)).toHaveCount(answer.data.length);
      await expect(list.title(page.getByTestId(list.card).first())).toHaveText(list.titleOf(answer.data[0]!));
      await expect(page.getByTestId(list.count)).toHaveText(`${answer.meta.total} ${list.nouns[answer.meta.total === 1 ? 0 : 1]}`);
    });

    test('the app takes the drawn page over at the first tap, without a mismatch, and asks for the list once', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const lists: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === list.api) lists.push(r.url());
      });
      await page.goto(list.path);
      await expect(page.getByTestId(list.card).first()).toBeVisible();
      // Not taken over yet (no session: the app waits for the visitor); the tap that wakes it is not lost.
      expect(await hydrated(page)).toBe(false);
      const button = page.getByRole('button', { name: list.tap.button, exact: true });
      await button.click();
      if (list.tap.url) await expect(page).toHaveURL(list.tap.url);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(await hydrated(page)).toBe(true);
      await expect.poll(() => lists.some((u) => u.includes(list.tap.query))).toBe(true);
      expect(errors).toEqual([]);
      // The first page once (the preload, read by the page's entry), then the filtered list.
      expect(lists.filter((u) => !u.includes(list.tap.query))).toHaveLength(1);
    });
  });
}

test.describe('service apartments: the first page before the app', () => {
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
