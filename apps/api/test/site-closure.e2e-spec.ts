import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { createListing, lagosDay, newGuest, newHost } from './factories/apartments.js';
import { newServiceVendor } from './factories/service-marketplace.js';
import { routeTable } from '../src/common/request-guards.js';

type Auth = { Authorization: string };

/**
 * Site closure (the admin's `maintenanceMode`: the site closed for upkeep; decided after
 * routing for every route the app serves, the spec's un-prefixed aliases included, and before any cache can answer
 * (the list cache, a 304). Admin, health, webhooks and payment callbacks, client error reports, docs and files stay
 * open.
 */
describe('site closure closes every route and every cached answer', () => {
  let t: TestApp;
  let admin: { auth: Auth };
  let guest: Awaited<ReturnType<typeof newGuest>>;
  let listingId: number;
  let bookingId: number;
  const tag = `mm${Math.random().toString(36).slice(2, 9)}`;

  const closeSite = (on: boolean) => t.http.put('/api/admin/settings').set(admin.auth).send({ maintenanceMode: on }).expect(200);
  const bookingBody = (days: number) => ({ listing_id: listingId, check_in_date: lagosDay(days), check_out_date: lagosDay(days + 2), guests: 2 });
  const bookingsOf = async (userId: number) =>
    Number((await t.ds.query('SELECT count(*)::int AS n FROM apartment_bookings WHERE user_id = $1', [userId]))[0].n);
  const statusOf = async (id: number) => (await t.ds.query('SELECT status FROM apartment_bookings WHERE id = $1', [id]))[0].status as string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminLogin(t);
    const host = await newHost(t);
    listingId = (await createListing(t, host, { title: `Quiet flat ${tag}` })).id;
    await newServiceVendor(t, { serviceName: `Pipe menders ${tag}` });
    guest = await newGuest(t);
    bookingId = (await t.http.post('/api/apartment/bookings').set(guest.auth).send(bookingBody(30)).expect(201)).body.data.id;
  });
  afterAll(async () => {
    await closeSite(false).catch(() => undefined);
    await t.close();
  });

  it('the spec’s aliases answer 503 like their /api paths and change nothing', async () => {
    await closeSite(true);
    try {
      const before = await bookingsOf(guest.userId);
      for (const path of ['/apartment/bookings', '/api/apartment/bookings']) {
        const res = await t.http.post(path).set(guest.auth).send(bookingBody(40));
        expect([path, res.status, res.body.code]).toEqual([path, 503, 'MAINTENANCE']);
        expect(res.body.message).toBe('Oja is undergoing scheduled maintenance. Please try again shortly.');
        expect(res.headers['retry-after']).toBeDefined();
      }
      await t.http.get('/apartment/bookings/my').set(guest.auth).expect(503);
      for (const action of ['pay', 'cancel', 'check-in', 'check-out', 'confirm-payment']) {
        for (const prefix of ['/bookings', '/api/bookings']) {
          const res = await t.http.post(`${prefix}/${bookingId}/${action}`).set(guest.auth).send({ reason: 'Plans changed', payment_reference: 'oja-x' });
          expect([`${prefix}/${action}`, res.status]).toEqual([`${prefix}/${action}`, 503]);
        }
      }
      expect(await bookingsOf(guest.userId)).toBe(before);
      expect(await statusOf(bookingId)).toBe('pending');
    } finally {
      await closeSite(false);
    }
    // Open again: the alias works as before.
    await t.http.get('/apartment/bookings/my').set(guest.auth).expect(200);
  });

  it('every route the app serves answers 503 unless it is on the open list', async () => {
    const OPEN = [
      /^\/api\/admin(\/|$)/,
      /^\/api\/health(\/|$)/,
      /^\/api\/otp\/voice\/callback$/,
      /\/webhooks?(\/|$)/,
      /^\/api\/payments\/sandbox\/checkout(\/|$)/,
      /^\/log-error$/,
      /^\/api\/docs/,
      /^\/api\/dev(\/|$)/,
      /^\/uploads\//,
    ];
    const closed = routeTable(t.app.getHttpAdapter().getInstance()).filter((r) => r.method !== 'OPTIONS' && !OPEN.some((re) => re.test(r.url)));
    expect(closed.some((r) => r.url === '/apartment/bookings')).toBe(true);
    expect(closed.length).toBeGreaterThan(100);
    await closeSite(true);
    try {
      const answers: string[] = [];
      for (const r of closed) {
        const url = r.url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
        const res = await t.app.inject({ method: r.method as 'GET', url, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) });
        if (res.statusCode !== 503) answers.push(`${r.method} ${r.url} → ${res.statusCode}`);
      }
      expect(answers).toEqual([]);
    } finally {
      await closeSite(false);
    }
  });

  it('a list page already in the list cache, and a conditional request for it, answer 503', async () => {
    const pages = [`/api/service-vendors?q=${tag}`, `/api/apartments?q=${tag}`, `/api/vendors/live?per_page=7`];
    const etags: Record<string, string> = {};
    for (const page of pages) {
      await t.http.get(page).expect(200);
      const hit = await eventually(async () => {
        const r = await t.http.get(page).expect(200);
        return r.headers['x-cache'] === 'hit' ? r : null;
      }, 2_000);
      etags[page] = hit.headers.etag;
      await t.http.get(page).set('If-None-Match', etags[page]).expect(304);
    }
    expect((await t.http.get(pages[0]!)).body.data[0].service_name).toBe(`Pipe menders ${tag}`);
    await closeSite(true);
    try {
      for (const page of pages) {
        const res = await t.http.get(page);
        expect([page, res.status, res.headers['x-cache']]).toEqual([page, 503, undefined]);
        expect(res.body.code).toBe('MAINTENANCE');
        expect([page, (await t.http.get(page).set('If-None-Match', etags[page]!)).status]).toEqual([page, 503]);
      }
    } finally {
      await closeSite(false);
    }
    // The page comes back from the cache afterwards, unchanged.
    const back = await t.http.get(pages[0]!).expect(200);
    expect(back.headers.etag).toBe(etags[pages[0]!]);
  });

  it('keeps the admin API, health, webhooks and payment callbacks, error reports, docs and files open', async () => {
    await closeSite(true);
    try {
      await t.http.get('/api/admin/me').set(admin.auth).expect(200);
      await t.http.get('/api/admin/bookings/apartments').set(admin.auth).expect(200);
      await t.http.get('/api/health').expect((r) => expect(r.status).not.toBe(503));
      await t.http.get('/api/docs-json').expect(200);
      const open = [
        await t.http.post('/api/payments/paystack/webhook').send({ event: 'charge.success', data: {} }),
        await t.http.get('/api/payments/sandbox/checkout/unknown-code'),
        await t.http.post('/log-error').send({ message: 'site closure test', url: '/x' }),
        await t.http.get('/uploads/avatars/missing.png'),
        await t.http.get('/dashboard/user'),
      ];
      expect(open.map((r) => r.status)).not.toContain(503);
      await t.http
        .options('/apartment/bookings')
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'POST')
        .expect((r) => expect(r.status).not.toBe(503));
    } finally {
      await closeSite(false);
    }
  });
});
