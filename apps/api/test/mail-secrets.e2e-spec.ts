/**
 * e-mails) and 8: secrets in e-mails, the queue dashboard, and how many
 * account e-mails one address can receive. Each reproduced as it was found, and shown closed.
 */
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { QueueName } from '../src/queue/queue-names.js';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin, newAdmin, signUpAndLogin } from './factories/users.js';
import { newVendor, PNG_1PX } from './factories/vendors.js';

const RESET = 'Reset your Oja password';
const VERIFY = 'Verify your Oja e-mail address';
const APPROVED = 'Your vendor account has been approved';
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Everything stored under this run's Redis prefix (job hashes, lists, sets, streams), as one text. */
async function redisText(): Promise<string> {
  const redis = new IORedis(process.env.REDIS_URL!);
  const parts: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${process.env.REDIS_PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'string') parts.push(String(await redis.get(key)));
        else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, '0', '-1')));
        else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return parts.join('\n');
}

describe('secrets in e-mails, the queue dashboard, account e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const queue = (name: QueueName) => t.app.get<Queue>(getQueueToken(name), { strict: false });
  const mails = async (to: string, subject: string) => {
    await t.flushOutbox();
    const res = await t.http.get('/api/dev/outbox').query({ to });
    return (res.body.data as Array<{ channel: string; subject: string; body: string; link: string }>).filter(
      (m) => m.channel === 'email' && m.subject === subject,
    );
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  /** Rows written for the queues carrying e-mails to `to` with `subject`. */
  const emailJobs = async (to: string, subject: string) =>
    Number(
      (
        await t.ds.query(
          `select count(*)::int as n from outbox_events where job_name = 'notifications.send-email' and payload->>'to' = $1 and payload->>'subject' = $2`,
          [to, subject],
        )
      )[0].n,
    );

  /** Opens the dashboard with a fresh link of `auth`'s admin session; returns the session cookie. */
  async function openBoard(auth: { Authorization: string }) {
    const link = await t.http.post('/api/admin/queues/link').set(auth).expect(200);
    const enter = await t.http.get(pathOf(link.body.data.url)).expect(303);
    return String(enter.headers['set-cookie']).split(';')[0]!;
  }
  const boardJobs = (cookie: string, name: QueueName) =>
    t.http.get('/api/admin/queues/api/queues').query({ activeQueue: name, status: 'latest', page: 1, jobsPerPage: 500 }).set('cookie', cookie);

  describe('finding 2: reset and verification links are never stored readable', () => {
    it('keeps the tokens out of Redis job data, the outbox payloads and the dashboard; the e-mail itself still carries a working link', async () => {
      const { account } = await signUpAndLogin(t);
      await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200);
      const first = (subject: string) => eventually(async () => (await mails(account.email, subject))[0]);
      const [reset, verify] = [await first(RESET), await first(VERIFY)];
      const secrets = [tokenOf(reset!.link), tokenOf(verify!.link)];
      // The mailbox (the dev outbox) holds the e-mail as the user receives it.
      expect(reset!.body).toContain(reset!.link);

      // The e-mail jobs are in Redis (their recipient is), the tokens are not.
      const stored = await redisText();
      expect(stored).toContain(account.email);
      const payloads: Array<{ p: string }> = await t.ds.query(`select payload::text as p from outbox_events where payload->>'to' = $1`, [account.email]);
      expect(payloads.length).toBeGreaterThanOrEqual(2);
      const board = await openBoard((await adminLogin(t)).auth);
      const listed = await boardJobs(board, QueueName.Notifications).expect(200);
      const jobs = listed.body.queues.find((q: { name: string }) => q.name === 'notifications').jobs as Array<{ name: string; data: Record<string, unknown> }>;
      for (const secret of secrets) {
        expect(stored).not.toContain(secret);
        for (const { p } of payloads) expect(p).not.toContain(secret);
        expect(listed.text).not.toContain(secret);
      }
      // Nor anything else personal in the dashboard: job data is redacted there.
      expect(jobs.find((j) => j.name === 'notifications.send-email')?.data).toMatchObject({ to: '[redacted]', subject: '[redacted]' });
      expect(listed.text).not.toContain(account.email);

      await t.http.post('/api/password/reset').send({ token: secrets[0], password: 'Fresh-Mango#2026' }).expect(200);
      await t.http.get('/api/email/verify').query({ token: secrets[1] }).set('accept', 'application/json').expect(200);
    });
  });

  describe('finding 2: the dashboard session ends with the admin session, and its link opens once', () => {
    it('a dashboard session ends when its admin logs out', async () => {
      const admin = await newAdmin(t);
      const cookie = await openBoard(admin.auth);
      await t.http.get('/api/admin/queues/api/queues').set('cookie', cookie).expect(200);
      await t.http.post('/api/admin/logout').set(admin.auth).expect(200);
      const after = await t.http.get('/api/admin/queues/api/queues').set('cookie', cookie).expect(401);
      expect(after.body.code).toBe('UNAUTHENTICATED');
    });

    it('a dashboard session, and an unused link, end when the admin changes the password', async () => {
      const admin = await newAdmin(t);
      const cookie = await openBoard(admin.auth);
      const unused = await t.http.post('/api/admin/queues/link').set(admin.auth).expect(200);
      await t.http.get('/api/admin/queues/').set('cookie', cookie).expect(200);
      const changed = await t.http
        .post('/api/admin/password/change')
        .set(admin.auth)
        .send({ current_password: admin.password, password: 'Baobab-Tree#2026', password_confirmation: 'Baobab-Tree#2026' })
        .expect(200);
      await t.http.get('/api/admin/queues/').set('cookie', cookie).expect(401);
      expect((await t.http.get(pathOf(unused.body.data.url)).expect(403)).body.code).toBe('QUEUE_LINK_INVALID');
      // The new session gets a board of its own.
      await t.http
        .get('/api/admin/queues/')
        .set('cookie', await openBoard({ Authorization: `Bearer ${changed.body.token}` }))
        .expect(200);
    });

    it('an entry link opens the dashboard once', async () => {
      const admin = await adminLogin(t);
      const link = await t.http.post('/api/admin/queues/link').set(admin.auth).expect(200);
      await t.http.get(pathOf(link.body.data.url)).expect(303);
      const again = await t.http.get(pathOf(link.body.data.url)).expect(403);
      expect(again.body.code).toBe('QUEUE_LINK_INVALID');
      expect(again.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('finding 8: the dashboard only reads', () => {
    it('refuses adding, retrying and pausing from a dashboard session; the queues run on', async () => {
      const cookie = await openBoard((await adminLogin(t)).auth);
      const { account } = await signUpAndLogin(t);
      const writes: Array<[method: 'post' | 'put', path: string, body?: object]> = [
        [
          'post',
          '/api/queues/notifications/add',
          { name: 'notifications.send-email', data: { to: account.email, subject: 'Oja security notice', text: 'Send your password to…' } },
        ],
        ['put', '/api/queues/notifications/pause'],
        ['put', '/api/queues/pause'],
        ['put', '/api/queues/notifications/retry/failed'],
        ['put', '/api/queues/notifications/clean/completed'],
        ['put', '/api/queues/notifications/outbox-1/retry'],
      ];
      for (const [method, path, body] of writes) {
        const res = await t.http[method](`/api/admin/queues${path}`)
          .set('cookie', cookie)
          .send(body ?? {});
        expect([path, res.status, res.body.code]).toEqual([path, 405, 'QUEUE_BOARD_READ_ONLY']);
      }
      expect(await queue(QueueName.Notifications).isPaused()).toBe(false);
      const listed = await t.http.get('/api/admin/queues/api/queues').set('cookie', cookie).expect(200);
      for (const q of listed.body.queues) expect(q).toMatchObject({ readOnlyMode: true, allowRetries: false, isPaused: false });
      // No e-mail of the attacker's words went out.
      await t.flushOutbox();
      expect(
        (await t.http.get('/api/dev/outbox').query({ to: account.email })).body.data.filter((m: { subject: string }) => m.subject === 'Oja security notice'),
      ).toEqual([]);
    });
  });

  describe('finding 6: account e-mails are capped per account, whatever address asks', () => {
    it('sends at most 3 reset e-mails in 15 minutes; the 4th request is answered the same and sends nothing', async () => {
      const { account } = await signUpAndLogin(t);
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200)).body);
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      // Wait for the four reset jobs themselves to have run.
      const rows: Array<{ id: string }> = await t.ds.query(
        `select id from outbox_events where job_name = 'auth.password-reset-requested' and payload->>'email' = $1`,
        [account.email],
      );
      expect(rows).toHaveLength(4);
      await eventually(async () => {
        await t.flushOutbox();
        const states = await Promise.all(rows.map(async (r) => (await queue(QueueName.Notifications).getJob(`outbox-${r.id}`))?.getState()));
        return states.every((s) => s === 'completed');
      });
      expect(await emailJobs(account.email, RESET)).toBe(3);
      await eventually(async () => (await mails(account.email, RESET)).length === 3);
    });

    it('sends at most 3 verification e-mails in 15 minutes (the sign-up one counts); the answer stays the same', async () => {
      const { account, auth } = await signUpAndLogin(t);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await t.http.post('/api/email/resend').set(auth).expect(200)).body);
      expect(answers).toEqual(Array(3).fill({ message: 'A new verification link has been sent to your e-mail.' }));
      expect(await emailJobs(account.email, VERIFY)).toBe(3);
      await eventually(async () => (await mails(account.email, VERIFY)).length === 3);
    });
  });

  describe('finding 7: approving a vendor twice e-mails once', () => {
    it('approving a stale review of a live vendor sends no second "approved" e-mail', async () => {
      const admin = await adminLogin(t);
      const v = await newVendor(t, { phoneVerified: true });
      await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'doc.png').expect(201);
      const sub = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
      await t.http.post(`/api/admin/kyc/verifications/${sub.body.data.id}/approve`).set(admin.auth).expect(200);
      expect(await emailJobs(v.email, APPROVED)).toBe(1);
      // A review still pending for the vendor, now live (left from before, or reopened): approving it changes nothing for the vendor.
      const [{ id }] = await t.ds.query(
        `insert into kyc_verifications (vendor_id, document_id, document_type, status) select vendor_id, document_id, document_type, 'pending' from kyc_verifications where id = $1 returning id`,
        [sub.body.data.id],
      );
      await t.http.post(`/api/admin/kyc/verifications/${id}/approve`).set(admin.auth).expect(200);
      await t.http.post(`/api/admin/vendors/${v.vendorId}/verify`).set(admin.auth).expect(409);
      expect(await emailJobs(v.email, APPROVED)).toBe(1);
      expect((await t.ds.query(`select count(*)::int as n from notifications where user_id = $1 and title = $2`, [v.userId, APPROVED]))[0].n).toBe(1);
    });
  });
});
