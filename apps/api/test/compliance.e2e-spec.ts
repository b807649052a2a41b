import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin, signUpAndLogin } from './factories/users.js';
import { newVendor, PDF_MIN, PNG_1PX, TestVendor } from './factories/vendors.js';
import { FakeAfricasTalking } from './fakes/africastalking-voice.fake.js';
import { FakeS3 } from './fakes/s3.fake.js';

/** The code of the newest console voice call to `phone`, from the dev outbox. */
async function voiceCode(t: TestApp, phone: string, notId?: number): Promise<{ id: number; code: string; body: string }> {
  return eventually(async () => {
    await t.flushOutbox();
    const res = await t.http.get('/api/dev/outbox').query({ to: phone });
    const m = res.body.data.find((x: { channel: string; id: number }) => x.channel === 'voice' && x.id !== notId);
    return m ? { id: m.id, code: m.code, body: m.body } : null;
  });
}

/** Moves a user's OTP history back in time (instead of waiting for the resend limits). */
const ageOtps = (t: TestApp, userId: number, seconds: number) =>
  t.ds.query(`update phone_otps set created_at = created_at - make_interval(secs => $2) where user_id = $1`, [userId, seconds]);

describe('vendor compliance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/vendor/compliance/status', () => {
    it('answers the spec fields for the caller only', async () => {
      const v = await newVendor(t);
      const res = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(res.body).toMatchObject({
        is_verified: false,
        phone_verified: false,
        phone_verified_at: null,
        document_uploaded: false,
        compliance_status: 'pending',
        is_live: false,
        expected_document_type: 'nin',
        document: null,
      });
      const customer = await signUpAndLogin(t);
      await t.http.get('/api/vendor/compliance/status').set(customer.auth).expect(403);
      const admin = await adminLogin(t);
      await t.http.get('/api/vendor/compliance/status').set(admin.auth).expect(403);
      await t.http.get('/api/vendor/compliance/status').expect(401);
    });
  });

  describe('phone OTP by voice call (console provider)', () => {
    it('calls with a fresh 3-digit code (kept in the dev outbox) and verifies the phone once', async () => {
      const v = await newVendor(t);
      const sent = await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
      expect(sent.body).toMatchObject({ message: 'Voice OTP sent successfully!', expires_in: 600, resend_in: 60 });
      const call = await voiceCode(t, v.phone);
      expect(call.code).toMatch(/^\d{3}$/);
      expect(call.body).toBe(`Your Oja verification code is ${call.code.split('').join(', ')}. Again, your code is ${call.code.split('').join(', ')}.`);
      const stored = await t.ds.query('select code_hash, code_cipher from phone_otps where user_id = $1', [v.userId]);
      // Only a hash (and a cipher for the voice callback) is stored, never the digits themselves.
      expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0].code_hash).not.toBe(call.code);
      expect(stored[0].code_cipher).not.toMatch(new RegExp(`^${call.code}$`));
      expect(stored[0].code_cipher.length).toBeGreaterThan(16);
      const outboxRows = await t.ds.query(
        `select payload from outbox_events where job_name = 'otp.voice-call' and (payload->>'otpId')::int in (select id from phone_otps where user_id = $1)`,
        [v.userId],
      );
      expect(JSON.stringify(outboxRows)).not.toContain(`"${call.code}"`);

      const ok = await t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: call.code }).expect(200);
      expect(ok.body.message).toBe('Phone number verified successfully!');
      const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(status.body.phone_verified).toBe(true);
      expect(status.body.phone_verified_at).not.toBeNull();
      const again = await t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: call.code }).expect(409);
      expect(again.body.message).toBe('Your phone number is already verified.');
      await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(409);
    });

    it('stops brute force: five wrong tries burn the code, even the right one is refused after', async () => {
      const v = await newVendor(t);
      await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
      const { code } = await voiceCode(t, v.phone);
      const wrong = String((Number(code) + 1) % 1000).padStart(3, '0');
      for (let i = 0; i < 4; i++) {
        const res = await t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: wrong }).expect(422);
        expect(res.body.message).toBe('Invalid OTP. Please try again.');
      }
      const fifth = await t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: wrong }).expect(429);
      expect(fifth.body.message).toBe('Too many wrong attempts. Please request a new code.');
      await t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: code }).expect(429);
      const me = await t.http.get('/api/me').set(v.auth).expect(200);
      expect(me.body.user.phone_verified_at).toBeNull();
    });

    it('counts concurrent wrong tries exactly (no lost updates)', async () => {
      const v = await newVendor(t);
      await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
      const { code } = await voiceCode(t, v.phone);
      const wrong = String((Number(code) + 7) % 1000).padStart(3, '0');
      const codes = (
        await Promise.all(Array.from({ length: 8 }, () => t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: wrong })))
      )
        .map((r) => r.status)
        .sort();
      expect(codes).toEqual([422, 422, 422, 422, 429, 429, 429, 429]);
    });

    it('expires codes after 10 minutes and makes a resent code replace the old one', async () => {
      const v = await newVendor(t);
      await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
      const first = await voiceCode(t, v.phone);
      await t.ds.query(`update phone_otps set expires_at = now() - interval '1 second' where user_id = $1`, [v.userId]);
      const expired = await t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: first.code }).expect(422);
      expect(expired.body.message).toBe('This code has expired. Please request a new code.');
      await ageOtps(t, v.userId, 61);
      await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
      const second = await voiceCode(t, v.phone, first.id);
      if (second.code !== first.code) {
        await t.http.post('/api/otp/verify-phone').set(v.auth).send({ user_id: v.userId, otp: first.code }).expect(422);
      }
      await t.http
        .post('/api/otp/verify-phone')
        .set(v.auth)
        .send({ user_id: v.userId, otp: ` ${second.code} ` })
        .expect(200);
    });

    it('allows one code a minute and five an hour (429 with a clear message)', async () => {
      const v = await newVendor(t);
      await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
      const soon = await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(429);
      expect(soon.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
      for (let i = 0; i < 4; i++) {
        await ageOtps(t, v.userId, 61);
        await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
      }
      await ageOtps(t, v.userId, 61);
      const hour = await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(429);
      expect(hour.body.message).toMatch(/^You have requested too many codes\. Please try again in \d+ minutes?\.$/);
      await ageOtps(t, v.userId, 3600);
      await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
    });

    it('lets only one of simultaneous send requests through', async () => {
      const v = await newVendor(t);
      const codes = (await Promise.all([1, 2, 3].map(() => t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }))))
        .map((r) => r.status)
        .sort();
      expect(codes).toEqual([200, 429, 429]);
    });

    it('works only for the caller: another user id → 403; bad input → 422; customers → 403', async () => {
      const a = await newVendor(t);
      const b = await newVendor(t);
      const other = await t.http.post('/api/otp/send-phone').set(a.auth).send({ user_id: b.userId }).expect(403);
      expect(other.body.message).toBe('You can only verify your own phone number.');
      await t.http.post('/api/otp/verify-phone').set(a.auth).send({ user_id: b.userId, otp: '123' }).expect(403);
      await t.http.post('/api/otp/send-phone').set(a.auth).send({}).expect(422);
      for (const otp of ['12', '1234', 'abc', '', null]) {
        const res = await t.http.post('/api/otp/verify-phone').set(a.auth).send({ user_id: a.userId, otp }).expect(422);
        expect(res.body.message).toBe('Please enter a valid 3-digit OTP');
      }
      const none = await t.http.post('/api/otp/verify-phone').set(a.auth).send({ user_id: a.userId, otp: '123' }).expect(422);
      expect(none.body.message).toBe('Please request a code first.');
      const customer = await signUpAndLogin(t);
      await t.http.post('/api/otp/send-phone').set(customer.auth).send({ user_id: customer.user.id }).expect(403);
      await t.http.post('/api/otp/send-phone').send({ user_id: a.userId }).expect(401);
    });

    it('answers an unknown voice session with a polite XML message and never a code', async () => {
      const res = await t.http.post('/api/otp/voice/callback').type('form').send({ sessionId: 'nope', isActive: '1' }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(res.text).toMatch(/<Response><Say[^>]*>This verification code is no longer valid\./);
      const ended = await t.http.post('/api/otp/voice/callback').type('form').send({ sessionId: 'nope', isActive: '0' }).expect(200);
      expect(ended.text).toMatch(/<Response\/>/);
    });
  });

  describe('document upload', () => {
    it('stores a PNG or PDF judged by its bytes and previews it through a signed link', async () => {
      const v = await newVendor(t, { vendorType: 'business' });
      const res = await t.http
        .post('/api/vendor/compliance/upload-document')
        .set(v.auth)
        .field('type', 'cac')
        .attach('document', PDF_MIN, 'cac.pdf')
        .expect(201);
      expect(res.body.message).toBe('Document uploaded successfully!');
      expect(res.body.data).toMatchObject({ type: 'cac', mime: 'application/pdf' });
      expect(res.body.data.url).toMatch(/^https?:\/\/[^/]+\/api\/vendor\/compliance\/documents\/\d+\?expires=\d+&signature=[\w-]+$/);
      const file = await t.http.get(new URL(res.body.data.url).pathname + new URL(res.body.data.url).search).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-');
      const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(status.body).toMatchObject({ document_uploaded: true, expected_document_type: 'cac' });
      const png = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'scan.jpg').expect(201);
      expect(png.body.data.mime).toBe('image/png');
      const key = (await t.ds.query('select storage_key from vendor_documents where id = $1', [png.body.data.id]))[0].storage_key;
      expect(key).toMatch(/^kyc\/[0-9a-f-]{36}\.png$/);
    });

    it('refuses a text file named .png, a missing file, a file of 10 MB or more, and the wrong document type', async () => {
      const v = await newVendor(t);
      const fake = await t.http
        .post('/api/vendor/compliance/upload-document')
        .set(v.auth)
        .field('type', 'nin')
        .attach('document', Buffer.from('just some text'), 'nin.png')
        .expect(422);
      expect(fake.body.message).toBe('Please select a valid image (JPG, PNG) or PDF file');
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', gif, 'nin.gif').expect(422);
      const none = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).field('type', 'nin').expect(422);
      expect(none.body.message).toBe('Please select a document first');
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(10 * 1024 * 1024)]);
      const tooBig = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', big, 'big.png').expect(422);
      expect(tooBig.body.message).toBe('File size should be less than 10MB');
      const type = await t.http
        .post('/api/vendor/compliance/upload-document')
        .set(v.auth)
        .field('type', 'cac')
        .attach('document', PNG_1PX, 'x.png')
        .expect(422);
      expect(type.body.message).toBe('Individual vendors upload their NIN (type nin).');
      const json = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).send({ type: 'nin' }).expect(422);
      expect(json.body.message).toBe('Please select a document first');
      const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(status.body.document_uploaded).toBe(false);
    });

    it("keeps vendor A out of vendor B's document: a forged, altered or expired link → 403", async () => {
      const a = await newVendor(t);
      const b = await newVendor(t);
      const up = await t.http.post('/api/vendor/compliance/upload-document').set(b.auth).attach('document', PNG_1PX, 'b.png').expect(201);
      const bId = up.body.data.id as number;
      const aUp = await t.http.post('/api/vendor/compliance/upload-document').set(a.auth).attach('document', PNG_1PX, 'a.png').expect(201);
      const aUrl = new URL(aUp.body.data.url, 'http://x');
      // A's valid signature on B's id:
      await t.http.get(`/api/vendor/compliance/documents/${bId}${aUrl.search}`).set(a.auth).expect(403);
      await t.http.get(`/api/vendor/compliance/documents/${bId}`).set(a.auth).expect(403);
      await t.http.get(`/api/vendor/compliance/documents/${bId}?expires=9999999999&signature=forged`).expect(403);
      const bUrl = new URL(up.body.data.url, 'http://x');
      const past = `?expires=1000&signature=${bUrl.searchParams.get('signature')}`;
      const expired = await t.http.get(`/api/vendor/compliance/documents/${bId}${past}`).expect(403);
      expect(expired.body.message).toMatch(/invalid or has expired/);
      // A vendor link does not open the admin route (scopes differ).
      await t.http.get(`/api/admin/kyc/documents/${bId}${bUrl.search}`).expect(403);
      // A's status never mentions B's document.
      const status = await t.http.get('/api/vendor/compliance/status').set(a.auth).expect(200);
      expect(status.body.document.id).toBe(aUp.body.data.id);
    });
  });

  describe('POST /api/vendor/compliance/submit-review', () => {
    it('needs a verified phone and a document first (422), then creates one pending verification', async () => {
      const v = await newVendor(t);
      const noPhone = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(422);
      expect(noPhone.body.message).toBe('Please verify your phone number before submitting for review.');
      await t.ds.query('update users set phone_verified_at = now() where id = $1', [v.userId]);
      const noDoc = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(422);
      expect(noDoc.body.message).toBe('Please upload your identity document before submitting for review.');
      await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(201);
      const ok = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
      expect(ok.body).toMatchObject({
        message: 'Submitted for review! You will be notified once approved.',
        data: { status: 'pending', document_type: 'nin' },
      });
      const twice = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(409);
      expect(twice.body.message).toMatch(/already under review/);
      const up = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(409);
      expect(up.body.message).toMatch(/already under review/);
      const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(status.body).toMatchObject({ compliance_status: 'pending', submitted_for_review: true, can_submit: false });
    });

    it('creates exactly one verification for simultaneous submissions', async () => {
      const v = await newVendor(t, { phoneVerified: true });
      await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(201);
      const codes = (await Promise.all(Array.from({ length: 5 }, () => t.http.post('/api/vendor/compliance/submit-review').set(v.auth))))
        .map((r) => r.status)
        .sort();
      expect(codes).toEqual([201, 409, 409, 409, 409]);
      const rows = await t.ds.query('select count(*)::int as n from kyc_verifications where vendor_id = $1', [v.vendorId]);
      expect(rows[0].n).toBe(1);
    });

    it('refuses customers and vendors who have not registered their business', async () => {
      const customer = await signUpAndLogin(t);
      await t.http.post('/api/vendor/compliance/submit-review').set(customer.auth).expect(403);
      const bare = await signUpAndLogin(t, { user_type: 'vendor' });
      const res = await t.http.post('/api/vendor/compliance/submit-review').set(bare.auth).expect(403);
      expect(res.body.message).toBe('Please complete your vendor registration first.');
    });
  });
});

describe("voice OTP through Africa's Talking (local fake of its HTTP API)", () => {
  let t: TestApp;
  const fake = new FakeAfricasTalking({ username: 'oja-sandbox', apiKey: 'at-test-key' });
  let vendor: TestVendor;
  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp({
      OTP_PROVIDER: 'africastalking',
      AT_USERNAME: 'oja-sandbox',
      AT_API_KEY: 'at-test-key',
      AT_VOICE_NUMBER: '+2347000000001',
      AT_BASE_URL: base,
      AT_CALLBACK_TOKEN: 'callback-token-0123456789',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-at`,
    });
    vendor = await newVendor(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('places the call and reads our own 3-digit code in the callback, which then verifies the phone', async () => {
    await t.http.post('/api/otp/send-phone').set(vendor.auth).send({ user_id: vendor.userId }).expect(200);
    const call = await eventually(async () => {
      await t.flushOutbox();
      return fake.calls.find((c) => c.to === vendor.phone);
    });
    expect(call).toMatchObject({ username: 'oja-sandbox', from: '+2347000000001', apiKey: 'at-test-key' });
    await eventually(async () => (await t.ds.query('select call_status from phone_otps where user_id = $1', [vendor.userId]))[0]?.call_status === 'placed');

    await t.http.post('/api/otp/voice/callback').type('form').send({ sessionId: call.sessionId, isActive: '1' }).expect(403);
    const xml = await t.http
      .post('/api/otp/voice/callback?token=callback-token-0123456789')
      .type('form')
      .send({ sessionId: call.sessionId, isActive: '1', direction: 'Outbound', destinationNumber: vendor.phone })
      .expect(200);
    expect(xml.headers['content-type']).toMatch(/^text\/xml/);
    const m = /<Response><Say[^>]*>Your Oja verification code is (\d), (\d), (\d)\./.exec(xml.text);
    expect(m).not.toBeNull();
    const code = m!.slice(1, 4).join('');
    await t.http.post('/api/otp/verify-phone').set(vendor.auth).send({ user_id: vendor.userId, otp: code }).expect(200);
    // A used code is never read out again.
    const after = await t.http
      .post('/api/otp/voice/callback?token=callback-token-0123456789')
      .type('form')
      .send({ sessionId: call.sessionId, isActive: '1' })
      .expect(200);
    expect(after.text).not.toContain(code.split('').join(', '));
  });

  it('retries when the provider fails and records the error', async () => {
    const v = await newVendor(t);
    fake.failNext.push('http500');
    await t.http.post('/api/otp/send-phone').set(v.auth).send({ user_id: v.userId }).expect(200);
    await t.flushOutbox();
    await eventually(async () => (await t.ds.query('select call_error from phone_otps where user_id = $1', [v.userId]))[0]?.call_error);
    const [row] = await t.ds.query('select call_error, call_status from phone_otps where user_id = $1', [v.userId]);
    expect(row.call_error).toMatch(/HTTP 500/);
    // BullMQ retries with back-off (2 s first): the second attempt is queued by the fake.
    await eventually(async () => fake.calls.find((c) => c.to === v.phone), 15_000);
  }, 30_000);
});

describe('KYC documents in S3-compatible storage (local fake)', () => {
  let t: TestApp;
  const fake = new FakeS3({ accessKeyId: 'AKIATESTKEY', region: 'eu-west-1', bucket: 'oja-kyc' });
  beforeAll(async () => {
    const endpoint = await fake.start();
    t = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'oja-kyc',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'AKIATESTKEY',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-s3`,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('stores the upload under a server-chosen key with a signed request and serves it back to an admin', async () => {
    const v = await newVendor(t, { phoneVerified: true });
    const up = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PDF_MIN, '../../etc/passwd.pdf').expect(201);
    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toMatch(/^\/oja-kyc\/kyc\/[0-9a-f-]{36}\.pdf$/);
    expect([...fake.objects.values()][0].contentType).toBe('application/pdf');
    await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
    const admin = await adminLogin(t);
    const list = await t.http.get('/api/admin/kyc/verifications').query({ status: 'pending' }).set(admin.auth).expect(200);
    const item = list.body.data.find((k: { vendor: { id: number } }) => k.vendor.id === v.vendorId);
    const file = await t.http.get(new URL(item.document_url).pathname + new URL(item.document_url).search).expect(200);
    expect(Buffer.from(file.body).equals(PDF_MIN)).toBe(true);
    expect(up.body.data.id).toBeGreaterThan(0);
  });
});
