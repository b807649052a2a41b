import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, loginByApi, newCustomer, registerByApi, settled, VENDOR_PASSWORD } from './helpers';
import { createVendorByApi, newVendorAccount, storeUserSession } from './onboarding-helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test.describe('dashboard pages', () => {
  // Two tests of a few pages each: seven page loads and axe runs in one test passed 60 s on a loaded two-core machine.
  test("the customer's overview, analytics, orders and settings have no serious or critical axe violations", async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const path of ['/dashboard/user', '/dashboard/user/analytics', '/dashboard/user/orders', '/dashboard/user/settings']) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('main h1, h1').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("the generic vendor's overview, listings and analytics have no serious or critical axe violations", async ({ page, request }) => {
    const c = newCustomer();
    const res = await request.post('/api/register', {
      data: { name: `${c.firstName} ${c.lastName}`, email: c.email, phone: c.phone, password: c.password, user_type: 'vendor' },
    });
    expect(res.status()).toBe(201);
    await loginByApi(page, request, c.email, c.password);
    for (const path of ['/dashboard/vendor', '/dashboard/vendor/listings', '/dashboard/vendor/analytics']) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('main h1, h1').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The generic vendor's performance figures are the seed's, labelled as such.
    await page.goto('/dashboard/vendor');
    await expect(page.getByTestId('performance-sample')).toHaveText('Sample data');
    await expect(page.getByTestId('generic-vendor-panel')).toContainText('85%');
    await expect(page.getByTestId('generic-vendor-panel')).toContainText('92%');
    await expect(page.getByTestId('stat-business')).toHaveText('Not registered');
  });
});

test.describe('dashboard pages: analytics, orders, overview figures, settings', () => {
  test('customer analytics show twelve Lagos weeks as charts and a table', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/dashboard/user/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(page.getByTestId('chart-counts')).toBeVisible();
    await expect(page.getByTestId('chart-revenue')).toBeVisible();
    await expect(page.getByTestId('analytics-table').locator('tbody tr')).toHaveCount(12);
    await expect(page.getByTestId('total-revenue')).toContainText('₦');
  });

  test('customer overview shows real figures and Orders lists everything with filters', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/dashboard/user');
    await expect(page.getByTestId('customer-stats')).toBeVisible();
    await expect(page.getByTestId('stat-spend-month')).toContainText('₦');

    await page.goto('/dashboard/user/orders');
    const rows = page.getByTestId('order-row');
    await expect(page.getByTestId('orders-table').or(page.getByTestId('orders-empty'))).toBeVisible();
    const all = await rows.count();
    if (all > 0) {
      await page.getByLabel('Type').selectOption('booking');
      const bookings = await rows.count();
      for (let i = 0; i < bookings; i++) await expect(rows.nth(i)).toContainText('Apartment booking');
    } else {
      await expect(page.getByTestId('orders-empty')).toHaveText('You have no orders yet.');
    }
  });

  test('a new customer has no orders yet', async ({ page, request }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await loginByApi(page, request, c.email, c.password);
    await page.goto('/dashboard/user/orders');
    await expect(page.getByTestId('orders-empty')).toHaveText('You have no orders yet.');
  });

  test('a mechanic and a food vendor who are not live see the way to Compliance, not an error or figures that are not theirs', async ({ page, request }) => {
    const mechanic = newVendorAccount('notlive-mech');
    await createVendorByApi(request, 'mechanic', mechanic);
    await storeUserSession(page, request, mechanic.email, mechanic.password);
    await page.goto('/dashboard/mechanic');
    const alert = page.getByTestId('going-live');
    await expect(alert).toContainText('Your account is not live yet');
    await expect(page.getByText('Failed to load your dashboard figures')).toHaveCount(0);
    await expect(alert.getByRole('link', { name: 'Go to Compliance' })).toHaveAttribute('href', '/dashboard/mechanic/compliance');

    const food = newVendorAccount('notlive-food');
    await createVendorByApi(request, 'food_vendor', food, 'business');
    await page.evaluate(() => localStorage.clear());
    await storeUserSession(page, request, food.email, food.password);
    await page.goto('/dashboard/food-vendor');
    await expect(page.getByTestId('going-live')).toBeVisible();
    await expect(page.getByTestId('food-dashboard-error')).toHaveCount(0);
    await expect(page.getByTestId('sample-heading')).toHaveText('A sample kitchen — not your orders or sales');
    await expect(page.getByTestId('sample-data')).toHaveText('Sample data');
  });

  test('service vendor overview shows its orders and revenue', async ({ page, request }) => {
    await loginByApi(page, request, 'service.vendor@oja.test', VENDOR_PASSWORD);
    await page.goto('/dashboard/service-vendor');
    await expect(page.getByTestId('service-vendor-stats')).toBeVisible();
    await expect(page.getByTestId('stat-revenue')).toContainText('₦');
  });

  test('settings: notification preferences are kept on the server; deactivation is scheduled and cancelled', async ({ page, request }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await loginByApi(page, request, c.email, c.password);
    await page.goto('/dashboard/user/settings');
    const prefs = page.getByTestId('notification-preferences');
    const ordersEmail = prefs.getByLabel('Orders and bookings: E-mail');
    await expect(ordersEmail).toBeChecked();
    await ordersEmail.locator('xpath=ancestor::label[1]').click();
    await expect(ordersEmail).not.toBeChecked();
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Notification preferences saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('notification-preferences').getByLabel('Orders and bookings: E-mail')).not.toBeChecked();
    await expect(page.getByTestId('notification-preferences').getByLabel('Orders and bookings: In-app')).toBeChecked();

    const card = page.getByTestId('deactivation');
    await card.getByRole('button', { name: 'Deactivate my account' }).click();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(card.getByTestId('deactivation-pending')).toContainText('Your account will be deactivated on');
    await card.getByRole('button', { name: 'Cancel deactivation' }).click();
    await expect(page.getByText('Account deactivation cancelled.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Deactivate my account' })).toBeVisible();
  });
});
