import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin, newAccount, signUpAndLogin } from './factories/users.js';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('platform and authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const latestMail = (to: string) =>
    eventually(async () => {
      await t.flushOutbox();
      const res = await t.http.get('/api/dev/outbox').query({ to });
      return res.body.data.find((m: { channel: string }) => m.channel === 'email');
    });

  describe('POST /api/register', () => {
    it('creates a customer, stores the phone as E.164 and never returns the password hash', async () => {
      const account = newAccount({ phone: '+234 803 123 4567' });
      const res = await t.http.post('/api/register').send(account).expect(201);
      expect(res.body.message).toMatch(/check your email/i);
      expect(res.body.user).toMatchObject({ email: account.email, phone: '+2348031234567', user_type: 'user', vendor: null });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    });

    it('accepts 08031234567 and refuses 0803123456 with a clear message', async () => {
      await t.http
        .post('/api/register')
        .send(newAccount({ phone: '08031234567' }))
        .expect(201);
      const bad = await t.http
        .post('/api/register')
        .send(newAccount({ phone: '0803123456' }))
        .expect(422);
      expect(bad.body.message).toMatch(/valid Nigerian phone number/);
      expect(bad.body.errors.phone).toBeDefined();
    });

    it('refuses a taken e-mail with 409, whatever its case', async () => {
      const account = newAccount();
      await t.http.post('/api/register').send(account).expect(201);
      const res = await t.http
        .post('/api/register')
        .send({ ...account, email: account.email.toUpperCase() })
        .expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
        request_id: expect.any(String),
      });
    });

    it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
      const account = newAccount();
      const results = await Promise.all([t.http.post('/api/register').send(account), t.http.post('/api/register').send(account)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('refuses mass-assignment fields and an admin user_type, changing nothing', async () => {
      const account = newAccount();
      const res = await t.http
        .post('/api/register')
        .send({ ...account, is_verified: true })
        .expect(422);
      expect(res.body.errors.is_verified).toEqual(['The field is_verified is not allowed']);
      const admin = await t.http
        .post('/api/register')
        .send({ ...account, user_type: 'admin' })
        .expect(422);
      expect(admin.body.errors.user_type).toBeDefined();
      await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(401);
    });

    it('requires every field, a valid e-mail and an 8-character password', async () => {
      const res = await t.http.post('/api/register').send({}).expect(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name', 'password', 'phone', 'user_type']);
      const short = await t.http
        .post('/api/register')
        .send(newAccount({ password: 'short' }))
        .expect(422);
      expect(short.body.message).toBe('The password must be at least 8 characters.');
      const email = await t.http
        .post('/api/register')
        .send(newAccount({ email: 'not-an-email' }))
        .expect(422);
      expect(email.body.message).toBe('The email must be a valid email address.');
    });
  });

  describe('e-mail verification', () => {
    it('sends a link through the notifications queue that confirms the address once', async () => {
      const account = newAccount();
      await t.http.post('/api/register').send(account).expect(201);
      const mail = await latestMail(account.email);
      expect(mail.subject).toBe('Verify your Oja e-mail address');
      const link = new URL(mail.link);
      const first = await t.http.get(`${link.pathname}${link.search}`).expect(302);
      expect(first.headers.location).toBe('/login?verified=1');
      const again = await t.http.get(`${link.pathname}${link.search}`).expect(302);
      expect(again.headers.location).toBe('/login?verified=invalid');
      const login = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      expect(login.body.user.email_verified_at).not.toBeNull();
    });
  });

  describe('login, me and logout', () => {
    it('answers { token, user, vendor } and 401 "Invalid credentials" for a wrong password or unknown e-mail', async () => {
      const { account } = await signUpAndLogin(t);
      const ok = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      expect(Object.keys(ok.body).sort()).toEqual(['token', 'user', 'vendor']);
      expect(ok.body.vendor).toBeNull();
      const wrong = await t.http.post('/api/login').send({ email: account.email, password: 'nope-nope' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials', request_id: expect.any(String) });
      await t.http.post('/api/login').send({ email: 'nobody@example.com', password: 'whatever1' }).expect(401);
    });

    it('revokes the token at logout: a later call with it gets 401', async () => {
      const { auth } = await signUpAndLogin(t);
      const me = await t.http.get('/api/me').set(auth).expect(200);
      expect(me.body.user.user_type).toBe('user');
      expect(JSON.stringify(me.body)).not.toMatch(/password/i);
      await t.http.post('/api/logout').set(auth).expect(200);
      await t.http.get('/api/me').set(auth).expect(401);
    });

    it('refuses a missing, forged or tampered token with 401', async () => {
      await t.http.get('/api/me').expect(401);
      await t.http.get('/api/me').set({ Authorization: 'Bearer abc.def.ghi' }).expect(401);
      const { token } = await signUpAndLogin(t);
      const [h, p] = token.split('.');
      await t.http
        .get('/api/me')
        .set({ Authorization: `Bearer ${h}.${p}.forged` })
        .expect(401);
    });
  });

  describe('admins', () => {
    it('logs in the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
      const res = await t.http.post('/api/admin/login').send({ email: 'admin@oja.test', password: 'OjaAdmin#2026' }).expect(200);
      expect(res.body.admin).toMatchObject({ email: 'admin@oja.test', role: 'super_admin' });
      await t.http.post('/api/admin/login').send({ email: 'admin@oja.test', password: 'wrong-password' }).expect(401);
    });

    it('keeps the two token audiences apart (403 both ways)', async () => {
      const admin = await adminLogin(t);
      const user = await signUpAndLogin(t);
      await t.http.get('/api/admin/me').set(admin.auth).expect(200);
      await t.http.get('/api/me').set(admin.auth).expect(403);
      await t.http.get('/api/notifications').set(admin.auth).expect(403);
      await t.http.get('/api/admin/me').set(user.auth).expect(403);
    });

    it('revokes the admin token at logout', async () => {
      const admin = await adminLogin(t);
      await t.http.post('/api/admin/logout').set(admin.auth).expect(200);
      await t.http.get('/api/admin/me').set(admin.auth).expect(401);
    });
  });

  describe('password reset', () => {
    it('always answers 200, e-mails a link that sets a new password once, and ends older sessions', async () => {
      const unknown = await t.http.post('/api/password/forgot').send({ email: 'ghost@example.com' }).expect(200);
      const { account, auth } = await signUpAndLogin(t);
      const known = await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200);
      expect(known.body.message).toBe(unknown.body.message);
      const mail = await eventually(async () => {
        await t.flushOutbox();
        const res = await t.http.get('/api/dev/outbox').query({ to: account.email });
        return res.body.data.find((m: { subject: string }) => m.subject === 'Reset your Oja password');
      });
      const token = new URL(mail.link).searchParams.get('token');
      await new Promise((r) => setTimeout(r, 1100));
      await t.http.post('/api/password/reset').send({ token, password: 'NewPassword#1' }).expect(200);
      await t.http.post('/api/password/reset').send({ token, password: 'Another#Pass1' }).expect(422);
      await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(401);
      await t.http.post('/api/login').send({ email: account.email, password: 'NewPassword#1' }).expect(200);
      await t.http.get('/api/me').set(auth).expect(401);
    });
  });

  describe('errors are clear 4xx, never 500', () => {
    it('malformed JSON → 400 with a message', async () => {
      const res = await t.http.post('/api/login').set('content-type', 'application/json').send('{"email": ').expect(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.statusCode).toBe(400);
    });

    it('an oversized body → 413', async () => {
      const res = await t.http
        .post('/log-error')
        .send({ message: 'x'.repeat(2 * 1024 * 1024) })
        .expect(413);
      expect(res.body.message).toMatch(/too large/i);
    });

    it('an unknown route → 404 naming it', async () => {
      const res = await t.http.get('/api/does-not-exist').expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'ROUTE_NOT_FOUND',
        message: 'Route GET /api/does-not-exist not found',
        request_id: expect.any(String),
      });
    });

    it('a non-numeric or out-of-range id → 400', async () => {
      const { auth } = await signUpAndLogin(t);
      await t.http.post('/api/notifications/abc/read').set(auth).expect(400);
      await t.http.post('/api/notifications/99999999999/read').set(auth).expect(400);
    });
  });

  describe('profile picture and notifications', () => {
    it('stores an image judged by its bytes and refuses a text file named .png', async () => {
      const { auth } = await signUpAndLogin(t);
      const fake = await t.http.post('/api/profile-picture/upload').set(auth).attach('profile_picture', Buffer.from('just text'), 'photo.png').expect(422);
      expect(fake.body.message).toBe('Please select a valid image file');
      const none = await t.http.post('/api/profile-picture/upload').set(auth).field('x', 'y').expect(422);
      expect(none.body.message).toBe('Please select an image first');
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await t.http.post('/api/profile-picture/upload').set(auth).attach('profile_picture', big, 'big.png').expect(422);
      expect(tooBig.body.message).toBe('Image size should be less than 5MB');
      const ok = await t.http.post('/api/profile-picture/upload').set(auth).attach('profile_picture', PNG_1PX, 'me.png').expect(201);
      // Absolute on PUBLIC_URL, so a front end on another origin can use it; readable cross-origin.
      expect(ok.body.profile_image_url).toMatch(/^https?:\/\/[^/]+\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
      const img = await t.http.get(new URL(ok.body.profile_image_url).pathname).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const me = await t.http.get('/api/me').set(auth).expect(200);
      expect(me.body.user.profile_image).toBe(ok.body.profile_image_url);
    });

    it('counts unread notifications and marks them read, only for their owner', async () => {
      const a = await signUpAndLogin(t);
      const b = await signUpAndLogin(t);
      const welcome = await t.http.get('/api/notifications').set(a.auth).expect(200);
      expect(welcome.body.data.map((n: { title: string }) => n.title)).toEqual(['Welcome to Oja!']);
      await t.http.post('/api/notifications/read-all').set(a.auth).expect(200);
      await t.ds.query(`insert into notifications (user_id, title, body) values ($1,'One','x'),($1,'Two','y')`, [a.user.id]);
      const list = await t.http.get('/api/notifications').set(a.auth).expect(200);
      expect(list.body.meta.unread).toBe(2);
      const id = list.body.data[0].id;
      await t.http.post(`/api/notifications/${id}/read`).set(b.auth).expect(404);
      await t.http.post(`/api/notifications/${id}/read`).set(a.auth).expect(200);
      expect((await t.http.get('/api/notifications').set(a.auth)).body.meta.unread).toBe(1);
      await t.http.post('/api/notifications/read-all').set(a.auth).expect(200);
      expect((await t.http.get('/api/notifications').set(a.auth)).body.meta.unread).toBe(0);
    });
  });

  it('stores client error reports (POST /log-error, no auth)', async () => {
    const res = await t.http
      .post('/log-error')
      .send({ context: 'signup', message: 'boom', stack: 'at x', url: '/signup', extra: { step: 1 } })
      .expect(201);
    const rows = await t.ds.query('select context, message, extra from error_logs where id = $1', [res.body.id]);
    expect(rows[0]).toEqual({ context: 'signup', message: 'boom', extra: { step: 1 } });
  });

  it('reports database and queues in GET /api/health', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body.details.database.status).toBe('up');
    expect(res.body.details.queues.status).toBe('up');
  });

  it('serves the OpenAPI document generated from the controllers', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/register', '/api/login', '/api/me']));
  });
});

describe('rate limits', () => {
  it('stops a burst of logins with 429 and a clear message', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: '3', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-rl` });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await t.http.post('/api/login').send({ email: 'x@example.com', password: 'whatever1' })).status);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const res = await t.http.post('/api/login').send({ email: 'x@example.com', password: 'whatever1' });
      expect(res.body.message).toBe('Too many attempts. Please wait a minute and try again.');
    } finally {
      await t.close();
    }
  });
});
