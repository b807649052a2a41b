import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, PNG_1PX, uniqueEmail, uniquePhone, VENDOR_PASSWORD } from './helpers';

/**
 * a front end on another origin, built against the spec's call tables, calls
 * Oja's API with fetch from a page served on a second port. That origin is on the server's CORS list
 * (playwright.config.ts sets CORS_ORIGINS); a third, unlisted origin gets nothing.
 */

const API = (process.env.E2E_WORKER_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const ADMIN = { email: 'admin@oja.test', password: 'OjaAdmin#2026' };
const SERVICE_VENDOR = { email: 'service.vendor@oja.test', password: VENDOR_PASSWORD };

const PARTNER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner front end</title></head>
<body><h1>Partner front end</h1></body></html>`;

function serve(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PARTNER_PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

interface Result {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  requestId: string | null;
}

/** One call the way a partner's fetch client makes it: JSON (or form data), Accept JSON, a bearer token. */
async function call(
  page: Page,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; emptyJson?: boolean; form?: 'profile_picture' } = {},
): Promise<Result> {
  return page.evaluate(
    async ({ api, method, path, opts, png }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
      let body: BodyInit | undefined;
      if (opts.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.json);
      } else if (opts.emptyJson) {
        // What many HTTP clients send on a bodiless POST, PATCH or DELETE.
        headers['Content-Type'] = 'application/json';
      } else if (opts.form) {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append(opts.form, new Blob([bytes], { type: 'image/png' }), 'me.png');
        body = form;
      }
      const res = await fetch(`${api}${path}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed, requestId: res.headers.get('x-request-id') };
    },
    { api: API, method, path, opts, png: PNG_1PX.toString('base64') },
  );
}

const partnerPort = Number(process.env.E2E_PARTNER_PORT);
let partner: Server;
let stranger: Server;
let strangerOrigin: string;

test.beforeAll(async () => {
  // playwright.config.ts always sets it (and adds it to the API's CORS list): without it this suite cannot run, so fail.
  if (!partnerPort) throw new Error('E2E_PARTNER_PORT is not set: run this suite through playwright.config.ts');
  partner = await serve(partnerPort);
  // A server reused from an earlier run (reuseExistingServer) may not allow this origin: say so plainly.
  const pre = await fetch(`${API}/api/service-vendors`, { headers: { Origin: `http://localhost:${partnerPort}` } });
  if (pre.headers.get('access-control-allow-origin') !== `http://localhost:${partnerPort}`) {
    throw new Error(
      `The server at ${API} does not allow http://localhost:${partnerPort} by CORS: unset E2E_BASE_URL so Playwright starts its own servers, which allow it`,
    );
  }
  stranger = await serve(0);
  strangerOrigin = `http://localhost:${(stranger.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await Promise.all([partner, stranger].filter(Boolean).map((s) => new Promise((r) => s.close(r))));
});

test.describe('a front end on another allowed origin', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`http://localhost:${partnerPort}/`);
    await expect(page.getByRole('heading', { name: 'Partner front end' })).toBeVisible();
  });

  test('signs up, signs in, reads itself, uploads a picture it can show, logs errors and logs out', async ({ page }) => {
    const email = uniqueEmail('partner');
    const register = await call(page, 'POST', '/api/register', {
      json: { name: 'Partner Customer', email, phone: uniquePhone(), password: 'Secret#2026x', user_type: 'user' },
    });
    expect(register.status, JSON.stringify(register.body)).toBe(201);
    expect(register.requestId).toBeTruthy();

    const login = await call(page, 'POST', '/api/login', { json: { email, password: 'Secret#2026x' } });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const me = await call(page, 'GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);

    // A partner can read the error code and the request id of a refused call.
    const wrong = await call(page, 'POST', '/api/login', { json: { email, password: 'wrong-password-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', request_id: wrong.requestId });

    const upload = await call(page, 'POST', '/api/profile-picture/upload', { token, form: 'profile_picture' });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    // An absolute URL this origin can show in an <img>.
    expect(upload.body.profile_image_url).toMatch(new RegExp(`^${API.replace(/[.:/]/g, '\\$&')}/uploads/avatars/`));
    const loaded = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth > 0);
          img.onerror = () => resolve(false);
          img.src = src;
          document.body.append(img);
        }),
      upload.body.profile_image_url as string,
    );
    expect(loaded).toBe(true);

    const logged = await call(page, 'POST', '/log-error', { json: { context: 'partner', message: 'test error', url: page.url() } });
    expect(logged.status).toBe(201);
    const logout = await call(page, 'POST', '/api/logout', { token, emptyJson: true });
    expect(logout.status, JSON.stringify(logout.body)).toBeLessThan(300);
    expect((await call(page, 'GET', '/api/me', { token })).status).toBe(401);
  });

  test('reads the public lists and details, with the one pagination shape', async ({ page }) => {
    for (const path of ['/api/apartments', '/api/service-vendors', '/api/vendors/live']) {
      const list = await call(page, 'GET', `${path}?page=1&per_page=5`);
      expect(list.status, path).toBe(200);
      expect(list.body.meta).toEqual({ current_page: 1, per_page: 5, total: expect.any(Number), last_page: expect.any(Number) });
      expect(list.body.data.length, `${path} has demo data`).toBeGreaterThan(0);
      const one = await call(page, 'GET', `${path}/${list.body.data[0].id}`);
      expect(one.status, `${path}/:id`).toBe(200);
    }
    const bad = await call(page, 'GET', '/api/apartments?page=abc');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'page must be a whole number from 1 to 100000' });
  });

  test('a vendor creates, reads, updates and deletes a pricing (PUT and DELETE) and answers orders (PATCH)', async ({ page }) => {
    const vendor = (await call(page, 'POST', '/api/login', { json: SERVICE_VENDOR })).body.token as string;
    const customer = (await call(page, 'POST', '/api/login', { json: DEMO_CUSTOMER })).body.token as string;
    expect(vendor && customer).toBeTruthy();

    const title = `Partner pricing ${Date.now()}`;
    const created = await call(page, 'POST', '/api/vendor/service-pricings', {
      token: vendor,
      json: { title, description: 'From another origin', price: 12500 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect((await call(page, 'GET', `/api/vendor/service-pricings/${id}`, { token: vendor })).body.data.title).toBe(title);
    const list = await call(page, 'GET', '/api/vendor/service-pricings', { token: vendor });
    expect(list.body.data.map((p: { id: number }) => p.id)).toContain(id);
    const updated = await call(page, 'PUT', `/api/vendor/service-pricings/${id}`, { token: vendor, json: { title: `${title} (updated)`, price: 13000 } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.message).toBe('Pricing updated successfully!');

    // The customer books it twice; cancels one (PATCH, empty body); the vendor declines the other (PATCH).
    const order = () =>
      call(page, 'POST', '/api/service-orders', {
        token: customer,
        json: {
          service_vendor_id: created.body.data.service_vendor_id,
          service_pricing_id: id,
          deadline: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
          requirements: 'Booked from a partner front end',
          service_address: '12 Admiralty Way, Lekki, Lagos',
          preferred_time: 'morning',
        },
      });
    const a = await order();
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const b = await order();
    expect(b.status).toBe(201);
    const mine = await call(page, 'GET', '/api/service-orders', { token: customer });
    expect(mine.body.data.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([a.body.data.id, b.body.data.id]));
    expect((await call(page, 'GET', `/api/service-orders/${a.body.data.id}`, { token: customer })).status).toBe(200);
    const cancelled = await call(page, 'PATCH', `/api/service-orders/${a.body.data.id}/cancel`, { token: customer, emptyJson: true });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.message).toBe('Order cancelled successfully!');

    const inbox = await call(page, 'GET', '/api/vendor/service-orders', { token: vendor });
    expect(inbox.body.data.map((o: { id: number }) => o.id)).toContain(b.body.data.id);
    const declined = await call(page, 'PATCH', `/api/vendor/service-orders/${b.body.data.id}`, { token: vendor, json: { status: 'cancelled' } });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);

    const deleted = await call(page, 'DELETE', `/api/vendor/service-pricings/${id}`, { token: vendor, emptyJson: true });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.message).toBe('Pricing deleted successfully!');
  });

  test('a customer requests an apartment, an admin approves it (PUT status), the customer pays and cancels', async ({ page }) => {
    const customer = (await call(page, 'POST', '/api/login', { json: DEMO_CUSTOMER })).body.token as string;
    const admin = (await call(page, 'POST', '/api/admin/login', { json: ADMIN })).body.token as string;
    expect(customer && admin).toBeTruthy();
    const listing = (await call(page, 'GET', '/api/apartments?per_page=1')).body.data[0] as { id: number };
    // Dates ahead within the booking horizon (365 days), different on every run, so runs on one database rarely overlap.
    const start = 30 + Math.floor(Math.random() * 300);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const booking = await call(page, 'POST', '/api/apartment/bookings', {
      token: customer,
      json: {
        listing_id: listing.id,
        check_in_date: day(start),
        check_out_date: day(start + 2),
        guests: 1,
        nights: 2,
        total_price: 0,
        notes: 'From a partner front end',
      },
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    const id = booking.body.data.id as number;
    const my = await call(page, 'GET', '/api/apartment/bookings/my', { token: customer });
    expect(my.body.data.map((x: { id: number }) => x.id)).toContain(id);

    expect((await call(page, 'GET', '/api/admin/me', { token: admin })).status).toBe(200);
    expect((await call(page, 'GET', '/api/admin/dashboard', { token: admin })).status).toBe(200);
    const adminList = await call(page, 'GET', '/api/admin/bookings/apartments', { token: admin });
    expect(adminList.body.data.map((x: { id: number }) => x.id)).toContain(id);
    const approved = await call(page, 'PUT', `/api/admin/bookings/${id}/status`, {
      token: admin,
      json: { status: 'processing', notes: 'Approved from a partner tool' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe('processing');

    const pay = await call(page, 'POST', `/api/bookings/${id}/pay`, { token: customer, json: { booking_id: id, payment_method: 'paystack' } });
    expect(pay.status, JSON.stringify(pay.body)).toBeLessThan(300);
    expect(pay.body.data.payment_url).toMatch(/^https?:\/\//);
    const cancelled = await call(page, 'POST', `/api/bookings/${id}/cancel`, { token: customer, emptyJson: true });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);

    for (const path of ['/api/admin/kyc/verifications', '/api/admin/vendors', '/api/admin/users']) {
      const res = await call(page, 'GET', path, { token: admin });
      expect(res.status, path).toBe(200);
      expect(res.body.meta).toEqual({ current_page: 1, per_page: expect.any(Number), total: expect.any(Number), last_page: expect.any(Number) });
    }
    expect((await call(page, 'POST', '/api/admin/logout', { token: admin, emptyJson: true })).status).toBeLessThan(300);
  });
});

test('an origin that is not on the CORS list gets nothing', async ({ page }) => {
  await page.goto(`${strangerOrigin}/`);
  const outcome = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/service-vendors`, { headers: { Accept: 'application/json' } });
      return 'read';
    } catch {
      return 'blocked';
    }
  }, API);
  expect(outcome).toBe('blocked');
});
