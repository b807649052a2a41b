import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, loginByApi } from './helpers';

/**
 * The spec's food and shop demonstrations are what a category with no live vendor shows. The demo
 * data makes a restaurant and a seller live, so these tests answer the public list as the API does on a database
 * with none (the API side of "none live" is tested in cart-orders.e2e-spec).
 */
async function noLiveVendors(page: import('@playwright/test').Page, path: '/api/food/vendors' | '/api/products') {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ json: { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1, sample: false } } }),
  );
}

test.describe('okada ride simulation', () => {
  test('a logged-in customer books, is tracked on a fake clock (3 s search, 10 s and 20 s after pickup), rates and finds the ride on the Rides page', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date('2026-11-20T08:00:00+01:00') });
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/ride-hailing');
    await expect(page.getByRole('heading', { name: 'Okada Rides' })).toBeVisible();
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-20T08:30:00+01:00'));
    // Riders: live online riders from Oja, else the samples labelled as such.
    await expect(page.getByTestId('riders').getByRole('button', { name: 'Choose' }).first()).toBeVisible();
    const pickup = `Yaba ${Date.now()}`;
    await page.getByLabel('Pickup location').fill(pickup);
    await page.getByRole('button', { name: /Lekki Phase 1/ }).click();
    await expect(page.getByLabel('Destination')).toHaveValue('Lekki Phase 1');
    await page.getByRole('button', { name: 'Request Ride' }).click();

    const state = page.getByTestId('ride-state');
    await expect(state).toHaveText('searching');
    const km = Number((await page.getByTestId('ride-distance').innerText()).replace(' km', ''));
    expect(km).toBeGreaterThanOrEqual(2);
    expect(km).toBeLessThanOrEqual(17);
    const fare = Math.round(200 + 80 * km);
    await expect(page.getByTestId('ride-fare')).toHaveText(`Fare ₦${fare.toLocaleString('en-NG')}.00`);
    await expect(page.getByTestId('ride-minutes')).toContainText(`about ${Math.max(1, Math.round((km / 25) * 60))} min`);

    await page.clock.runFor(2_900);
    await expect(state).toHaveText('searching');
    await page.clock.runFor(200);
    await expect(state).toHaveText('found');
    await page.getByRole('button', { name: 'Rider accepts' }).click();
    await expect(state).toHaveText('pickup');
    await page.clock.runFor(9_900);
    await expect(state).toHaveText('pickup');
    await page.clock.runFor(200);
    await expect(state).toHaveText('ongoing');
    await page.clock.runFor(10_000);
    await expect(state).toHaveText('completed');

    await page.getByRole('button', { name: '4 stars' }).click();
    await page.getByRole('button', { name: 'Submit rating' }).click();
    await expect(state).toHaveText('booking');
    await expect(page.getByText('Ride saved')).toBeVisible();

    await page.clock.resume();
    await page.goto('/dashboard/user/rides');
    await expect(page.getByTestId('demo-rides-badge')).toHaveText('Demonstration rides');
    const row = page.getByTestId('rides-table').getByRole('row', { name: new RegExp(pickup) });
    await expect(row).toContainText('Lekki Phase 1');
    await expect(row).toContainText('★★★★');
  });

  test('use-current-location asks for a precise, fresh position and explains a failure', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __geoOptions: unknown }).__geoOptions = null;
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
          getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void, options: unknown) => {
            (window as unknown as { __geoOptions: unknown }).__geoOptions = options;
            fail({ code: 1 });
          },
        },
      });
    });
    await page.goto('/ride-hailing');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to get your location. Please enter manually.' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __geoOptions: unknown }).__geoOptions)).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
  });

  test('without geolocation support the page says so', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined }));
    await page.goto('/ride-hailing');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page.getByText('Geolocation is not supported by this browser.')).toBeVisible();
  });
});

test.describe('food delivery demonstration', () => {
  test('chips and search filter the sample restaurants; the cart applies the local-dish discount and free delivery', async ({ page }) => {
    await noLiveVendors(page, '/api/food/vendors');
    await page.goto('/food-delivery');
    await expect(page.getByTestId('sample-data').first()).toHaveText('Sample data');
    const cards = page.getByTestId('restaurant-card');
    await expect(cards).toHaveCount(5);
    await page.getByRole('button', { name: 'Desserts', exact: true }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Local Dishes' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search restaurants or dishes').fill('suya');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Mallam Sule Suya Spot');
    await page.getByLabel('Search restaurants or dishes').fill('nothing like this');
    await expect(page.getByTestId('no-restaurants')).toBeVisible();
    await page.getByLabel('Search restaurants or dishes').fill('');

    // Mama Ngozi: jollof ₦2,500 (local, 20 % off → ₦2,000) — not above ₦2,000, so the ₦150 fee applies.
    await cards.filter({ hasText: "Mama Ngozi's Kitchen" }).getByRole('button', { name: 'View Menu' }).click();
    await page.getByRole('button', { name: 'Add Jollof Rice & Chicken' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-discount')).toHaveText('−₦500.00');
    await expect(page.getByTestId('cart-delivery')).toHaveText('₦150.00');
    await expect(page.getByTestId('cart-total')).toHaveText('₦2,150.00');
    await page.getByRole('button', { name: 'Close' }).click();
    // Add a zobo (₦500): food ₦2,500 > ₦2,000 → free delivery.
    await cards.filter({ hasText: "Mama Ngozi's Kitchen" }).getByRole('button', { name: 'View Menu' }).click();
    await page.getByRole('button', { name: 'Add Chilled Zobo' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-delivery')).toHaveText('Free');
    await expect(page.getByTestId('cart-total')).toHaveText('₦2,500.00');
  });
});

test.describe('shop demonstration', () => {
  test('chips, search and filters narrow the sample products; Add to Cart counts', async ({ page }) => {
    await noLiveVendors(page, '/api/products');
    await page.goto('/ecommerce');
    await expect(page.getByTestId('sample-data').first()).toHaveText('Sample data');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(11);
    await page.getByRole('button', { name: 'Books' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Electronics' }).click();
    await expect(cards).toHaveCount(3);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox').check();
    await expect(cards).toHaveCount(2);
    await page.getByLabel('Price').selectOption('under20');
    await expect(cards).toHaveCount(0);
    await page.getByLabel('Price').selectOption('any');
    await page.getByRole('button', { name: 'All Products' }).click();
    await page.getByLabel('Search products or sellers').fill('jersey');
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await cards.getByRole('button', { name: /Add to Cart/ }).click();
    await cards.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });
});

test.describe('landing services', () => {
  test('each of the six service cards leads to a real page, never "coming soon"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('service-card')).toHaveCount(6);
    const hrefs = await page
      .getByTestId('service-card')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? e.querySelector('a')?.getAttribute('href')));
    expect(hrefs).toEqual(['/ride-hailing', '/food-delivery', '/ecommerce', '/auto-maintenance', '/service-apartments', '/general-services']);
    for (const href of hrefs) {
      await page.goto('/');
      await page.locator(`#services a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/coming soon/i);
    }
    // The first hero slide's okada ride leads to the simulation.
    await page.goto('/');
    await page.locator('#home').getByRole('link', { name: 'Okada Rides' }).first().click();
    await expect(page.getByRole('button', { name: 'Request Ride' })).toBeVisible();
  });
});
