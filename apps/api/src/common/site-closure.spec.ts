import Fastify from 'fastify';
import { blockedWhileClosed, normalizedPath, SiteClosureGate } from './site-closure.js';

describe('site closure paths', () => {
  it.each([
    ['POST', '/api/login'],
    ['GET', '/api/me'],
    ['GET', '/api/vendors/live?category=food'],
    ['POST', '/api/vendor/compliance/submit-review'],
    ['GET', '/api'],
  ])('blocks %s %s', (method, url) => expect(blockedWhileClosed(method, url)).toBe(true));

  it.each([
    ['GET', '/api/admin/dashboard'],
    ['POST', '/api/admin/login'],
    ['GET', '/api/health'],
    ['POST', '/api/otp/voice/callback?token=x'],
    ['POST', '/api/payments/webhook'],
    ['GET', '/api/docs-json'],
    ['GET', '/dashboard/user'],
    ['GET', '/uploads/avatars/x.png'],
    ['OPTIONS', '/api/login'],
    ['GET', '/api-docs-lookalike'],
  ])('lets %s %s through', (method, url) => expect(blockedWhileClosed(method, url)).toBe(false));

  it('does not treat /api/administrator as the admin API', () => {
    expect(blockedWhileClosed('GET', '/api/administrator')).toBe(true);
  });

  it.each([
    '/%61pi/login',
    '/%61pi/service-vendors',
    '/API/login',
    '//api/login',
    '/api/./login',
    '/api//login',
    '/api/admin/../login',
    '/api/admin/%2e%2e/login',
    '\\api\\login',
  ])('blocks the spelling %s of a public API path', (url) => expect(blockedWhileClosed('POST', url)).toBe(true));

  it('decides on the route Fastify matched when there is one', () => {
    expect(blockedWhileClosed('GET', '/something-else', { url: '/api/vendors/:id' })).toBe(true);
    expect(blockedWhileClosed('GET', '/api/admin/dashboard', { url: '/api/admin/dashboard' })).toBe(false);
  });

  it.each([
    ['POST', '/apartment/bookings', '/apartment/bookings'],
    ['POST', '/bookings/7/pay', '/bookings/:id/pay'],
    ['POST', '/bookings/7/confirm-payment', '/bookings/:id/confirm-payment'],
    ['GET', '/some-future-route', '/some-future-route'],
  ])('blocks every matched route outside the open list, whatever its prefix: %s %s', (method, url, route) =>
    expect(blockedWhileClosed(method, url, { url: route, config: { url: route, method } })).toBe(true),
  );

  it.each([
    ['POST', '/log-error', { url: '/log-error' }],
    ['GET', '/uploads/listing-photos/a.webp', { url: '/uploads/listing-photos/:name' }],
    ['POST', '/api/payments/paystack/webhook', { url: '/api/payments/paystack/webhook' }],
    ['POST', '/api/payments/sandbox/checkout/abc/pay', { url: '/api/payments/sandbox/checkout/:code/pay' }],
    ['GET', '/assets/index-abc.js', { url: '/assets/*', config: { openWhileClosed: true } }],
    ['GET', '/general-services', { url: '/general-services', config: { openWhileClosed: true } }],
  ])('keeps %s %s open', (method, url, route) => expect(blockedWhileClosed(method, url, route)).toBe(false));

  it('a route registered as open still refuses a URL that normalizes to a closed API path', () => {
    expect(blockedWhileClosed('GET', '/assets/..%2fapi%2fme', { url: '/assets/*', config: { openWhileClosed: true } })).toBe(true);
  });

  it('normalizes a path as the router sees it', () => {
    expect(normalizedPath('/%61pi/./x//y/../login?next=/api')).toBe('/api/x/login');
    expect(normalizedPath('/%E0%A4%A/api')).toBe('/%e0%a4%a/api');
  });

  it.each([
    ['/api/apartments?type=hotel', '/api/apartments'],
    ['/api/service-vendors/12', '/api/service-vendors/12'],
    ['/assets/index-a1b2.c3.js', '/assets/index-a1b2.c3.js'],
    ['/api/.../x', '/api/.../x'],
    ['/api/x/', '/api/x'],
    ['/API/Admin', '/api/admin'],
    ['/api/./admin', '/api/admin'],
    ['/api/x/..', '/api'],
    ['/x/../api/me', '/api/me'],
    ['/', '/'],
    ['//api//me', '/api/me'],
    ['/api\\me', '/api/me'],
    ['/api/me#frag', '/api/me'],
    ['/api/%2e%2e/admin', '/admin'],
  ])('a plain path is its own normal form, any other is folded: %s', (url, path) => expect(normalizedPath(url)).toBe(path));

  it('lets every request through without asking while the site is known to be open, and asks once it is not', async () => {
    let known = true;
    let asked = 0;
    const app = Fastify();
    const gate = new SiteClosureGate(
      async () => {
        asked++;
        return true;
      },
      () => known,
    );
    gate.register(app);
    app.get('/apartment/bookings', async () => 'data');
    await app.ready();
    try {
      expect((await app.inject('/apartment/bookings')).statusCode).toBe(200);
      expect(asked).toBe(0);
      known = false;
      expect((await app.inject('/apartment/bookings')).statusCode).toBe(503);
      expect(asked).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('keeps open the routes registered inside keepOpen (plugins too), answers 503 to the rest while on', async () => {
    let on = true;
    const app = Fastify();
    const gate = new SiteClosureGate(async () => on);
    gate.register(app);
    await gate.keepOpen(async () => {
      app.get('/general-services', async () => 'page');
      await app.register(async (child) => {
        child.get('/assets/*', async () => 'code');
      });
    });
    app.get('/apartment/bookings', async () => 'data');
    await app.ready();
    try {
      expect((await app.inject('/general-services')).statusCode).toBe(200);
      expect((await app.inject({ method: 'HEAD', url: '/general-services' })).statusCode).toBe(200);
      expect((await app.inject('/assets/app.js')).statusCode).toBe(200);
      const closed = await app.inject('/apartment/bookings');
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toMatchObject({ code: 'MAINTENANCE', message: 'Oja is undergoing scheduled maintenance. Please try again shortly.' });
      on = false;
      expect((await app.inject('/apartment/bookings')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
