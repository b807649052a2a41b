import { blockedInMaintenance } from './maintenance.hook.js';

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
});
