import { createTestApp, eventually, type TestApp } from './utils/app.js';
import { adminLogin, newAccount, signUpAndLogin } from './factories/users.js';
import { newCustomer, newServiceVendor } from './factories/service-marketplace.js';

/** the contract a partner builds on: error codes and request ids, CORS, one pagination shape, caching. */
describe('API contract for integrators', () => {
  const PARTNER = 'http://partner.example:4000';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `http://localhost:5173,${PARTNER}` });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('every error has a code and the request id', () => {
    it('an unknown route: ROUTE_NOT_FOUND, with the request id in the body and the header', async () => {
      const res = await t.http.get('/api/no-such-thing').expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Route GET /api/no-such-thing not found', request_id: expect.any(String) });
      expect(res.headers['x-request-id']).toBe(res.body.request_id);
    });

    it("keeps the caller's own x-request-id, and replaces one that is not plain", async () => {
      const mine = await t.http.get('/api/no-such-thing').set('x-request-id', 'partner-abc.123').expect(404);
      expect(mine.body.request_id).toBe('partner-abc.123');
      expect(mine.headers['x-request-id']).toBe('partner-abc.123');
      const odd = await t.http.get('/api/no-such-thing').set('x-request-id', 'a b c'.repeat(40)).expect(404);
      expect(odd.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('successful answers carry x-request-id too', async () => {
      const res = await t.http.get('/api/service-vendors').expect(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('validation: 422 VALIDATION_FAILED with per-field errors; the required message, not a length message', async () => {
      const { name: _name, ...noName } = newAccount();
      const res = await t.http.post('/api/register').send(noName).expect(422);
      expect(res.body).toEqual({
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
        request_id: expect.any(String),
      });
    });

    it('no token: 401 UNAUTHENTICATED; a user token on an admin route: 403 FORBIDDEN', async () => {
      const anon = await t.http.get('/api/me').expect(401);
      expect(anon.body.code).toBe('UNAUTHENTICATED');
      const user = await signUpAndLogin(t);
      const forbidden = await t.http.get('/api/admin/dashboard').set(user.auth).expect(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      expect(forbidden.body.request_id).toEqual(expect.any(String));
    });

    it('domain errors keep their own code; malformed JSON is INVALID_JSON', async () => {
      const wrong = await t.http.post('/api/login').send({ email: 'nobody@example.com', password: 'nope-nope' }).expect(401);
      expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', request_id: expect.any(String) });
      const bad = await t.http.post('/api/login').set('content-type', 'application/json').send('{"email": ').expect(400);
      expect(bad.body).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
    });

    it('a missing record: 404 with a code', async () => {
      const res = await t.http.get('/api/service-vendors/999999999').expect(404);
      expect(res.body.code).toEqual(expect.stringMatching(/NOT_FOUND$/));
    });
  });

  describe('CORS for an allowed origin', () => {
    it.each(['PUT', 'PATCH', 'DELETE', 'POST', 'GET'])('a %s preflight with Authorization and Content-Type is allowed and cached', async (method) => {
      const res = await t.http
        .options('/api/vendor/service-pricings/1')
        .set('Origin', PARTNER)
        .set('Access-Control-Request-Method', method)
        .set('Access-Control-Request-Headers', 'authorization,content-type')
        .expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(res.headers['access-control-allow-methods'].split(/,\s*/)).toContain(method);
      expect(res.headers['access-control-allow-headers'].toLowerCase()).toContain('authorization');
      expect(res.headers['access-control-allow-headers'].toLowerCase()).toContain('content-type');
      expect(Number(res.headers['access-control-max-age'])).toBeGreaterThanOrEqual(600);
    });

    it('the answer lets the partner read x-request-id and ETag', async () => {
      const res = await t.http.get('/api/service-vendors').set('Origin', PARTNER).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(res.headers['access-control-expose-headers'].toLowerCase()).toContain('x-request-id');
      expect(res.headers['access-control-expose-headers'].toLowerCase()).toContain('etag');
    });

    it('an origin not on the list gets no CORS headers', async () => {
      const pre = await t.http.options('/api/login').set('Origin', 'http://evil.example').set('Access-Control-Request-Method', 'DELETE');
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      const get = await t.http.get('/api/service-vendors').set('Origin', 'http://evil.example').expect(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('one pagination shape', () => {
    const META = { current_page: expect.any(Number), per_page: expect.any(Number), total: expect.any(Number), last_page: expect.any(Number) };

    it('public lists: { data, meta: { current_page, per_page, total, last_page } }', async () => {
      for (const path of ['/api/service-vendors', '/api/apartments', '/api/vendors/live']) {
        const res = await t.http.get(`${path}?page=1&per_page=5`).expect(200);
        expect([path, res.body.meta]).toEqual([path, { current_page: 1, per_page: 5, total: expect.any(Number), last_page: expect.any(Number) }]);
        expect(Array.isArray(res.body.data)).toBe(true);
      }
    });

    it('customer, vendor and admin lists have it too, and page through', async () => {
      const vendor = await newServiceVendor(t);
      const customer = await newCustomer(t);
      for (const title of ['Windows', 'Kitchen']) {
        await t.http.post('/api/vendor/service-pricings').set(vendor.auth).send({ title, price: 5000 }).expect(201);
      }
      const page2 = await t.http.get('/api/vendor/service-pricings?page=2&per_page=2').set(vendor.auth).expect(200);
      expect(page2.body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
      expect(page2.body.data.map((p: { title: string }) => p.title)).toEqual(['Kitchen']);
      const orders = await t.http.get('/api/service-orders').set(customer.auth).expect(200);
      expect(orders.body).toEqual({ data: [], meta: { current_page: 1, per_page: expect.any(Number), total: 0, last_page: 1 } });
      const inbox = await t.http.get('/api/vendor/service-orders?per_page=2').set(vendor.auth).expect(200);
      expect(inbox.body.meta).toEqual({ current_page: 1, per_page: 2, total: 0, last_page: 1 });
      const bookings = await t.http.get('/api/apartment/bookings/my').set(customer.auth).expect(200);
      expect(bookings.body).toEqual({ data: [], meta: { current_page: 1, per_page: expect.any(Number), total: 0, last_page: 1 } });
      const notes = await t.http.get('/api/notifications').set(vendor.auth).expect(200);
      expect(notes.body.meta).toEqual({ ...META, unread: expect.any(Number) });
      const admin = await adminLogin(t);
      for (const path of [
        '/api/admin/vendors',
        '/api/admin/users',
        '/api/admin/kyc/verifications',
        '/api/admin/bookings/apartments',
        '/api/admin/listings',
        '/api/admin/disputes',
        '/api/admin/audit-log',
      ]) {
        const res = await t.http.get(path).set(admin.auth).expect(200);
        expect([path, res.body.meta]).toEqual([path, META]);
      }
    });

    it.each([
      ['page=abc', 'page', 'page must be a whole number from 1 to 100000'],
      ['page=0', 'page', 'page must be a whole number from 1 to 100000'],
      ['page=1.5', 'page', 'page must be a whole number from 1 to 100000'],
      ['page=100001', 'page', 'page must be a whole number from 1 to 100000'],
      ['per_page=0', 'per_page', 'per_page must be a whole number from 1 to 100'],
      ['per_page=101', 'per_page', 'per_page must be a whole number from 1 to 100'],
      ['per_page=x', 'per_page', 'per_page must be a whole number from 1 to 100'],
    ])('%s is refused with the same message on every list', async (qs, field, message) => {
      const admin = await adminLogin(t);
      for (const [path, auth] of [
        ['/api/service-vendors', {}],
        ['/api/apartments', {}],
        ['/api/vendors/live', {}],
        ['/api/admin/vendors', admin.auth],
        ['/api/admin/bookings/apartments', admin.auth],
      ] as const) {
        const res = await t.http.get(`${path}?${qs}`).set(auth).expect(422);
        expect([path, res.body.code, res.body.errors[field]]).toEqual([path, 'VALIDATION_FAILED', [message]]);
      }
    });
  });

  describe('public lists and details are cacheable', () => {
    it.each(['/api/service-vendors', '/api/apartments', '/api/vendors/live'])('%s: ETag, 304 on If-None-Match, short public Cache-Control', async (path) => {
      const first = await t.http.get(path).expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.http.get(path).set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await t.http.get(path).set('If-None-Match', '"something-else"').expect(200);
      expect(other.body.data).toEqual(first.body.data);
    });

    it('a detail page is cacheable; a changed body gets a new ETag', async () => {
      const vendor = await newServiceVendor(t, { serviceName: 'Cache test cleaning' });
      const first = await t.http.get(`/api/service-vendors/${vendor.serviceVendorId}`).expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
      await t.ds.query('UPDATE service_vendors SET description = $1 WHERE id = $2', ['Changed', vendor.serviceVendorId]);
      // The change reaches every process's list cache as a NOTIFY at commit, a moment later on a loaded machine.
      const second = await eventually(async () => {
        const res = await t.http.get(`/api/service-vendors/${vendor.serviceVendorId}`).set('If-None-Match', first.headers.etag);
        return res.status === 200 && res;
      }, 5000);
      expect(second.body.data.description).toBe('Changed');
      expect(second.headers.etag).not.toBe(first.headers.etag);
    });

    it('private lists and errors are not made public', async () => {
      const customer = await newCustomer(t);
      const mine = await t.http.get('/api/service-orders').set(customer.auth).expect(200);
      expect(mine.headers['cache-control']).not.toMatch(/public/);
      expect(mine.headers.etag).toBeUndefined();
      const missing = await t.http.get('/api/apartments/999999999').expect(404);
      expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
    });
  });
});
