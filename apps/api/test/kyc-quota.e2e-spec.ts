import { randomInt } from 'node:crypto';
import { createTestApp, TestApp } from './utils/app.js';
import { newVendor, PNG_1PX } from './factories/vendors.js';

const KB = 1024;
/** A PNG of about `kb` KB (the bytes after the image do not change its type). */
const pngOf = (kb: number) => Buffer.concat([PNG_1PX, Buffer.alloc(kb * KB - PNG_1PX.length, 7)]);
/** An address of TEST-NET-2 no other run of this suite used this hour (the counters live in Redis for an hour). */
const address = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * KYC storage was capped per vendor only, so new accounts from one address stored 63 MB of
 * documents in 10 s. Now the bytes are capped per client address per hour and in total while unreviewed.
 */
describe('KYC upload storage quotas', () => {
  describe('per client address', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Behind one proxy, whose X-Forwarded-For names the client; 1 MB an hour per address.
      t = await createTestApp({ TRUST_PROXY: '1', KYC_UPLOAD_BYTES_PER_ADDRESS_HOUR: String(1024 * KB) });
    });
    afterAll(() => t.close());

    const upload = (v: { auth: { Authorization: string } }, from: string, kb: number) =>
      t.http.post('/api/vendor/compliance/upload-document').set(v.auth).set('X-Forwarded-For', from).attach('document', pngOf(kb), 'nin.png');
    const stored = async (vendorId: number) =>
      (await t.ds.query('SELECT count(*)::int AS n FROM vendor_documents WHERE vendor_id = $1', [vendorId]))[0].n as number;

    it('many new accounts from one address hit the quota; another address still uploads', async () => {
      const from = address();
      const vendors = await Promise.all([0, 1, 2].map(() => newVendor(t)));
      await upload(vendors[0]!, from, 400).expect(201);
      await upload(vendors[1]!, from, 400).expect(201);
      // 800 KB stored from this address: 400 more would pass 1 MB, whichever account sends them.
      const refused = await upload(vendors[2]!, from, 400).expect(429);
      expect(refused.body).toMatchObject({ code: 'KYC_UPLOAD_QUOTA_EXCEEDED' });
      expect(refused.body.message).toMatch(/^Too many documents have been uploaded from your network\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored(vendors[2]!.vendorId)).toBe(0);
      // What still fits is taken (the refusal counted nothing); with the hour's budget spent, even 1 KB is refused.
      await upload(vendors[2]!, from, 224).expect(201);
      expect((await upload(vendors[2]!, from, 1).expect(429)).body.code).toBe('KYC_UPLOAD_QUOTA_EXCEEDED');

      const elsewhere = await newVendor(t);
      await upload(elsewhere, address(), 400).expect(201);
      expect(await stored(elsewhere.vendorId)).toBe(1);
    });

    it('counts an IPv6 client by its /64 network, not by each address in it', async () => {
      const net = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
      const [a, b] = await Promise.all([newVendor(t), newVendor(t)]);
      await upload(a, `${net}::1`, 700).expect(201);
      expect((await upload(b, `${net}:ffff::2`, 700).expect(429)).body.code).toBe('KYC_UPLOAD_QUOTA_EXCEEDED');
    });
  });

  it('refuses uploads with 507 once the unreviewed documents fill the total quota, storing nothing', async () => {
    const t = await createTestApp({ KYC_UNREVIEWED_BYTES_MAX: '1' });
    try {
      const v = await newVendor(t);
      const res = await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(507);
      expect(res.body).toMatchObject({
        code: 'KYC_STORAGE_FULL',
        message: 'Document uploads are paused while we review the documents already submitted. Please try again later.',
      });
      const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(status.body.document_uploaded).toBe(false);
    } finally {
      await t.close();
    }
  });
});
