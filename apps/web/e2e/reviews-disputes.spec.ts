import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { loginByApi } from './helpers';
import { adminLoginByApi } from './onboarding-helpers';
import { apiToken, bearer, completedOrder, ok, SERVICE_VENDOR, stamp, vendorPricing, verifiedCustomer } from './order-helpers';

const RULE = 'Your review is shown once the other side has written theirs, or after 14 days.';

/**
 * Trust: double-blind reviews of a completed service order, seen by both sides and then on the
 * provider's public reviews; a dispute the vendor answers and an admin resolves from the bell and
 * /admin/disputes. Every run makes its own pricing, customer and orders (the API does the setup).
 */

/** Serious or critical axe violations inside `selector` (the open dialog). */
async function dialogViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function pageAs(browser: Browser, request: APIRequestContext, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, request, email, password);
  return page;
}

const orderCard = (page: Page, id: number) => page.locator(`[data-testid="service-order-card"][data-order-id="${id}"]`);

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The dispute's one photo is shown (the private signed link loaded as an image). */
async function expectPhotoShown(scope: Locator) {
  const img = scope.getByTestId('dispute-photos').getByRole('img');
  await expect(img).toHaveCount(1);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
}

/** Opens "Leave a review" on the card, checks the blind rule, rates and submits. */
async function leaveReview(page: Page, id: number, stars: number, comment: string) {
  const card = orderCard(page, id);
  await card.getByRole('button', { name: 'Leave a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave a review' });
  await expect(dialog.getByTestId('review-blind-rule')).toHaveText(RULE);
  expect(await dialogViolations(page, '[data-testid="review-dialog"]')).toEqual([]);
  // The rating is a labelled radio group; submitting without one is refused on the spot.
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('Please choose a rating from 1 to 5')).toBeVisible();
  const label = `${stars} star${stars === 1 ? '' : 's'}`;
  await dialog
    .getByRole('radiogroup', { name: /Rating/ })
    .getByText(label, { exact: true })
    .click();
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Leave a review' })).toHaveCount(0);
}

test.describe('reviews and disputes', () => {
  test('customer and vendor review a completed order blind; both then show, and the customer’s on the provider’s public reviews', async ({
    browser,
    request,
  }) => {
    const vendorToken = await apiToken(request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    const pricing = await vendorPricing(request, vendorToken);
    const customer = await verifiedCustomer(request);
    const orderId = await completedOrder(request, customer.token, vendorToken, pricing);
    const customerComment = `Spotless sofas, on time ${stamp()}`;
    const vendorComment = `Clear instructions and a ready room ${stamp()}`;

    const customerPage = await pageAs(browser, request, customer.email, customer.password);
    await customerPage.goto('/dashboard/user/my-service-orders');
    await leaveReview(customerPage, orderId, 4, customerComment);

    // Blind: the vendor cannot see it yet, and the public list does not show it.
    const vendorView = await ok(await request.get(`/api/reviews/subject/service_order/${orderId}`, { headers: bearer(vendorToken) }));
    expect(vendorView.data).toMatchObject({ theirs: null, theirs_written: true, can_review: true });
    const hidden = (await ok(await request.get(`/api/service-vendors/${pricing.service_vendor_id}/reviews?per_page=50`))).data as unknown as {
      comment: string;
    }[];
    expect(hidden.map((r) => r.comment)).not.toContain(customerComment);

    // The vendor sees the order as reviewable and writes theirs.
    const vendorPage = await pageAs(browser, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    await vendorPage.goto('/dashboard/service-vendor/orders');
    await expect(orderCard(vendorPage, orderId).getByRole('button', { name: 'Leave a review' })).toBeVisible();
    await leaveReview(vendorPage, orderId, 5, vendorComment);

    // Both written: both are revealed to both sides.
    const both = await ok(await request.get(`/api/reviews/subject/service_order/${orderId}`, { headers: bearer(customer.token) }));
    expect(both.data).toMatchObject({ mine: { comment: customerComment, revealed: true }, theirs: { comment: vendorComment, rating: 5, revealed: true } });

    // The provider's card on /general-services opens its public reviews: the customer's review, not the vendor's.
    await customerPage.goto('/general-services');
    const card = customerPage.getByTestId('service-vendor-card').filter({ hasText: 'Home cleaning and fumigation' }).first();
    await card.getByRole('button', { name: 'Reviews' }).click();
    const reviews = customerPage.getByRole('dialog', { name: /Reviews/ });
    const mine = reviews.getByTestId('public-review').filter({ hasText: customerComment });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(reviews.getByText(vendorComment)).toHaveCount(0);
    expect(await dialogViolations(customerPage, '[data-testid="reviews-dialog"]')).toEqual([]);
  });

  test('a disputed order: the vendor responds, the admin sees it in the bell, opens /admin/disputes and resolves it', async ({ browser, request }) => {
    const vendorToken = await apiToken(request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    const pricing = await vendorPricing(request, vendorToken);
    const customer = await verifiedCustomer(request);
    const orderId = await completedOrder(request, customer.token, vendorToken, pricing);
    const reason = `The sofa still has stains ${stamp()}`;

    // The customer opens the dispute from the order card, with a photo; a PDF is refused on the spot.
    const customerPage = await pageAs(browser, request, customer.email, customer.password);
    await customerPage.goto('/dashboard/user/my-service-orders');
    await orderCard(customerPage, orderId).getByRole('button', { name: 'Open Dispute' }).click();
    const disputeDialog = customerPage.getByRole('dialog', { name: 'Open a dispute' });
    await disputeDialog.getByLabel('Reason').fill(reason);
    const picker = disputeDialog.getByTestId('dispute-photo-input');
    await picker.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(disputeDialog.getByText('Only photos can be attached: please upload a JPEG, PNG or WebP image')).toBeVisible();
    await picker.setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(disputeDialog.getByTestId('dispute-photo-list')).toContainText('stain.png');
    await disputeDialog.getByRole('button', { name: 'Open Dispute' }).click();
    await expect(customerPage.getByText('Your dispute has been opened. The payment stays in escrow until an administrator resolves it.')).toBeVisible();
    await expect(disputeDialog).toBeHidden();
    await expectPhotoShown(orderCard(customerPage, orderId));

    // The vendor sees the photo and answers from the order card.
    const vendorPage = await pageAs(browser, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    await vendorPage.goto('/dashboard/service-vendor/orders');
    const card = orderCard(vendorPage, orderId);
    await expect(card.getByTestId('order-dispute')).toContainText(reason);
    await expectPhotoShown(card);
    await card.getByRole('button', { name: 'Respond to dispute' }).click();
    const dialog = vendorPage.getByRole('dialog', { name: 'Respond to dispute' });
    await dialog.getByRole('button', { name: 'Send statement' }).click();
    await expect(dialog.getByText('Please write your side of the dispute')).toBeVisible();
    const statement = `Two stains are old dye marks, shown to the customer before we started ${stamp()}`;
    await dialog.getByLabel('Your statement').fill(statement);
    await dialog.getByRole('button', { name: 'Send statement' }).click();
    await expect(vendorPage.getByText('Your statement was sent to the Oja team.')).toBeVisible();
    await expect(card.getByTestId('dispute-vendor-statement')).toContainText(statement);

    // The admin's bell names the order; it leads to /admin/disputes.
    const adminPage = await (await browser.newContext()).newPage();
    await adminLoginByApi(adminPage, request);
    await adminPage.goto('/admin/dashboard');
    const bell = adminPage.getByTestId('admin-bell');
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`Notifications, \\d+ unread: .*order #${orderId}`));
    await bell.click();
    await expect(adminPage).toHaveURL(/\/admin\/disputes/);
    await expect(bell).toHaveAttribute('aria-label', 'Notifications');

    const row = adminPage.getByTestId('dispute-row').filter({ hasText: `Order #${orderId}` });
    await row.getByRole('button', { name: 'View' }).click();
    const detail = adminPage.getByTestId('dispute-detail');
    await expect(detail.getByTestId('customer-statement')).toHaveText(reason);
    await expect(detail.getByTestId('vendor-statement')).toHaveText(statement);
    await expectPhotoShown(detail);
    await expect(detail.getByTestId('dispute-timeline')).toContainText('Disputed by the customer');
    await expect(detail.getByTestId('dispute-timeline')).toContainText('Vendor responded');

    await detail.getByLabel('Resolution').selectOption('refund');
    await detail.getByLabel('Refund amount (₦)').fill('3000');
    await detail.getByLabel('Reason for the decision').fill('Old marks were disclosed; a quarter refunded for the one new stain.');
    await detail.getByRole('button', { name: 'Issue refund' }).click();
    await expect(row).toHaveCount(0);

    await adminPage.getByLabel('Status').selectOption('resolved');
    await adminPage
      .getByTestId('dispute-row')
      .filter({ hasText: `Order #${orderId}` })
      .getByRole('button', { name: 'View' })
      .click();
    await expect(adminPage.getByTestId('resolution')).toContainText('Refunded');

    // The vendor's card shows the dispute resolved; no more statement button.
    await vendorPage.reload();
    await expect(orderCard(vendorPage, orderId).getByTestId('order-dispute')).toContainText('resolved');
    await expect(orderCard(vendorPage, orderId).getByRole('button', { name: /Respond to dispute|Update your statement/ })).toHaveCount(0);
  });
});
