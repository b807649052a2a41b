import { expect, test } from '@playwright/test';
import { fillSignup, loginByApi, newCustomer, registerByApi } from './helpers';
import { ADMIN, adminLoginByApi } from './onboarding-helpers';

test.describe('change password', () => {
  test('a customer changes the password on Settings: weak ones are refused, other sessions end, this one stays', async ({ page, request }) => {
    const c = newCustomer();
    await registerByApi(request, c);
    const otherSession = (await (await request.post('/api/login', { data: { email: c.email, password: c.password } })).json()) as { token: string };
    await loginByApi(page, request, c.email, c.password);
    await page.goto('/dashboard/user/settings');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

    const fill = async (current: string, next: string, confirm = next) => {
      await page.getByRole('textbox', { name: 'Current password' }).fill(current);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill(confirm);
      await page.getByRole('button', { name: 'Change Password' }).click();
    };
    const card = page.getByTestId('change-password-card');

    // Cheap checks in the browser (shared rule) …
    await fill(c.password, 'Okafor-2026');
    await expect(card).toContainText('The password must not contain your name.');
    await fill(c.password, 'Zebra#Crossing9', 'Zebra#Crossing8');
    await expect(card).toContainText('The password confirmation does not match.');
    // … and the common-password list on the server.
    await fill(c.password, 'password123');
    await expect(card).toContainText('This password is too common and easy to guess. Please choose a different one.');
    await fill('not-my-password', 'Zebra#Crossing9');
    await expect(card).toContainText('Your current password is incorrect.');

    await fill(c.password, 'Zebra#Crossing9');
    await expect(card.getByRole('status')).toHaveText('Your password has been changed. You have been signed out on your other devices.');
    // This tab holds the new token; the other session has ended.
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${stored}` } })).status()).toBe(200);
    expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${otherSession.token}` } })).status()).toBe(401);
    await page.goto('/dashboard/user/profile');
    await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
    expect((await request.post('/api/login', { data: { email: c.email, password: 'Zebra#Crossing9' } })).status()).toBe(200);
  });

  test('sign-up refuses a password containing the name before asking the server', async ({ page }) => {
    const c = newCustomer();
    await page.goto('/signup');
    await fillSignup(page, { ...c, password: 'Okafor#2026', confirmPassword: 'Okafor#2026' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText('The password must not contain your name.');
  });

  test('an admin changes the password on Settings → Security (API answers stubbed: the seeded admin is shared)', async ({ page, request }) => {
    // The API side is covered by apps/api/test/security-auth.e2e-spec.ts with an admin of its own; here the
    // seeded admin's password must stay as it is for the other suites.
    const token = await adminLoginByApi(page, request);
    const sent: unknown[] = [];
    await page.route('**/api/admin/password/change', async (route) => {
      const body = route.request().postDataJSON() as { current_password: string };
      sent.push(body);
      if (body.current_password !== ADMIN.password) {
        return route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 422,
            code: 'CURRENT_PASSWORD_INCORRECT',
            message: 'Your current password is incorrect.',
            errors: { current_password: ['Your current password is incorrect.'] },
          }),
        });
      }
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Your password has been changed. You have been signed out on your other devices.', token: `${token}.renewed` }),
      });
    });
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const card = page.getByTestId('change-password-card');
    const fill = async (current: string, next: string) => {
      await page.getByRole('textbox', { name: 'Current password' }).fill(current);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill(next);
      await page.getByRole('button', { name: 'Change Password' }).click();
    };
    await fill(ADMIN.password, 'Admin-2026-new');
    await expect(card).toContainText('The password must not contain your e-mail address.');
    expect(sent).toHaveLength(0);
    await fill('wrong-password', 'Baobab-Tree#2026');
    await expect(card).toContainText('Your current password is incorrect.');
    await fill(ADMIN.password, 'Baobab-Tree#2026');
    await expect(card.getByRole('status')).toContainText('Your password has been changed.');
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBe(`${token}.renewed`);
    expect(sent).toHaveLength(2);
  });
});
