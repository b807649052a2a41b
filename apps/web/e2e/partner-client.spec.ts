import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { lagosDay, uniqueEmail, uniquePhone, VENDOR_PASSWORD, verificationLink } from './helpers';

/**
 * a client written from the spec, on another origin (on the servers' CORS list:
 * playwright.config.ts, e2e/support/api-servers.ts). A tiny partner page calls Oja's API with fetch: it reads
 * the admin at the top level of `GET /api/admin/me`, sends a maintenance type by name, books a service with the
 * spec's 4-field payload, and its customer comes back to the partner's own pages after verifying the e-mail and
 * after paying. Then Oja's own pages show that order: "Address to be agreed" to the vendor, and a form for it to
 * the customer.
 */

const API = (process.env.E2E_WORKER_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const port = Number(process.env.E2E_PARTNER_CLIENT_PORT);
const PARTNER = `http://localhost:${port}`;
const ADMIN = { email: 'admin@oja.test', password: 'OjaAdmin#2026' };
const SERVICE_VENDOR = { email: 'service.vendor@oja.test', password: VENDOR_PASSWORD };

/** The partner's front end: one page for every path, with a fetch client for Oja's API (`window.oja`). */
const partnerPage = (api: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title></head>
<body><h1 id="title">Partner shop</h1><p id="detail"></p>
<script>
  window.oja = async (method, path, token, json) => {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = 'Bearer ' + token;
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(${JSON.stringify(api)} + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    return { status: res.status, body: await res.json() };
  };
  const q = new URLSearchParams(location.search);
  if (location.pathname === '/welcome') {
    document.getElementById('title').textContent = 'Welcome to Partner shop';
    document.getElementById('detail').textContent = q.get('verified') === '1' ? 'Your e-mail is confirmed.' : 'That link did not work.';
  } else if (location.pathname === '/paid') {
    document.getElementById('title').textContent = 'Thank you for your payment';
    document.getElementById('detail').textContent = 'Order ' + q.get('order_id') + ', reference ' + q.get('reference');
  }
</script></body></html>`;

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One call through the partner page's own fetch client. */
function oja(page: Page, method: string, path: string, token?: string, json?: unknown): Promise<Answer> {
  return page.evaluate(([m, p, t, j]) => (window as unknown as { oja: (...a: unknown[]) => Promise<Answer> }).oja(m, p, t, j), [
    method,
    path,
    token,
    json,
  ] as const);
}

let server: Server;

test.beforeAll(async () => {
  if (!port) throw new Error('E2E_PARTNER_CLIENT_PORT is not set: run this suite through playwright.config.ts');
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(partnerPage(API));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
});

test.afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

test('a partner client on another origin reads the admin at the top level, sends a maintenance type by name, and its customer comes back to it after verifying and after paying', async ({
  page,
  request,
}) => {
  await page.goto(`${PARTNER}/`);
  await expect(page.getByRole('heading', { name: 'Partner shop' })).toBeVisible();

  // The admin's fields at the top level, as the spec's back end answered (and under `admin`, as Oja's SPA reads).
  const adminToken = (await oja(page, 'POST', '/api/admin/login', undefined, ADMIN)).body.token as string;
  const me = await oja(page, 'GET', '/api/admin/me', adminToken);
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email: ADMIN.email, name: expect.any(String), admin: { email: ADMIN.email } });

  // Sign-up with the partner's landing page; the e-mailed link brings the customer back there.
  const customer = { name: 'Partner Customer', email: uniqueEmail('partner-client'), phone: uniquePhone(), password: 'Secret#2026x', user_type: 'user' };
  const refused = await oja(page, 'POST', '/api/register', undefined, { ...customer, redirect_url: 'https://elsewhere.example/welcome' });
  expect(refused.status).toBe(422);
  expect(refused.body.code).toBe('RETURN_URL_NOT_ALLOWED');
  const registered = await oja(page, 'POST', '/api/register', undefined, { ...customer, redirect_url: `${PARTNER}/welcome` });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  await page.goto(`${API}${await verificationLink(request, customer.email)}`);
  await expect(page).toHaveURL(`${PARTNER}/welcome?verified=1`);
  await expect(page.getByRole('heading', { name: 'Welcome to Partner shop' })).toBeVisible();

  const login = (await oja(page, 'POST', '/api/login', undefined, { email: customer.email, password: customer.password })).body;
  const token = login.token as string;
  const vendorLogin = (await oja(page, 'POST', '/api/login', undefined, SERVICE_VENDOR)).body;

  // A maintenance type by name, as people write it.
  const maintenance = await oja(page, 'POST', '/api/maintenance/request', token, {
    location: 'Yaba, Lagos',
    service_type: 'Brake Service',
    issue: 'Squeaking brakes',
    needs_towing: 'no',
  });
  expect(maintenance.status, JSON.stringify(maintenance.body)).toBe(201);
  expect(maintenance.body.data).toMatchObject({ service_type: 'brake', service_label: 'Brake service' });

  // A service booked with exactly the spec's payload; the vendor accepts; the customer pays and comes back.
  const pricing = (await oja(page, 'GET', '/api/vendor/service-pricings', vendorLogin.token)).body.data[0] as { id: number; service_vendor_id: number };
  const order = await oja(page, 'POST', '/api/service-orders', token, {
    service_vendor_id: pricing.service_vendor_id,
    service_pricing_id: pricing.id,
    deadline: lagosDay(3),
    requirements: 'Booked from the partner shop',
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const id = order.body.data.id as number;
  expect((await oja(page, 'POST', `/api/vendor/service-orders/${id}/accept`, vendorLogin.token, {})).status).toBe(200);
  const pay = await oja(page, 'POST', `/api/service-orders/${id}/pay`, token, { callback_url: `${PARTNER}/paid` });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  await page.goto(pay.body.data.payment_url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`^${PARTNER}/paid\\?`));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ reference: pay.body.data.reference, order_id: String(id) });
  await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();

  // On Oja's own pages: the vendor reads "Address to be agreed"; the customer is asked for it and adds it.
  const signIn = (who: { token: string; user: unknown; vendor?: unknown }) =>
    page.evaluate((s) => {
      localStorage.clear();
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      if (s.vendor) localStorage.setItem('vendor', JSON.stringify(s.vendor));
    }, who);
  await page.goto(`${API}/api/health`);
  await signIn(vendorLogin);
  await page.goto(`${API}/dashboard/service-vendor/orders`);
  const vendorCard = page.locator(`[data-testid="service-order-card"][data-order-id="${id}"]`);
  await expect(vendorCard.getByTestId('order-address')).toContainText('Address to be agreed');
  await expect(vendorCard.getByRole('button', { name: 'Start Work' })).toHaveCount(0);

  await signIn(login);
  await page.goto(`${API}/dashboard/user/my-service-orders`);
  const card = page.locator(`[data-testid="service-order-card"][data-order-id="${id}"]`);
  await expect(card.getByTestId('order-address')).toContainText('Address to be agreed');
  const form = card.getByTestId('add-address');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Please enter the address where the service is needed')).toBeVisible();
  await form.getByLabel('Service address').fill('14 Herbert Macaulay Way, Yaba, Lagos');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(card.getByTestId('order-address')).toContainText('14 Herbert Macaulay Way, Yaba, Lagos');
  await expect(card.getByTestId('add-address')).toHaveCount(0);
  // With the address in, the vendor may start the work.
  const inbox = await request.get('/api/vendor/service-orders?per_page=20', { headers: { Authorization: `Bearer ${vendorLogin.token}` } });
  expect(((await inbox.json()).data as { id: number; available_actions: string[] }[]).find((o) => o.id === id)?.available_actions).toContain('START');
});
