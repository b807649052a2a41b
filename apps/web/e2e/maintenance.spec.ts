import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, loginByApi, newCustomer, registerByApi, VENDOR_PASSWORD, verificationLink } from './helpers';

/**
 * Auto maintenance in the browser: the customer reports an issue, chooses the demo
 * mechanic, pays the ₦5,000 fee on the sandbox checkout; the mechanic accepts, starts and completes; the
 * customer confirms, and the mechanic's wallet shows 95 % of the fee as payable.
 */
const MECHANIC = { email: 'mechanic@oja.test', password: VENDOR_PASSWORD };
const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);

async function verifiedCustomer(request: APIRequestContext) {
  const c = newCustomer();
  await registerByApi(request, c);
  const res = await request.get(await verificationLink(request, c.email), { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(400);
  return c;
}

async function pageAs(browser: Browser, request: APIRequestContext, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, request, email, password);
  return page;
}

/** A naira amount on screen as a number ("₦4,750.00" → 4750). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test.describe('auto maintenance', () => {
  test('logged out: the report asks for a login and comes back with the draft', async ({ page, request }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await page.goto('/auto-maintenance');
    await expect(page.getByTestId('step-1')).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'pending');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByTestId('report-error')).toHaveText('Please fill in all required fields');
    await page.getByLabel('Location').fill('Ogui Road, Enugu');
    await page.getByLabel('Service Type').selectOption('brake');
    await expect(page.getByLabel('Service Type')).toContainText('Brake service (₦8,000.00 – ₦25,000.00)');
    await page.getByLabel('Describe the Issue').fill('The brakes squeal');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fauto-maintenance$/);
    await page.getByLabel('Email').fill(c.email);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auto-maintenance$/);
    await expect(page.getByLabel('Location')).toHaveValue('Ogui Road, Enugu');
    await expect(page.getByLabel('Describe the Issue')).toHaveValue('The brakes squeal');
  });

  test('report, choose the demo mechanic, pay on the sandbox checkout; the mechanic accepts, starts, completes; the customer confirms and the mechanic gets 95 %', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = await verifiedCustomer(request);
    const customerPage = await pageAs(browser, request, customer.email, customer.password);
    const mechanicPage = await pageAs(browser, request, MECHANIC.email, MECHANIC.password);
    const issue = `Brake pedal soft ${Date.now().toString(36)}`;

    // The mechanic's earnings (released fees after the 5 % platform fee) before.
    await mechanicPage.goto('/dashboard/mechanic');
    const earningsBefore = amountOf(await mechanicPage.getByTestId('stat-earnings').textContent());

    // Step 1: report.
    await customerPage.goto('/auto-maintenance');
    await customerPage.getByLabel('Location').fill('Ogui Road, Enugu');
    await customerPage.getByLabel('Service Type').selectOption('brake');
    await customerPage.getByLabel('Describe the Issue').fill(issue);
    await customerPage.getByText('Yes', { exact: true }).click();
    await customerPage.getByRole('button', { name: 'Submit Request' }).click();
    await expect(customerPage.getByText('Maintenance request submitted successfully!')).toBeVisible();
    await expect(customerPage.getByTestId('step-1')).toHaveAttribute('data-state', 'completed');
    await expect(customerPage.getByTestId('step-2')).toHaveAttribute('data-state', 'active');
    const requestId = new URL(customerPage.url()).searchParams.get('request');
    expect(requestId).toBeTruthy();

    // Step 2: the live demo mechanic, nearest to Enugu, first; going back and forth is allowed.
    const card = customerPage.getByTestId('mechanic-card').filter({ hasText: 'Emeka Auto Clinic' });
    await expect(card).toHaveAttribute('data-sample', 'false');
    await card.getByRole('button', { name: 'Choose Mechanic' }).click();
    await expect(customerPage.getByTestId('step-3')).toHaveAttribute('data-state', 'active');
    await customerPage.getByRole('button', { name: 'Back' }).click();
    await expect(customerPage.getByTestId('step-2')).toHaveAttribute('data-state', 'active');
    await card.getByRole('button', { name: 'Choose Mechanic' }).click();
    await expect(customerPage.getByTestId('payment-summary')).toContainText('Emeka Auto Clinic');
    await expect(customerPage.getByTestId('payment-summary')).toContainText(naira(5000));

    // Step 3: pay on the sandbox checkout, back on /payment-success.
    await customerPage.getByRole('button', { name: `Pay ${naira(5000)}` }).click();
    await customerPage.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await customerPage.getByRole('button', { name: `Pay ${naira(5000)}` }).click();
    await customerPage.waitForURL(/\/payment-success\?/);
    expect(new URL(customerPage.url()).searchParams.get('maintenance_id')).toBe(requestId);
    await expect(customerPage.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(customerPage.getByTestId('payment-confirmed')).toContainText('held in escrow');
    await customerPage.getByRole('link', { name: 'View My Maintenance' }).click();
    const mine = customerPage.locator(`[data-testid="maintenance-request"][data-request-id="${requestId}"]`);
    await expect(mine.getByTestId('request-status')).toHaveText('Waiting for the mechanic');

    // The mechanic accepts, starts and completes.
    await mechanicPage.goto('/dashboard/mechanic/requests');
    const job = mechanicPage.locator(`[data-testid="maintenance-request"][data-request-id="${requestId}"]`);
    await expect(job).toContainText(issue);
    await expect(job).toContainText('Towing needed');
    await job.getByRole('button', { name: 'Accept' }).click();
    await expect(mechanicPage.getByText('Request accepted. The customer has been told.')).toBeVisible();
    await expect(job.getByTestId('request-status')).toHaveText('Accepted');
    await expect(job.getByRole('button', { name: 'Start Job' })).toBeEnabled();
    await job.getByRole('button', { name: 'Start Job' }).click();
    await expect(mechanicPage.getByText('Job started.')).toBeVisible();
    await expect(job.getByTestId('request-status')).toHaveText('In progress');
    await expect(job.getByRole('button', { name: 'Complete' })).toBeEnabled();
    await job.getByRole('button', { name: 'Complete' }).click();
    await expect(job.getByTestId('request-status')).toHaveText('Completed: please confirm');

    // The customer confirms: the fee is released.
    await customerPage.reload();
    await mine.getByRole('button', { name: 'Confirm Job Done' }).click();
    await customerPage.getByRole('alertdialog').getByRole('button', { name: 'Yes, release payment' }).click();
    await expect(mine.getByTestId('request-status')).toHaveText('Completed');

    // The mechanic: 95 % of ₦5,000 released to the wallet as payable, and counted in the overview's earnings.
    await mechanicPage.goto('/dashboard/mechanic/wallet');
    await expect(
      mechanicPage
        .locator('[data-testid="ledger-line"][data-bucket="payable"]')
        .filter({ hasText: `+${naira(4750)}` })
        .first(),
    ).toBeVisible();
    await mechanicPage.goto('/dashboard/mechanic');
    await expect.poll(async () => amountOf(await mechanicPage.getByTestId('stat-earnings').textContent())).toBeCloseTo(earningsBefore + 4750, 2);
    await mechanicPage.goto('/dashboard/mechanic/customers');
    await expect(mechanicPage.getByTestId('mechanic-customers')).toContainText(`${customer.firstName} ${customer.lastName}`);
  });

  test('the maintenance pages have no serious or critical axe violations', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const serious = async (page: Page) =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${page.url()} ${v.id}: ${n.target.join(' ')}`));
    const problems: string[] = [];
    const customerPage = await pageAs(browser, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const [path, ready] of [
      ['/auto-maintenance', 'How it works'],
      ['/dashboard/user/maintenance', 'My Maintenance'],
    ] as const) {
      await customerPage.goto(path);
      await expect(customerPage.getByRole('heading', { name: ready })).toBeVisible();
      await customerPage.waitForTimeout(300);
      problems.push(...(await serious(customerPage)));
    }
    const mechanicPage = await pageAs(browser, request, MECHANIC.email, MECHANIC.password);
    for (const [path, testId] of [
      ['/dashboard/mechanic', 'mechanic-stats'],
      ['/dashboard/mechanic/requests', 'maintenance-request'],
      ['/dashboard/mechanic/customers', 'mechanic-customers'],
    ] as const) {
      await mechanicPage.goto(path);
      await expect(mechanicPage.getByTestId(testId).first()).toBeVisible();
      await mechanicPage.waitForTimeout(300);
      problems.push(...(await serious(mechanicPage)));
    }
    expect(problems).toEqual([]);
  });
});
