import { expect, test } from '@playwright/test';
import { ADMIN, adminLoginByApi, adminLoginViaForm, createVendorByApi, newVendorAccount, storeUserSession, submitForReviewByApi } from './onboarding-helpers';
import { settled } from './helpers';

const adminStorage = (page: import('@playwright/test').Page) => page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('admin')]);

test.describe('admin login and guard', () => {
  test("login errors: 'Please fill in all fields', the server's message, show/hide password", async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('admin-login-error')).toHaveText('Please fill in all fields');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('admin-login-error')).toHaveText('Please fill in all fields');

    const password = page.getByLabel(/^Password/);
    await password.fill('wrong-password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('admin-login-error')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await adminStorage(page)).toEqual([null, null]);
  });

  test('without an admin token every admin page sends the visitor to /admin/login', async ({ page }) => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/vendors', '/admin/kyc/review', '/admin/bookings', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test("a user token is not an admin token; a rejected admin token is cleared with 'Failed to load admin info. Please try again.'", async ({
    page,
    request,
  }) => {
    await storeUserSession(page, request, 'customer@oja.test', 'Customer#2026');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.evaluate(() => {
      localStorage.setItem('admin_token', 'not-a-real-token');
      localStorage.setItem('admin', JSON.stringify({ id: 1, name: 'Ghost', email: 'ghost@oja.test', role: 'admin' }));
    });
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByTestId('admin-login-error')).toHaveText('Failed to load admin info. Please try again.');
    expect(await adminStorage(page)).toEqual([null, null]);
    // The customer session is untouched.
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
  });

  test('logs in to the dashboard; the shell shows name, e-mail and role; the title follows the path; logout clears even when the call fails', async ({
    page,
  }) => {
    await adminLoginViaForm(page);
    const [token, stored] = await adminStorage(page);
    expect(token).toBeTruthy();
    expect(JSON.parse(stored!)).toEqual(expect.objectContaining({ email: ADMIN.email }));
    // The user session keys are not used by the admin portal.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByTestId('admin-email')).toHaveText(ADMIN.email);
    await expect(sidebar.getByTestId('admin-role')).toHaveText('Super Admin');
    for (const [label, path] of [
      ['Vendors', '/admin/vendors'],
      ['KYC Review', '/admin/kyc/review'],
      ['Bookings', '/admin/bookings'],
      ['Settings', '/admin/settings'],
      ['Dashboard', '/admin/dashboard'],
    ]) {
      await sidebar.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('admin-title')).toHaveText(label);
    }
    await sidebar.getByRole('link', { name: 'Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);

    await page.route('**/api/admin/logout', (route) => route.abort());
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await adminStorage(page)).toEqual([null, null]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('admin dashboard', () => {
  test('stat cards match the API and the verification rate is round(approved / total × 100)', async ({ page, request }) => {
    const token = await adminLoginByApi(page, request);
    const res = await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as { data: Record<string, number> };
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-total-vendors')).toHaveText(String(data.total_vendors));
    await expect(page.getByTestId('stat-total-users')).toHaveText(String(data.total_users));
    const rate = data.total_vendors ? Math.round((data.approved_vendors / data.total_vendors) * 100) : 0;
    await expect(page.getByTestId('verification-rate-value')).toHaveText(`${rate}%`);
    await page.getByRole('link', { name: /Review KYC submissions/ }).click();
    await expect(page).toHaveURL(/\/admin\/kyc\/review$/);
  });

  test("a failed load shows 'Failed to load dashboard statistics' with zeros", async ({ page, request }) => {
    await adminLoginByApi(page, request);
    await page.route('**/api/admin/dashboard', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' }),
    );
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('dashboard-error')).toHaveText('Failed to load dashboard statistics');
    await expect(page.getByTestId('stat-total-vendors')).toHaveText('0');
    await expect(page.getByTestId('verification-rate-value')).toHaveText('0%');
  });
});

test.describe('KYC review', () => {
  test("rejecting needs a reason ('Please provide a rejection reason', nothing sent); the vendor then sees the rejection", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const v = newVendorAccount('kycreject');
    const session = await createVendorByApi(request, 'mechanic', v);
    await submitForReviewByApi(request, v, session);

    await adminLoginByApi(page, request);
    await page.goto('/admin/kyc/review?status=pending');
    await expect(page.getByRole('heading', { name: 'KYC Review' })).toBeVisible();
    await expect(page.getByText('Review and approve vendor compliance documents')).toBeVisible();
    const row = page.getByTestId('kyc-row').filter({ hasText: v.email });
    await expect(row).toContainText('NIN');
    await expect(row.getByTestId('kyc-status')).toHaveText('Pending');
    await row.getByRole('button', { name: 'Review' }).click();
    const modal = page.getByTestId('kyc-modal');

    let rejectCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/reject')) rejectCalls += 1;
    });
    await modal.getByLabel('Rejection Reason').fill('   ');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal.getByTestId('kyc-modal-error')).toHaveText('Please provide a rejection reason');
    expect(rejectCalls).toBe(0);

    await modal.getByLabel('Rejection Reason').fill('The NIN slip is not readable.');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    const rejected = page.getByTestId('kyc-row').filter({ hasText: v.email });
    await expect(rejected.getByTestId('kyc-status')).toHaveText('Rejected');
    await rejected.getByRole('button', { name: 'Review' }).click();
    await expect(modal.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(modal.getByLabel('Rejection Reason')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Close' }).first().click();

    const vendorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const vendorPage = await vendorContext.newPage();
    await storeUserSession(vendorPage, request, v.email, v.password);
    await vendorPage.goto('/dashboard/mechanic/compliance');
    await expect(vendorPage.getByTestId('rejection-notice')).toContainText('The NIN slip is not readable.');
    await expect(vendorPage.getByTestId('account-mode')).toHaveText('Test Mode');
    await vendorContext.close();
  });

  test('empty states and a dismissible load error banner', async ({ page, request }) => {
    await adminLoginByApi(page, request);
    await page.route('**/api/admin/kyc/verifications?*', (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('status') === 'approved') {
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Database unavailable"}' });
      }
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } }),
      });
    });
    await page.goto('/admin/kyc/review');
    await expect(page.getByTestId('empty-state')).toContainText('No KYC verifications found');
    await expect(page.getByTestId('empty-state')).toContainText('No KYC submissions yet');
    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    await expect(page.getByTestId('empty-state')).toContainText('No rejected KYC verifications');
    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    await expect(page.getByTestId('error-banner')).toHaveText('Failed to load KYC verifications: Database unavailable');
    await page.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(page.getByTestId('error-banner')).toHaveCount(0);
  });
});

test.describe('vendor management', () => {
  test('server-side search finds a new vendor; details modal; filters; empty state', async ({ page, request }) => {
    const v = newVendorAccount('Searchable');
    await createVendorByApi(request, 'food_vendor', v, 'business');
    await adminLoginByApi(page, request);
    await page.goto('/admin/vendors');
    await expect(page.getByText('Manage and monitor all platform vendors')).toBeVisible();

    const search = page.getByPlaceholder('Search vendors...');
    const searched = page.waitForRequest(
      (r) => r.url().includes('/api/admin/vendors?') && r.url().includes(`search=${encodeURIComponent(v.businessName.toUpperCase()).replace(/%20/g, '+')}`),
    );
    await search.fill(v.businessName.toUpperCase());
    await searched;
    const rows = page.getByTestId('vendor-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(v.email);
    await expect(rows.first()).toContainText('Business');
    await expect(rows.first()).toContainText('Food Vendor');
    await expect(rows.first()).toContainText('Phone not verified');
    await expect(rows.first().getByTestId('vendor-status')).toHaveText('Pending');

    await page.getByLabel('Status').selectOption('verified');
    await expect(page.getByTestId('empty-state')).toContainText('No vendors found');
    await expect(page.getByTestId('empty-state')).toContainText('Try adjusting your search or filters');
    await page.getByLabel('Status').selectOption('pending');
    await page.getByLabel('Category').selectOption('food');
    await expect(rows).toHaveCount(1);

    await rows.first().getByRole('button', { name: 'View' }).click();
    const modal = page.getByTestId('vendor-modal');
    for (const heading of ['Basic Information', 'Business Information', 'Verification Status']) await expect(modal.getByText(heading)).toBeVisible();
    await expect(modal).toContainText(v.email);
    await expect(modal).toContainText('Nigerian');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal.getByTestId('vendor-modal-error')).toHaveText('Please provide a rejection reason');
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();
  });

  test("a failed load shows 'Failed to load vendors' and empties the list", async ({ page, request }) => {
    await adminLoginByApi(page, request);
    await page.route('**/api/admin/vendors?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' }),
    );
    await page.goto('/admin/vendors');
    await expect(page.getByTestId('error-banner')).toHaveText('Failed to load vendors');
    await expect(page.getByTestId('vendor-row')).toHaveCount(0);
  });
});

test.describe('admin settings', () => {
  test('profile and notification settings save to the API and round-trip', async ({ page, request }) => {
    const token = await adminLoginByApi(page, request);
    const headers = { Authorization: `Bearer ${token}` };
    const before = ((await (await request.get('/api/admin/settings', { headers })).json()) as { data: Record<string, boolean> }).data;
    const me = ((await (await request.get('/api/admin/me', { headers })).json()) as { admin: { name: string; email: string } }).admin;

    try {
      await page.goto('/admin/settings');
      await expect(page.getByLabel('Role')).toHaveValue('Super Admin');
      await expect(page.getByLabel('Role')).toHaveAttribute('readonly', '');
      await page.getByLabel('Full name').fill(`${me.name} QA`);
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByTestId('profile-outcome')).toHaveText('Profile updated successfully!');
      await expect(page.getByTestId('admin-sidebar').getByTestId('admin-name')).toHaveText(`${me.name} QA`);

      await page.getByRole('tab', { name: 'Notifications' }).click();
      const weekly = page.getByLabel('Weekly Reports');
      if (before.weeklyReports) await expect(weekly).toBeChecked();
      else await expect(weekly).not.toBeChecked();
      await page.getByText('Weekly Reports', { exact: true }).click();
      const saved = page.waitForRequest((r) => r.url().endsWith('/api/admin/settings') && r.method() === 'PUT');
      await page.getByRole('button', { name: 'Save Notifications' }).click();
      expect((await saved).postDataJSON()).toEqual({
        emailNotifications: before.emailNotifications,
        kycAlerts: before.kycAlerts,
        systemAlerts: before.systemAlerts,
        weeklyReports: !before.weeklyReports,
      });
      await expect(page.getByTestId('notifications-outcome')).toHaveText('Notification settings updated successfully!');

      await page.reload();
      await expect(page.getByLabel('Full name')).toHaveValue(`${me.name} QA`);
      await page.getByRole('tab', { name: 'Notifications' }).click();
      if (before.weeklyReports) await expect(page.getByLabel('Weekly Reports')).not.toBeChecked();
      else await expect(page.getByLabel('Weekly Reports')).toBeChecked();

      await page.getByRole('tab', { name: 'System' }).click();
      for (const label of ['Maintenance Mode', 'Allow New Registrations', 'Require Email Verification', 'Auto-approve Vendors']) {
        await expect(page.getByLabel(label)).toBeVisible();
      }
      await page.route('**/api/admin/settings', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' })
          : route.continue(),
      );
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByTestId('system-outcome')).toContainText('Failed to update system settings');

      await page.getByRole('tab', { name: 'Security' }).click();
      await expect(page.getByTestId('security-notice')).toContainText('future updates');
    } finally {
      await request.put('/api/admin/settings', { headers, data: { weeklyReports: before.weeklyReports } });
      await request.put('/api/admin/profile', { headers, data: { name: me.name, email: me.email } });
    }
  });
});

test.describe('admin portal at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the shell opens its menu from the top bar and pages do not overflow sideways', async ({ page, request }) => {
    await adminLoginByApi(page, request);
    for (const path of ['/admin/dashboard', '/admin/vendors', '/admin/kyc/review', '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByTestId('admin-title')).toBeVisible();
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(/\/admin\/vendors$/);
    await expect(page.getByTestId('admin-title')).toHaveText('Vendors');
  });
});
