import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openOrigin, PNG_1PX, trackRequests, uniqueEmail } from './helpers';

export const ADMIN = { email: 'admin@oja.test', password: 'OjaAdmin#2026' };
export const VENDOR_SIGNUP_PASSWORD = 'Vendor#e2e2026';

let phoneCounter = 0;
/** A unique Nigerian mobile number (local form) — prefixes rotate so two made in one millisecond differ. */
export function uniqueVendorPhone(): string {
  const prefixes = ['0803', '0805', '0806', '0807', '0813', '0816', '0703', '0706', '0903', '0906'];
  phoneCounter += 1;
  const prefix = prefixes[(Date.now() + phoneCounter) % prefixes.length];
  return `${prefix}${String(Date.now() + phoneCounter * 7919).slice(-7)}`;
}

/** 0803 123 4567 → +2348031234567 (how the API stores phones and the dev outbox addresses calls). */
export function toE164(localPhone: string): string {
  const digits = localPhone.replace(/\D/g, '');
  return digits.startsWith('0') ? `+234${digits.slice(1)}` : `+${digits}`;
}

/** A tiny but real PDF (file-type recognises it by its `%PDF-` header). */
export const PDF_FIXTURE = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
export const PNG_FIXTURE = PNG_1PX;

/** The newest voice-call code sent to `localPhone`, read from the dev outbox. */
export async function voiceCode(request: APIRequestContext, localPhone: string, notCode?: string): Promise<string> {
  const to = toE164(localPhone);
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: { channel: string; to: string; code: string | null }[] };
        code = body.data.find((m) => m.channel === 'voice' && m.code && m.code !== notCode)?.code ?? null;
        return code;
      },
      { timeout: 20_000, message: `voice OTP to ${to} in the dev outbox` },
    )
    .toBeTruthy();
  return code!;
}

export interface VendorAccount {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  businessName: string;
}

export function newVendorAccount(label: string): VendorAccount {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: 'Bola',
    lastName: 'Adeyemi',
    email: uniqueEmail(`vendor.${label}`).toLowerCase(),
    phone: uniqueVendorPhone(),
    password: VENDOR_SIGNUP_PASSWORD,
    businessName: `${label} ${stamp}`,
  };
}

export type CategoryKey = 'mechanic' | 'rider' | 'product_vendor' | 'service_apartment' | 'service_vendor' | 'food_vendor';

const SETUP: Record<CategoryKey, string> = {
  mechanic: 'mechanic',
  rider: 'rider',
  product_vendor: 'product',
  service_apartment: 'apartment',
  service_vendor: 'service',
  food_vendor: 'food',
};

/** Category details the API accepts, for vendors made through the API. */
export function sampleDetails(category: CategoryKey, v: VendorAccount): Record<string, string | number> {
  switch (category) {
    case 'mechanic':
      return { workshop_name: v.businessName, services_offered: 'Brakes, engine', location: 'Ikeja', contact_number: v.phone };
    case 'rider':
      return { vehicle_type: 'bike', experience_years: 3 };
    case 'product_vendor':
      return { contact_person: 'Bola', store_address: 'Allen Avenue', store_phone: v.phone, store_email: v.email, store_description: 'Phones' };
    case 'service_apartment':
      return { full_name: 'Bola Adeyemi', phone_number: v.phone, organization_name: v.businessName, organization_address: 'Lekki', years_of_experience: 4 };
    case 'service_vendor':
      return { service_name: v.businessName, description: 'Cleaning', location: 'Yaba', phone: v.phone, email: v.email };
    case 'food_vendor':
      return { restaurant_name: v.businessName, cuisine: 'Nigerian', address: 'Surulere', phone: v.phone, opening_hours: '8am-10pm' };
  }
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers a vendor through the API (account, basics, category setup) and returns its token and user id. */
export async function createVendorByApi(
  request: APIRequestContext,
  category: CategoryKey,
  v: VendorAccount,
  vendorType: 'individual' | 'business' = 'individual',
): Promise<{ token: string; userId: number }> {
  const reg = await request.post('/api/register', {
    data: { name: `${v.firstName} ${v.lastName}`, email: v.email, phone: v.phone, password: v.password, user_type: 'vendor' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post('/api/login', { data: { email: v.email, password: v.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const basics = await request.post('/api/vendor/register', {
    headers: auth(token),
    data: { vendor_type: vendorType, business_name: v.businessName, category },
  });
  expect(basics.status(), await basics.text()).toBe(201);
  const setup = await request.post(`/api/vendor/${SETUP[category]}/setup`, { headers: auth(token), data: sampleDetails(category, v) });
  expect(setup.status(), await setup.text()).toBe(201);
  return { token, userId: user.id };
}

/** Verifies the phone, uploads a PNG and submits for review, all through the API. */
export async function submitForReviewByApi(
  request: APIRequestContext,
  v: VendorAccount,
  session: { token: string; userId: number },
  type: 'nin' | 'cac' = 'nin',
) {
  const send = await request.post('/api/otp/send-phone', { headers: auth(session.token), data: { user_id: session.userId } });
  expect(send.status(), await send.text()).toBe(200);
  const code = await voiceCode(request, v.phone);
  const verify = await request.post('/api/otp/verify-phone', { headers: auth(session.token), data: { user_id: session.userId, otp: code } });
  expect(verify.status(), await verify.text()).toBe(200);
  const upload = await request.post('/api/vendor/compliance/upload-document', {
    headers: auth(session.token),
    multipart: { type, document: { name: 'id.png', mimeType: 'image/png', buffer: PNG_FIXTURE } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const submit = await request.post('/api/vendor/compliance/submit-review', { headers: auth(session.token) });
  expect(submit.status(), await submit.text()).toBe(201);
}

/** Stores a vendor session in the browser as "remember me" login does. */
export async function storeUserSession(page: Page, request: APIRequestContext, email: string, password: string) {
  trackRequests(page);
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token: string; user: unknown; vendor: unknown };
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    if (s.vendor) localStorage.setItem('vendor', JSON.stringify(s.vendor));
  }, body);
}

/** Signs in to the Admin Portal through its form. */
export async function adminLoginViaForm(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Stores an admin session (admin_token, admin) without the form. */
export async function adminLoginByApi(page: Page, request: APIRequestContext): Promise<string> {
  trackRequests(page);
  const res = await request.post('/api/admin/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token: string; admin: unknown };
  await openOrigin(page);
  await page.evaluate((s) => {
    localStorage.setItem('admin_token', s.token);
    localStorage.setItem('admin', JSON.stringify(s.admin));
  }, body);
  return body.token;
}
