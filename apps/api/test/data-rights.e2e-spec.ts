import { unzipSync, strFromU8 } from 'fflate';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { accountBalance, completedOrder, ledgerProblems, newCustomer, newServiceVendor } from './factories/service-marketplace.js';
import { newAccount, signUpAndLogin } from './factories/users.js';
import { PNG_1PX } from './factories/vendors.js';
import { ExportFilesSweeper } from '../src/modules/account/account.jobs.js';
import { KycFilesSweeper } from '../src/modules/compliance/kyc-files-sweeper.service.js';
import { StorageService } from '../src/modules/storage/storage.service.js';

/**
 * Data rights under the NDPA: "Download my data" holds the user's own orders, payments, reviews and
 * uploads and nobody else's, through a short-lived link; "Delete my account" is refused while money is held and,
 * once due, anonymises the user (address and phone freed) with the ledger and the other party's history intact;
 * the retention sweeps delete KYC documents and exports past their time and nothing else.
 */
describe('data rights: download my data, delete my account, retention', () => {
  let t: TestApp;
  const DELAY_MS = 1500;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_DEACTIVATION_DELAY_MS: String(DELAY_MS), ESCROW_PAYOUT_HOLD_MS: '600000' });
  });
  afterAll(() => t.close());

  /** Asks for an export, runs the worker and answers the ready export's status. */
  async function readyExport(auth: { Authorization: string }) {
    const asked = await t.http.post('/api/me/data-export').set(auth).expect(202);
    expect(asked.body.data).toMatchObject({ status: 'pending' });
    expect(asked.body.data.download_url).toBeUndefined();
    const id = asked.body.data.id as number;
    await t.flushOutbox();
    return eventually(async () => {
      const res = await t.http.get(`/api/me/data-exports/${id}`).set(auth).expect(200);
      return res.body.data.status === 'ready' ? (res.body.data as { id: number; download_url: string }) : null;
    }, 20_000);
  }
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  async function download(url: string) {
    const res = await t.http
      .get(pathOf(url))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    return res;
  }
  const unzip = (body: Buffer) => {
    const files = unzipSync(new Uint8Array(body));
    return { names: Object.keys(files).sort(), data: JSON.parse(strFromU8(files['data.json']!)), files };
  };

  it("exports the customer's own orders, payments and picture, the vendor's side and KYC file, and nobody else's; the link is theirs only and short-lived", async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const other = await newCustomer(t);
    await t.http.post('/api/profile-picture/upload').set(customer.auth).attach('profile_picture', PNG_1PX, 'me.png').expect(201);
    const mine = await completedOrder(t, customer, vendor);
    const theirs = await completedOrder(t, other, vendor);
    // Both customers confirm and review; the export holds only the customer's own review.
    for (const [c, id, comment] of [
      [customer, mine, 'Spotless, on time.'],
      [other, theirs, 'Good but late.'],
    ] as const) {
      await t.http.post(`/api/service-orders/${id}/confirm-completion`).set(c.auth).send({}).expect(200);
      await t.http.post('/api/reviews').set(c.auth).send({ subject_kind: 'service_order', subject_id: id, rating: 5, comment }).expect(201);
    }
    // The vendor's KYC document (live vendors made by the fixture skip the upload route, so it is stored here).
    const kycKey = await t.app.get(StorageService).put('kyc', 'png', PNG_1PX, 'image/png');
    await t.ds.query(`INSERT INTO vendor_documents (vendor_id, document_type, storage_key, mime, size_bytes) VALUES ($1, 'nin', $2, 'image/png', $3)`, [
      vendor.vendorId,
      kycKey,
      PNG_1PX.length,
    ]);

    const ready = await readyExport(customer.auth);
    expect(ready.download_url).toMatch(new RegExp(`/api/data-exports/${ready.id}/file\\?expires=\\d+&signature=`));
    // No token needed for the link; the notice says it is ready.
    const res = await download(ready.download_url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzip(res.body as Buffer);
    expect(zip.names).toEqual(expect.arrayContaining(['README.txt', 'data.json']));
    expect(zip.names.filter((n) => n.startsWith('files/'))).toEqual([expect.stringMatching(/^files\/profile-picture\.png$/)]);
    expect(zip.data.profile).toMatchObject({ email: customer.account.email, name: customer.account.name });
    const orders = zip.data.orders_bookings_requests.service_order as { id: number; your_role: string }[];
    expect(orders.map((o) => [o.id, o.your_role])).toEqual([[mine, 'customer']]);
    expect(zip.data.reviews_written).toEqual([expect.objectContaining({ subject: `service_order:${mine}`, rating: 5, comment: 'Spotless, on time.' })]);
    expect(JSON.stringify(zip.data)).not.toContain(other.account.email);
    expect(JSON.stringify(zip.data)).not.toContain('Good but late.');
    expect(zip.data.payments).toEqual([expect.objectContaining({ subject: `service_order:${mine}`, status: 'success', amount: 25000 })]);
    const notice = await t.ds.query(`SELECT 1 FROM notifications WHERE user_id = $1 AND title = 'Your data is ready to download'`, [customer.user.id]);
    expect(notice).toHaveLength(1);

    // The vendor's export: both orders on the vendor's side, the business, the KYC document's file.
    const vReady = await readyExport(vendor.auth);
    const vZip = unzip((await download(vReady.download_url)).body as Buffer);
    expect((vZip.data.orders_bookings_requests.service_order as { id: number; your_role: string }[]).map((o) => [o.id, o.your_role])).toEqual([
      [mine, 'vendor'],
      [theirs, 'vendor'],
    ]);
    expect(vZip.data.vendor).toMatchObject({ business_name: vendor.businessName, category: 'service_vendor' });
    expect(vZip.names.filter((n) => n.startsWith('files/kyc-'))).toHaveLength(1);

    // Someone else's export is "not found", with a token or with a tampered or expired link.
    await t.http.get(`/api/me/data-exports/${ready.id}`).set(other.auth).expect(404);
    const tampered = pathOf(ready.download_url).replace(/signature=./, (m) => (m.endsWith('A') ? `${m.slice(0, -1)}B` : `${m.slice(0, -1)}A`));
    await t.http.get(tampered).expect(404);
    await t.http.get(pathOf(ready.download_url).replace(/expires=\d+/, 'expires=1000')).expect(404);
    await t.http.get(`/api/me/data-exports/999999`).set(customer.auth).expect(404);
  });

  it('refuses erasure while money is held in escrow, with the list, and with a wrong password; cancelling works', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const order = await completedOrder(t, customer, vendor);
    const wrong = await t.http.post('/api/me/erasure').set(customer.auth).send({ password: 'not-it' }).expect(422);
    expect(wrong.body).toMatchObject({ code: 'PASSWORD_INCORRECT', errors: { password: ['Your password is incorrect.'] } });
    const blocked = await t.http.post('/api/me/erasure').set(customer.auth).send({ password: customer.account.password }).expect(409);
    expect(blocked.body).toMatchObject({
      code: 'ERASURE_BLOCKED',
      errors: { open: [`Order #${order}: ₦25,000.00 is held in escrow until it completes or is refunded.`] },
    });
    // The vendor too: the same order's escrow is theirs to finish.
    const vBlocked = await t.http.post('/api/me/erasure').set(vendor.auth).send({ password: 'Password#123' }).expect(409);
    expect(vBlocked.body.errors.open).toEqual([`Order #${order}: ₦25,000.00 is held in escrow until it completes or is refunded.`]);
    expect((await t.http.get('/api/me/erasure').set(customer.auth).expect(200)).body.data).toMatchObject({
      erasure_requested_at: null,
      open: [expect.stringContaining(`Order #${order}`)],
    });
    const [row] = await t.ds.query('SELECT erasure_requested_at, deactivation_requested_at FROM users WHERE id = $1', [customer.user.id]);
    expect(row).toEqual({ erasure_requested_at: null, deactivation_requested_at: null });

    // Once released, the customer may ask; cancelling clears the erasure and its deactivation.
    await t.http.post(`/api/service-orders/${order}/confirm-completion`).set(customer.auth).send({}).expect(200);
    const asked = await t.http.post('/api/me/erasure').set(customer.auth).send({ password: customer.account.password }).expect(202);
    expect(asked.body.data.erases_at).toBeTruthy();
    expect((await t.http.get('/api/me/deactivation').set(customer.auth).expect(200)).body.data.deactivates_at).toBeTruthy();
    await t.http.delete('/api/me/erasure').set(customer.auth).expect(200);
    expect((await t.http.delete('/api/me/erasure').set(customer.auth).expect(409)).body.code).toBe('NO_PENDING_ERASURE');
    expect((await t.http.get('/api/me/deactivation').set(customer.auth).expect(200)).body.data.deactivates_at).toBeNull();
    // The vendor is owed the released money: refused until it is paid out.
    const owed = await t.http.post('/api/me/erasure').set(vendor.auth).send({ password: 'Password#123' }).expect(409);
    expect(owed.body.errors.open).toEqual(['₦23,750.00 is still owed to you: wait for its payout to your bank account.']);
  });

  it("erases when due: personal fields gone, sign-in refused, e-mail and phone free again, the ledger and the vendor's history intact", async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const order = await completedOrder(t, customer, vendor);
    await t.http.post(`/api/service-orders/${order}/confirm-completion`).set(customer.auth).send({}).expect(200);
    await t.http.post('/api/profile-picture/upload').set(customer.auth).attach('profile_picture', PNG_1PX, 'me.png').expect(201);
    const [{ profile_image: picture }] = await t.ds.query('SELECT profile_image FROM users WHERE id = $1', [customer.user.id]);
    await readyExport(customer.auth);
    await t.http.post('/api/me/erasure').set(customer.auth).send({ password: customer.account.password }).expect(202);
    await new Promise((r) => setTimeout(r, DELAY_MS));
    await t.flushOutbox();
    const erased = await eventually(async () => {
      const [u] = await t.ds.query('SELECT name, email, phone, profile_image, erased_at, deactivated_at FROM users WHERE id = $1', [customer.user.id]);
      return u.erased_at ? u : null;
    }, 20_000);
    expect(erased).toMatchObject({ name: 'Former Oja user', email: `erased-${customer.user.id}@erased.oja.invalid`, phone: '', profile_image: null });
    expect(erased.deactivated_at).toBeTruthy();
    // The files go once the erasure has committed, a moment after `erased_at` is visible.
    await eventually(async () => (await t.app.get(StorageService).get(String(picture).slice('/uploads/'.length))) === null, 5000);
    expect(await t.ds.query('SELECT 1 FROM data_exports WHERE user_id = $1', [customer.user.id])).toEqual([]);
    expect(await t.ds.query('SELECT 1 FROM notifications WHERE user_id = $1', [customer.user.id])).toEqual([]);

    // The old token and credentials are dead; the address and phone can be registered by someone new.
    await t.http.get('/api/me/deactivation').set(customer.auth).expect(401);
    await t.http.post('/api/login').send({ email: customer.account.email, password: customer.account.password }).expect(401);
    const again = newAccount({ email: customer.account.email, phone: customer.account.phone });
    await t.http.post('/api/register').send(again).expect(201);

    // The vendor still sees the order, its customer now "Former Oja user"; the payment and ledger stay.
    const inbox = (await t.http.get('/api/vendor/service-orders').set(vendor.auth).expect(200)).body.data as {
      id: number;
      user: { name: string; phone: string };
    }[];
    expect(inbox.find((o) => o.id === order)?.user).toMatchObject({ name: 'Former Oja user', phone: '' });
    expect(await t.ds.query(`SELECT status FROM payments WHERE subject_kind = 'service_order' AND subject_id = $1`, [order])).toEqual([{ status: 'success' }]);
    expect(await accountBalance(t, `vendor_payable:${vendor.vendorId}`)).toBe(2_375_000);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('the retention sweeps delete KYC documents of vendors gone past their time and exports past 24 h, and nothing else', async () => {
    const kyc = async () => {
      const v = await signUpAndLogin(t, { user_type: 'vendor' });
      await t.http
        .post('/api/vendor/register')
        .set(v.auth)
        .send({ vendor_type: 'individual', business_name: `Biz ${v.user.id}`, category: 'mechanic' })
        .expect(201);
      await t.http.post('/api/vendor/compliance/upload-document').set(v.auth).attach('document', PNG_1PX, 'nin.png').expect(201);
      const [doc] = await t.ds.query(
        'SELECT d.id, d.storage_key, d.vendor_id FROM vendor_documents d JOIN vendors v ON v.id = d.vendor_id WHERE v.user_id = $1',
        [v.user.id],
      );
      return { ...v, doc };
    };
    const [longRejected, recentRejected, leftLongAgo, active] = await Promise.all([kyc(), kyc(), kyc(), kyc()]);
    const old = new Date(Date.now() - 91 * 86_400_000);
    await t.ds.query(`UPDATE vendors SET verification_status = 'rejected', updated_at = $2 WHERE id = $1`, [longRejected.doc.vendor_id, old]);
    await t.ds.query(`UPDATE vendors SET verification_status = 'rejected', updated_at = now() WHERE id = $1`, [recentRejected.doc.vendor_id]);
    await t.ds.query('UPDATE users SET deactivated_at = $2 WHERE id = $1', [leftLongAgo.user.id, old]);
    await t.app.get(KycFilesSweeper).sweep(0);
    const left = await t.ds.query('SELECT id FROM vendor_documents WHERE id = ANY($1) ORDER BY id', [
      [longRejected.doc.id, recentRejected.doc.id, leftLongAgo.doc.id, active.doc.id],
    ]);
    expect(left.map((r: { id: number }) => r.id)).toEqual([recentRejected.doc.id, active.doc.id].sort((a, b) => a - b));
    const storage = t.app.get(StorageService);
    expect(await storage.get(longRejected.doc.storage_key)).toBeNull();
    expect(await storage.get(leftLongAgo.doc.storage_key)).toBeNull();
    expect(await storage.get(active.doc.storage_key)).not.toBeNull();

    const customer = await newCustomer(t);
    const stale = await readyExport(customer.auth);
    const fresh = await readyExport(customer.auth);
    const [staleRow] = await t.ds.query('SELECT storage_key FROM data_exports WHERE id = $1', [stale.id]);
    await t.ds.query(`UPDATE data_exports SET created_at = now() - interval '25 hours' WHERE id = $1`, [stale.id]);
    await t.app.get(ExportFilesSweeper).sweep(0);
    expect((await t.http.get(`/api/me/data-exports/${stale.id}`).set(customer.auth).expect(200)).body.data).toMatchObject({ status: 'expired' });
    expect(await storage.get(staleRow.storage_key)).toBeNull();
    expect((await download(fresh.download_url)).status).toBe(200);
  });
});
