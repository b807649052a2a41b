import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, loginByApi, newCustomer, registerByApi, VENDOR_PASSWORD, verificationLink } from './helpers';

/**
 * General services: booking on /general-services, the vendor's inbox and pricings, the
 * sandbox checkout, /payment-success and the wallets — one order graph seen by two users.
 * Every run makes its own pricing and orders, so the suite can run again on the same database.
 */

const SERVICE_VENDOR = { email: 'service.vendor@oja.test', password: VENDOR_PASSWORD };
const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A Lagos calendar day `days` from today, as the date input wants it. */
function lagosDay(days: number): string {
  return new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The demo vendor's public profile (service name, location) exists; databases seeded lack it. */
async function ensureServiceProfile(request: APIRequestContext, token: string) {
  const res = await request.get('/api/vendor/details', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { details: unknown } };
  if (body.data.details) return;
  const setup = await request.post('/api/vendor/service/setup', {
    headers: bearer(token),
    data: {
      service_name: 'Home cleaning and fumigation',
      description: 'Deep cleaning, post-construction cleaning and fumigation for homes and offices.',
      location: '14 Awolowo Road, Ikoyi, Lagos',
      phone: '+2348096789012',
      email: SERVICE_VENDOR.email,
    },
  });
  expect(setup.status(), await setup.text()).toBeLessThan(300);
}

async function createPricingByApi(request: APIRequestContext, token: string, title: string, price: number) {
  const res = await request.post('/api/vendor/service-pricings', {
    headers: bearer(token),
    data: { title, description: 'Created by the Playwright journey.', price },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; service_vendor_id: number } }).data;
}

/** A customer with a confirmed e-mail, so booking and paying are allowed. */
async function verifiedCustomer(request: APIRequestContext) {
  const c = newCustomer();
  await registerByApi(request, c);
  const res = await request.get(await verificationLink(request, c.email), { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(400);
  return c;
}

async function pageAs(browser: Browser, request: APIRequestContext, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByApi(page, request, email, password);
  return page;
}

const orderCard = (page: Page, id: number | string): Locator => page.locator(`[data-testid="service-order-card"][data-order-id="${id}"]`);

/**
 * Answers the open confirm dialog with `button`. With `toast`, also the message the page then shows, watched from the
 * click on: a success toast stays 2 s, and on a loaded machine the dialog may take longer than that to close.
 */
async function confirmWith(page: Page, text: string, button = 'Yes', toast?: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  const shown = toast ? expect(page.getByText(toast)).toBeVisible() : undefined;
  shown?.catch(() => undefined);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
  await shown;
}

let vendorToken: string;
let pricing: { id: number; service_vendor_id: number };
const PRICE = 20_000;
const pricingTitle = `Journey deep clean ${stamp()}`;

test.beforeAll(async ({ request }) => {
  vendorToken = await apiToken(request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
  await ensureServiceProfile(request, vendorToken);
  pricing = await createPricingByApi(request, vendorToken, pricingTitle, PRICE);
});

// Soft-deleted: the orders of this run keep naming it, the directory stops listing it.
test.afterAll(async ({ request }) => {
  if (pricing) await request.delete(`/api/vendor/service-pricings/${pricing.id}`, { headers: bearer(vendorToken) });
});

test.describe('general services directory and booking', () => {
  test('lists providers with header, chips and cards; the search finds a pricing title', async ({ page }) => {
    await page.goto('/general-services');
    await expect(page.getByRole('heading', { level: 1, name: 'General Services' })).toBeVisible();
    await expect(page.getByTestId('location')).toHaveText('Nigeria');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    for (const chip of ['All Services', 'Plumbing', 'Electrical', 'Cleaning', 'Repair', 'Installation', 'Other']) {
      await expect(page.getByRole('button', { name: chip, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Available Service Providers' })).toBeVisible();

    await page.getByLabel('Search service providers').fill(pricingTitle);
    const card = page.getByTestId('service-vendor-card').filter({ hasText: 'Sparkle Home Services' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Verified');
    await expect(card).toContainText('Sparkle Home Services');
    await expect(card).toContainText(/reviews?\)|No reviews yet/);
    expect(await card.getByTestId('card-pricings').locator('> div').count()).toBeLessThanOrEqual(3);

    await page.getByLabel('Search service providers').fill(`nothing-matches-${stamp()}`);
    await expect(page.getByText('No service providers found.')).toBeVisible();

    await page.getByLabel('Search service providers').fill('');
    await page.getByRole('button', { name: 'Cleaning', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cleaning', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('service-vendor-card').filter({ hasText: 'Sparkle Home Services' }).first()).toBeVisible();
  });

  test('a failed directory load shows the error and Try Again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/service-vendors?**', (route) =>
      fail ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'boom' } }) : route.continue(),
    );
    await page.goto('/general-services');
    await expect(page.getByText('Failed to fetch service vendors. Please try again.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Failed to fetch service vendors. Please try again.')).toBeHidden();
    await expect(page.getByTestId('service-vendor-card').first()).toBeVisible();
  });

  test('booking without a login says so, and after login comes back to the provider with the dialog open', async ({ page }) => {
    await page.goto('/general-services');
    await page.getByLabel('Search service providers').fill(pricingTitle);
    await page.getByTestId('service-vendor-card').filter({ hasText: 'Sparkle Home Services' }).getByRole('button', { name: 'Book Service' }).click();
    await expect(page.getByText('Please login to book a service')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fgeneral-services%3Fbook%3D\d+$/);
    await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await page.getByLabel(/^Password/).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/general-services\?book=\d+$/);
    const dialog = page.getByTestId('book-service-dialog');
    await expect(dialog.getByRole('heading', { name: 'Book Service' })).toBeVisible();
    await expect(dialog.getByTestId('booking-vendor-summary')).toContainText('Sparkle Home Services');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/general-services$/);
  });

  test('the booking modal checks service, deadline and requirements', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/general-services');
    await page.getByLabel('Search service providers').fill(pricingTitle);
    await page.getByTestId('service-vendor-card').filter({ hasText: 'Sparkle Home Services' }).getByRole('button', { name: 'Book Service' }).click();

    const dialog = page.getByTestId('book-service-dialog');
    await expect(dialog.getByRole('heading', { name: 'Book Service' })).toBeVisible();
    await expect(dialog.getByTestId('booking-vendor-summary')).toContainText('Sparkle Home Services');
    const send = dialog.getByRole('button', { name: 'Send Service Request' });
    await expect(send).toBeDisabled();
    await expect(dialog.getByTestId('select-service-hint')).toHaveText('Please select a service');

    await dialog.getByText(pricingTitle).click();
    await expect(dialog.getByTestId('select-service-hint')).toBeHidden();
    const summary = dialog.getByTestId('order-summary');
    await expect(summary).toContainText(pricingTitle);
    await expect(summary).toContainText('Sparkle Home Services');
    await expect(dialog.getByTestId('order-total')).toHaveText(naira(PRICE));
    await expect(dialog).toContainText('escrow');

    await dialog.getByLabel('Service Address').fill('');
    await send.click();
    await expect(dialog.getByText('Please set a deadline')).toBeVisible();
    await expect(dialog.getByText('Please describe your requirements')).toBeVisible();
    await expect(dialog.getByText('Please choose a preferred time')).toBeVisible();
    await expect(dialog.getByText('Please enter the address where the service is needed')).toBeVisible();

    await dialog.getByLabel('Preferred Completion Date').fill(lagosDay(-2));
    await dialog.getByLabel('Requirements').fill('   ');
    await send.click();
    await expect(dialog.getByText('Please set a deadline')).toBeVisible();
    await expect(dialog.getByText('Please describe your requirements')).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an unconfirmed e-mail is told to verify, with a resend button', async ({ page, request }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await loginByApi(page, request, c.email, c.password);
    await page.goto('/general-services');
    await page.getByLabel('Search service providers').fill(pricingTitle);
    await page.getByTestId('service-vendor-card').filter({ hasText: 'Sparkle Home Services' }).getByRole('button', { name: 'Book Service' }).click();
    const dialog = page.getByTestId('book-service-dialog');
    await dialog.getByText(pricingTitle).click();
    await dialog.getByLabel('Preferred Completion Date').fill(lagosDay(2));
    await dialog.getByLabel('Preferred Time').selectOption('afternoon');
    await dialog.getByLabel('Service Address').fill('3 Bode Thomas Street, Surulere');
    await dialog.getByLabel('Requirements').fill('Kitchen deep clean.');
    await dialog.getByRole('button', { name: 'Send Service Request' }).click();
    const alert = dialog.getByTestId('verify-email-alert');
    await expect(alert).toContainText('Please verify your e-mail address before placing an order or booking.');
    await alert.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: /verification/i })).toBeVisible();
  });
});

test.describe('vendor service pricings', () => {
  test('create, edit and delete a pricing with the spec messages', async ({ page, request }) => {
    await loginByApi(page, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    await page.goto('/dashboard/service-vendor/pricings');
    await expect(page.getByTestId('dashboard-title')).toHaveText('Service Pricings');

    const title = `E2E pricing ${stamp()}`;
    await page.getByRole('button', { name: 'Add New Pricing' }).click();
    const dialog = page.getByTestId('pricing-dialog');
    await dialog.getByRole('button', { name: 'Create Pricing' }).click();
    await expect(dialog.getByTestId('pricing-form-error')).toHaveText('Please fill in all required fields');

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Two rooms, windows included.');
    await dialog.getByLabel('Price (₦)').fill('15000.5');
    await dialog.getByRole('button', { name: 'Create Pricing' }).click();
    await expect(page.getByText('Pricing created successfully!')).toBeVisible();
    const card = page.getByTestId('pricing-card').filter({ hasText: title });
    await expect(card.getByTestId('pricing-price')).toHaveText('₦15,000.50');
    await expect(card).toContainText('Two rooms, windows included.');
    await expect(card).toContainText(/Created .* · Updated /);

    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await dialog.getByLabel('Title').fill(`${title} (edited)`);
    await dialog.getByLabel('Price (₦)').fill('18000');
    await dialog.getByRole('button', { name: 'Update Pricing' }).click();
    await expect(page.getByText('Pricing updated successfully!')).toBeVisible();
    const edited = page.getByTestId('pricing-card').filter({ hasText: `${title} (edited)` });
    await expect(edited.getByTestId('pricing-price')).toHaveText('₦18,000.00');

    await edited.getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Are you sure you want to delete this pricing?', 'Delete', 'Pricing deleted successfully!');
    await expect(page.getByTestId('pricing-card').filter({ hasText: title })).toHaveCount(0);
  });

  test('a customer cannot open the vendor pages', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/dashboard/service-vendor/pricings');
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    // The home page's call to action leads to /signup; a signed-in customer is taken to their dashboard instead.
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard\/user$/);
  });
});

test.describe('service order journey', () => {
  test.describe.configure({ mode: 'serial' });

  test('book, accept, pay on the sandbox checkout, start, complete, confirm: the vendor gets 95 % as payable, then paid out to the bank', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = await verifiedCustomer(request);
    const customerPage = await pageAs(browser, request, customer.email, customer.password);
    const vendorPage = await pageAs(browser, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);

    // The customer books the demo service.
    await customerPage.goto('/general-services');
    await customerPage.getByLabel('Search service providers').fill(pricingTitle);
    await customerPage.getByTestId('service-vendor-card').filter({ hasText: 'Sparkle Home Services' }).getByRole('button', { name: 'Book Service' }).click();
    const dialog = customerPage.getByTestId('book-service-dialog');
    await dialog.getByText(pricingTitle).click();
    await dialog.getByLabel('Preferred Completion Date').fill(lagosDay(3));
    await dialog.getByLabel('Preferred Time').selectOption('morning');
    await dialog.getByLabel('Service Address').fill('14 Admiralty Way, Lekki Phase 1, Lagos');
    await dialog.getByLabel('Requirements').fill('Three-bedroom flat, second floor. Please bring your own ladder.');
    await dialog.getByRole('button', { name: 'Send Service Request' }).click();
    await expect(customerPage.getByText('Service request sent successfully! The vendor will respond shortly.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(customerPage).toHaveURL(/\/dashboard\/user$/);
    // The overview points at the order just made (not a dead end).
    const just = customerPage.getByTestId('just-ordered');
    await expect(just).toContainText(/Service request #\d{6} sent/);
    await just.getByRole('link', { name: 'View your order' }).click();
    await expect(customerPage).toHaveURL(/\/dashboard\/user\/my-service-orders$/);
    const customerCard = customerPage.getByTestId('service-order-card').filter({ hasText: pricingTitle });
    await expect(customerCard).toHaveCount(1);
    const orderId = await customerCard.getAttribute('data-order-id');
    expect(orderId).toBeTruthy();
    await expect(customerCard.getByTestId('order-status')).toHaveText('Pending');
    await expect(customerPage.getByTestId('tab-count-pending')).toHaveText('1');
    await expect(customerCard.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await expect(customerCard.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);
    // The bell's count before the vendor answers (the live channel will raise it: docs/live.md).
    const bell = customerPage.getByTestId('notification-bell');
    // Loaded (a new customer has at least the welcome notice unread) before the count is read.
    await expect(bell).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

    // The vendor accepts with a response; it cannot start before the customer pays.
    await vendorPage.goto('/dashboard/service-vendor/orders');
    const vendorCard = orderCard(vendorPage, orderId!);
    await expect(vendorCard).toContainText('Three-bedroom flat');
    await expect(vendorCard.getByTestId('order-customer')).toContainText('Ada Okafor');
    await expect(vendorCard.getByRole('link', { name: 'Call Customer' })).toHaveCount(0);
    // Where and when: the time window at once, the address only after accepting.
    await expect(vendorCard.getByTestId('order-preferred-time')).toContainText('Morning');
    await expect(vendorCard.getByTestId('order-address')).toContainText('Shared when you accept');
    await vendorCard.getByRole('button', { name: 'Accept Order' }).click();
    const prompt = vendorPage.getByTestId('text-prompt-dialog');
    await prompt.getByLabel('Response to the customer (optional)').fill('I will come on the morning of the deadline.');
    await prompt.getByRole('button', { name: 'Accept Order' }).click();
    await expect(vendorPage.getByText('Order accepted successfully!')).toBeVisible();
    await expect(vendorCard.getByTestId('order-status')).toHaveText('Accepted');
    await expect(vendorCard.getByTestId('vendor-response')).toHaveText('I will come on the morning of the deadline.');
    await expect(vendorCard.getByRole('link', { name: 'Call Customer' })).toHaveAttribute('href', /^tel:\+234/);
    await expect(vendorCard.getByTestId('order-address')).toContainText('14 Admiralty Way, Lekki Phase 1, Lagos');
    await expect(vendorCard.getByRole('button', { name: 'Start Work' })).toHaveCount(0);

    // The customer's open page changes without a reload: the status, Pay Now, and the bell counts up.
    await expect(customerCard.getByTestId('order-status')).toHaveText('Accepted', { timeout: 3000 });
    await expect(customerCard.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(customerCard.getByRole('button', { name: /Pay Now/ })).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`Notifications, ${unreadBefore + 1} unread`), { timeout: 3000 });

    // The customer pays on the sandbox checkout and lands on /payment-success.
    await customerCard.getByRole('button', { name: /Pay Now/ }).click();
    await customerPage.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await expect(customerPage.locator('.amount')).toHaveText(naira(PRICE));
    await customerPage.getByRole('button', { name: `Pay ${naira(PRICE)}` }).click();
    await customerPage.waitForURL(/\/payment-success\?/);
    expect(new URL(customerPage.url()).searchParams.get('order_id')).toBe(orderId);
    await expect(customerPage.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(customerPage.getByTestId('payment-confirmed')).toContainText(naira(PRICE));
    await expect(customerPage.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings');
    await customerPage.getByRole('link', { name: 'View My Service Orders' }).click();
    await expect(customerCard.getByTestId('payment-status')).toHaveText('Paid');
    await expect(customerCard.getByTestId('order-escrow')).toContainText('Held in escrow');

    // The vendor sees the money held, starts and completes.
    await vendorPage.goto('/dashboard/service-vendor/wallet');
    await expect(vendorPage.locator(`[data-testid="ledger-line"][data-order-id="${orderId}"][data-bucket="held"]`).first()).toContainText(`+${naira(PRICE)}`);
    await vendorPage.goto('/dashboard/service-vendor/orders');
    await vendorCard.getByRole('button', { name: 'Start Work' }).click();
    await confirmWith(vendorPage, 'Mark this order as in progress?', 'Yes', 'Order in progress successfully!');
    await expect(vendorCard.getByTestId('order-status')).toHaveText('In Progress');
    await vendorPage.getByRole('tab', { name: /Active/ }).click();
    await expect(vendorCard).toBeVisible();
    await vendorCard.getByRole('button', { name: 'Mark Complete' }).click();
    await confirmWith(vendorPage, 'Mark this order as completed?', 'Yes', 'Order completed successfully!');
    await vendorPage.getByRole('tab', { name: /Completed/ }).click();
    await expect(vendorCard.getByTestId('order-status')).toHaveText('Completed');

    // The customer confirms completion (the page followed the vendor's steps live): escrow released.
    await expect(customerCard.getByTestId('order-status')).toHaveText('Completed', { timeout: 3000 });
    await expect(customerCard.getByRole('button', { name: 'Open Dispute' })).toBeVisible();
    await customerCard.getByRole('button', { name: 'Confirm Completion' }).click();
    await confirmWith(customerPage, 'released to the vendor', 'Yes, release payment', 'Thank you! The payment has been released to the vendor.');
    await expect(customerCard.getByTestId('order-escrow')).toContainText('Released to vendor');
    await expect(customerCard.getByRole('button', { name: 'Confirm Completion' })).toHaveCount(0);

    await customerPage.goto('/dashboard/user/wallet');
    await expect(customerPage.getByTestId('wallet-total-paid')).toHaveText(naira(PRICE));
    await expect(customerPage.getByTestId('wallet-payment').first()).toContainText(`Order #${String(orderId).padStart(6, '0')}`);

    // The vendor's wallet: held → payable, 95 % of the price.
    await vendorPage.goto('/dashboard/service-vendor/wallet');
    const lines = vendorPage.locator(`[data-testid="ledger-line"][data-order-id="${orderId}"]`);
    await expect(lines.and(vendorPage.locator('[data-bucket="payable"]'))).toContainText(`+${naira(PRICE * 0.95)}`);
    await expect(lines.and(vendorPage.locator('[data-bucket="held"]')).filter({ hasText: '−' })).toContainText(`−${naira(PRICE)}`);
    const wallet = (await (await request.get('/api/vendor/wallet', { headers: bearer(vendorToken) })).json()) as { data: { payable: number } };
    expect(wallet.data.payable).toBeGreaterThanOrEqual(PRICE * 0.95);
    await expect(vendorPage.getByTestId('wallet-payable')).toHaveText(naira(wallet.data.payable));

    // The share moves on: after the payout hold (shortened for tests) it is available and, with a payout
    // account registered, sent to the vendor's bank as a payout.
    const payoutCard = vendorPage.getByTestId('payout-account');
    if (await payoutCard.getByRole('button', { name: 'Change' }).isVisible()) await payoutCard.getByRole('button', { name: 'Change' }).click();
    await payoutCard.getByLabel('Bank').selectOption('058');
    await payoutCard.getByPlaceholder('10-digit NUBAN').fill('0123456789');
    // Changing an existing account asks for the password (the API needs it for another account).
    const password = payoutCard.getByLabel('Your password');
    if (await password.isVisible()) await password.fill(SERVICE_VENDOR.password);
    await payoutCard.getByRole('button', { name: 'Save account' }).click();
    await expect(payoutCard.getByText('0123456789')).toBeVisible();
    type Payout = { amount: number; status: string };
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/vendor/wallet', { headers: bearer(vendorToken) });
          const payouts = ((await res.json()) as { data: { payouts: Payout[] } }).data.payouts;
          return payouts.find((p) => p.status === 'paid' && p.amount >= PRICE * 0.95) ?? null;
        },
        { timeout: 45_000, intervals: [1000] },
      )
      .not.toBeNull();
    await vendorPage.reload();
    await expect(vendorPage.getByText('paid', { exact: true }).first()).toBeVisible();

    // Changing the account to another one asks for the password (the API refuses it without; it e-mails the vendor).
    await payoutCard.getByRole('button', { name: 'Change' }).click();
    await payoutCard.getByLabel('Bank').selectOption('044');
    await payoutCard.getByPlaceholder('10-digit NUBAN').fill('0712345678');
    await payoutCard.getByRole('button', { name: 'Save account' }).click();
    await expect(payoutCard.getByRole('alert')).toHaveText('Please enter your password to change your payout account.');
    await payoutCard.getByLabel('Your password').fill(SERVICE_VENDOR.password);
    await payoutCard.getByRole('button', { name: 'Save account' }).click();
    await expect(payoutCard.getByText('0712345678')).toBeVisible();

    await customerPage.context().close();
    await vendorPage.context().close();
  });

  test('a customer cancels a pending order; a vendor declines one', async ({ browser, request }) => {
    const customer = await verifiedCustomer(request);
    const customerToken = await apiToken(request, customer.email, customer.password);
    const book = async () => {
      const res = await request.post('/api/service-orders', {
        headers: bearer(customerToken),
        data: {
          service_vendor_id: pricing.service_vendor_id,
          service_pricing_id: pricing.id,
          deadline: lagosDay(5),
          requirements: `Order ${stamp()}`,
          service_address: '9 Broad Street, Lagos Island',
          preferred_time: 'anytime',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    const toCancel = await book();
    const toDecline = await book();

    const customerPage = await pageAs(browser, request, customer.email, customer.password);
    await customerPage.goto('/dashboard/user/my-service-orders');
    await expect(customerPage.getByTestId('tab-count-pending')).toHaveText('2');
    await orderCard(customerPage, toCancel).getByRole('button', { name: 'Cancel Order' }).click();
    await confirmWith(customerPage, 'Are you sure you want to cancel this order?', 'Yes, cancel order', 'Order cancelled successfully!');
    await expect(orderCard(customerPage, toCancel).getByTestId('order-status')).toHaveText('Cancelled');
    await expect(customerPage.getByTestId('tab-count-completed')).toHaveText('1');

    const vendorPage = await pageAs(browser, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    await vendorPage.goto('/dashboard/service-vendor/orders');
    await orderCard(vendorPage, toDecline).getByRole('button', { name: 'Decline' }).click();
    await confirmWith(vendorPage, 'Cancel this order?', 'Yes', 'Order cancelled successfully!');
    await expect(orderCard(vendorPage, toDecline).getByTestId('order-status')).toHaveText('Cancelled');

    // The decline reaches the customer's open page without a reload.
    await customerPage.getByRole('tab', { name: /Pending/ }).click();
    await expect(customerPage.getByText('No pending orders')).toBeVisible({ timeout: 3000 });
    await customerPage.context().close();
    await vendorPage.context().close();
  });

  test('the service pages fit a 360 px screen', async ({ browser, request }) => {
    const check = async (page: Page, path: string, ready: Locator) => {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    };
    const customer = await pageAs(browser, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await customer.setViewportSize({ width: 360, height: 740 });
    await check(customer, '/general-services', customer.getByTestId('service-vendor-card').first());
    await check(customer, '/dashboard/user/my-service-orders', customer.getByRole('tab', { name: /All Orders/ }));
    await check(customer, '/dashboard/user/wallet', customer.getByTestId('wallet-total-paid'));
    const vendor = await pageAs(browser, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    await vendor.setViewportSize({ width: 360, height: 740 });
    await check(vendor, '/dashboard/service-vendor/pricings', vendor.getByTestId('pricing-card').first());
    await check(vendor, '/dashboard/service-vendor/orders', vendor.getByRole('tab', { name: /All Orders/ }));
    await check(vendor, '/dashboard/service-vendor/wallet', vendor.getByTestId('wallet-payable'));
    await customer.context().close();
    await vendor.context().close();
  });
});
