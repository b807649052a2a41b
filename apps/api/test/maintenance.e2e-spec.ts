import { splitRelease } from '@oja/shared';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { newVendor, PNG_1PX, type TestVendor } from './factories/vendors.js';
import { newAdmin } from './factories/users.js';
import { accountBalance, ledgerProblems, newCustomer } from './factories/service-marketplace.js';

type Auth = { Authorization: string };
const FEE = 500_000;
const MECHANIC_SHARE = splitRelease(FEE, 'maintenance').vendorKobo; // 95 %

/** Auto maintenance end to end: report, choose a live mechanic, pay ₦5,000 into escrow, the mechanic's moves, and every money path. */
describe('auto maintenance', () => {
  let t: TestApp;
  let mechanic: TestVendor;
  let town: string;
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'sandbox',
      MAINTENANCE_ANSWER_TIMEOUT_MS: '5000',
      MAINTENANCE_AUTO_RELEASE_MS: '3000',
      ESCROW_PAYOUT_HOLD_MS: '60000',
      OUTBOX_POLL_MS: '100',
    });
    town = `Zaria${Date.now().toString(36)}`;
    mechanic = await newMechanic(`12 Kongo Road, ${town}`);
  });
  afterAll(() => t.close());

  async function newMechanic(location: string) {
    const v = await newVendor(t, { category: 'mechanic', live: true });
    await t.ds.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [v.userId]);
    await t.http
      .post('/api/vendor/mechanic/setup')
      .set(v.auth)
      .send({ workshop_name: `${v.businessName} Workshop`, services_offered: 'Engine, brakes', location, contact_number: '08031234567' })
      .expect((r) => expect([200, 201]).toContain(r.status));
    return v;
  }
  const customer = () => newCustomer(t);
  const report = (auth: Auth, body: Record<string, unknown> = {}) =>
    t.http
      .post('/api/maintenance/request')
      .set(auth)
      .send({ location: `Samaru, ${town}`, service_type: 'brake', issue: 'Brakes squeal and the pedal is soft', ...body });
  const mine = async (auth: Auth, id: number) => (await t.http.get(`/api/maintenance/requests/${id}`).set(auth).expect(200)).body.data;
  const until = <T>(fn: () => Promise<T | null | false>) =>
    eventually(async () => {
      await t.flushOutbox();
      return fn();
    });
  /** Report, choose the mechanic, pay on the sandbox checkout; waits until paid. */
  async function paidRequest(who: { auth: Auth }, m: TestVendor = mechanic) {
    const id = (await report(who.auth).expect(201)).body.data.id as number;
    await t.http.post(`/api/maintenance/requests/${id}/mechanic`).set(who.auth).send({ mechanic_id: m.vendorId }).expect(200);
    const pay = await t.http.post(`/api/maintenance/requests/${id}/pay`).set(who.auth).send({}).expect(200);
    await t.http.post(`/api/payments/sandbox/checkout/${new URL(pay.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
    await until(async () => (await mine(who.auth, id)).status === 'paid');
    return { id, reference: pay.body.data.reference as string, paymentUrl: pay.body.data.payment_url as string };
  }
  const act = (m: TestVendor, id: number, action: string) => t.http.post(`/api/vendor/mechanic/requests/${id}/${action}`).set(m.auth);
  const refundsOf = async (id: number) =>
    (await t.ds.query(`SELECT amount_kobo::int AS a FROM refunds WHERE subject_kind = 'maintenance_request' AND subject_id = $1 ORDER BY id`, [id])).map(
      (r: { a: number }) => r.a,
    );

  describe('reporting an issue', () => {
    it('submits with the spec’s message, towing defaults to no, and the fee is ₦5,000', async () => {
      const c = await customer();
      const res = await report(c.auth).expect(201);
      expect(res.body).toMatchObject({
        message: 'Maintenance request submitted successfully!',
        data: { status: 'reported', service_type: 'brake', needs_towing: false, fee: 5000, actions: ['CHOOSE_MECHANIC', 'CANCEL'], mechanic: null },
      });
      const towing = await report(c.auth, { needs_towing: 'yes', service_type: 'AC' }).expect(201);
      expect(towing.body.data).toMatchObject({ needs_towing: true, service_type: 'ac' });
    });

    it.each([['location'], ['service_type'], ['issue']])('refuses a missing %s: Please fill in all required fields', async (field) => {
      const c = await customer();
      const res = await report(c.auth, { [field]: '' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Please fill in all required fields');
    });

    it('refuses an overlong service type, logged-out callers and vendors', async () => {
      // Names and other words are taken (test/spec-contract.e2e-spec.ts); only length is refused.
      const c = await customer();
      expect((await report(c.auth, { service_type: 'paint '.repeat(20) })).body.message).toBe('Please keep the service type under 100 characters.');
      await t.http.post('/api/maintenance/request').send({ location: 'x', service_type: 'oil', issue: 'y' }).expect(401);
      expect((await report(mechanic.auth)).body).toMatchObject({ statusCode: 403, message: 'Only customer accounts can request maintenance.' });
    });

    it('my-requests lists only the caller’s own, newest first, with pagination meta; another’s request is not found', async () => {
      const a = await customer();
      const b = await customer();
      const first = (await report(a.auth).expect(201)).body.data.id;
      const second = (await report(a.auth, { service_type: 'oil' }).expect(201)).body.data.id;
      const theirs = (await report(b.auth).expect(201)).body.data.id;
      const list = (await t.http.get('/api/maintenance/my-requests').set(a.auth).expect(200)).body;
      expect(list.data.map((r: { id: number }) => r.id)).toEqual([second, first]);
      expect(list.meta).toMatchObject({ current_page: 1, total: 2, last_page: 1 });
      expect((await t.http.get(`/api/maintenance/requests/${theirs}`).set(a.auth)).body).toMatchObject({
        statusCode: 404,
        code: 'MAINTENANCE_REQUEST_NOT_FOUND',
      });
      expect((await t.http.post(`/api/maintenance/requests/${theirs}/cancel`).set(a.auth)).status).toBe(404);
    });
  });

  describe('finding a mechanic', () => {
    it('lists live mechanics nearest first by shared place words; not-live ones are not listed nor choosable', async () => {
      const near = await newMechanic(`3 Samaru Market, ${town}`);
      const notLive = await newVendor(t, { category: 'mechanic', phoneVerified: true });
      const c = await customer();
      const res = await t.http
        .get('/api/maintenance/mechanics')
        .query({ location: `Samaru, ${town}` })
        .set(c.auth)
        .expect(200);
      const ids = res.body.data.map((m: { id: number }) => m.id);
      expect(ids.slice(0, 2)).toEqual([near.vendorId, mechanic.vendorId]);
      expect(res.body.data[0]).toMatchObject({ match_score: 2, sample: false, available: true });
      expect(ids).not.toContain(notLive.vendorId);
      expect(res.body.data.every((m: { sample: boolean }) => !m.sample)).toBe(true);
      const id = (await report(c.auth).expect(201)).body.data.id;
      const refused = await t.http.post(`/api/maintenance/requests/${id}/mechanic`).set(c.auth).send({ mechanic_id: notLive.vendorId });
      expect(refused.body).toMatchObject({
        statusCode: 422,
        code: 'MECHANIC_NOT_AVAILABLE',
        message: 'This mechanic is not available on Oja; choose one from the list',
      });
      expect((await t.http.post(`/api/maintenance/requests/${id}/mechanic`).set(c.auth).send({ mechanic_id: -1 })).status).toBe(422);
    });

    it('paying needs a chosen mechanic; the choice can change until payment', async () => {
      const c = await customer();
      const id = (await report(c.auth).expect(201)).body.data.id;
      expect((await t.http.post(`/api/maintenance/requests/${id}/pay`).set(c.auth).send({})).body).toMatchObject({
        statusCode: 409,
        code: 'MAINTENANCE_NOT_PAYABLE',
        message: 'Choose a mechanic before paying; a paid request cannot be paid again',
      });
      const chose = await t.http.post(`/api/maintenance/requests/${id}/mechanic`).set(c.auth).send({ mechanic_id: mechanic.vendorId }).expect(200);
      expect(chose.body.data).toMatchObject({ status: 'mechanic_chosen', mechanic: { id: mechanic.vendorId }, actions: ['CHOOSE_MECHANIC', 'PAY', 'CANCEL'] });
    });

    it('cancelling before payment moves no money', async () => {
      const c = await customer();
      const id = (await report(c.auth).expect(201)).body.data.id;
      await t.http.post(`/api/maintenance/requests/${id}/mechanic`).set(c.auth).send({ mechanic_id: mechanic.vendorId }).expect(200);
      const res = await t.http.post(`/api/maintenance/requests/${id}/cancel`).set(c.auth).expect(200);
      expect(res.body).toMatchObject({ message: 'Maintenance request cancelled.', data: { status: 'cancelled', escrow_status: 'none' } });
      expect(await refundsOf(id)).toEqual([]);
    });
  });

  describe('the money paths', () => {
    it('paid → accepted → started → completed → confirmed: the mechanic gets 95 % through the ledger, once', async () => {
      const c = await customer();
      const { id, reference } = await paidRequest(c);
      expect(reference).toMatch(/^oja-mr\d+-/);
      expect(await accountBalance(t, `escrow_held:mr${id}`)).toBe(FEE);
      expect(await mine(c.auth, id)).toMatchObject({ escrow_status: 'held', actions: [] });
      // The mechanic sees it with the customer's phone (paid), answers, works, completes.
      const inbox = (await t.http.get('/api/vendor/mechanic/requests').set(mechanic.auth).expect(200)).body;
      expect(inbox.data.find((r: { id: number }) => r.id === id)).toMatchObject({
        status: 'paid',
        actions: ['ACCEPT', 'DECLINE'],
        customer: { phone: expect.any(String) },
      });
      expect((await act(mechanic, id, 'start')).body).toMatchObject({ statusCode: 409, message: 'Only accepted requests can be started' });
      expect((await act(mechanic, id, 'accept').expect(200)).body).toMatchObject({
        message: 'Request accepted. The customer has been told.',
        data: { status: 'accepted' },
      });
      expect((await act(mechanic, id, 'start').expect(200)).body.data.status).toBe('in_progress');
      expect((await t.http.post(`/api/maintenance/requests/${id}/confirm`).set(c.auth)).body).toMatchObject({
        statusCode: 409,
        message: 'Only completed jobs can be confirmed',
      });
      expect((await act(mechanic, id, 'complete').expect(200)).body.data).toMatchObject({ status: 'completed' });
      const payable = await accountBalance(t, `vendor_payable:${mechanic.vendorId}`);
      const confirms = await Promise.all(Array.from({ length: 5 }, () => t.http.post(`/api/maintenance/requests/${id}/confirm`).set(c.auth)));
      expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
      expect(confirms.find((r) => r.status === 200)!.body).toMatchObject({ data: { status: 'released', escrow_status: 'released' } });
      expect(await accountBalance(t, `vendor_payable:${mechanic.vendorId}`)).toBe(payable + MECHANIC_SHARE);
      expect(MECHANIC_SHARE).toBe(475_000);
      expect(await accountBalance(t, `escrow_held:mr${id}`)).toBe(0);
      expect(await refundsOf(id)).toEqual([]);
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('a completed job is reviewed double-blind by the customer and the mechanic', async () => {
      const c = await customer();
      const { id } = await paidRequest(c);
      for (const step of ['accept', 'start', 'complete']) await act(mechanic, id, step).expect(200);
      const review = (auth: Auth, rating: number, comment: string) =>
        t.http.post('/api/reviews').set(auth).send({ subject_kind: 'maintenance_request', subject_id: id, rating, comment });
      const pending = (await t.http.get('/api/reviews/pending').set(c.auth).expect(200)).body.data;
      expect(pending.some((p: { subject_kind: string; subject_id: number }) => p.subject_kind === 'maintenance_request' && p.subject_id === id)).toBe(true);
      expect((await review(c.auth, 5, 'Fixed my brakes the same day')).status).toBe(201);
      // Blind: the mechanic does not see the customer's review before writing theirs.
      const before = (await t.http.get(`/api/reviews/subject/maintenance_request/${id}`).set(mechanic.auth).expect(200)).body.data;
      expect(JSON.stringify(before)).not.toContain('Fixed my brakes');
      expect((await review(mechanic.auth, 4, 'Clear description, paid on time')).status).toBe(201);
      const after = (await t.http.get(`/api/reviews/subject/maintenance_request/${id}`).set(mechanic.auth).expect(200)).body.data;
      expect(JSON.stringify(after)).toContain('Fixed my brakes');
      expect((await review(c.auth, 5, 'again')).status).toBe(409);
    });

    /** What the escrow of request `id` credited the mechanic (payable and available), by its own ledger postings. */
    const creditedFrom = async (id: number) =>
      Number(
        (
          await t.ds.query(
            `SELECT coalesce(sum(e.amount_kobo), 0)::bigint AS credited FROM ledger_entries e
              WHERE e.account_code IN ('vendor_payable:' || $1, 'vendor_available:' || $1)
                AND e.transaction_id IN (SELECT transaction_id FROM ledger_entries WHERE account_code = $2)`,
            [mechanic.vendorId, `escrow_held:mr${id}`],
          )
        )[0].credited,
      );

    it('declined: the fee is refunded in full and the mechanic gets nothing', async () => {
      const c = await customer();
      const { id } = await paidRequest(c);
      expect((await act(mechanic, id, 'decline').expect(200)).body).toMatchObject({
        message: 'Request declined. The customer is refunded in full.',
        data: { status: 'declined', escrow_status: 'refunded' },
      });
      expect(await refundsOf(id)).toEqual([FEE]);
      // Nothing of this request's escrow reached the mechanic (their balance itself may still move with earlier jobs'
      // releases, which settle asynchronously).
      expect(await creditedFrom(id)).toBe(0);
      expect(await accountBalance(t, `escrow_held:mr${id}`)).toBe(0);
      expect((await act(mechanic, id, 'accept')).status).toBe(409);
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('cancelled after acceptance: 50 % refunded, the rest released to the mechanic minus 5 %', async () => {
      const c = await customer();
      const { id } = await paidRequest(c);
      expect((await t.http.post(`/api/maintenance/requests/${id}/cancel`).set(c.auth)).body).toMatchObject({
        statusCode: 409,
        code: 'MAINTENANCE_NOT_CANCELLABLE',
      });
      await act(mechanic, id, 'accept').expect(200);
      expect((await t.http.post(`/api/maintenance/requests/${id}/cancel`).set(c.auth).expect(200)).body.data).toMatchObject({
        status: 'cancelled',
        escrow_status: 'split',
      });
      expect(await refundsOf(id)).toEqual([250_000]);
      // This request's escrow credited the mechanic the released half minus the fee (counted by its own postings:
      // earlier jobs' releases move the balance asynchronously).
      expect(await creditedFrom(id)).toBe(splitRelease(250_000, 'maintenance').vendorKobo);
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('lapsed: unanswered for the answer timeout, the fee is refunded in full by the system', async () => {
      const c = await customer();
      const { id } = await paidRequest(c);
      const lapsed = await until(async () => ((await mine(c.auth, id)).status === 'lapsed' ? mine(c.auth, id) : null));
      expect(lapsed).toMatchObject({ status: 'lapsed', escrow_status: 'refunded', lapsed_at: expect.any(String) });
      expect(await refundsOf(id)).toEqual([FEE]);
      expect((await act(mechanic, id, 'accept')).body).toMatchObject({ statusCode: 409, message: 'Only paid requests waiting for an answer can be accepted' });
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('a completed job nobody confirmed is released to the mechanic by the system', async () => {
      const c = await customer();
      const { id } = await paidRequest(c);
      await act(mechanic, id, 'accept').expect(200);
      await act(mechanic, id, 'start').expect(200);
      await act(mechanic, id, 'complete').expect(200);
      const released = await until(async () => ((await mine(c.auth, id)).status === 'released' ? mine(c.auth, id) : null));
      expect(released).toMatchObject({ escrow_status: 'released', released_at: expect.any(String) });
      expect(await accountBalance(t, `escrow_held:mr${id}`)).toBe(0);
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });

  describe('the mechanic’s side', () => {
    it('another mechanic cannot see or act on a request; the dashboard and customers show real figures', async () => {
      const other = await newMechanic('Kaduna');
      const c = await customer();
      const { id } = await paidRequest(c);
      expect((await act(other, id, 'accept')).body).toMatchObject({ statusCode: 404, code: 'MAINTENANCE_REQUEST_NOT_FOUND' });
      expect((await t.http.get('/api/vendor/mechanic/requests').set(other.auth).expect(200)).body.data).toEqual([]);
      // A customer is not a mechanic; a mechanic cannot act as the customer.
      expect((await t.http.get('/api/vendor/mechanic/requests').set(c.auth)).status).toBe(403);
      expect((await t.http.post(`/api/maintenance/requests/${id}/confirm`).set(mechanic.auth)).status).toBe(403);
      const fresh = await newMechanic(`Gyallesu, ${town}`);
      const c2 = await customer();
      // Each is accepted as soon as it is paid: the answer timeout is short here (a busy machine must not lapse one).
      const a = await paidRequest(c2, fresh);
      await act(fresh, a.id, 'accept').expect(200);
      const b = await paidRequest(c2, fresh);
      await act(fresh, b.id, 'accept').expect(200);
      await act(fresh, a.id, 'start').expect(200);
      await act(fresh, a.id, 'complete').expect(200);
      await t.http.post(`/api/maintenance/requests/${a.id}/confirm`).set(c2.auth).expect(200);
      const dash = (await t.http.get('/api/vendor/mechanic/dashboard').set(fresh.auth).expect(200)).body.data;
      expect(dash).toMatchObject({ category: 'mechanic', is_live: true, maintenance: { open: 1, in_progress: 0, completed: 1, customers: 1, earnings: 4750 } });
      const customers = (await t.http.get('/api/vendor/mechanic/customers').set(fresh.auth).expect(200)).body.data;
      expect(customers).toEqual([expect.objectContaining({ requests: 2, completed: 1, last_service_label: 'Brake service' })]);
    });
  });

  describe('report a problem (a dispute through the disputes module)', () => {
    it('a completed job is reported with a photo the mechanic and an admin can see; no timer releases it; an admin refunds part, the ledger balanced', async () => {
      const c = await customer();
      const { id } = await paidRequest(c);
      for (const step of ['accept', 'start', 'complete']) await act(mechanic, id, step).expect(200);
      expect((await mine(c.auth, id)).actions).toEqual(['CONFIRM', 'DISPUTE']);
      await t.http.post(`/api/maintenance/requests/${id}/dispute`).set(c.auth).send({ reason: '  ' }).expect(422);
      const opened = await t.http.post(`/api/maintenance/requests/${id}/dispute`).set(c.auth).send({ reason: 'The brakes still squeal.' });
      expect([opened.status, opened.body.message]).toEqual([200, 'Your report has been sent. The fee stays in escrow until an administrator resolves it.']);
      expect(opened.body).toMatchObject({
        message: 'Your report has been sent. The fee stays in escrow until an administrator resolves it.',
        data: { status: 'disputed', actions: [], dispute: { status: 'open', reason: 'The brakes still squeal.' } },
      });
      expect((await t.http.post(`/api/maintenance/requests/${id}/dispute`).set(c.auth).send({ reason: 'Again' }).expect(409)).body.message).toBe(
        'A problem has already been reported for this job',
      );
      const photo = await t.http.post(`/api/maintenance/requests/${id}/dispute/photos`).set(c.auth).attach('photo', PNG_1PX, 'brakes.png').expect(201);
      expect(photo.body.data.url).toMatch(/\/api\/attachments\/\d+\/file\?expires=/);
      // The mechanic sees the photo (a party), a stranger does not.
      expect((await t.http.get(`/api/attachments/subject/maintenance_request/${id}`).set(mechanic.auth).expect(200)).body.data).toHaveLength(1);
      const stranger = await customer();
      await t.http.get(`/api/attachments/subject/maintenance_request/${id}`).set(stranger.auth).expect(404);
      // The 3 s auto-release passes: a disputed job is not released.
      await new Promise((r) => setTimeout(r, 3500));
      await t.flushOutbox();
      expect((await mine(c.auth, id)).status).toBe('disputed');

      const admin = await newAdmin(t);
      const [dispute] = await t.ds.query(`SELECT id FROM disputes WHERE subject_kind = 'maintenance_request' AND subject_id = $1`, [id]);
      const detail = (await t.http.get(`/api/admin/disputes/${dispute.id}`).set(admin.auth).expect(200)).body.data;
      expect(detail).toMatchObject({
        subject_kind: 'maintenance_request',
        subject_label: `Maintenance request #${id}`,
        order: { id, status: 'disputed', fee: 5000 },
      });
      expect(detail.photos).toHaveLength(1);
      // What the mechanic was credited: payable plus available (earlier jobs' money may move from one to the other).
      const credited = async () =>
        (await accountBalance(t, `vendor_payable:${mechanic.vendorId}`)) + (await accountBalance(t, `vendor_available:${mechanic.vendorId}`));
      const creditedBefore = await credited();
      await t.http
        .post(`/api/admin/disputes/${dispute.id}/resolve`)
        .set(admin.auth)
        .send({ resolution: 'refund', refund_amount: 2501, note: 'Too much' })
        .expect(422);
      await t.http
        .post(`/api/admin/disputes/${dispute.id}/resolve`)
        .set(admin.auth)
        .send({ resolution: 'refund', refund_amount: 2000, note: 'Half the job redone elsewhere' })
        .expect(200);
      expect((await mine(c.auth, id)).status).toBe('refunded');
      expect(await refundsOf(id)).toEqual([200_000]);
      expect((await credited()) - creditedBefore).toBe(splitRelease(300_000, 'maintenance').vendorKobo);
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });
});
