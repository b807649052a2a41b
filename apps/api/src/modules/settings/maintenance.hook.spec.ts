import { blockedInMaintenance, normalizedPath } from './maintenance.hook.js';

describe('maintenance mode paths', () => {
  it.each([
    ['POST', '/api/login'],
    ['GET', '/api/me'],
    ['GET', '/api/vendors/live?category=food'],
    ['POST', '/api/vendor/compliance/submit-review'],
    ['GET', '/api'],
  ])('blocks %s %s', (method, url) => expect(blockedInMaintenance(method, url)).toBe(true));

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
  ])('lets %s %s through', (method, url) => expect(blockedInMaintenance(method, url)).toBe(false));

  it('does not treat /api/administrator as the admin API', () => {
    expect(blockedInMaintenance('GET', '/api/administrator')).toBe(true);
  });

  it.each(['/%61pi/login', '/%61pi/service-vendors', '/API/login', '//api/login', '/api/./login', '/api//login', '/api/admin/../login', '/api/admin/%2e%2e/login', '\\api\\login'])(
    'blocks the spelling %s of a public API path',
    (url) => expect(blockedInMaintenance('POST', url)).toBe(true),
  );

  it('decides on the route Fastify matched when there is one', () => {
    expect(blockedInMaintenance('GET', '/something-else', '/api/vendors/:id')).toBe(true);
    expect(blockedInMaintenance('GET', '/api/admin/dashboard', '/api/admin/dashboard')).toBe(false);
  });

  it('normalizes a path as the router sees it', () => {
    expect(normalizedPath('/%61pi/./x//y/../login?next=/api')).toBe('/api/x/login');
    expect(normalizedPath('/%E0%A4%A/api')).toBe('/%e0%a4%a/api');
  });
});
