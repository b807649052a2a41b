import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin, newAccount, signUpAndLogin } from './factories/users.js';
import { newVendor, PNG_1PX, TestVendor } from './factories/vendors.js';
import { hashPassword } from '../src/common/passwords.js';
import { SettingsService } from '../src/modules/settings/settings.service.js';

type Auth = { Authorization: string };

/** A vendor whose phone is verified and whose document is submitted: one pending KYC verification. */
async function submittedVendor(t: TestApp, opts: Parameters<typeof newVendor>[1] = {}) {
  const v = await newVendor(t, { phoneVerified: true, ...opts });
  await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'doc.png').expect(201);
  const sub = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
  return { ...v, verificationId: sub.body.data.id as number };
}

const mails = async (t: TestApp, to: string) => {
  await t.flushOutbox();
  return (await t.http.get('/api/dev/outbox').query({ to })).body.data.filter((m: { channel: string }) => m.channel === 'email');
};

describe('admin back office', () => {
  let t: TestApp;
  let admin: { auth: Auth };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminLogin(t);
  });
  afterAll(() => t.close());

  describe('every admin route refuses customer and vendor tokens', () => {
    const routes: Array<[string, string]> = [
      ['get', '/api/admin/dashboard'],
      ['get', '/api/admin/analytics'],
      ['get', '/api/admin/audit-log'],
      ['get', '/api/admin/users'],
      ['get', '/api/admin/vendors'],
      ['get', '/api/admin/vendors/1'],
      ['post', '/api/admin/vendors/1/verify'],
      ['post', '/api/admin/vendors/1/reject'],
      ['get', '/api/admin/kyc/verifications'],
      ['get', '/api/admin/kyc/verifications/1'],
      ['post', '/api/admin/kyc/verifications/1/approve'],
      ['post', '/api/admin/kyc/verifications/1/reject'],
      ['get', '/api/admin/settings'],
      ['put', '/api/admin/settings'],
      ['put', '/api/admin/profile'],
      ['get', '/api/admin/me'],
    ];
    it('403 for a customer token, 403 for a live vendor token, 401 without a token', async () => {
      const customer = await signUpAndLogin(t);
      const vendor = await newVendor(t, { live: true });
      for (const [method, path] of routes) {
        const c = await (t.http as never as Record<string, (p: string) => { set(h: Auth): Promise<{ status: number; body: { message: string } }> }>)
          [method](path)
          .set(customer.auth);
        expect([path, c.status]).toEqual([path, 403]);
        expect(c.body.message).toBe('Administrator access required.');
        const v = await (t.http as never as Record<string, (p: string) => { set(h: Auth): Promise<{ status: number }> }>)[method](path).set(vendor.auth);
        expect([path, v.status]).toEqual([path, 403]);
        const none = await (t.http as never as Record<string, (p: string) => Promise<{ status: number }>>)[method](path);
        expect([path, none.status]).toEqual([path, 401]);
      }
    });
  });

  describe('KYC review', () => {
    it('lists verifications by status with the spec fields and a document link an <img>/<a> can open', async () => {
      const v = await submittedVendor(t, { vendorType: 'business', category: 'food' });
      const res = await t.http.get('/api/admin/kyc/verifications').query({ status: 'pending', per_page: 100 }).set(admin.auth).expect(200);
      const item = res.body.data.find((k: { id: number }) => k.id === v.verificationId);
      expect(item).toMatchObject({
        id: v.verificationId,
        status: 'pending',
        document_type: 'cac',
        document_mime: 'image/png',
        submitted_at: expect.any(String),
        user: { name: expect.any(String), email: v.email, phone: v.phone },
        vendor: { business_name: v.businessName, category: 'food_vendor' },
      });
      // An absolute, short-lived signed link on PUBLIC_URL; the document itself stays private.
      expect(item.document_url).toMatch(/^https?:\/\/[^/]+\/api\/admin\/kyc\/documents\/\d+\?expires=\d+&signature=[\w-]+$/);
      const docPath = (u: string) => {
        const url = new URL(u);
        return url.pathname + url.search;
      };
      const file = await t.http.get(docPath(item.document_url)).expect(200); // no bearer header, as a browser <img> would
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cross-origin-resource-policy']).not.toBe('cross-origin');
      await t.http.get(docPath(item.document_url).replace(/signature=[\w-]+/, 'signature=x')).expect(403);
      const approved = await t.http.get('/api/admin/kyc/verifications').query({ status: 'approved' }).set(admin.auth).expect(200);
      expect(approved.body.data.every((k: { status: string }) => k.status === 'approved')).toBe(true);
      const all = await t.http.get('/api/admin/kyc/verifications').set(admin.auth).expect(200);
      expect(all.body.meta.total).toBeGreaterThanOrEqual(res.body.meta.total);
      await t.http.get('/api/admin/kyc/verifications').query({ status: 'maybe' }).set(admin.auth).expect(422);
      const one = await t.http.get(`/api/admin/kyc/verifications/${v.verificationId}`).set(admin.auth).expect(200);
      expect(one.body.data.id).toBe(v.verificationId);
      await t.http.get('/api/admin/kyc/verifications/999999').set(admin.auth).expect(404);
    });

    it('e-mails admins about a new submission (KYC alerts on)', async () => {
      const v = await submittedVendor(t);
      await eventually(async () => (await mails(t, 'admin@oja.test')).find((m: { subject: string }) => m.subject === `New KYC submission: ${v.businessName}`));
    });

    it('approves a pending verification: the vendor goes live, is notified in-app and by e-mail, and the audit log records it', async () => {
      const v = await submittedVendor(t);
      const res = await t.http.post(`/api/admin/kyc/verifications/${v.verificationId}/approve`).set(admin.auth).expect(200);
      expect(res.body.data).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });
      const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(status.body).toMatchObject({ is_verified: true, compliance_status: 'approved', is_live: true });
      const me = await t.http.get('/api/me').set(v.auth).expect(200);
      expect(me.body.vendor).toMatchObject({ verification_status: 'verified', is_verified: true, is_live: true });
      await t.http.get('/api/vendor/mechanic/dashboard').set(v.auth).expect(200);
      const notes = await t.http.get('/api/notifications').set(v.auth).expect(200);
      expect(notes.body.data[0]).toMatchObject({ title: 'Your vendor account has been approved', link: '/dashboard/mechanic/compliance' });
      await eventually(async () => (await mails(t, v.email)).find((m: { subject: string }) => m.subject === 'Your vendor account has been approved'));
      const log = await t.http.get('/api/admin/audit-log').query({ action: 'kyc.approved' }).set(admin.auth).expect(200);
      expect(log.body.data[0]).toMatchObject({
        action: 'kyc.approved',
        subject_id: v.verificationId,
        actor: { type: 'admin', email: 'admin@oja.test' },
        created_at: expect.any(String),
      });
      const again = await t.http.post(`/api/admin/kyc/verifications/${v.verificationId}/approve`).set(admin.auth).expect(409);
      expect(again.body.message).toBe('Only pending verifications can be approved or rejected; this one is already approved.');
      await t.http.post(`/api/admin/kyc/verifications/${v.verificationId}/reject`).set(admin.auth).send({ reason: 'late' }).expect(409);
    });

    it('rejects only with a non-blank reason, notifies the vendor, and lets them resubmit a new document', async () => {
      const v = await submittedVendor(t);
      for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
        const res = await t.http.post(`/api/admin/kyc/verifications/${v.verificationId}/reject`).set(admin.auth).send(body).expect(422);
        expect(res.body.message).toBe('Please provide a rejection reason');
      }
      const res = await t.http
        .post(`/api/admin/kyc/verifications/${v.verificationId}/reject`)
        .set(admin.auth)
        .send({ reason: '  The NIN slip is blurred.  ' })
        .expect(200);
      expect(res.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'The NIN slip is blurred.' });
      const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
      expect(status.body).toMatchObject({ compliance_status: 'rejected', is_verified: false, rejection_reason: 'The NIN slip is blurred.', can_submit: false });
      const notes = await t.http.get('/api/notifications').set(v.auth).expect(200);
      expect(notes.body.data[0].title).toBe('Your vendor verification was not approved');
      expect(notes.body.data[0].body).toContain('The NIN slip is blurred.');
      await eventually(async () => (await mails(t, v.email)).find((m: { subject: string }) => m.subject === 'Your vendor verification was not approved'));
      const log = await t.http.get('/api/admin/audit-log').query({ action: 'kyc.rejected' }).set(admin.auth).expect(200);
      expect(log.body.data[0]).toMatchObject({ subject_id: v.verificationId, reason: 'The NIN slip is blurred.' });
      const same = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(422);
      expect(same.body.message).toMatch(/upload a corrected document/);
      await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'new.png').expect(201);
      await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
    });

    it('lets one of two simultaneous decisions win', async () => {
      const v = await submittedVendor(t);
      const [a, b] = await Promise.all([
        t.http.post(`/api/admin/kyc/verifications/${v.verificationId}/approve`).set(admin.auth),
        t.http.post(`/api/admin/kyc/verifications/${v.verificationId}/reject`).set(admin.auth).send({ reason: 'no' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    });
  });

  describe('vendor management', () => {
    let tag: string;
    let live: TestVendor;
    let pending: TestVendor;
    let rejected: TestVendor;
    beforeAll(async () => {
      tag = `Vm${Date.now().toString(36)}`;
      live = await newVendor(t, { category: 'product', businessName: `${tag} Fashion`, live: true });
      pending = await newVendor(t, { category: 'service-apartment', businessName: `${tag} Suites` });
      rejected = await newVendor(t, { category: 'food', businessName: `${tag} Kitchen` });
      await t.ds.query(`update vendors set verification_status = 'rejected', rejection_reason = 'x' where id = $1`, [rejected.vendorId]);
    });

    it('searches business name, user name and e-mail case-insensitively on the server', async () => {
      const byBiz = await t.http.get('/api/admin/vendors').query({ search: tag.toUpperCase() }).set(admin.auth).expect(200);
      expect(byBiz.body.data.map((v: { id: number }) => v.id).sort()).toEqual([live.vendorId, pending.vendorId, rejected.vendorId].sort());
      const byEmail = await t.http.get('/api/admin/vendors').query({ search: pending.email.toUpperCase() }).set(admin.auth).expect(200);
      expect(byEmail.body.data.map((v: { id: number }) => v.id)).toEqual([pending.vendorId]);
      const name = (await t.ds.query('select name from users where id = $1', [rejected.userId]))[0].name as string;
      const byName = await t.http.get('/api/admin/vendors').query({ search: name.toLowerCase(), per_page: 100 }).set(admin.auth).expect(200);
      expect(byName.body.data.map((v: { id: number }) => v.id)).toContain(rejected.vendorId);
      const wild = await t.http.get('/api/admin/vendors').query({ search: '%' }).set(admin.auth).expect(200);
      expect(wild.body.data).toHaveLength(0);
    });

    it('filters by category (spec spellings) and status, with the display status', async () => {
      const q = (query: Record<string, string>) =>
        t.http
          .get('/api/admin/vendors')
          .query({ search: tag, ...query })
          .set(admin.auth)
          .expect(200);
      expect((await q({ category: 'product' })).body.data.map((v: { id: number }) => v.id)).toEqual([live.vendorId]);
      expect((await q({ category: 'service-apartment' })).body.data.map((v: { id: number }) => v.id)).toEqual([pending.vendorId]);
      expect((await q({ category: 'food' })).body.data.map((v: { id: number }) => v.id)).toEqual([rejected.vendorId]);
      expect((await q({ category: 'all', status: 'all' })).body.data).toHaveLength(3);
      const verified = (await q({ status: 'verified' })).body.data;
      expect(verified).toHaveLength(1);
      expect(verified[0]).toMatchObject({
        id: live.vendorId,
        business_name: `${tag} Fashion`,
        vendor_type: 'individual',
        category: 'product_vendor',
        is_verified: true,
        verification_status: 'verified',
        display_status: 'Live',
        created_at: expect.any(String),
        user: { name: expect.any(String), email: live.email, phone: live.phone, phone_verified_at: expect.any(String) },
      });
      expect((await q({ status: 'pending' })).body.data.map((v: { id: number; display_status: string }) => [v.id, v.display_status])).toEqual([
        [pending.vendorId, 'Pending'],
      ]);
      expect((await q({ status: 'rejected' })).body.data.map((v: { id: number; display_status: string }) => [v.id, v.display_status])).toEqual([
        [rejected.vendorId, 'Rejected'],
      ]);
      await t.http.get('/api/admin/vendors').query({ status: 'live' }).set(admin.auth).expect(422);
      await t.http.get('/api/admin/vendors').query({ category: 'plumbing' }).set(admin.auth).expect(422);
    });

    it('paginates with {data, meta}', async () => {
      const p1 = await t.http.get('/api/admin/vendors').query({ search: tag, per_page: 2 }).set(admin.auth).expect(200);
      expect(p1.body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
      const p2 = await t.http.get('/api/admin/vendors').query({ search: tag, per_page: 2, page: 2 }).set(admin.auth).expect(200);
      expect(p2.body.data).toHaveLength(1);
      await t.http.get('/api/admin/vendors').query({ page: 0 }).set(admin.auth).expect(422);
    });

    it('verifies and rejects vendors (with a reason), notifying them and writing the audit log', async () => {
      const v = await submittedVendor(t);
      const ok = await t.http.post(`/api/admin/vendors/${v.vendorId}/verify`).set(admin.auth).expect(200);
      expect(ok.body.data).toMatchObject({
        is_verified: true,
        verification_status: 'verified',
        display_status: 'Live',
        is_live: true,
        kyc: { status: 'approved' },
      });
      await t.http.post(`/api/admin/vendors/${v.vendorId}/verify`).set(admin.auth).expect(409);
      const blank = await t.http.post(`/api/admin/vendors/${v.vendorId}/reject`).set(admin.auth).send({ reason: ' ' }).expect(422);
      expect(blank.body.message).toBe('Please provide a rejection reason');
      const rej = await t.http.post(`/api/admin/vendors/${v.vendorId}/reject`).set(admin.auth).send({ reason: 'Fraud report' }).expect(200);
      expect(rej.body.data).toMatchObject({
        is_verified: false,
        verification_status: 'rejected',
        display_status: 'Rejected',
        rejection_reason: 'Fraud report',
      });
      // Rejected: not live any more; the dashboard says so and leads to Compliance.
      expect((await t.http.get('/api/vendor/mechanic/dashboard').set(v.auth).expect(200)).body.data).toMatchObject({
        is_live: false,
        going_live: { verification_status: 'rejected' },
      });
      await t.http.get('/api/vendor/mechanic/requests').set(v.auth).expect(403);
      const log = await t.http.get('/api/admin/audit-log').set(admin.auth).expect(200);
      const [last, prev] = log.body.data;
      expect(last).toMatchObject({
        action: 'vendor.rejected',
        subject_type: 'vendor',
        subject_id: v.vendorId,
        reason: 'Fraud report',
        actor: { email: 'admin@oja.test' },
      });
      expect(prev).toMatchObject({ action: 'vendor.verified', subject_id: v.vendorId });
      const notes = await t.http.get('/api/notifications').set(v.auth).expect(200);
      expect(notes.body.data.map((n: { title: string }) => n.title).slice(0, 2)).toEqual([
        'Your vendor verification was not approved',
        'Your vendor account has been approved',
      ]);
      await t.http.post('/api/admin/vendors/999999/verify').set(admin.auth).expect(404);
      const detail = await t.http.get(`/api/admin/vendors/${v.vendorId}`).set(admin.auth).expect(200);
      expect(detail.body.data).toMatchObject({ id: v.vendorId, details: null });
    });
  });

  describe('dashboard, users and analytics', () => {
    it('answers the six stats from the database and the recent audit activity', async () => {
      const res = await t.http.get('/api/admin/dashboard').set(admin.auth).expect(200);
      const [db] = await t.ds.query(`select
        (select count(*)::int from vendors) total_vendors,
        (select count(*)::int from kyc_verifications where status = 'pending') pending_kyc,
        (select count(*)::int from vendors where is_verified) approved_vendors,
        (select count(*)::int from vendors where verification_status = 'rejected') rejected_vendors,
        (select count(*)::int from users) total_users,
        (select count(*)::int from vendors v join users u on u.id = v.user_id where v.is_verified and u.phone_verified_at is not null and u.deactivated_at is null) active_vendors`);
      expect(res.body.data).toMatchObject(db);
      expect(res.body.data.verification_rate).toBe(Math.round((db.approved_vendors / db.total_vendors) * 100));
      expect(res.body.data.recent_activity.length).toBeGreaterThan(0);
      expect(res.body.data.recent_activity[0]).toMatchObject({ action: expect.any(String), summary: expect.any(String), actor: expect.any(Object) });
    });

    it('lists users with pagination, search and type filter', async () => {
      const { account } = await signUpAndLogin(t);
      const res = await t.http.get('/api/admin/users').query({ search: account.email }).set(admin.auth).expect(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({ email: account.email, user_type: 'user', vendor: null });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
      expect(res.body.meta).toMatchObject({ current_page: 1, total: 1 });
      const vendors = await t.http.get('/api/admin/users').query({ user_type: 'vendor', per_page: 5 }).set(admin.auth).expect(200);
      expect(vendors.body.data.every((u: { user_type: string }) => u.user_type === 'vendor')).toBe(true);
    });

    it('answers analytics breakdowns', async () => {
      const res = await t.http.get('/api/admin/analytics').set(admin.auth).expect(200);
      expect(res.body.data).toMatchObject({ vendors_by_category: expect.any(Object), users_by_type: expect.any(Object), kyc_by_status: expect.any(Object) });
    });
  });

  describe('settings', () => {
    afterAll(async () => {
      await t.http
        .put('/api/admin/settings')
        .set(admin.auth)
        .send({ maintenanceMode: false, allowNewRegistrations: true, requireEmailVerification: true, autoApproveVendors: false });
    });

    it('starts with the values and validates changes', async () => {
      const res = await t.http.get('/api/admin/settings').set(admin.auth).expect(200);
      expect(res.body.data).toEqual({
        maintenanceMode: false,
        allowNewRegistrations: true,
        requireEmailVerification: true,
        autoApproveVendors: false,
        emailNotifications: true,
        kycAlerts: true,
        systemAlerts: true,
        weeklyReports: false,
      });
      const bad = await t.http.put('/api/admin/settings').set(admin.auth).send({ maintenanceMode: 'yes' }).expect(422);
      expect(bad.body.message).toBe('maintenanceMode must be true or false.');
      await t.http.put('/api/admin/settings').set(admin.auth).send({ dropTables: true }).expect(422);
      await t.http.put('/api/admin/settings').set(admin.auth).send({}).expect(422);
      const saved = await t.http.put('/api/admin/settings').set(admin.auth).send({ weeklyReports: true }).expect(200);
      expect(saved.body).toMatchObject({ message: 'Settings updated successfully!', data: { weeklyReports: true, kycAlerts: true } });
      expect((await t.http.get('/api/admin/settings').set(admin.auth)).body.data.weeklyReports).toBe(true);
      await t.http.put('/api/admin/settings').set(admin.auth).send({ weeklyReports: false }).expect(200);
      const log = await t.http.get('/api/admin/audit-log').query({ action: 'settings.updated' }).set(admin.auth).expect(200);
      expect(log.body.data[0]).toMatchObject({ summary: 'Changed weeklyReports to off', details: { changes: { weeklyReports: { from: true, to: false } } } });
    });

    it('site closure (maintenanceMode): public and user API answer 503; admin API, health and non-API paths keep working', async () => {
      const user = await signUpAndLogin(t);
      await t.http.put('/api/admin/settings').set(admin.auth).send({ maintenanceMode: true }).expect(200);
      try {
        const login = await t.http.post('/api/login').send({ email: user.account.email, password: user.account.password }).expect(503);
        expect(login.body).toEqual({
          statusCode: 503,
          code: 'MAINTENANCE',
          message: 'Oja is undergoing scheduled maintenance. Please try again shortly.',
          request_id: expect.any(String),
        });
        await t.http.get('/api/me').set(user.auth).expect(503);
        await t.http.get('/api/vendors/live').expect(503);
        await t.http.post('/api/register').send(newAccount()).expect(503);
        await t.http.get('/api/admin/me').set(admin.auth).expect(200);
        await t.http.get('/api/admin/dashboard').set(admin.auth).expect(200);
        await t.http.post('/api/admin/login').send({ email: 'admin@oja.test', password: 'OjaAdmin#2026' }).expect(200);
        await t.http.get('/api/health').expect(200);
        expect((await t.http.get('/dashboard/user')).status).not.toBe(503);
      } finally {
        await t.http.put('/api/admin/settings').set(admin.auth).send({ maintenanceMode: false }).expect(200);
      }
      await t.http.get('/api/me').set(user.auth).expect(200);
    });

    it('allow new registrations off: POST /api/register → 403 with a clear message; sign-in still works', async () => {
      await t.http.put('/api/admin/settings').set(admin.auth).send({ allowNewRegistrations: false }).expect(200);
      try {
        const res = await t.http.post('/api/register').send(newAccount()).expect(403);
        expect(res.body.message).toBe('New registrations are currently closed. Please try again later.');
        await t.http.post('/api/admin/login').send({ email: 'admin@oja.test', password: 'OjaAdmin#2026' }).expect(200);
      } finally {
        await t.http.put('/api/admin/settings').set(admin.auth).send({ allowNewRegistrations: true }).expect(200);
      }
      await t.http.post('/api/register').send(newAccount()).expect(201);
    });

    it('require e-mail verification: assertCanTransact refuses unconfirmed accounts until the setting is off', async () => {
      const settings = t.app.get(SettingsService);
      await expect(settings.assertCanTransact({ emailVerifiedAt: null })).rejects.toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your e-mail address before placing an order or booking.',
        status: 403,
      });
      await expect(settings.assertCanTransact({ emailVerifiedAt: new Date() })).resolves.toBeUndefined();
      await t.http.put('/api/admin/settings').set(admin.auth).send({ requireEmailVerification: false }).expect(200);
      try {
        await expect(settings.assertCanTransact({ emailVerifiedAt: null })).resolves.toBeUndefined();
      } finally {
        await t.http.put('/api/admin/settings').set(admin.auth).send({ requireEmailVerification: true }).expect(200);
      }
    });

    it('auto-approve vendors: a submission is approved at once (audited as the system)', async () => {
      await t.http.put('/api/admin/settings').set(admin.auth).send({ autoApproveVendors: true }).expect(200);
      try {
        const v = await newVendor(t, { phoneVerified: true });
        await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'doc.png').expect(201);
        const res = await t.http.post('/api/vendor/compliance/submit-review').set(v.auth).expect(201);
        expect(res.body.data.status).toBe('approved');
        const status = await t.http.get('/api/vendor/compliance/status').set(v.auth).expect(200);
        expect(status.body).toMatchObject({ compliance_status: 'approved', is_live: true });
        const log = await t.http.get('/api/admin/audit-log').query({ action: 'kyc.auto_approved' }).set(admin.auth).expect(200);
        expect(log.body.data[0]).toMatchObject({ subject_id: res.body.data.id, actor: { type: 'system', name: 'System' } });
      } finally {
        await t.http.put('/api/admin/settings').set(admin.auth).send({ autoApproveVendors: false }).expect(200);
      }
    });
  });

  describe('PUT /api/admin/profile', () => {
    it("saves the admin's name and e-mail, refuses a taken e-mail, and audits the change", async () => {
      const email = `ops.${Date.now()}@oja.test`;
      await t.ds.query(`insert into admins (name, email, password_hash) values ('Ops Admin', $1, $2)`, [email, await hashPassword('OpsAdmin#2026')]);
      const login = await t.http.post('/api/admin/login').send({ email, password: 'OpsAdmin#2026' }).expect(200);
      const auth = { Authorization: `Bearer ${login.body.token}` };
      const newEmail = `ops2.${Date.now()}@oja.test`;
      const res = await t.http.put('/api/admin/profile').set(auth).send({ name: 'Ada Ops', email: newEmail.toUpperCase() }).expect(200);
      expect(res.body).toMatchObject({ message: 'Profile updated successfully!', admin: { name: 'Ada Ops', email: newEmail, role: 'super_admin' } });
      expect((await t.http.get('/api/admin/me').set(auth).expect(200)).body.admin).toMatchObject({ name: 'Ada Ops', email: newEmail });
      const taken = await t.http.put('/api/admin/profile').set(auth).send({ name: 'Ada Ops', email: 'admin@oja.test' }).expect(409);
      expect(taken.body.message).toBe('The email has already been taken.');
      await t.http.put('/api/admin/profile').set(auth).send({ name: ' ', email: newEmail }).expect(422);
      await t.http.put('/api/admin/profile').set(auth).send({ name: 'Ada', email: 'nope' }).expect(422);
      await t.http.post('/api/admin/login').send({ email: newEmail, password: 'OpsAdmin#2026' }).expect(200);
      const log = await t.http.get('/api/admin/audit-log').query({ action: 'admin.profile_updated' }).set(admin.auth).expect(200);
      expect(log.body.data[0]).toMatchObject({ actor: { email: newEmail }, details: { changes: { name: { from: 'Ops Admin', to: 'Ada Ops' } } } });
    });
  });
});
