/**
 * accounts, uploads and routing: each finding of the attack on Oja, reproduced as it was found,
 * and shown closed.
 */
import { getStorageToken } from '@nestjs/throttler';
import IORedis from 'ioredis';
import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { ENV, type Env } from '../src/config/env.js';
import type { RedisThrottlerStorageWithFallback } from '../src/common/throttler-storage.js';
import { QueueService } from '../src/queue/queue.service.js';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin, newAccount, newAdmin, signUpAndLogin } from './factories/users.js';
import { newVendor, PNG_1PX, PDF_MIN } from './factories/vendors.js';

const LOCKED_1_MIN = 'Too many failed sign-in attempts. Please try again in 1 minute.';
const prefix = (name: string) => `${process.env.REDIS_PREFIX}-sec-${name}`;
/** A different made-up client address for each request. */
const spoofed = (i: number) => `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}`;

async function resetLink(t: TestApp, email: string, seen: Set<string> = new Set()): Promise<string> {
  return eventually(async () => {
    await t.flushOutbox();
    const res = await t.http.get('/api/dev/outbox').query({ to: email });
    const mail = res.body.data.find((m: { subject: string; link: string }) => m.subject === 'Reset your Oja password' && !seen.has(m.link));
    return mail ? (new URL(mail.link).searchParams.get('token') as string) : null;
  });
}

describe('finding 1: rate limits and X-Forwarded-For', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the per-address limit, and the 429 says when to retry', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: '5', REDIS_PREFIX: prefix('xff') });
    try {
      const codes: number[] = [];
      let last!: { status: number; headers: Record<string, string>; body: { message: string } };
      for (let i = 0; i < 7; i++) {
        last = await t.http
          .post('/api/login')
          .set('X-Forwarded-For', spoofed(i))
          .send({ email: `nobody${i}@example.com`, password: 'whatever1' });
        codes.push(last.status);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(last.body.message).toBe('Too many attempts. Please wait a minute and try again.');
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: '3', TRUST_PROXY: '127.0.0.1,::1,::ffff:127.0.0.1', REDIS_PREFIX: prefix('xff-proxy') });
    try {
      // Behind the trusted proxy, each client address has its own count …
      for (let i = 0; i < 5; i++) {
        await t.http
          .post('/api/login')
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({ email: `c${i}@example.com`, password: 'whatever1' })
          .expect(401);
      }
      // … and one client is still limited.
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await t.http
              .post('/api/login')
              .set('X-Forwarded-For', '203.0.113.200')
              .send({ email: `d${i}@example.com`, password: 'whatever1' })
          ).status,
        );
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('finding 7: no brute-force limit while Redis is down', () => {
  it('keeps limiting sign-in attempts in the process while Redis is unreachable', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: '3', REDIS_PREFIX: prefix('down') });
    try {
      // Redis "goes away" for the rate limiter: its connection is closed for good.
      t.app.get<RedisThrottlerStorageWithFallback>(getStorageToken()).redis.disconnect();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await t.http.post('/api/login').send({ email: `x${i}@example.com`, password: 'whatever1' })).status);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_PREFIX: prefix('main') });
  });
  afterAll(() => t.close());

  describe('finding 1: wrong passwords are limited per account, from any address', () => {
    it('locks a customer account after 5 wrong passwords for 1 minute (429 with Retry-After), then doubles', async () => {
      const { account } = await signUpAndLogin(t);
      for (let i = 0; i < 5; i++) {
        await t.http
          .post('/api/login')
          .set('X-Forwarded-For', spoofed(i))
          .send({ email: account.email, password: `wrong-${i}-password` })
          .expect(401);
      }
      // Even the right password waits now, and the e-mail's case does not matter.
      const locked = await t.http.post('/api/login').send({ email: account.email.toUpperCase(), password: account.password }).expect(429);
      expect(locked.body).toMatchObject({ code: 'LOGIN_LOCKED', message: LOCKED_1_MIN });
      const wait = Number(locked.headers['retry-after']);
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);

      // The minute passes (its lock key expires); one more wrong password locks for 2 minutes.
      const redis = new IORedis(process.env.REDIS_URL!, { keyPrefix: `${prefix('main')}:lockout:` });
      try {
        await redis.del(`user:${account.email}:lock`);
      } finally {
        redis.disconnect();
      }
      await t.http.post('/api/login').send({ email: account.email, password: 'wrong-again-1' }).expect(401);
      const again = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(429);
      expect(again.body.message).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    });

    it('forgets the failures after a successful sign-in', async () => {
      const { account } = await signUpAndLogin(t);
      for (let i = 0; i < 4; i++)
        await t.http
          .post('/api/login')
          .send({ email: account.email, password: `wrong-${i}-password` })
          .expect(401);
      await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      for (let i = 0; i < 4; i++)
        await t.http
          .post('/api/login')
          .send({ email: account.email, password: `wrong-${i}-password` })
          .expect(401);
      await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    });

    it('locks admin sign-in the same way', async () => {
      const admin = await newAdmin(t);
      for (let i = 0; i < 5; i++)
        await t.http
          .post('/api/admin/login')
          .set('X-Forwarded-For', spoofed(i))
          .send({ email: admin.email, password: `wrong-${i}-password` })
          .expect(401);
      const locked = await t.http.post('/api/admin/login').send({ email: admin.email, password: admin.password }).expect(429);
      expect(locked.body).toMatchObject({ code: 'LOGIN_LOCKED', message: LOCKED_1_MIN });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers an unknown e-mail exactly like a known one (no account enumeration through the lock)', async () => {
      const ghost = `ghost.${randomUUID().slice(0, 8)}@example.com`;
      for (let i = 0; i < 5; i++)
        await t.http
          .post('/api/login')
          .send({ email: ghost, password: `wrong-${i}-password` })
          .expect(401);
      const locked = await t.http.post('/api/login').send({ email: ghost, password: 'anything-1' }).expect(429);
      expect(locked.body.message).toBe(LOCKED_1_MIN);
    });
  });

  describe('finding 5: every outstanding reset link ends when one is used or the password changes', () => {
    it('refuses an older link after a newer one reset the password', async () => {
      const { account } = await signUpAndLogin(t);
      await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200);
      const older = await resetLink(t, account.email);
      const seen = new Set(await linksOf(t, account.email));
      await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200);
      const newer = await resetLink(t, account.email, seen);
      expect(newer).not.toBe(older);
      await t.http.post('/api/password/reset').send({ token: newer, password: 'Fresh-Mango#2026' }).expect(200);
      const res = await t.http.post('/api/password/reset').send({ token: older, password: 'Other-Mango#2026' }).expect(422);
      expect(res.body).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: 'This password reset link is invalid or has expired.' });
      await t.http.post('/api/login').send({ email: account.email, password: 'Fresh-Mango#2026' }).expect(200);
    });

    it('refuses an outstanding link once the password was changed while signed in', async () => {
      const { account, auth } = await signUpAndLogin(t);
      await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200);
      const link = await resetLink(t, account.email);
      await t.http
        .post('/api/password/change')
        .set(auth)
        .send({ current_password: account.password, password: 'Green-Plantain#7', password_confirmation: 'Green-Plantain#7' })
        .expect(200);
      await t.http.post('/api/password/reset').send({ token: link, password: 'Other-Mango#2026' }).expect(422);
    });
  });

  describe('finding 6: sessions end by version, not by comparing timestamps', () => {
    it('ends a session started just before the reset (same second)', async () => {
      const { account } = await signUpAndLogin(t);
      await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200);
      const token = await resetLink(t, account.email);
      const login = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      await t.http.post('/api/password/reset').send({ token, password: 'Reset-Trial#1x' }).expect(200);
      const me = await t.http
        .get('/api/me')
        .set({ Authorization: `Bearer ${login.body.token}` })
        .expect(401);
      expect(me.body.message).toBe('Your password was changed. Please log in again.');
      const fresh = await t.http.post('/api/login').send({ email: account.email, password: 'Reset-Trial#1x' }).expect(200);
      await t.http
        .get('/api/me')
        .set({ Authorization: `Bearer ${fresh.body.token}` })
        .expect(200);
    });
  });

  describe('finding 8: the password rule and changing a password', () => {
    it.each([
      ['password', 'This password is too common and easy to guess. Please choose a different one.', 'PASSWORD_TOO_COMMON'],
      ['12345678', 'This password is too common and easy to guess. Please choose a different one.', 'PASSWORD_TOO_COMMON'],
      ['        ', 'The password cannot be made of spaces only.', 'PASSWORD_INVALID'],
    ])('refuses %j at sign-up', async (password, message, code) => {
      const res = await t.http.post('/api/register').send(newAccount({ password })).expect(422);
      expect(res.body).toMatchObject({ message, code, errors: { password: [message] } });
    });

    it('refuses a password equal to or containing the e-mail or the name', async () => {
      const account = newAccount({ name: 'Chiamaka Eze' });
      const equal = await t.http
        .post('/api/register')
        .send({ ...account, password: account.email })
        .expect(422);
      expect(equal.body).toMatchObject({ code: 'PASSWORD_CONTAINS_PERSONAL_INFO', message: 'The password must not contain your e-mail address.' });
      const local = await t.http
        .post('/api/register')
        .send({ ...account, password: `${account.email.split('@')[0]}!` })
        .expect(422);
      expect(local.body.message).toBe('The password must not contain your e-mail address.');
      const name = await t.http
        .post('/api/register')
        .send({ ...account, password: 'Chiamaka#2026' })
        .expect(422);
      expect(name.body).toMatchObject({ code: 'PASSWORD_CONTAINS_PERSONAL_INFO', message: 'The password must not contain your name.' });
      await t.http
        .post('/api/register')
        .send({ ...account, password: 'Zebra#Crossing9' })
        .expect(201);
    });

    it('applies the rule to a reset too', async () => {
      const { account } = await signUpAndLogin(t);
      await t.http.post('/api/password/forgot').send({ email: account.email }).expect(200);
      const token = await resetLink(t, account.email);
      const res = await t.http.post('/api/password/reset').send({ token, password: 'qwerty123' }).expect(422);
      expect(res.body.code).toBe('PASSWORD_TOO_COMMON');
      // The link survives a refused password.
      await t.http.post('/api/password/reset').send({ token, password: 'Zebra#Crossing9' }).expect(200);
    });

    it('lets a customer change the password: other sessions end, the answer carries the new token', async () => {
      const { account, auth } = await signUpAndLogin(t);
      const other = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      const wrong = await t.http
        .post('/api/password/change')
        .set(auth)
        .send({ current_password: 'not-my-password', password: 'Zebra#Crossing9', password_confirmation: 'Zebra#Crossing9' })
        .expect(422);
      expect(wrong.body).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT', errors: { current_password: ['Your current password is incorrect.'] } });
      const mismatch = await t.http
        .post('/api/password/change')
        .set(auth)
        .send({ current_password: account.password, password: 'Zebra#Crossing9', password_confirmation: 'Zebra#Crossing8' })
        .expect(422);
      expect(mismatch.body).toMatchObject({ code: 'PASSWORD_CONFIRMATION_MISMATCH', message: 'The password confirmation does not match.' });
      const weak = await t.http
        .post('/api/password/change')
        .set(auth)
        .send({ current_password: account.password, password: 'password', password_confirmation: 'password' })
        .expect(422);
      expect(weak.body.code).toBe('PASSWORD_TOO_COMMON');
      const missing = await t.http.post('/api/password/change').set(auth).send({}).expect(422);
      expect(missing.body.errors).toHaveProperty('current_password');

      const ok = await t.http
        .post('/api/password/change')
        .set(auth)
        .send({ current_password: account.password, password: 'Zebra#Crossing9', password_confirmation: 'Zebra#Crossing9' })
        .expect(200);
      expect(ok.body.message).toBe('Your password has been changed. You have been signed out on your other devices.');
      expect(typeof ok.body.token).toBe('string');
      await t.http
        .get('/api/me')
        .set({ Authorization: `Bearer ${other.body.token}` })
        .expect(401);
      await t.http.get('/api/me').set(auth).expect(401);
      await t.http
        .get('/api/me')
        .set({ Authorization: `Bearer ${ok.body.token}` })
        .expect(200);
      await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(401);
      await t.http.post('/api/login').send({ email: account.email, password: 'Zebra#Crossing9' }).expect(200);
      // Not signed in, or an admin token: no.
      await t.http.post('/api/password/change').send({ current_password: 'x', password: 'y', password_confirmation: 'y' }).expect(401);
    });

    it('lets an admin change the password with the same effect', async () => {
      const admin = await newAdmin(t);
      const other = await t.http.post('/api/admin/login').send({ email: admin.email, password: admin.password }).expect(200);
      const ok = await t.http
        .post('/api/admin/password/change')
        .set(admin.auth)
        .send({ current_password: admin.password, password: 'Baobab-Tree#2026', password_confirmation: 'Baobab-Tree#2026' })
        .expect(200);
      await t.http
        .get('/api/admin/me')
        .set({ Authorization: `Bearer ${other.body.token}` })
        .expect(401);
      await t.http
        .get('/api/admin/me')
        .set({ Authorization: `Bearer ${ok.body.token}` })
        .expect(200);
      await t.http.post('/api/admin/login').send({ email: admin.email, password: 'Baobab-Tree#2026' }).expect(200);
      const customer = await signUpAndLogin(t);
      await t.http.post('/api/admin/password/change').set(customer.auth).send({ current_password: 'x', password: 'y', password_confirmation: 'y' }).expect(403);
    });
  });

  describe('finding 11: forgot-password does the same work for unknown and known e-mails', () => {
    const outboxRows = async () => Number((await t.ds.query(`select count(*)::int as n from outbox_events`))[0].n);

    it('queues exactly one job either way and looks nothing up while answering', async () => {
      const { account, user } = await signUpAndLogin(t);
      const tokensBefore = Number(
        (await t.ds.query(`select count(*)::int as n from user_tokens where user_id = $1 and purpose = 'password_reset'`, [user.id]))[0].n,
      );
      const added: Record<string, unknown[]> = {};
      for (const email of [`ghost.${randomUUID().slice(0, 8)}@example.com`, account.email]) {
        const before = await outboxRows();
        const res = await t.http.post('/api/password/forgot').send({ email }).expect(200);
        expect(res.body.message).toBe('If an account exists for that e-mail, we have sent a password reset link.');
        const rows = await t.ds.query(`select job_name from outbox_events order by id desc limit $1`, [(await outboxRows()) - before]);
        added[email] = rows.map((r: { job_name: string }) => r.job_name);
      }
      expect(Object.values(added)).toEqual([['auth.password-reset-requested'], ['auth.password-reset-requested']]);
      // The link is made by the job, not while answering.
      const tokensAfter = Number(
        (await t.ds.query(`select count(*)::int as n from user_tokens where user_id = $1 and purpose = 'password_reset'`, [user.id]))[0].n,
      );
      expect(tokensAfter).toBe(tokensBefore);
      await resetLink(t, account.email);
    });
  });
});

describe('finding 3: KYC documents fill the disk', () => {
  let t: TestApp;
  let uploads: string;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_PREFIX: prefix('kyc') });
    uploads = resolve(process.cwd(), t.app.get<Env>(ENV).DATA_DIR, 'uploads');
  });
  afterAll(() => t.close());

  const keysOf = async (vendorId: number): Promise<string[]> =>
    (await t.ds.query('select storage_key from vendor_documents where vendor_id = $1 order by id', [vendorId])).map(
      (r: { storage_key: string }) => r.storage_key,
    );

  it('replaces the previous document of the type: one row and one file remain', async () => {
    const v = await newVendor(t);
    const ids: number[] = [];
    let firstKey = '';
    for (let i = 0; i < 4; i++) {
      const up = await t.http
        .post('/api/vendor/compliance/upload-document')
        .set(v.auth)
        .field('type', 'nin')
        .attach('document', i % 2 ? PDF_MIN : PNG_1PX, 'nin.png')
        .expect(201);
      expect(up.body.message).toBe('Document uploaded successfully!');
      ids.push(up.body.data.id);
      if (i === 0) firstKey = (await keysOf(v.vendorId))[0];
    }
    const keys = await keysOf(v.vendorId);
    expect(keys).toHaveLength(1);
    expect(existsSync(resolve(uploads, keys[0]))).toBe(true);
    expect(existsSync(resolve(uploads, firstKey))).toBe(false);
    const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
    expect(status.body.document.id).toBe(ids[3]);
  });

  it('keeps the document a rejected review refers to, and asks for a new one before resubmitting', async () => {
    const v = await newVendor(t, { phoneVerified: true });
    const first = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(201);
    await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
    const admin = await adminLogin(t);
    const list = await t.http.get('/api/admin/kyc/verifications').query({ status: 'pending' }).set(admin.auth).expect(200);
    const kyc = list.body.data.find((k: { vendor: { id: number } }) => k.vendor.id === v.vendorId);
    await t.http
      .post(`/api/admin/kyc/verifications/${kyc.id}/reject`)
      .set(admin.auth)
      .send({ reason: 'Blurry scan' })
      .expect((r) => expect(r.status).toBeLessThan(300));
    const again = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(422);
    expect(again.body.message).toBe('Your last submission was rejected. Please upload a corrected document before submitting again.');
    await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PDF_MIN, 'nin.pdf').expect(201);
    await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(201);
    const keys = await keysOf(v.vendorId);
    expect(keys).toHaveLength(2);
    expect(await t.ds.query('select id from vendor_documents where id = $1', [first.body.data.id])).toHaveLength(1);
    await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
  });

  it('limits uploads per vendor (429 with Retry-After) — 25 uploads in seconds no longer all land', async () => {
    const v = await newVendor(t);
    const codes: number[] = [];
    let last!: { status: number; headers: Record<string, string>; body: { code: string; message: string } };
    for (let i = 0; i < 12; i++) {
      last = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png');
      codes.push(last.status);
    }
    expect(codes).toEqual([...Array(10).fill(201), 429, 429]);
    expect(last.body).toMatchObject({ code: 'DOCUMENT_UPLOAD_RATE_LIMITED', message: 'You have uploaded too many documents. Please try again in 10 minutes.' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(500);
    expect(await keysOf(v.vendorId)).toHaveLength(1);
  });

  it('caps the documents a vendor keeps stored', async () => {
    const v = await newVendor(t);
    // Ten documents kept as the record of ten rejected reviews.
    for (let i = 0; i < 10; i++) {
      const [{ id }] = await t.ds.query(
        `insert into vendor_documents (vendor_id, document_type, storage_key, mime, size_bytes) values ($1, 'nin', $2, 'image/png', 68) returning id`,
        [v.vendorId, `kyc/${randomUUID()}.png`],
      );
      await t.ds.query(`insert into kyc_verifications (vendor_id, document_id, document_type, status) values ($1, $2, 'nin', 'rejected')`, [v.vendorId, id]);
    }
    const res = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(409);
    expect(res.body).toMatchObject({ code: 'DOCUMENT_LIMIT_REACHED', message: 'You have reached the limit of 10 stored documents. Please contact support.' });
    expect(await keysOf(v.vendorId)).toHaveLength(10);
  });

  it('deletes orphaned files older than an hour through the sweep job, and nothing else', async () => {
    const v = await newVendor(t);
    await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(201);
    const [kept] = await keysOf(v.vendorId);
    await mkdir(resolve(uploads, 'kyc'), { recursive: true });
    const oldOrphan = `kyc/${randomUUID()}.png`;
    const newOrphan = `kyc/${randomUUID()}.png`;
    await writeFile(resolve(uploads, oldOrphan), PNG_1PX);
    await writeFile(resolve(uploads, newOrphan), PNG_1PX);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(resolve(uploads, oldOrphan), twoHoursAgo, twoHoursAgo);
    await utimes(resolve(uploads, kept), twoHoursAgo, twoHoursAgo);

    await t.app.get(QueueService).add('compliance.sweep-orphan-files', { runAt: new Date().toISOString() });
    await eventually(async () => !existsSync(resolve(uploads, oldOrphan)));
    expect(existsSync(resolve(uploads, newOrphan))).toBe(true);
    expect(existsSync(resolve(uploads, kept))).toBe(true);
    const doc = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
    const url = new URL(doc.body.document.url, 'http://localhost');
    await t.http.get(`${url.pathname}${url.search}`).expect(200);
    expect((await readdir(resolve(uploads, 'kyc'))).length).toBeGreaterThan(0);
  });
});

describe('finding 2: site closure (maintenanceMode) and percent-encoded paths', () => {
  let t: TestApp;
  let admin: { auth: { Authorization: string } };
  beforeAll(async () => {
    t = await createTestApp({ REDIS_PREFIX: prefix('closure') });
    admin = await adminLogin(t);
    await t.http.put('/api/admin/settings').set(admin.auth).send({ maintenanceMode: true }).expect(200);
  });
  afterAll(async () => {
    await t.http.put('/api/admin/settings').set(admin.auth).send({ maintenanceMode: false });
    await t.close();
  });

  it.each([
    ['POST', '/%61pi/login'],
    ['GET', '/%61pi/service-vendors'],
    ['GET', '/%61%70%69/me'],
    ['POST', '/API/login'],
    ['POST', '//api/login'],
    ['POST', '/api/./login'],
    ['POST', '/api/admin/../login'],
    ['POST', '/api/login'],
  ])('answers 503 to %s %s', async (method, path) => {
    const req = method === 'GET' ? t.http.get(path) : t.http.post(path).send({ email: 'x@example.com', password: 'whatever1' });
    const res = await req;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('keeps the admin API and health open', async () => {
    await t.http.get('/api/admin/me').set(admin.auth).expect(200);
    await t.http.get('/api/health').expect((r) => expect(r.status).not.toBe(503));
  });
});

/** Reset links already e-mailed to `email` (to tell a new one from the old). */
async function linksOf(t: TestApp, email: string): Promise<string[]> {
  const res = await t.http.get('/api/dev/outbox').query({ to: email });
  return res.body.data.filter((m: { subject: string }) => m.subject === 'Reset your Oja password').map((m: { link: string }) => m.link);
}
