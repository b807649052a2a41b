import { randomUUID } from 'node:crypto';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { newAdmin, signUpAndLogin } from './factories/users.js';

type Auth = { Authorization: string };
interface Mail {
  channel: string;
  subject: string;
  body: string;
}

const emailOf = () => `visitor.${randomUUID().slice(0, 8)}@example.com`;
const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Ngozi Eze',
  email: emailOf(),
  subject: 'A copy of my data',
  message: 'Please send me the personal data you hold about me.',
  ...over,
});

/** Contact Us (data requests under the NDPA must not be lost). */
describe('Contact Us and the support inbox', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newAdmin>>;
  const count = async () => Number((await t.ds.query('SELECT count(*) AS n FROM support_messages'))[0].n);
  const inbox = async (auth: Auth, status = 'all') =>
    (await t.http.get('/api/admin/support-messages').query({ status, per_page: 100 }).set(auth).expect(200)).body;
  const mails = async (to: string): Promise<Mail[]> => {
    await t.flushOutbox();
    return ((await t.http.get('/api/dev/outbox').query({ to })).body.data as Mail[]).filter((m) => m.channel === 'email');
  };

  beforeAll(async () => {
    // Test apps allow 10000 messages per address (test/utils/app.ts); the limit itself is checked on an app of its own.
    t = await createTestApp({ OUTBOX_POLL_MS: '100' });
    admin = await newAdmin(t);
  });
  afterAll(() => t.close());

  it('requires name, email, subject and message (422 per field) and stores nothing when one is missing', async () => {
    const before = await count();
    const empty = await t.http.post('/api/contact').send({ name: ' ', email: '', subject: '  ', message: '' }).expect(422);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The name field is required.' });
    expect(empty.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      subject: ['The subject field is required.'],
      message: ['The message field is required.'],
    });
    const bad = await t.http
      .post('/api/contact')
      .send(contact({ email: 'not-an-address', message: 'x'.repeat(5001) }))
      .expect(422);
    expect(bad.body.errors).toEqual({ email: ['The email must be a valid email address.'], message: ['Please keep your message under 5000 characters'] });
    await t.http
      .post('/api/contact')
      .send({ ...contact(), extra: 1 })
      .expect(422);
    expect(await count()).toBe(before);
  });

  it("stores a visitor's message, trimmed, shows it in the admin inbox and rings every admin's bell", async () => {
    const unread = (await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body.meta.unread as number;
    const email = emailOf();
    const res = await t.http
      .post('/api/contact')
      .send(contact({ name: '  Ngozi Eze ', email: ` ${email.toUpperCase()} `, subject: ' Delete my account ' }))
      .expect(201);
    expect(res.body).toEqual({ message: 'Message sent! We will get back to you shortly.', data: { id: expect.any(Number) } });

    const open = await inbox(admin.auth, 'open');
    expect(open.meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect(open.data.find((m: { id: number }) => m.id === res.body.data.id)).toMatchObject({
      name: 'Ngozi Eze',
      email,
      subject: 'Delete my account',
      message: 'Please send me the personal data you hold about me.',
      status: 'open',
      user_id: null,
      reply: null,
      replied_at: null,
    });
    expect((await inbox(admin.auth, 'answered')).data.some((m: { id: number }) => m.id === res.body.data.id)).toBe(false);

    const bell = (await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body;
    expect(bell.meta.unread).toBe(unread + 1);
    expect(bell.data[0]).toMatchObject({ title: 'New support message: Delete my account', link: '/admin/support', read_at: null });
    expect(bell.data[0].body).toContain(`Ngozi Eze <${email}>`);
  });

  it('records the signed-in sender; a bad token still lets the message through, anonymously', async () => {
    const user = await signUpAndLogin(t);
    const mine = await t.http
      .post('/api/contact')
      .set(user.auth)
      .send(contact({ email: user.account.email }))
      .expect(201);
    const stale = await t.http.post('/api/contact').set({ Authorization: 'Bearer not-a-token' }).send(contact()).expect(201);
    const all = (await inbox(admin.auth)).data as Array<{ id: number; user_id: number | null }>;
    expect(all.find((m) => m.id === mine.body.data.id)?.user_id).toBe(user.user.id);
    expect(all.find((m) => m.id === stale.body.data.id)?.user_id).toBeNull();
  });

  it('keeps the inbox to admins: no token 401, a customer 403', async () => {
    const user = await signUpAndLogin(t);
    const id = (await t.http.post('/api/contact').send(contact()).expect(201)).body.data.id;
    await t.http.get('/api/admin/support-messages').expect(401);
    await t.http.get('/api/admin/support-messages').set(user.auth).expect(403);
    await t.http.post(`/api/admin/support-messages/${id}/reply`).send({ message: 'Hi' }).expect(401);
    await t.http.post(`/api/admin/support-messages/${id}/reply`).set(user.auth).send({ message: 'Hi' }).expect(403);
    const bad = await t.http.get('/api/admin/support-messages').query({ status: 'closed' }).set(admin.auth).expect(422);
    expect(bad.body.errors.status).toEqual(['status must be open, answered or all']);
  });

  it('e-mails the reply to the sender and marks the message answered; a second reply replaces the first', async () => {
    const email = emailOf();
    const id = (
      await t.http
        .post('/api/contact')
        .send(contact({ email, subject: 'Where is my refund?' }))
        .expect(201)
    ).body.data.id as number;

    const blank = await t.http.post(`/api/admin/support-messages/${id}/reply`).set(admin.auth).send({ message: '  ' }).expect(422);
    expect(blank.body.errors.message).toEqual(['Please write a reply']);
    const missing = await t.http.post('/api/admin/support-messages/999999999/reply').set(admin.auth).send({ message: 'Hello' }).expect(404);
    expect(missing.body.code).toBe('SUPPORT_MESSAGE_NOT_FOUND');
    await t.http.post('/api/admin/support-messages/abc/reply').set(admin.auth).send({ message: 'Hello' }).expect(400);

    const res = await t.http.post(`/api/admin/support-messages/${id}/reply`).set(admin.auth).send({ message: ' Your refund was sent today. ' }).expect(200);
    expect(res.body.message).toBe('Reply sent.');
    expect(res.body.data).toMatchObject({ id, status: 'answered', reply: 'Your refund was sent today.', replied_at: expect.any(String) });

    const first = await eventually(async () => (await mails(email)).find((m) => m.subject === 'Re: Where is my refund?'));
    expect(first.body).toContain('Hello Ngozi Eze,');
    expect(first.body).toContain('Your refund was sent today.');
    expect(first.body).toContain('Please send me the personal data you hold about me.');

    expect((await inbox(admin.auth, 'open')).data.some((m: { id: number }) => m.id === id)).toBe(false);
    expect((await inbox(admin.auth, 'answered')).data.find((m: { id: number }) => m.id === id)).toMatchObject({
      status: 'answered',
      reply: 'Your refund was sent today.',
    });

    await t.http.post(`/api/admin/support-messages/${id}/reply`).set(admin.auth).send({ message: 'A correction: it arrives tomorrow.' }).expect(200);
    await eventually(async () => (await mails(email)).filter((m) => m.subject === 'Re: Where is my refund?').length === 2);
    expect((await inbox(admin.auth, 'answered')).data.find((m: { id: number }) => m.id === id).reply).toBe('A correction: it arrives tomorrow.');
  });

  it('answers 429 with a clear message once a client has sent the limit, and stores no more', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CONTACT: '2', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-contact-rl` });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 2; i++) codes.push((await limited.http.post('/api/contact').send(contact())).status);
      const before = await count();
      const refused = await limited.http.post('/api/contact').send(contact());
      expect(codes).toEqual([201, 201]);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'CONTACT_RATE_LIMITED',
        message: 'You have sent several messages in a short time. Please try again in 10 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      expect(await count()).toBe(before);
    } finally {
      await limited.close();
    }
  });
});
