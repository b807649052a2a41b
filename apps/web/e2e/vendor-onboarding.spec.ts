import { expect, test, type Page } from '@playwright/test';
import { fillSignup, loginViaForm } from './helpers';
import {
  adminLoginViaForm,
  createVendorByApi,
  newVendorAccount,
  PDF_FIXTURE,
  PNG_FIXTURE,
  storeUserSession,
  voiceCode,
  type VendorAccount,
} from './onboarding-helpers';

interface Scenario {
  name: string;
  category: string;
  segment: string;
  vendorType: 'individual' | 'business';
  documentType: 'NIN' | 'CAC';
  fillDetails: (page: Page, v: VendorAccount) => Promise<void>;
  file: { name: string; mimeType: string; buffer: Buffer };
  guardedPage?: string;
  /** Checks the category setup call's body. */
  checkSetup?: (body: Record<string, unknown>) => void;
}

const scenarios: Scenario[] = [
  {
    name: 'a food vendor (business, PDF document)',
    category: 'food_vendor',
    segment: 'food-vendor',
    vendorType: 'business',
    documentType: 'CAC',
    file: { name: 'cac-certificate.pdf', mimeType: 'application/pdf', buffer: PDF_FIXTURE },
    fillDetails: async (page, v) => {
      await page.getByLabel('Restaurant name').fill(v.businessName);
      await page.getByLabel('Cuisine').fill('Nigerian, continental');
      await page.getByLabel('Address').fill('5 Bode Thomas Street, Surulere');
      await expect(page.getByLabel('Phone')).toHaveValue(v.phone);
      await page.getByLabel('Opening hours').fill('Mon–Sat 8am–10pm');
      // The logo is a picture uploaded like the profile picture; the setup call sends its stored URL.
      await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_FIXTURE });
      await expect(page.getByTestId('logo-preview')).toContainText('logo.png');
    },
    checkSetup: (body) => expect(body.logo).toMatch(/^https?:\/\/[^/]+\/uploads\/avatars\/[0-9a-f-]{36}\.\w+$/),
  },
  {
    name: 'a service apartment host (individual, PNG document)',
    category: 'service_apartment',
    segment: 'apartment',
    vendorType: 'individual',
    documentType: 'NIN',
    file: { name: 'nin-slip.png', mimeType: 'image/png', buffer: PNG_FIXTURE },
    guardedPage: '/dashboard/apartment/listing',
    fillDetails: async (page, v) => {
      await expect(page.getByLabel('Full name')).toHaveValue(`${v.firstName} ${v.lastName}`);
      await page.getByLabel('Organization name').fill(v.businessName);
      await page.getByLabel('Organization address').fill('Admiralty Way, Lekki');
      await page.getByLabel('Website').fill('https://example.com');
      await page.getByLabel('Years of experience').fill('4');
    },
  },
];

async function signUpVendor(page: Page, s: Scenario, v: VendorAccount) {
  await page.goto('/signup');
  await page.getByRole('tab', { name: 'Vendor' }).click();
  await fillSignup(page, { ...v, confirmPassword: v.password });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('vendor-step')).toHaveText('Step 2 of 3: Business information');
  if (s.vendorType === 'business') {
    await page.getByText('Business', { exact: true }).click();
    await expect(page.getByLabel('Business Name')).toBeVisible();
  } else {
    await expect(page.getByLabel('Service Name')).toBeVisible();
  }
  await page.locator('input[name="business_name"]').fill(v.businessName);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Category').selectOption(s.category);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('vendor-step')).toHaveText('Step 3 of 3: Category details');
  await s.fillDetails(page, v);
  const setup = page.waitForRequest((r) => /\/api\/vendor\/\w+\/setup$/.test(r.url()));
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  s.checkSetup?.((await setup).postDataJSON() as Record<string, unknown>);
  await expect(page.getByTestId('signup-success')).toContainText('Your account will be reviewed for verification');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
}

test.describe('vendor onboarding end to end', () => {
  for (const s of scenarios) {
    test(`${s.name} signs up, verifies the phone, uploads a document, is approved in KYC Review and goes Live`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(150_000);
      const v = newVendorAccount(s.segment);

      await signUpVendor(page, s, v);
      await loginViaForm(page, v.email, v.password);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${s.segment}$`));
      await expect(page.getByText('Test Mode', { exact: true })).toBeVisible();
      await expect(page.getByTestId('email-verification-banner')).toContainText('Please verify your e-mail address');

      if (s.guardedPage) {
        await page.goto(s.guardedPage);
        await expect(page).toHaveURL(new RegExp(`/dashboard/${s.segment}/compliance$`));
      } else {
        await page.getByTestId('sidebar').getByRole('link', { name: 'Compliance' }).click();
      }
      await expect(page.getByRole('heading', { name: 'Compliance Verification' })).toBeVisible();
      await expect(page.getByTestId('account-mode')).toHaveText('Test Mode');
      await expect(page.getByTestId('review-time')).toHaveText('Review time: 1-3 business days');
      await expect(page.getByRole('button', { name: 'Submit for Review' })).toBeDisabled();

      // Phone: send → verify, with the code read from the dev outbox.
      await page.getByRole('button', { name: 'Verify Phone' }).click();
      const modal = page.getByTestId('otp-modal');
      await modal.getByRole('button', { name: 'Send Code' }).click();
      await expect(modal.getByTestId('otp-success')).toHaveText('Voice OTP sent successfully!');
      const code = await voiceCode(request, v.phone);
      const otp = modal.getByLabel('Verification code');
      await otp.fill('7x');
      await expect(otp).toHaveValue('7');
      await modal.getByRole('button', { name: 'Verify' }).click();
      await expect(modal.getByTestId('otp-error')).toHaveText('Please enter a valid 3-digit OTP');
      await otp.fill(code === '000' ? '111' : '000');
      await modal.getByRole('button', { name: 'Verify' }).click();
      await expect(modal.getByTestId('otp-error')).toHaveText('Invalid OTP. Please try again.');
      await otp.fill(code);
      await modal.getByRole('button', { name: 'Verify' }).click();
      await expect(modal.getByTestId('otp-success')).toHaveText('Phone number verified successfully!');
      await expect(modal).toBeHidden({ timeout: 5000 });
      await expect(page.getByTestId('phone-status')).toHaveText('Verified');

      // Document: checks, then an upload with its progress shown.
      const card = page.getByTestId('document-card');
      await expect(card).toContainText(s.documentType === 'NIN' ? 'NIN' : 'CAC');
      await card.getByRole('button', { name: 'Upload Document' }).click();
      await expect(card.getByTestId('document-error')).toHaveText('Please select a document first');
      await card.getByTestId('document-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(card.getByTestId('document-error')).toHaveText('Please select a valid image (JPG, PNG) or PDF file');
      await card.getByTestId('document-input').setInputFiles(s.file);
      await expect(card.getByTestId('chosen-document')).toContainText(s.file.name);
      await page.route('**/api/vendor/compliance/upload-document', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await card.getByRole('button', { name: 'Upload Document' }).click();
      await expect(card.getByTestId('upload-progress')).toBeVisible();
      await expect(page.getByTestId('toast').filter({ hasText: 'Document uploaded successfully!' })).toBeVisible();
      await page.unroute('**/api/vendor/compliance/upload-document');
      if (s.file.mimeType === 'application/pdf') {
        await expect(card.getByTestId('pdf-placeholder')).toBeVisible();
        await expect(card.getByRole('link', { name: 'View Document' })).toHaveAttribute('target', '_blank');
      } else {
        const img = card.locator('img[alt="Your uploaded document"]');
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }

      await page.getByRole('button', { name: 'Submit for Review' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Submitted for review! You will be notified once approved.' })).toBeVisible();
      await expect(page.getByTestId('under-review')).toBeVisible();

      // The admin approves in KYC Review.
      const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const admin = await adminContext.newPage();
      await adminLoginViaForm(admin);
      await admin.getByRole('link', { name: 'KYC Review' }).first().click();
      await expect(admin.getByTestId('admin-title')).toHaveText('KYC Review');
      await admin.getByRole('button', { name: 'Pending', exact: true }).click();
      const row = admin.getByTestId('kyc-row').filter({ hasText: v.email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(s.documentType);
      await row.getByRole('button', { name: 'Review' }).click();
      const review = admin.getByTestId('kyc-modal');
      await expect(review.getByRole('heading', { name: 'KYC Document Review' })).toBeVisible();
      await expect(review).toContainText(v.email);
      await expect(review).toContainText(v.businessName);
      if (s.file.mimeType === 'application/pdf') await expect(review.getByTestId('pdf-placeholder')).toBeVisible();
      else
        await expect
          .poll(() =>
            review
              .locator('img')
              .first()
              .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
          )
          .toBe(true);
      await expect(review.getByRole('link', { name: 'View Document' })).toHaveAttribute('target', '_blank');
      await review.getByRole('button', { name: 'Approve' }).click();
      await expect(review).toBeHidden();
      await expect(admin.getByTestId('kyc-row').filter({ hasText: v.email })).toHaveCount(0);
      await adminContext.close();

      // The vendor's dashboard now shows Live.
      await page.goto(`/dashboard/${s.segment}`);
      await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Test Mode', { exact: true })).toHaveCount(0);
      await page.goto(`/dashboard/${s.segment}/compliance`);
      await expect(page.getByTestId('account-mode')).toHaveText('Live');
      if (s.guardedPage) {
        await page.goto(s.guardedPage);
        await expect(page).toHaveURL(new RegExp(`${s.guardedPage}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'Create Apartment Listing' })).toBeVisible();
      }
    });
  }
});

test.describe('vendor sign-up wizard', () => {
  test('validates the category forms on the client, and Back keeps each step', async ({ page }) => {
    const v = newVendorAccount('wizard');
    await page.goto('/signup');
    await page.getByRole('tab', { name: 'Vendor' }).click();
    await fillSignup(page, { ...v, confirmPassword: v.password });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('input[name="business_name"]').fill('Okada Express');
    await page.getByLabel('Category').selectOption('rider');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByLabel('Vehicle type')).toHaveValue('bike');
    await expect(page.getByLabel('Years of experience')).toHaveValue('1');
    await page.getByLabel('Years of experience').fill('0');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText('Years of experience must be a whole number from 1 to 50');
    await page.getByLabel('Years of experience').fill('51');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText('Years of experience must be a whole number from 1 to 50');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('vendor-step')).toHaveText('Step 2 of 3: Business information');
    await expect(page.locator('input[name="business_name"]')).toHaveValue('Okada Express');
    await page.getByLabel('Category').selectOption('product_vendor');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Store address').fill('Allen Avenue');
    await page.getByLabel('Store description').fill('Phones and accessories');
    // The logo is a picture: anything else is refused when chosen.
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('signup-error')).toHaveText('Please select a valid image file');
    await page.getByLabel('Logo').setInputFiles([]);
    await page.getByLabel('Store address').fill('');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText('Please fill in all required fields');
    // Nothing was sent: the e-mail is still free.
    await expect(page).toHaveURL(/\/signup\/vendor$/);
  });

  test('the vendor tab is its own address: tapped before the app has taken the page over, it opens the vendor form', async ({ page }) => {
    // No script runs: the page is the prerendered HTML alone, as on a slow phone before hydration.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/signup');
    await expect(page.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Vendor' }).click();
    await expect(page).toHaveURL(/\/signup\/vendor$/);
    await expect(page.getByTestId('vendor-step')).toHaveText('Step 1 of 3: Account details');
    await expect(page.getByRole('tab', { name: 'Vendor' })).toHaveAttribute('aria-selected', 'true');
    // With the app running, the tabs switch in place, each at its address.
    await page.unroute(/\/assets\/.+\.js$/);
    await page.reload();
    await page.getByRole('tab', { name: 'Customer' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByTestId('vendor-step')).toHaveCount(0);
  });

  test("a server failure shows the server's message, is logged, and a retry does not register twice", async ({ page }) => {
    const v = newVendorAccount('retry');
    await page.goto('/signup');
    await page.getByRole('tab', { name: 'Vendor' }).click();
    await fillSignup(page, { ...v, confirmPassword: v.password });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('input[name="business_name"]').fill(v.businessName);
    await page.getByLabel('Category').selectOption('mechanic');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Workshop name').fill(v.businessName);
    await page.getByLabel('Services offered').fill('Brakes and engines');
    await page.getByLabel('Location').fill('Ikeja');

    await page.route('**/api/vendor/mechanic/setup', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html>oops</html>' }));
    const logged = page.waitForRequest((r) => r.url().endsWith('/log-error') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText('Network error');
    const body = (await logged).postDataJSON() as { context: string; extra: { step: string } };
    expect(body.context).toBe('vendor-signup');
    expect(body.extra.step).toBe('setup');

    await page.unroute('**/api/vendor/mechanic/setup');
    const registerCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register')) registerCalls.push(r.url());
    });
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByTestId('signup-success')).toBeVisible();
    expect(registerCalls).toEqual([]);
  });
});

test.describe('guarded vendor pages', () => {
  test('a vendor that is not live opening a guarded page lands on its compliance page', async ({ page, request }) => {
    const host = newVendorAccount('guard-host');
    await createVendorByApi(request, 'service_apartment', host);
    await storeUserSession(page, request, host.email, host.password);
    for (const path of ['/dashboard/apartment/listing', '/dashboard/apartment/properties']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/apartment\/compliance$/);
      await expect(page.getByTestId('account-mode')).toHaveText('Test Mode');
    }
    // Unguarded pages of the same vendor open normally.
    await page.goto('/dashboard/apartment/bookings');
    await expect(page).toHaveURL(/\/dashboard\/apartment\/bookings$/);

    const provider = newVendorAccount('guard-service');
    await createVendorByApi(request, 'service_vendor', provider);
    await page.evaluate(() => localStorage.clear());
    await storeUserSession(page, request, provider.email, provider.password);
    for (const path of ['/dashboard/service-vendor/pricings', '/dashboard/service-vendor/orders']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/service-vendor\/compliance$/);
    }
  });

  test("an unverified e-mail shows a banner with 'Resend verification e-mail'", async ({ page, request }) => {
    const v = newVendorAccount('resend');
    await createVendorByApi(request, 'rider', v);
    await storeUserSession(page, request, v.email, v.password);
    await page.goto('/dashboard/rider');
    const banner = page.getByTestId('email-verification-banner');
    await expect(banner).toContainText('Please verify your e-mail address');
    const resent = page.waitForResponse((r) => r.url().endsWith('/api/email/resend'));
    await banner.getByRole('button', { name: 'Resend verification e-mail' }).click();
    expect((await resent).status()).toBeLessThan(300);
    await expect(page.getByTestId('toast').filter({ hasText: 'verification link' })).toBeVisible();
  });
});
