import { expect, test, type Page } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi } from './helpers';
import { createVendorByApi, newVendorAccount } from './onboarding-helpers';

/** Download my data, then Delete my account (wrong password, request, cancel), in a dashboard's Settings. */
async function useDataRights(page: Page, settings: string, password: string) {
  await page.goto(settings);
  const exportCard = page.getByTestId('data-export');
  await exportCard.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByText('We are preparing your data. We will notify you when it is ready to download.')).toBeVisible();
  // The worker builds it; the card polls until the link is there.
  const link = exportCard.getByRole('link', { name: 'Download ZIP' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^oja-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await download.createReadStream().then(
    (s) =>
      new Promise<Buffer>((resolve) => {
        const parts: Buffer[] = [];
        s.on('data', (c: Buffer) => parts.push(c));
        s.on('end', () => resolve(Buffer.concat(parts)));
      }),
  );
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  const erasure = page.getByTestId('erasure');
  await erasure.getByRole('button', { name: 'Delete my account' }).click();
  await erasure.getByLabel('Your password').fill('not-my-password');
  await erasure.getByRole('button', { name: 'Delete my account' }).click();
  await expect(erasure.getByText('Your password is incorrect.')).toBeVisible();
  await erasure.getByLabel('Your password').fill(password);
  await erasure.getByRole('button', { name: 'Delete my account' }).click();
  await expect(erasure.getByTestId('erasure-pending')).toContainText('Your account will be erased on');
  // The deactivation that goes with it shows too; cancelling the erasure cancels both.
  await expect(page.getByTestId('deactivation-pending')).toBeVisible();
  await erasure.getByRole('button', { name: 'Cancel erasure' }).click();
  await expect(page.getByText('Account erasure cancelled.')).toBeVisible();
  await expect(erasure.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await expect(page.getByTestId('deactivation').getByRole('button', { name: 'Deactivate my account' })).toBeVisible();
}

test.describe('data rights in Settings (NDPA)', () => {
  test('a customer downloads their data and asks to delete the account, then cancels', async ({ page, request }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    await loginByApi(page, request, c.email, c.password);
    await useDataRights(page, '/dashboard/user/settings', c.password);
  });

  test('a vendor does the same from the vendor dashboard', async ({ page, request }) => {
    const v = newVendorAccount('rights');
    await createVendorByApi(request, 'mechanic', v);
    await loginByApi(page, request, v.email, v.password);
    await useDataRights(page, '/dashboard/mechanic/settings', v.password);
  });
});
