import { eventually, type TestApp } from '../utils/app.js';
import { adminLogin } from '../factories/users.js';
import { accountBalance, newCustomer, newServiceVendor } from '../factories/service-marketplace.js';
import { newGuest, newHost } from '../factories/apartments.js';
import type { FakePaystack } from '../fakes/fake-paystack.js';
import { acceptedOrder, approvedBooking, burst, completedOrder, expectSound, paystackApp, type Auth } from './helpers.js';

const N = 100;
const count = async (t: TestApp, sql: string, params: unknown[]) => Number((await t.ds.query(sql, params))[0].n);

/** 100 identical requests at once on every money route, and webhooks twice and out of order: one effect each. */
describe('resilience: money routes under 100 concurrent identical requests, duplicate and out-of-order webhooks', () => {
  let t: TestApp;
  let fake: FakePaystack;
  let admin: Auth;
  beforeAll(async () => {
    ({ t, fake } = await paystackApp({ DB_POOL_MAX: '20' }));
    admin = (await adminLogin(t)).auth;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  afterEach(async () => {
    expect(await expectSound(t)).toEqual({ lost: [], doubles: [], ledger: [] });
  });

  it('service orders: pay, confirm-payment, confirm-completion and dispute resolve each take effect once', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Rewiring', price: 40000 }] });
    const customer = await newCustomer(t);

    const order = await acceptedOrder(t, customer, vendor);
    const pays = await burst(N, () => t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth));
    expect(pays.ok).toHaveLength(N);
    expect(new Set(pays.ok.map((r) => r.body.data!.reference)).size).toBe(1);
    const reference = pays.ok[0]!.body.data!.reference as string;
    expect(fake.calls.filter((c) => c.path === '/transaction/initialize' && (c.body as { reference: string }).reference === reference)).toHaveLength(1);

    fake.pay(reference);
    const confirms = await burst(N, () =>
      t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }),
    );
    expect(confirms.ok).toHaveLength(N);
    expect(await count(t, `SELECT count(*) n FROM ledger_transactions WHERE idempotency_key = $1`, [`charge:${reference}`])).toBe(1);
    expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(4_000_000);

    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    const completions = await burst(N, () => t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth));
    expect(completions.ok).toHaveLength(1);
    expect(completions.statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await count(t, `SELECT count(*) n FROM ledger_transactions WHERE order_id = $1 AND kind = 'release'`, [order.id])).toBe(1);

    const disputed = await completedOrder(t, fake, customer, vendor);
    await t.http.post(`/api/service-orders/${disputed.order.id}/dispute`).set(customer.auth).send({ reason: 'Half the sockets were not fixed' }).expect(200);
    const [dispute] = await t.ds.query("SELECT id FROM disputes WHERE subject_kind = 'service_order' AND subject_id = $1", [disputed.order.id]);
    const resolves = await burst(N, () =>
      t.http.post(`/api/admin/disputes/${dispute.id}/resolve`).set(admin).send({ resolution: 'refund', refund_amount: 10000, note: 'Half done' }),
    );
    expect(resolves.ok).toHaveLength(1);
    expect(resolves.statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    await eventually(async () => {
      await t.flushOutbox();
      return (await count(t, `SELECT count(*) n FROM refunds WHERE subject_id = $1 AND status = 'processed'`, [disputed.order.id])) === 1;
    });
    expect([...fake.refunds.values()].filter((r) => r.reference === disputed.reference).map((r) => r.amount)).toEqual([1_000_000]);
  });

  it('apartment bookings: pay, release and cancel each take effect once', async () => {
    const host = await newHost(t);
    const guest = await newGuest(t);
    const id = await approvedBooking(t, admin, host, guest, 0);
    const pays = await burst(N, () => t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({ booking_id: id, payment_method: 'paystack' }));
    expect(pays.ok).toHaveLength(N);
    expect(new Set(pays.ok.map((r) => r.body.data!.reference)).size).toBe(1);
    const reference = pays.ok[0]!.body.data!.reference as string;
    fake.pay(reference);
    // The webhook arrives three times while the guest also confirms.
    await Promise.all([
      fake.deliver(fake.chargeSuccessEvent(reference), { times: 3 }),
      t.http.post(`/api/bookings/${id}/confirm-payment`).set(guest.auth).send({ payment_reference: reference }),
    ]);
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get(`/api/bookings/${id}`).set(guest.auth)).body.data.status === 'paid';
    });
    await t.http.post(`/api/bookings/${id}/check-in`).set(guest.auth).expect(200);
    await t.http.post(`/api/bookings/${id}/check-out`).set(guest.auth).expect(200);
    const releases = await burst(N, () => t.http.post(`/api/admin/bookings/${id}/release-payment`).set(admin));
    expect(releases.ok).toHaveLength(1);
    expect(releases.statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);

    const other = await approvedBooking(t, admin, host, guest, 20);
    const pay = await t.http.post(`/api/bookings/${other}/pay`).set(guest.auth).send({ booking_id: other, payment_method: 'paystack' }).expect(200);
    fake.pay(pay.body.data.reference);
    await t.http.post(`/api/bookings/${other}/confirm-payment`).set(guest.auth).send({ payment_reference: pay.body.data.reference }).expect(200);
    const cancels = await burst(N, () => t.http.post(`/api/bookings/${other}/cancel`).set(guest.auth).send({ reason: 'Plans changed' }));
    expect(cancels.ok).toHaveLength(1);
    expect(cancels.statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    await eventually(async () => {
      await t.flushOutbox();
      return (
        (await count(t, `SELECT count(*) n FROM refunds WHERE subject_kind = 'apartment_booking' AND subject_id = $1 AND status = 'processed'`, [other])) === 1
      );
    });
    expect([...fake.refunds.values()].filter((r) => r.reference === pay.body.data.reference)).toHaveLength(1);
  });

  it('payout sweep: 100 payout-account saves and 100 sweep jobs at once pay the vendor once', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 25000 }] });
    const customer = await newCustomer(t);
    const { order } = await completedOrder(t, fake, customer, vendor);
    await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data.available === 23_750;
    });
    const saves = await burst(N, () => t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0345678912' }));
    expect(saves.statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(saves.ok.length).toBeGreaterThan(0);
    await t.ds.transaction(async (m) => {
      for (let i = 0; i < N; i++) await m.query(`INSERT INTO outbox_events (job_name, payload) VALUES ('payouts.sweep', $1)`, [{ vendorId: vendor.vendorId }]);
    });
    const paid = await eventually(async () => {
      await t.flushOutbox();
      const rows = await t.ds.query(`SELECT * FROM payouts WHERE vendor_id = $1`, [vendor.vendorId]);
      return rows.length && rows.every((p: { status: string }) => p.status === 'paid') ? rows : null;
    });
    expect(paid).toHaveLength(1);
    expect(fake.transferPosts.get(paid[0].reference)).toBe(1);
    expect((await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data).toMatchObject({ available: 0, in_transit: 0 });
  });

  it('webhooks twice, late and out of order: every charge funds escrow once, a second charge of one order is refunded once', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Plumbing', price: 8000 }] });
    const orders: Array<{ customer: { auth: Auth }; order: { id: number }; reference: string }> = [];
    for (let i = 0; i < 6; i++) {
      const customer = await newCustomer(t);
      const order = await acceptedOrder(t, customer, vendor);
      const { reference } = (await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200)).body.data;
      fake.pay(reference);
      orders.push({ customer, order, reference: reference as string });
    }
    // Each charge: three webhooks and two confirms, all at once, in shuffled order.
    await Promise.all(
      orders.flatMap(({ customer, order, reference }) =>
        [
          () => fake.deliver(fake.chargeSuccessEvent(reference), { times: 3 }),
          () => t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }),
          () => t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }),
        ]
          .sort(() => Math.random() - 0.5)
          .map((f) => f()),
      ),
    );
    await eventually(async () => {
      await t.flushOutbox();
      const rows = await t.ds.query(`SELECT count(*)::int n FROM service_orders WHERE id = ANY($1) AND payment_status = 'paid'`, [
        orders.map((o) => o.order.id),
      ]);
      return rows[0].n === orders.length;
    });
    // A late redelivery after everything settled changes nothing.
    expect(await fake.deliver(fake.chargeSuccessEvent(orders[0]!.reference), { times: 2 })).toEqual([200, 200]);
    for (const { order, reference } of orders) {
      expect(await count(t, `SELECT count(*) n FROM ledger_transactions WHERE idempotency_key = $1`, [`charge:${reference}`])).toBe(1);
      expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(800_000);
    }

    // Out of order: two checkouts of one order (another tab), both paid; the newer one's webhooks arrive first,
    // twice each, interleaved with the older one's. One funds escrow, the other is refunded in full, once.
    const customer = await newCustomer(t);
    const late = await acceptedOrder(t, customer, vendor);
    const first = (await t.http.post(`/api/service-orders/${late.id}/pay`).set(customer.auth).expect(200)).body.data.reference as string;
    await t.ds.query(`UPDATE payments SET created_at = now() - interval '1 hour' WHERE reference = $1`, [first]);
    const second = (await t.http.post(`/api/service-orders/${late.id}/pay`).set(customer.auth).expect(200)).body.data.reference as string;
    expect(second).not.toBe(first);
    fake.pay(first);
    fake.pay(second);
    await fake.deliver(fake.chargeSuccessEvent(second), { times: 2 });
    await Promise.all([fake.deliver(fake.chargeSuccessEvent(first), { times: 2 }), fake.deliver(fake.chargeSuccessEvent(second))]);
    await eventually(async () => {
      await t.flushOutbox();
      return (
        (await count(t, `SELECT count(*) n FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.reference = ANY($1) AND r.status = 'processed'`, [
          [first, second],
        ])) === 1
      );
    });
    expect([...fake.refunds.values()].filter((r) => r.reference === first || r.reference === second)).toHaveLength(1);
    expect(await accountBalance(t, `escrow_held:${late.id}`)).toBe(800_000);
  });
});
