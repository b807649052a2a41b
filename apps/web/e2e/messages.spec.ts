import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loginByApi, PNG_1PX } from './helpers';
import { adminLoginByApi } from './onboarding-helpers';
import { apiToken, bookedOrder, completedOrder, SERVICE_VENDOR, vendorPricing, verifiedCustomer } from './order-helpers';

/**
 * Messages per order, one side after the other: the customer writes from the order card before paying
 * (the phone number is hidden, the photo attached), the vendor sees the unread count on the card and in the menu,
 * reads and answers; the customer's thread then says "Seen". An admin reads a disputed order's thread, and cannot write.
 * Both sides' pages stay open: what one does reaches the other live (docs/live.md).
 */

async function pageAs(browser: Browser, request: APIRequestContext, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, request, email, password);
  return page;
}

const orderCard = (page: Page, id: number) => page.locator(`[data-testid="service-order-card"][data-order-id="${id}"]`);

test('customer and vendor talk about an order live, both pages open: contacts hidden before payment, a photo, unread counts, Seen, the bell', async ({
  browser,
  request,
}) => {
  const vendorToken = await apiToken(request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
  const pricing = await vendorPricing(request, vendorToken);
  const c = await verifiedCustomer(request);
  const id = await bookedOrder(request, c.token, pricing);

  // Both open their pages first: everything below reaches the other side without a reload (docs/live.md).
  const customer = await pageAs(browser, request, c.email, c.password);
  const vendor = await pageAs(browser, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
  await vendor.goto('/dashboard/service-vendor/orders?tab=all');
  await expect(orderCard(vendor, id).getByRole('button', { name: 'Message', exact: true })).toBeVisible();
  await customer.goto('/dashboard/user/my-service-orders?tab=all');
  const bell = customer.getByTestId('notification-bell');
  // Loaded (a new customer has at least the welcome notice unread) before the count is read.
  await expect(bell).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
  const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  // The customer, before paying: the hint, the number hidden, a photo.
  await orderCard(customer, id).getByRole('button', { name: 'Message', exact: true }).click();
  const dialog = customer.getByRole('dialog', { name: /^Messages · Order/ });
  await expect(dialog.getByTestId('thread-empty')).toBeVisible();
  await expect(dialog.getByTestId('masking-hint')).toBeVisible();
  // Nothing to send is refused on the spot.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please write a message or attach a photo');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please call me on 0803 123 4567 before you come');
  await dialog.getByLabel('Photos').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(dialog.getByRole('button', { name: 'Remove photo gate.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  const mine = dialog.getByTestId('message');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Please call me on [phone hidden] before you come');
  await expect.poll(() => mine.getByRole('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(dialog.getByTestId('seen')).toHaveCount(0);
  const axe = await new AxeBuilder({ page: customer }).include('[data-testid="message-dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The vendor's open page counts it on the card, live; opening reads it, and the customer's open thread says "Seen".
  await orderCard(vendor, id).getByRole('button', { name: 'Messages (1 unread)' }).click({ timeout: 3000 });
  const vDialog = vendor.getByRole('dialog', { name: /^Messages · Order/ });
  await expect(vDialog.getByTestId('message')).toContainText('[phone hidden]');
  await expect(dialog.getByTestId('seen')).toBeVisible({ timeout: 3000 });
  // The answer appears in the customer's open thread, and the customer's bell counts up, without a reload.
  await vDialog.getByRole('textbox', { name: 'Message' }).fill('The blue gate, yes. See you at 10.');
  await vDialog.getByRole('button', { name: 'Send' }).click();
  await expect(vDialog.getByTestId('message')).toHaveCount(2);
  await expect(dialog.getByTestId('message')).toHaveCount(2, { timeout: 3000 });
  await expect(dialog.getByTestId('message').nth(1)).toContainText('The blue gate, yes. See you at 10.');
  await expect(bell).toHaveAttribute('aria-label', new RegExp(`Notifications, ${unreadBefore + 1} unread`), { timeout: 3000 });
  await vDialog.getByRole('button', { name: 'Close messages' }).click();
  await dialog.getByRole('button', { name: 'Close messages' }).click();

  // The customer's Messages page lists it; the bell's notice links to /dashboard/messages?…, which opens the thread
  // on the customer's own dashboard.
  await customer.goto('/dashboard/user/messages');
  const row = customer.getByTestId('conversation-row').filter({ hasText: `Order #${id}` });
  await expect(row).toContainText('The blue gate, yes. See you at 10.');
  const notices = (await (await request.get('/api/notifications', { headers: { Authorization: `Bearer ${c.token}` } })).json()) as {
    data: { title: string; link: string }[];
  };
  const notice = notices.data.find((n) => n.title === `New message on order #${id}`);
  expect(notice?.link).toBe(`/dashboard/messages?kind=service_order&id=${id}`);
  await customer.goto(notice!.link);
  await expect(customer).toHaveURL(new RegExp(`/dashboard/user/messages\\?kind=service_order&id=${id}$`));
  const thread = customer.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByTestId('message')).toHaveCount(2);
  await expect(thread.getByTestId('seen')).toBeVisible();
  await customer.context().close();
  await vendor.context().close();
});

test("an admin reads a disputed order's messages in the dispute, read only", async ({ browser, request }) => {
  const vendorToken = await apiToken(request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
  const pricing = await vendorPricing(request, vendorToken);
  const c = await verifiedCustomer(request);
  const id = await completedOrder(request, c.token, vendorToken, pricing);
  const said = `Two walls are still bare ${Date.now()}`;
  const post = await request.post(`/api/conversations/service_order/${id}/messages`, { headers: { Authorization: `Bearer ${c.token}` }, data: { body: said } });
  expect(post.status(), await post.text()).toBe(201);
  const dispute = await request.post(`/api/service-orders/${id}/dispute`, {
    headers: { Authorization: `Bearer ${c.token}` },
    data: { reason: 'Work not finished' },
  });
  expect(dispute.status(), await dispute.text()).toBe(200);

  const admin = await (await browser.newContext()).newPage();
  await adminLoginByApi(admin, request);
  await admin.goto('/admin/disputes');
  await admin
    .getByTestId('dispute-row')
    .filter({ hasText: `Order #${id}` })
    .getByRole('button', { name: 'View' })
    .click();
  const messages = admin.getByTestId('dispute-messages');
  await expect(messages.getByTestId('message')).toContainText(said);
  await expect(messages.getByTestId('message')).toContainText(`${c.firstName} ${c.lastName}`);
  await expect(messages.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(messages.getByRole('button', { name: 'Send' })).toHaveCount(0);
});
