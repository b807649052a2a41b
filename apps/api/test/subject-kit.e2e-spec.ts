import type { AddressInfo } from 'node:net';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { FakePaystack } from './fakes/fake-paystack.js';
import { accountBalance, ledgerProblems } from './factories/service-marketplace.js';
import { newAdmin, signUpAndLogin } from './factories/users.js';
import { newVendor } from './factories/vendors.js';
import { PaymentCapturesService } from '../src/modules/payments/payment-captures.service.js';
import { SubjectRegistry } from '../src/common/subjects.js';
import { LifecycleEngine } from '../src/common/lifecycle-engine.js';
import { AnalyticsService } from '../src/modules/analytics/analytics.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { DisputesService } from '../src/modules/disputes/disputes.service.js';
import { Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { scheduleTimer } from '../src/common/lifecycle-timers.js';
import { CLASHING_SUBJECTS, KIT_TABLE, KitLifecycle, KitModule, KitOrder, SUBJECT_CHANGES } from './subject-kit/kit-order.js';

/**
 * One kit for every escrowed subject: a vertical that exists only in the test tree — a descriptor, a
 * small machine, a lifecycle and an entity in a module of its own — is paid, captured, released and refunded by
 * the platform's payments, escrow and ledger with no platform file naming it, and disputed and resolved by the
 * disputes module through its descriptor. Jobs queued under the old per-vertical capture names still run.
 */
describe('a vertical that exists only in the test tree goes through the platform', () => {
  let t: TestApp;
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await new FakePaystack().start();
    const env = { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: fake.secret, PAYSTACK_BASE_URL: fake.baseUrl, ESCROW_PAYOUT_HOLD_MS: '600000' };
    // The table first (outside the app's migrations), then the app with the kit's module and entity.
    const bare = await createTestApp(env);
    await bare.ds.query(KIT_TABLE);
    await bare.close();
    t = await createTestApp(env, { modules: [KitModule], entities: [KitOrder] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const captures = () => t.app.get(PaymentCapturesService);
  async function kitOrder(amountKobo: number) {
    const customer = await signUpAndLogin(t);
    const vendor = await newVendor(t, { category: 'service', live: true });
    const order = await t.ds.getRepository(KitOrder).save({ userId: customer.user.id, vendorId: vendor.vendorId, status: 'awaiting_payment', amountKobo });
    return { customer, vendor, order, user: { id: customer.user.id as number, email: customer.account.email } };
  }
  /** The units of a vendor's stock its paid kit orders hold. */
  const held = async (vendorId: number) => Number((await t.ds.query('SELECT held FROM kit_stock WHERE vendor_id = $1', [vendorId]))[0]?.held ?? 0);
  const status = async (id: number) => (await t.ds.getRepository(KitOrder).findOneByOrFail({ id })).status;

  it('is registered beside the real subjects', () => {
    expect(
      t.app
        .get(SubjectRegistry)
        .all()
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['apartment_booking', 'food_order', 'kit_order', 'maintenance_request', 'ride', 'service_order', 'shop_order']);
  });

  it('pay → capture by webhook → release: its own reference prefix and callback key, escrow funded, 5 % fee, the ledger balanced', async () => {
    const { order, user, vendor } = await kitOrder(1_000_000);
    const { paymentUrl, reference } = await captures().pay('kit_order', order.id, user, null);
    expect(reference).toMatch(new RegExp(`^oja-kit${order.id}-`));
    expect(paymentUrl).toContain(fake.baseUrl);
    const [payment] = await t.ds.query(`SELECT subject_kind, subject_id, amount_kobo::int AS amount FROM payments WHERE reference = $1`, [reference]);
    expect(payment).toEqual({ subject_kind: 'kit_order', subject_id: order.id, amount: 1_000_000 });
    expect(fake.transactions.get(reference)?.metadata).toMatchObject({ kind: 'kit_order', kit_order_id: order.id });

    fake.pay(reference);
    expect(await fake.deliver(fake.chargeSuccessEvent(reference))).toEqual([200]);
    await eventually(async () => (await status(order.id)) === 'paid');
    expect(await accountBalance(t, `escrow_held:kit${order.id}`)).toBe(1_000_000);

    // Another customer's subject is "not found"; paying twice is refused by the kit's own machine.
    const stranger = await signUpAndLogin(t);
    await expect(captures().pay('kit_order', order.id, { id: stranger.user.id, email: stranger.account.email })).rejects.toMatchObject({
      code: 'KIT_ORDER_NOT_FOUND',
    });
    await expect(captures().pay('kit_order', order.id, user)).rejects.toMatchObject({ code: 'KIT_NOT_PAYABLE' });

    await t.app.get(LifecycleEngine).run(t.app.get(KitLifecycle), { id: order.id, event: { type: 'CONFIRM', actor: 'customer' }, ctx: {} });
    expect(await status(order.id)).toBe('released');
    // A released order keeps its stock sold: nothing was compensated.
    expect(await held(vendor.vendorId)).toBe(1);
    expect(await accountBalance(t, `escrow_held:kit${order.id}`)).toBe(0);
    expect(await accountBalance(t, `vendor_payable:${vendor.vendorId}`)).toBe(950_000);
    const [memo] = await t.ds.query(`SELECT memo FROM ledger_transactions WHERE subject = $1 AND kind = 'release'`, [`kit_order:${order.id}`]);
    expect(memo?.memo).toContain(`Kit order #${order.id}`);
    expect(await ledgerProblems(t)).toEqual([]);

    // Each transition was one "subject changed" event, handed after commit to the sink, addressed to both parties.
    const changes = await eventually(async () => {
      await t.flushOutbox();
      const mine = SUBJECT_CHANGES.filter((c) => c.kind === 'kit_order' && c.id === order.id);
      return mine.length >= 3 ? mine : null;
    });
    expect(changes.map((c) => [c.event, c.from, c.to, c.actor])).toEqual([
      ['PAY', 'awaiting_payment', 'awaiting_payment', 'customer'],
      ['PAYMENT_CAPTURED', 'awaiting_payment', 'paid', 'system'],
      ['CONFIRM', 'paid', 'released', 'customer'],
    ]);
    for (const c of changes) expect(c.audience).toEqual([user.id, vendor.userId]);
  });

  it("decline → a full refund through the provider, in the refund notice's own noun; the stock the capture held is released once, however many declines race", async () => {
    const { order, user, vendor } = await kitOrder(250_000);
    const { reference } = await captures().pay('kit_order', order.id, user);
    fake.pay(reference);
    // The customer's "I have paid" applies the capture (no webhook).
    // Applied by this call, or by the capture job it wrote when that ran first: paid once either way.
    expect(['captured', 'already']).toContain(await captures().confirm('kit_order', order.id, reference, user.id));
    await expect(captures().confirm('kit_order', order.id, reference, user.id)).resolves.toBe('already');
    expect(await status(order.id)).toBe('paid');
    expect(await held(vendor.vendorId)).toBe(1);
    // 100 identical declines at once: the machine takes one (under the row's lock), the rest are refused.
    const engine = t.app.get(LifecycleEngine);
    const runs = await Promise.allSettled(
      Array.from({ length: 100 }, () => engine.run(t.app.get(KitLifecycle), { id: order.id, event: { type: 'DECLINE', actor: 'vendor' }, ctx: {} })),
    );
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(runs.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(99).fill('KIT_NOT_ALLOWED'));
    expect(await held(vendor.vendorId)).toBe(0);
    expect(
      await t.ds.query(`SELECT action, undo, done_at IS NOT NULL AS done FROM subject_compensations WHERE subject_kind = 'kit_order' AND subject_id = $1`, [
        order.id,
      ]),
    ).toEqual([{ action: 'holdStock', undo: 'releaseStock', done: true }]);
    await t.flushOutbox();
    const refund = await eventually(async () => {
      const [row] = await t.ds.query(`SELECT status, amount_kobo::int AS amount FROM refunds WHERE subject_kind = 'kit_order' AND subject_id = $1`, [order.id]);
      return row?.status === 'processed' ? row : null;
    }, 20_000);
    expect(refund).toEqual({ status: 'processed', amount: 250_000 });
    const notice = await eventually(async () => {
      const [row] = await t.ds.query(`SELECT body FROM notifications WHERE user_id = $1 AND title = 'Your refund has been processed'`, [user.id]);
      return row?.body as string | undefined;
    });
    expect(notice).toContain(`for kit order #${order.id} has been refunded`);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('once released, both parties review it double-blind through the reviews module, with no platform edit', async () => {
    const { order, user, customer, vendor } = await kitOrder(150_000);
    const { reference } = await captures().pay('kit_order', order.id, user);
    fake.pay(reference);
    await captures().confirm('kit_order', order.id, reference, user.id);
    // Not complete yet: nothing to review.
    await t.http.post('/api/reviews').set(customer.auth).send({ subject_kind: 'kit_order', subject_id: order.id, rating: 5, comment: 'Too early' }).expect(409);
    await t.app.get(LifecycleEngine).run(t.app.get(KitLifecycle), { id: order.id, event: { type: 'CONFIRM', actor: 'customer' }, ctx: {} });
    const pending = (await t.http.get('/api/reviews/pending').set(customer.auth).expect(200)).body.data;
    expect(pending).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject_kind: 'kit_order', subject_id: order.id, title: `Kit order #${order.id}` })]),
    );
    const mine = await t.http
      .post('/api/reviews')
      .set(customer.auth)
      .send({ subject_kind: 'kit_order', subject_id: order.id, rating: 4, comment: 'Good kit' })
      .expect(201);
    expect(mine.body.data).toMatchObject({ rating: 4, author_role: 'customer', revealed: false });
    await t.http
      .post('/api/reviews')
      .set(vendor.auth)
      .send({ subject_kind: 'kit_order', subject_id: order.id, rating: 5, comment: 'Paid on time' })
      .expect(201);
    const view = (await t.http.get(`/api/reviews/subject/kit_order/${order.id}`).set(customer.auth).expect(200)).body.data;
    expect(view).toMatchObject({ role: 'customer', mine: { rating: 4, revealed: true }, theirs: { rating: 5, author_role: 'vendor' } });
  });

  it('its timer runs on the generic timer job: early, it waits for the time left; then it fires once', async () => {
    const { order } = await kitOrder(100_000);
    const lifecycle = t.app.get(KitLifecycle);
    // Scheduled at once (too early for the machine's rule): the job finds it early and schedules itself again.
    await scheduleTimer(lifecycle.outbox, t.ds.manager, lifecycle, order.id, 'expire', 0);
    await eventually(async () => {
      await t.flushOutbox();
      return (await status(order.id)) === 'expired';
    });
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM subject_events WHERE subject_kind = 'kit_order' AND subject_id = $1 AND event = 'EXPIRE'`,
      [order.id],
    );
    expect(n).toBe(1);
    const [{ waited }] = await t.ds.query(
      `SELECT extract(epoch from (e.created_at - o.created_at)) * 1000 AS waited FROM subject_events e JOIN kit_orders o ON o.id = e.subject_id WHERE e.subject_kind = 'kit_order' AND e.subject_id = $1 AND e.event = 'EXPIRE'`,
      [order.id],
    );
    expect(Number(waited)).toBeGreaterThanOrEqual(1500);
  });

  /** A kit order paid into escrow (the customer's "I have paid"). */
  async function paidKitOrder(amountKobo: number) {
    const kit = await kitOrder(amountKobo);
    const { reference } = await captures().pay('kit_order', kit.order.id, kit.user);
    fake.pay(reference);
    await captures().confirm('kit_order', kit.order.id, reference, kit.user.id);
    expect(await status(kit.order.id)).toBe('paid');
    return kit;
  }
  const disputes = () => t.app.get(DisputesService);
  const disputeOf = async (id: number) =>
    (await t.ds.query(`SELECT id FROM disputes WHERE subject_kind = 'kit_order' AND subject_id = $1`, [id]))[0].id as number;

  it('is disputed by its customer while its machine allows it, and an admin refunds part: the rest released through escrow, the ledger balanced', async () => {
    const { order, user, customer, vendor } = await paidKitOrder(1_000_000);
    const [stranger, admin] = await Promise.all([signUpAndLogin(t), newAdmin(t)]);
    await expect(disputes().open('kit_order', order.id, stranger.user.id, 'Not mine')).rejects.toMatchObject({ code: 'KIT_ORDER_NOT_FOUND' });
    await disputes().open('kit_order', order.id, user.id, 'Two parts missing');
    expect(await status(order.id)).toBe('disputed');
    // Whether it may be disputed now is the kit's machine's answer.
    await expect(disputes().open('kit_order', order.id, user.id, 'Again')).rejects.toMatchObject({
      code: 'KIT_NOT_ALLOWED',
      message: 'This kit order is disputed',
    });
    // Who may see the dispute's photos comes from the kit's descriptor too.
    expect((await t.http.get(`/api/attachments/subject/kit_order/${order.id}`).set(customer.auth).expect(200)).body.data).toEqual([]);
    await t.http.get(`/api/attachments/subject/kit_order/${order.id}`).set(stranger.auth).expect(404);

    const bell = (await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body.data;
    expect(bell[0]).toMatchObject({ title: `Dispute opened on kit order #${order.id}`, body: 'Two parts missing', link: '/admin/disputes' });
    const id = await disputeOf(order.id);
    const detail = (await t.http.get(`/api/admin/disputes/${id}`).set(admin.auth).expect(200)).body.data;
    expect(detail).toMatchObject({
      order_id: order.id,
      status: 'open',
      reason: 'Two parts missing',
      order: { id: order.id, status: 'disputed', amount_kobo: 1_000_000 },
    });
    expect(detail.timeline.map((s: { event: string }) => s.event)).toEqual(['placed', 'disputed']);

    expect(await held(vendor.vendorId)).toBe(1);
    const tooMuch = await t.http
      .post(`/api/admin/disputes/${id}/resolve`)
      .set(admin.auth)
      .send({ resolution: 'refund', refund_amount: 5000.01, note: 'Parts missing' })
      .expect(422);
    expect(tooMuch.body).toMatchObject({ code: 'REFUND_OUT_OF_RANGE' });
    expect(tooMuch.body.errors.refund_amount[0]).toMatch(/at most ₦5,000.00 \(50% of the payment\)/);
    const resolved = await t.http
      .post(`/api/admin/disputes/${id}/resolve`)
      .set(admin.auth)
      .send({ resolution: 'refund', refund_amount: 3000, note: 'Three of ten parts missing' })
      .expect(200);
    expect(resolved.body).toMatchObject({
      message: 'Refund issued to the customer.',
      data: { status: 'resolved', resolution: 'refund', refund_amount: 3000, order: { status: 'refunded' } },
    });
    await t.http.post(`/api/admin/disputes/${id}/resolve`).set(admin.auth).send({ resolution: 'release', note: 'again' }).expect(409);
    // The refund compensated the stock the capture held.
    expect(await held(vendor.vendorId)).toBe(0);

    expect(await accountBalance(t, `escrow_held:kit${order.id}`)).toBe(0);
    // ₦7,000 released to the vendor minus the kit's 5 % fee.
    expect(await accountBalance(t, `vendor_payable:${vendor.vendorId}`)).toBe(665_000);
    const [split] = await t.ds.query(`SELECT kind FROM ledger_transactions WHERE subject = $1 AND kind = 'dispute_refund'`, [`kit_order:${order.id}`]);
    expect(split).toEqual({ kind: 'dispute_refund' });
    await t.flushOutbox();
    const refund = await eventually(async () => {
      const [row] = await t.ds.query(`SELECT status, reason, amount_kobo::int AS amount FROM refunds WHERE subject_kind = 'kit_order' AND subject_id = $1`, [
        order.id,
      ]);
      return row?.status === 'processed' ? row : null;
    }, 20_000);
    expect(refund).toEqual({ status: 'processed', reason: 'dispute', amount: 300_000 });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a disputed kit order released by an admin pays the vendor the whole amount less the fee', async () => {
    const { order, user, vendor } = await paidKitOrder(400_000);
    await disputes().open('kit_order', order.id, user.id, 'Late');
    const admin = await newAdmin(t);
    const res = await t.http
      .post(`/api/admin/disputes/${await disputeOf(order.id)}/resolve`)
      .set(admin.auth)
      .send({ resolution: 'release', note: 'Delivered in the end' })
      .expect(200);
    expect(res.body).toMatchObject({ message: 'Payment released to vendor successfully!', data: { resolution: 'release', order: { status: 'released' } } });
    expect(await accountBalance(t, `escrow_held:kit${order.id}`)).toBe(0);
    expect(await accountBalance(t, `vendor_payable:${vendor.vendorId}`)).toBe(380_000);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a dispute whose kind no running module declares any more is still shown to the admin, without its subject', async () => {
    const admin = await newAdmin(t);
    const [row] = await t.ds.query(
      `INSERT INTO disputes (subject_kind, subject_id, user_id, vendor_id, reason, status, resolution, note, resolved_at) VALUES ('gone_kind', 1, 1, 1, 'Old', 'resolved', 'release', 'Settled', now()) RETURNING id`,
    );
    try {
      const detail = (await t.http.get(`/api/admin/disputes/${row.id}`).set(admin.auth).expect(200)).body.data;
      expect(detail).toMatchObject({ order_id: 1, reason: 'Old', status: 'resolved', user: null, vendor: { business_name: null }, order: null, timeline: [] });
    } finally {
      await t.ds.query('DELETE FROM disputes WHERE id = $1', [row.id]);
    }
  });

  it('a capture job queued under an old per-vertical name (before the generic job) still applies the charge', async () => {
    const { order, user } = await kitOrder(300_000);
    const { reference } = await captures().pay('kit_order', order.id, user);
    fake.pay(reference);
    // Recorded as captured as verify does, but announced under a name of the past, as rows written before the change are.
    const [payment] = await t.ds.query(`UPDATE payments SET status = 'captured', paid_at = now() WHERE reference = $1 RETURNING id`, [reference]);
    await t.ds.query(`INSERT INTO outbox_events (job_name, payload) VALUES ('service-orders.payment-captured', $1)`, [
      JSON.stringify({ paymentId: payment[0].id }),
    ]);
    await t.flushOutbox();
    await eventually(async () => (await status(order.id)) === 'paid');
    expect(await accountBalance(t, `escrow_held:kit${order.id}`)).toBe(300_000);
  });

  it("a paid kit order counts in its vendor's and its customer's weekly figures; a registry without the kit counts nothing of it", async () => {
    const { order, user, vendor, customer } = await kitOrder(420_000);
    const { reference } = await captures().pay('kit_order', order.id, user);
    fake.pay(reference);
    // Applied by this call, or by the capture job it wrote when that ran first.
    expect(['captured', 'already']).toContain(await captures().confirm('kit_order', order.id, reference, user.id));
    // This week: one order for the vendor and for the customer alike; the customer's ₦4,200 spend, and no revenue for
    // the vendor yet (held in escrow: revenue is what the ledger credited the vendor).
    const week = (orders: number, revenue: number) => ({ data: { weeks: [{ week_start: expect.any(String), orders, bookings: 0, revenue }] } });
    expect((await t.http.get('/api/vendor/analytics?weeks=1').set(vendor.auth).expect(200)).body).toEqual(week(1, 0));
    expect((await t.http.get('/api/me/analytics?weeks=1').set(customer.auth).expect(200)).body).toEqual(week(1, 4200));

    // The same service over the registered subjects but the kit: its rows are not read at all (no table probe).
    const withoutKit = {
      all: () =>
        t.app
          .get(SubjectRegistry)
          .all()
          .filter((d) => d.kind !== 'kit_order'),
    } as SubjectRegistry;
    const analytics = new AnalyticsService(t.ds, withoutKit);
    const [thisWeek] = (await analytics.forVendor({ vendor: { id: vendor.vendorId } } as User, 1)).data.weeks;
    expect(thisWeek).toMatchObject({ orders: 0, bookings: 0, revenue: 0 });
  });

  it('an unknown kind is refused with its name; a descriptor that clashes with a registered one, declares disputes without their events or has no parties, stops the start', async () => {
    const { user } = await kitOrder(1);
    await expect(captures().pay('nothing_here', 1, user)).rejects.toThrow('Subject kind "nothing_here" is not registered');
    // The registry at start-up, with nothing else of the app: a clash or a mismatched lifecycle stops it, named.
    @Module({ imports: [DiscoveryModule], providers: [SubjectRegistry, ...CLASHING_SUBJECTS] })
    class Clashing {}
    const start = NestFactory.createApplicationContext(Clashing, { logger: false, abortOnError: false });
    await expect(start).rejects.toThrow(/kit_one and kit_two share the referencePrefix "kx"/);
    await expect(NestFactory.createApplicationContext(Clashing, { logger: false, abortOnError: false })).rejects.toThrow(
      /kit_three: its lifecycle files its timeline under "kit_other"/,
    );
    await expect(NestFactory.createApplicationContext(Clashing, { logger: false, abortOnError: false })).rejects.toThrow(
      /kit_four: disputes need the open, release and refund events/,
    );
    await expect(NestFactory.createApplicationContext(Clashing, { logger: false, abortOnError: false })).rejects.toThrow(
      /kit_five: a descriptor needs its lifecycle, charge\(\), parties\(\) and ofOwner\(\)/,
    );
  });
});
