import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

export const DEMO_CUSTOMER = { email: 'customer@oja.test', password: 'Customer#2026' };
export const VENDOR_PASSWORD = 'Vendor#2026';

/** A Lagos calendar day `days` from today, as the date inputs and the wire want it. */
export function lagosDay(days: number): string {
  return new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether React has taken a prerendered page over (the landing and drawn list pages wait for the visitor). */
export const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));

/** A unique e-mail so the tests can run again and again on one database. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@oja.test`;
}

/** A unique, valid Nigerian mobile number. */
export function uniquePhone(): string {
  return `080${String(Date.now()).slice(-8)}`;
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export function newCustomer(): NewCustomer {
  return { firstName: 'Ada', lastName: 'Okafor', email: uniqueEmail('customer'), phone: uniquePhone(), password: 'Secret#2026x' };
}

/** Fills the customer sign-up form. */
export async function fillSignup(page: Page, c: Partial<NewCustomer> & { confirmPassword?: string }) {
  if (c.firstName !== undefined) await page.getByLabel('First name').fill(c.firstName);
  if (c.lastName !== undefined) await page.getByLabel('Last name').fill(c.lastName);
  if (c.email !== undefined) await page.getByLabel('Email').fill(c.email);
  if (c.phone !== undefined) await page.getByLabel('Phone number').fill(c.phone);
  if (c.password !== undefined) await page.getByLabel(/^Password/).fill(c.password);
  if (c.confirmPassword !== undefined) await page.getByLabel('Confirm password').fill(c.confirmPassword);
}

/** Registers a customer through the API (for tests that are not about sign-up). */
export async function registerByApi(request: APIRequestContext, c: NewCustomer) {
  const res = await request.post('/api/register', {
    data: { name: `${c.firstName} ${c.lastName}`, email: c.email, phone: c.phone, password: c.password, user_type: 'user' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The newest verification link e-mailed to `to`, read from the dev outbox. */
export async function verificationLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: { channel: string; to: string; link: string | null }[] };
        link = body.data.find((m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase() && m.link?.includes('/api/email/verify'))?.link ?? null;
        return link;
      },
      { timeout: 15_000, message: `verification e-mail to ${to} in the dev outbox` },
    )
    .toBeTruthy();
  // The API builds links from APP_URL; follow them on the server under test.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Signs in through the login form. */
export async function loginViaForm(page: Page, email: string, password: string, remember = false) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (remember) await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Logs in through the API and stores the session as the app does with "remember me". */
/**
 * Puts the page on the app's origin without starting the app (its icon, a static file), so a session can be written
 * to its storage before the test's first real page: a page load is the browser's costliest step in these tests.
 */
export async function openOrigin(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
}

export async function loginByApi(page: Page, request: APIRequestContext, email: string, password: string): Promise<string> {
  trackRequests(page);
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token: string; user: unknown; vendor: unknown };
  await openOrigin(page);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    if (s.vendor) localStorage.setItem('vendor', JSON.stringify(s.vendor));
  }, body);
  return body.token;
}

/** A tiny valid PNG. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The requests of each page still waiting for an answer, except the live stream (it never ends: docs/live.md). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s requests (once per page; the login helpers call it before the first navigation). */
export function trackRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (pending) return pending;
  const set = new Set<Request>();
  pending = set;
  inFlight.set(page, set);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== '/api/live') set.add(r);
  });
  page.on('requestfinished', (r) => set.delete(r));
  page.on('requestfailed', (r) => set.delete(r));
  return set;
}

/**
 * Waits until the page has had no request in flight for `quietMs` (Playwright's `networkidle`, minus the live
 * stream, which a signed-in page keeps open for as long as it lives).
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const pending = trackRequests(page);
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
}
