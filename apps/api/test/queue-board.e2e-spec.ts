import { createTestApp, type TestApp } from './utils/app.js';
import { adminLogin, signUpAndLogin } from './factories/users.js';
import { QueueBoardService } from '../src/modules/queue-board/queue-board.service.js';

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** the admins' queue dashboard, opened from the portal with a short-lived signed link. */
describe('queue dashboard (/api/admin/queues)', () => {
  describe('with BullMQ', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('anonymous callers and customers get no link and no board', async () => {
      expect((await t.http.post('/api/admin/queues/link').expect(401)).body.code).toBe('UNAUTHENTICATED');
      const user = await signUpAndLogin(t);
      expect((await t.http.post('/api/admin/queues/link').set(user.auth).expect(403)).body.code).toBe('FORBIDDEN');
      const board = await t.http.get('/api/admin/queues/').expect(401);
      expect(board.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', request_id: expect.any(String) });
      // A bearer token is not a way in either: the board wants its own cookie.
      await t.http.get('/api/admin/queues/api/queues').set(user.auth).expect(401);
      await t.http.get('/api/admin/queues/').set('cookie', 'oja_queues=forged.value').expect(401);
    });

    it("an admin's link sets an HttpOnly, SameSite=Strict cookie for the board's path and opens the board", async () => {
      const admin = await adminLogin(t);
      const res = await t.http.post('/api/admin/queues/link').set(admin.auth).expect(200);
      expect(res.body.data.url).toMatch(/^https?:\/\/[^/]+\/api\/admin\/queues\/enter\?token=[\w.%-]+$/);
      const expiresIn = Date.parse(res.body.data.expires_at) - Date.now();
      expect(expiresIn).toBeGreaterThan(30_000);
      expect(expiresIn).toBeLessThanOrEqual(61_000);
      const enter = await t.http.get(pathOf(res.body.data.url)).expect(303);
      expect(enter.headers.location).toBe('/api/admin/queues/');
      const cookie = String(enter.headers['set-cookie']);
      expect(cookie).toMatch(/^oja_queues=[\w.-]+; Path=\/api\/admin\/queues; HttpOnly; SameSite=Strict; Max-Age=\d+/);
      const session = cookie.split(';')[0]!;
      const board = await t.http.get('/api/admin/queues/').set('cookie', session).expect(200);
      expect(board.headers['content-type']).toMatch(/text\/html/);
      expect(board.text).toContain('Oja queues');
      const api = await t.http.get('/api/admin/queues/api/queues').set('cookie', session).expect(200);
      expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['events', 'notices', 'notifications', 'otp', 'payments', 'payouts']);
    });

    it('an expired or altered link is refused', async () => {
      const board = t.app.get(QueueBoardService);
      const claims = { adminId: 1, jti: '00000000-0000-4000-8000-000000000001', sv: 0, until: 9_999_999_999 };
      const old = board.tokens.sign('link', { ...claims, id: '00000000-0000-4000-8000-000000000002' }, 60, Date.now() - 61_000).token;
      const expired = await t.http.get(`/api/admin/queues/enter?token=${encodeURIComponent(old)}`).expect(403);
      expect(expired.body.code).toBe('QUEUE_LINK_INVALID');
      expect(expired.headers['set-cookie']).toBeUndefined();
      // A session cookie is not a link, and a link is not a session cookie.
      const session = board.tokens.sign('session', claims, 600).token;
      await t.http.get(`/api/admin/queues/enter?token=${encodeURIComponent(session)}`).expect(403);
      const link = board.tokens.sign('link', { ...claims, id: '00000000-0000-4000-8000-000000000003' }, 60).token;
      await t.http.get('/api/admin/queues/').set('cookie', `oja_queues=${link}`).expect(401);
    });
  });

  describe('with the in-process driver', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ QUEUE_DRIVER: 'memory' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('the page says queues run in-process', async () => {
      const admin = await adminLogin(t);
      const res = await t.http.post('/api/admin/queues/link').set(admin.auth).expect(200);
      const enter = await t.http.get(pathOf(res.body.data.url)).expect(303);
      const session = String(enter.headers['set-cookie']).split(';')[0]!;
      const page = await t.http.get('/api/admin/queues/').set('cookie', session).expect(200);
      expect(page.text).toContain('Queues run in-process');
      await t.http.get('/api/admin/queues/').expect(401);
    });
  });
});
