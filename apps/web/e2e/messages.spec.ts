import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loginByApi, newCustomer, PNG_1PX, registerByApi, VENDOR_PASSWORD, verificationLink } from './helpers';

/**
 * Messages per order (issue 25), one side after the other: the customer writes from the order card before paying
 * (the phone number is hidden, the photo attached), the vendor sees the unread count on the card and in the menu,
 * reads and answers; the customer's thread then says "Seen". The live, two-browser journey is the lead's.
 */

const SERVICE_VENDOR = { email: 'service.vendor@oja.test', password: VENDOR_PASSWORD };
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const lagosDay = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function pageAs(browser: Browser, request: APIRequestContext, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, request, email, password);
  return page;
}

const orderCard = (page: Page, id: number) => page.locator(`[data-testid="service-order-card"][data-order-id="${id}"]`);

test('customer and vendor talk about an order from its card: contacts hidden before payment, a photo, unread counts, Seen', async ({ browser, request }) => {
  const vendorToken = await apiToken(request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
  const details = (await (await request.get('/api/vendor/details', { headers: bearer(vendorToken) })).json()) as { data: { details: unknown } };
  test.skip(!details.data.details, 'the demo service vendor has no public profile on this database');
  const pricing = (await (
    await request.post('/api/vendor/service-pricings', { headers: bearer(vendorToken), data: { title: `Gate repair ${stamp()}`, description: 'Made by the messages journey.', price: 8_000 } })
  ).json()) as { data: { id: number; service_vendor_id: number } };
  const c = newCustomer();
  await registerByApi(request, c);
  await request.get(await verificationLink(request, c.email), { maxRedirects: 0 });
  const customerToken = await apiToken(request, c.email, c.password);
  const order = await request.post('/api/service-orders', {
    headers: bearer(customerToken),
    data: { service_vendor_id: pricing.data.service_vendor_id, service_pricing_id: pricing.data.id, deadline: lagosDay(4), requirements: `Order ${stamp()}`, service_address: '9 Broad Street, Lagos Island', preferred_time: 'anytime' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const id = ((await order.json()) as { data: { id: number } }).data.id;

  // The customer, before paying: the hint, the number hidden, a photo.
  const customer = await pageAs(browser, request, c.email, c.password);
  await customer.goto('/dashboard/user/my-service-orders?tab=all');
  await orderCard(customer, id).getByRole('button', { name: 'Message', exact: true }).click();
  const dialog = customer.getByRole('dialog', { name: /^Messages · Order/ });
  await expect(dialog.getByTestId('thread-empty')).toBeVisible();
  await expect(dialog.getByTestId('masking-hint')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please call me on 0803 123 4567 before you come');
  await dialog.getByLabel('Photos').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(dialog.getByRole('button', { name: 'Remove photo gate.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  const mine = dialog.getByTestId('message');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Please call me on [phone hidden] before you come');
  await expect.poll(() => mine.getByRole('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  const axe = await new AxeBuilder({ page: customer }).include('[data-testid="message-dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Nothing to send is refused on the spot.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please write a message or attach a photo');
  await dialog.getByRole('button', { name: 'Close messages' }).click();

  // The vendor: one unread on the card; opening reads it; the answer goes back.
  const vendor = await pageAs(browser, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
  await vendor.goto('/dashboard/service-vendor/orders?tab=all');
  await orderCard(vendor, id).getByRole('button', { name: 'Messages (1 unread)' }).click();
  const vDialog = vendor.getByRole('dialog', { name: /^Messages · Order/ });
  await expect(vDialog.getByTestId('message')).toContainText('[phone hidden]');
  await vDialog.getByRole('textbox', { name: 'Message' }).fill('The blue gate, yes. See you at 10.');
  await vDialog.getByRole('button', { name: 'Send' }).click();
  await expect(vDialog.getByTestId('message')).toHaveCount(2);
  await vDialog.getByRole('button', { name: 'Close messages' }).click();
  await expect(orderCard(vendor, id).getByRole('button', { name: 'Message', exact: true })).toBeVisible();

  // The customer's Messages page lists it with the answer unread; opening it shows "Seen" under their own message.
  await customer.goto('/dashboard/user/messages');
  const row = customer.getByTestId('conversation-row').filter({ hasText: `Order #${id}` });
  await expect(row).toContainText('The blue gate, yes. See you at 10.');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await row.getByRole('button').click();
  await expect(customer).toHaveURL(new RegExp(`kind=service_order&id=${id}`));
  const thread = customer.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByTestId('message')).toHaveCount(2);
  await expect(thread.getByTestId('seen')).toBeVisible();
  await expect(row.getByLabel('1 unread')).toHaveCount(0);
});
