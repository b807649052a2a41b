import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, fillSignup, loginViaForm, newCustomer, verificationLink } from './helpers';

test.describe('customer sign-up', () => {
  test('shows each validation message', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    const create = page.getByRole('button', { name: 'Create Account' });

    await create.click();
    await expect(page.getByTestId('signup-error')).toHaveText('Please fill in all required fields');

    const c = newCustomer();
    await fillSignup(page, { ...c, phone: '' });
    await create.click();
    await expect(page.getByTestId('signup-error')).toHaveText('Please fill in all required fields');

    await fillSignup(page, { phone: c.phone, confirmPassword: 'not-the-same' });
    await create.click();
    await expect(page.getByTestId('signup-error')).toHaveText('Passwords do not match');
  });

  test("shows the server's message for a taken e-mail", async ({ page, request }) => {
    const c = { ...newCustomer(), email: DEMO_CUSTOMER.email };
    const api = await request.post('/api/register', {
      data: { name: 'Ada Okafor', email: c.email, phone: c.phone, password: c.password, user_type: 'user' },
    });
    expect(api.status()).toBe(409);
    const serverMessage = ((await api.json()) as { message: string }).message;

    await page.goto('/signup');
    await fillSignup(page, { ...c, confirmPassword: c.password });
    const logged = page.waitForRequest((r) => r.url().endsWith('/log-error') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText(serverMessage);
    const body = (await logged).postDataJSON() as { context: string; message: string };
    expect(body.context).toBe('signup');
    expect(body.message).toBe(serverMessage);
  });

  test('signs up, verifies the e-mail from the outbox link and logs in to /dashboard/user', async ({ page, request }) => {
    const c = newCustomer();
    await page.goto('/signup');
    await fillSignup(page, { ...c, confirmPassword: c.password });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('signup-success')).toContainText('Please check your email to verify your account.');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    const link = await verificationLink(request, c.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByTestId('verified-notice')).toContainText('Email verified successfully!');

    await page.getByLabel('Email').fill(c.email);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await expect(page.getByTestId('welcome')).toHaveText('Welcome back, Ada!');
    const sidebar = page.getByTestId('sidebar');
    for (const item of ['Overview', 'Profile', 'Wallet', 'Orders', 'My Bookings', 'My Service Orders', 'Rides', 'Settings']) {
      await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
  });

  test('the vendor tab starts the three-step wizard; Back returns to the account step', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('tab', { name: 'Vendor' }).click();
    await expect(page.getByTestId('vendor-step')).toHaveText('Step 1 of 3: Account details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText('Please fill in all required fields');
    const c = newCustomer();
    await fillSignup(page, { ...c, confirmPassword: c.password });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('vendor-step')).toHaveText('Step 2 of 3: Business information');
    await expect(page.getByLabel('Service Name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('vendor-step')).toHaveText('Step 1 of 3: Account details');
    await expect(page.getByLabel('Email')).toHaveValue(c.email);
  });
});

test.describe('sign-in', () => {
  test('wrong password shows the server message', async ({ page }) => {
    await loginViaForm(page, DEMO_CUSTOMER.email, 'wrong-password');
    await expect(page.getByTestId('login-error')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('password can be shown and hidden; social buttons are disabled and say plainly how to sign in instead', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel(/^Password/);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: /Google/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Facebook/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveAccessibleDescription(
      'Google and Facebook sign-in are not offered. Sign in with your e-mail and password.',
    );
    await expect(page.getByTestId('social-login').locator('..')).not.toContainText(/coming soon/i);
  });

  test('remember me keeps the session in localStorage, otherwise sessionStorage', async ({ page }) => {
    await loginViaForm(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, false);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    expect(await page.evaluate(() => [Boolean(sessionStorage.getItem('token')), Boolean(localStorage.getItem('token'))])).toEqual([true, false]);
    await page.evaluate(() => sessionStorage.clear());

    await loginViaForm(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, true);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    const stored = await page.evaluate(() => ({
      token: Boolean(localStorage.getItem('token')),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
      session: Boolean(sessionStorage.getItem('token')),
    }));
    expect(stored).toEqual({ token: true, user: expect.objectContaining({ email: DEMO_CUSTOMER.email }), session: false });
  });

  test('forgot password e-mails a reset link; the reset page sets a new password', async ({ page, request }) => {
    const c = newCustomer();
    const reg = await request.post('/api/register', {
      data: { name: 'Ada Okafor', email: c.email, phone: c.phone, password: c.password, user_type: 'user' },
    });
    expect(reg.status()).toBe(201);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(c.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toContainText('password reset link');

    let link: string | null = null;
    await expect
      .poll(async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(c.email)}`);
        const { data } = (await res.json()) as { data: { link: string | null }[] };
        link = data.find((m) => m.link?.includes('/reset-password'))?.link ?? null;
        return link;
      })
      .toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Brand#New2026');
    await page.getByLabel('Confirm new password').fill('Brand#New2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);

    await page.getByLabel('Email').fill(c.email);
    await page.getByLabel(/^Password/).fill('Brand#New2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user$/);
  });

  const vendors: [string, string, string][] = [
    ['mechanic@oja.test', '/dashboard/mechanic', 'Service Requests'],
    ['rider@oja.test', '/dashboard/rider', 'Earnings'],
    ['product.vendor@oja.test', '/dashboard/product-vendor', 'Products'],
    ['apartment.host@oja.test', '/dashboard/apartment', 'Add Listing'],
    ['service.vendor@oja.test', '/dashboard/service-vendor', 'Service Pricings'],
    ['food.vendor@oja.test', '/dashboard/food-vendor', 'Menu'],
  ];
  test('vendors land on the dashboard of their category with its menu', async ({ page }) => {
    for (const [email, path, menuItem] of vendors) {
      await page.context().clearCookies();
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await loginViaForm(page, email, 'Vendor#2026');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar.getByRole('link', { name: menuItem, exact: true })).toBeVisible();
      for (const item of ['Overview', 'Profile', 'Analytics', 'Compliance', 'Settings']) {
        await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeVisible();
      }
    }
  });
});
