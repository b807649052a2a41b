import type { AddressInfo } from 'node:net';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { FakePaystack } from './fakes/fake-paystack.js';
import { accountBalance, ledgerProblems } from './factories/service-marketplace.js';
import { signUpAndLogin } from './factories/users.js';
import { newVendor } from './factories/vendors.js';
import { PaymentCapturesService } from '../src/modules/payments/payment-captures.service.js';
import { SubjectRegistry } from '../src/common/subjects.js';
import { LifecycleEngine } from '../src/common/lifecycle-engine.js';
import { AnalyticsService } from '../src/modules/analytics/analytics.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { scheduleTimer } from '../src/common/lifecycle-timers.js';
import { CLASHING_SUBJECTS, KIT_TABLE, KitLifecycle, KitModule, KitOrder, SUBJECT_CHANGES } from './subject-kit/kit-order.js';

/**
 * One kit for every escrowed subject (issue 22): a vertical that exists only in the test tree — a descriptor, a
 * small machine, a lifecycle and an entity in a module of its own — is paid, captured, released and refunded by
 * the platform's payments, escrow and ledger with no platform file naming it. Jobs queued under the old
 * per-vertical capture names still run.
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
  const status = async (id: number) => (await t.ds.getRepository(KitOrder).findOneByOrFail({ id })).status;

  it('is registered beside the three real subjects', () => {
    expect(t.app.get(SubjectRegistry).all().map((d) => d.kind).sort()).toEqual(['apartment_booking', 'kit_order', 'maintenance_request', 'service_order']);
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
    await expect(captures().pay('kit_order', order.id, { id: stranger.user.id, email: stranger.account.email })).rejects.toMatchObject({ code: 'KIT_ORDER_NOT_FOUND' });
    await expect(captures().pay('kit_order', order.id, user)).rejects.toMatchObject({ code: 'KIT_NOT_PAYABLE' });

    await t.app.get(LifecycleEngine).run(t.app.get(KitLifecycle), { id: order.id, event: { type: 'CONFIRM', actor: 'customer' }, ctx: {} });
    expect(await status(order.id)).toBe('released');
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

  it('decline → a full refund through the provider, in the refund notice\'s own noun', async () => {
    const { order, user } = await kitOrder(250_000);
    const { reference } = await captures().pay('kit_order', order.id, user);
    fake.pay(reference);
    // The customer's "I have paid" applies the capture (no webhook).
    await expect(captures().confirm('kit_order', order.id, reference, user.id)).resolves.toBe('captured');
    await expect(captures().confirm('kit_order', order.id, reference, user.id)).resolves.toBe('already');
    await t.app.get(LifecycleEngine).run(t.app.get(KitLifecycle), { id: order.id, event: { type: 'DECLINE', actor: 'vendor' }, ctx: {} });
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

  it('its timer runs on the generic timer job: early, it waits for the time left; then it fires once', async () => {
    const { order } = await kitOrder(100_000);
    const lifecycle = t.app.get(KitLifecycle);
    // Scheduled at once (too early for the machine's rule): the job finds it early and schedules itself again.
    await scheduleTimer(lifecycle.outbox, t.ds.manager, lifecycle, order.id, 'expire', 0);
    await eventually(async () => {
      await t.flushOutbox();
      return (await status(order.id)) === 'expired';
    });
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM subject_events WHERE subject_kind = 'kit_order' AND subject_id = $1 AND event = 'EXPIRE'`, [order.id]);
    expect(n).toBe(1);
    const [{ waited }] = await t.ds.query(`SELECT extract(epoch from (e.created_at - o.created_at)) * 1000 AS waited FROM subject_events e JOIN kit_orders o ON o.id = e.subject_id WHERE e.subject_kind = 'kit_order' AND e.subject_id = $1 AND e.event = 'EXPIRE'`, [order.id]);
    expect(Number(waited)).toBeGreaterThanOrEqual(1500);
  });

  it('a capture job queued under an old per-vertical name (before the generic job) still applies the charge', async () => {
    const { order, user } = await kitOrder(300_000);
    const { reference } = await captures().pay('kit_order', order.id, user);
    fake.pay(reference);
    // Recorded as captured as verify does, but announced under a name of the past, as rows written before the change are.
    const [payment] = await t.ds.query(`UPDATE payments SET status = 'captured', paid_at = now() WHERE reference = $1 RETURNING id`, [reference]);
    await t.ds.query(`INSERT INTO outbox_events (job_name, payload) VALUES ('service-orders.payment-captured', $1)`, [JSON.stringify({ paymentId: payment[0].id })]);
    await t.flushOutbox();
    await eventually(async () => (await status(order.id)) === 'paid');
    expect(await accountBalance(t, `escrow_held:kit${order.id}`)).toBe(300_000);
  });

  it("a paid kit order counts in its vendor's and its customer's weekly figures; a registry without the kit counts nothing of it", async () => {
    const { order, user, vendor, customer } = await kitOrder(420_000);
    const { reference } = await captures().pay('kit_order', order.id, user);
    fake.pay(reference);
    await expect(captures().confirm('kit_order', order.id, reference, user.id)).resolves.toBe('captured');
    // This week: one order and its ₦4,200, for the vendor and for the customer alike.
    const kitWeek = { data: { weeks: [{ week_start: expect.any(String), orders: 1, bookings: 0, revenue: 4200 }] } };
    expect((await t.http.get('/api/vendor/analytics?weeks=1').set(vendor.auth).expect(200)).body).toEqual(kitWeek);
    expect((await t.http.get('/api/me/analytics?weeks=1').set(customer.auth).expect(200)).body).toEqual(kitWeek);

    // The same service over the registered subjects but the kit: its rows are not read at all (no table probe).
    const withoutKit = { all: () => t.app.get(SubjectRegistry).all().filter((d) => d.kind !== 'kit_order') } as SubjectRegistry;
    const analytics = new AnalyticsService(t.ds, withoutKit);
    const [week] = (await analytics.forVendor({ vendor: { id: vendor.vendorId } } as User, 1)).data.weeks;
    expect(week).toMatchObject({ orders: 0, bookings: 0, revenue: 0 });
  });

  it('an unknown kind is refused with its name; a descriptor that clashes with a registered one stops the start', async () => {
    const { user } = await kitOrder(1);
    await expect(captures().pay('nothing_here', 1, user)).rejects.toThrow('Subject kind "nothing_here" is not registered');
    // The registry at start-up, with nothing else of the app: a clash or a mismatched lifecycle stops it, named.
    @Module({ imports: [DiscoveryModule], providers: [SubjectRegistry, ...CLASHING_SUBJECTS] })
    class Clashing {}
    const start = NestFactory.createApplicationContext(Clashing, { logger: false, abortOnError: false });
    await expect(start).rejects.toThrow(/kit_one and kit_two share the referencePrefix "kx"/);
    await expect(NestFactory.createApplicationContext(Clashing, { logger: false, abortOnError: false })).rejects.toThrow(/kit_three: its lifecycle files its timeline under "kit_other"/);
  });
});
