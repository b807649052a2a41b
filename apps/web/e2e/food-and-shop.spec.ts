import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loginByApi, PNG_1PX, VENDOR_PASSWORD } from './helpers';
import { apiToken, bearer, ok, stamp, verifiedCustomer } from './order-helpers';

/**
 * Food delivery and the shop for real: a customer on a 360 px phone orders from the demo restaurant
 * (and from the demo seller), pays on the sandbox checkout; the vendor, in a second browser, accepts, hands the
 * sealed package over with a photo and marks it delivered with another; the customer's order page follows live,
 * the customer confirms the seal and the vendor's wallet shows 95 %.
 */

const FOOD_VENDOR = { email: 'food.vendor@oja.test', password: VENDOR_PASSWORD };
const PRODUCT_VENDOR = { email: 'product.vendor@oja.test', password: VENDOR_PASSWORD };
const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);

async function pageAs(browser: Browser, request: APIRequestContext, email: string, password: string, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await loginByApi(page, request, email, password);
  return page;
}

/** Fills the checkout on the phone, places the order and pays on the sandbox checkout; returns the order id. */
async function checkoutAndPay(page: Page, total: number): Promise<string> {
  await page.getByLabel('Delivery address').fill('14 Admiralty Way, Lekki Phase 1, Lagos');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await expect(page.locator('.amount')).toHaveText(naira(total));
  await page.getByRole('button', { name: `Pay ${naira(total)}` }).click();
  // /payment-success confirms the payment and lands on the order page.
  await page.waitForURL(/\/dashboard\/user\/orders\/(food|shop)_order\/\d+$/);
  const id = page.url().split('/').pop()!;
  // No horizontal scroll on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  return id;
}

/** The vendor's order card: a button, and for the hand-over and delivery a photo sent with it. */
async function vendorStep(page: Page, id: string, button: string, photo?: string) {
  const card = page.locator(`[data-testid="vendor-order"][data-order-id="${id}"]`);
  await card.getByRole('button', { name: button, exact: true }).click();
  if (photo) {
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('seal-photo-input').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: PNG_1PX });
    await dialog.getByRole('button', { name: photo }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The customer confirms the seal; the vendor's wallet shows the order's 95 % as payable. */
async function confirmSealAndCheckWallet(customer: Page, vendor: Page, segment: string, label: string, id: string, total: number) {
  await customer.getByRole('button', { name: 'Seal intact — confirm delivery' }).click();
  await customer.getByRole('alertdialog').getByRole('button', { name: 'Yes, release payment' }).click();
  await expect(customer.getByTestId('order-status')).toHaveAttribute('data-status', 'completed');
  await vendor.goto(`/dashboard/${segment}/wallet`);
  const line = vendor.locator('[data-testid="ledger-line"][data-bucket="payable"]').filter({ hasText: `${label} #${id}` });
  await expect(line.first()).toContainText(`+${naira(Math.round(total * 95) / 100)}`);
}

test.describe('food delivery and the shop, for real', () => {
  test('jollof from the demo restaurant on a 360 px phone: paid, accepted, ready, handed over sealed, delivered, seal confirmed; the kitchen gets 95 %', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = await verifiedCustomer(request);
    const phone = await pageAs(browser, request, customer.email, customer.password, true);
    const kitchen = await pageAs(browser, request, FOOD_VENDOR.email, FOOD_VENDOR.password);

    await phone.goto('/food-delivery');
    await expect(phone.getByTestId('sample-data')).toHaveCount(0);
    await phone.getByLabel('Search restaurants or dishes').fill('jollof');
    await phone.getByRole('link', { name: "View Menu of Mama Ngozi's Kitchen" }).click();
    await expect(phone.getByTestId('open-status')).toBeVisible();
    await phone.getByRole('button', { name: 'Add Jollof Rice & Chicken' }).click();
    const bar = phone.getByTestId('restaurant-cart');
    await expect(bar).toContainText('1 item');
    await bar.getByRole('link', { name: 'Checkout' }).click();
    // ₦2,500 is above the restaurant's ₦2,000 line: free delivery.
    const id = await checkoutAndPay(phone, 2500);
    await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'new');

    await kitchen.goto('/dashboard/food-vendor/orders');
    await vendorStep(kitchen, id, 'Accept Order');
    // The customer's page follows each step without a reload.
    await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'preparing', { timeout: 5000 });
    await vendorStep(kitchen, id, 'Mark Ready');
    await expect(phone.getByTestId('order-status')).toHaveText('Waiting for Pickup', { timeout: 5000 });
    await vendorStep(kitchen, id, 'Hand over sealed package', 'Send photo and hand over');
    await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'out_for_delivery', { timeout: 5000 });
    await vendorStep(kitchen, id, 'Mark delivered', 'Send photo and mark delivered');
    await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'delivered', { timeout: 5000 });
    await expect(phone.getByTestId('seal-photos').getByTestId('seal-photo')).toHaveCount(2);

    await confirmSealAndCheckWallet(phone, kitchen, 'food-vendor', 'Food order', id, 2500);
  });

  test('a product with shipping: added on the phone, paid, acknowledged, shipped sealed, delivered, seal confirmed; the seller gets 95 % and the stock counts it sold', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = `Kente Tote Bag ${stamp()}`;
    const sellerToken = await apiToken(request, PRODUCT_VENDOR.email, PRODUCT_VENDOR.password);
    const product = (await ok(
      await request.post('/api/vendor/products', { headers: bearer(sellerToken), data: { name, price: 10000, category: 'Fashion', stock: 3 } }),
      201,
    )) as { data: { id: number } };
    const customer = await verifiedCustomer(request);
    const phone = await pageAs(browser, request, customer.email, customer.password, true);
    const seller = await pageAs(browser, request, PRODUCT_VENDOR.email, PRODUCT_VENDOR.password);

    await phone.goto('/ecommerce');
    await expect(phone.getByTestId('sample-data')).toHaveCount(0);
    await phone.getByRole('searchbox').fill(name);
    await phone.getByRole('button', { name: `Add to Cart: ${name}` }).click();
    await phone.getByRole('link', { name: /^Cart, 1 item/ }).click();
    await phone.getByRole('link', { name: 'Checkout with Funke Fashion House' }).click();
    // ₦10,000 and the shop's flat ₦1,500 delivery.
    const id = await checkoutAndPay(phone, 11500);
    await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'processing');

    await seller.goto('/dashboard/product-vendor/orders');
    await vendorStep(seller, id, 'Accept');
    await vendorStep(seller, id, 'Ship sealed package', 'Send photo and ship');
    await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'shipped', { timeout: 5000 });
    await vendorStep(seller, id, 'Mark delivered', 'Send photo and mark delivered');
    await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'delivered', { timeout: 5000 });

    await confirmSealAndCheckWallet(phone, seller, 'product-vendor', 'Shop order', id, 11500);
    const mine = (await ok(await request.get('/api/vendor/products?per_page=100', { headers: bearer(sellerToken) }))) as unknown as {
      data: Array<{ id: number; stock: number; sold: number }>;
    };
    expect(mine.data.find((p) => p.id === product.data.id)).toMatchObject({ stock: 2, sold: 1 });
  });
});
