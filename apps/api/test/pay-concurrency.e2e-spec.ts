import type { AddressInfo } from 'node:net';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { FakePaystack } from './fakes/fake-paystack.js';
import { book, ledgerProblems, newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';

type Auth = { Authorization: string };

/** Times one request: status, body and how long it took. */
async function timed(send: () => PromiseLike<{ status: number; body: unknown }>) {
  const t0 = Date.now();
  const res = await send();
  return { status: res.status, body: res.body as { data?: { reference?: string }; code?: string; message?: string }, ms: Date.now() - t0 };
}

/** Polls health and the public list every 100 ms while `work` runs; returns the slowest answer of each. */
async function whileProbing<T>(t: TestApp, work: Promise<T>): Promise<{ result: T; health: number; list: number; probes: number }> {
  let done = false;
  let health = 0;
  let list = 0;
  let probes = 0;
  const probe = (async () => {
    while (!done) {
      const [h, l] = await Promise.all([timed(() => t.http.get('/api/health')), timed(() => t.http.get('/api/service-vendors'))]);
      expect(h.status).toBe(200);
      expect(l.status).toBe(200);
      health = Math.max(health, h.ms);
      list = Math.max(list, l.ms);
      probes++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    return { result: await work, health, list, probes };
  } finally {
    done = true;
    await probe;
  }
}

async function acceptedOrder(t: TestApp, customer: { auth: Auth }, vendor: ServiceVendorFixture) {
  const order = await book(t, customer, vendor);
  await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
  return order;
}

const payBurst = (t: TestApp, auth: Auth, orderId: number, n: number) =>
  Promise.all(Array.from({ length: n }, () => timed(() => t.http.post(`/api/service-orders/${orderId}/pay`).set(auth))));

describe('concurrent /pay: one checkout, no freeze (issue "One lifecycle engine…")', () => {
  describe('with the sandbox provider', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', DB_POOL_MAX: '10' });
    });
    afterAll(() => t.close());

    it('30 concurrent pays on one accepted order, five times: all answer fast with one reference, health and the list stay fast', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Deep cleaning', price: 25000 }] });
      for (let round = 0; round < 5; round++) {
        const customer = await newCustomer(t);
        const order = await acceptedOrder(t, customer, vendor);
        const { result, health, list, probes } = await whileProbing(t, payBurst(t, customer.auth, order.id, 30));
        const ok = result.filter((r) => r.status === 200);
        expect(result.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual([]);
        expect(new Set(ok.map((r) => r.body.data!.reference)).size).toBe(1);
        expect(Math.max(...result.map((r) => r.ms))).toBeLessThan(5_000);
        expect(probes).toBeGreaterThan(0);
        expect(health).toBeLessThan(2_000);
        expect(list).toBeLessThan(2_000);
        const rows = await t.ds.query(`SELECT count(*)::int AS n FROM payments WHERE subject_kind = 'service_order' AND subject_id = $1`, [order.id]);
        expect(rows[0].n).toBe(1);
        const charges = await t.ds.query(`SELECT count(*)::int AS n FROM sandbox_charges WHERE reference = $1`, [ok[0]!.body.data!.reference]);
        expect(charges[0].n).toBe(1);
      }
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });

  describe('with a slow Paystack (12 s initialize)', () => {
    let t: TestApp;
    let fake: FakePaystack;
    beforeAll(async () => {
      fake = await new FakePaystack().start();
      t = await createTestApp({
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: fake.secret,
        PAYSTACK_BASE_URL: fake.baseUrl,
        PAYSTACK_TIMEOUT_MS: '20000',
        DB_POOL_MAX: '10',
        SERVICE_ORDER_AUTO_RELEASE_MS: '600000',
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      fake.webhookUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
    });
    afterAll(async () => {
      await t.close();
      await fake.stop();
    });

    it('one provider call for 30 pays, and meanwhile another customer’s order is accepted, paid and completed', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Rewiring', price: 40000 }] });
      const slowCustomer = await newCustomer(t);
      const slowOrder = await acceptedOrder(t, slowCustomer, vendor);
      // Long enough that the other order's whole flow fits inside it on a loaded machine too.
      fake.initializeDelayMs = 12_000;
      let burstAnswered = false;
      const burst = payBurst(t, slowCustomer.auth, slowOrder.id, 30).finally(() => (burstAnswered = true));

      // Meanwhile, with the provider still answering the burst:
      const other = await newCustomer(t);
      const t0 = Date.now();
      const order = await book(t, other, vendor);
      const accepted = await timed(() => t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}));
      expect(accepted.status).toBe(200);
      expect(accepted.ms).toBeLessThan(2_000);
      fake.initializeDelayMs = 0;
      const paying = await timed(() => t.http.post(`/api/service-orders/${order.id}/pay`).set(other.auth));
      expect(paying.status).toBe(200);
      const reference = paying.body.data!.reference!;
      fake.pay(reference);
      expect(await fake.deliver(fake.chargeSuccessEvent(reference))).toEqual([200]);
      await eventually(async () => {
        await t.flushOutbox();
        const o = (await t.http.get(`/api/service-orders/${order.id}`).set(other.auth)).body.data;
        return o.payment_status === 'paid';
      });
      await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
      const completed = await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
      expect(completed.body.data.status).toBe('completed');
      // All of it while the slow checkout was still being made: the burst has not been answered yet.
      expect(burstAnswered).toBe(false);
      expect(Date.now() - t0).toBeLessThan(12_000);

      const results = await burst;
      expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual([]);
      expect(new Set(results.map((r) => r.body.data!.reference)).size).toBe(1);
      expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(17_000);
      const inits = fake.calls.filter(
        (c) => c.path === '/transaction/initialize' && (c.body as { metadata?: { order_id?: number } }).metadata?.order_id === slowOrder.id,
      );
      expect(inits).toHaveLength(1);
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });
});
