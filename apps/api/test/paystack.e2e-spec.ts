import type { AddressInfo } from 'node:net';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { FakePaystack } from './fakes/fake-paystack.js';
import { accountBalance, book, ledgerProblems, newCustomer, newServiceVendor, ServiceVendorFixture } from './factories/service-marketplace.js';

type Auth = { Authorization: string };

describe('payments with the Paystack adapter against a local fake Paystack', () => {
  let t: TestApp;
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await new FakePaystack().start();
    t = await createTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: fake.secret,
      PAYSTACK_BASE_URL: fake.baseUrl,
      PAYSTACK_TIMEOUT_MS: '3000',
      ESCROW_PAYOUT_HOLD_MS: '1000',
      PAYOUT_RETRY_MS: '300',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  async function acceptedOrder(customer: { auth: Auth }, vendor: ServiceVendorFixture) {
    const order = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    return order;
  }
  async function startCheckout(customer: { auth: Auth }, orderId: number) {
    const res = await t.http.post(`/api/service-orders/${orderId}/pay`).set(customer.auth).expect(200);
    return res.body.data as { payment_url: string; reference: string };
  }
  const orderOf = async (customer: { auth: Auth }, id: number) => (await t.http.get(`/api/service-orders/${id}`).set(customer.auth)).body.data;
  const webhookRows = async (reference: string) =>
    t.ds.query('SELECT event, processed_at, outcome FROM payment_webhook_events WHERE reference = $1', [reference]);
  const paidEventually = (customer: { auth: Auth }, id: number) =>
    eventually(async () => {
      await t.flushOutbox();
      const o = await orderOf(customer, id);
      return o.payment_status === 'paid' ? o : null;
    });

  it('runs the whole path: initialize → signed webhook → verify → escrow → release → payable 95 % → available → transfer until final', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Rewiring', price: 40000 }] });
    const customer = await newCustomer(t);
    const order = await acceptedOrder(customer, vendor);
    const { payment_url, reference } = await startCheckout(customer, order.id);
    expect(payment_url.startsWith(`${fake.baseUrl}/checkout/`)).toBe(true);
    const init = fake.calls.find((c) => c.path === '/transaction/initialize' && (c.body as { reference: string }).reference === reference)!;
    expect(init.body).toMatchObject({ amount: 4_000_000, currency: 'NGN', email: customer.account.email, metadata: { order_id: order.id } });
    expect((init.body as { callback_url: string }).callback_url).toMatch(new RegExp(`/payment-success\\?reference=${reference}&order_id=${order.id}$`));

    fake.pay(reference);
    expect(await fake.deliver(fake.chargeSuccessEvent(reference))).toEqual([200]);
    const paid = await paidEventually(customer, order.id);
    expect(paid).toMatchObject({ escrow_status: 'held', payment_reference: reference });
    expect(fake.calls.some((c) => c.path === `/transaction/verify/${reference}`)).toBe(true);

    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
    expect((await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data).toMatchObject({ payable: 38000, available: 0 });

    const bad = await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0000000000' }).expect(422);
    expect(bad.body.errors.account_number).toEqual(['We could not verify this bank account. Check the bank and account number.']);
    const account = await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0123456789' }).expect(200);
    expect(account.body.data).toMatchObject({ account_name: 'ADA OKEKE', bank_name: 'Guaranty Trust Bank' });

    fake.transferOutcome = 'pending';
    try {
      const payout = await eventually(async () => {
        await t.flushOutbox();
        const [p] = await t.ds.query(`SELECT * FROM payouts WHERE vendor_id = $1`, [vendor.vendorId]);
        return p && fake.transfers.has(p.reference) ? p : null;
      });
      expect(Number(payout.amount_kobo)).toBe(3_800_000);
      expect(fake.transfers.get(payout.reference)).toMatchObject({ amount: 3_800_000, recipient: 'RCP_0123456789', status: 'pending' });
      expect((await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data).toMatchObject({ available: 0, in_transit: 38000 });
      // Non-final: checked again with the same reference, never paid twice.
      await new Promise((r) => setTimeout(r, 900));
      await t.flushOutbox();
      expect(fake.transferPosts.get(payout.reference)).toBe(1);
      fake.settleTransfer(payout.reference, 'success');
      expect(await fake.deliver(fake.transferEvent(payout.reference))).toEqual([200]);
      const wallet = await eventually(async () => {
        await t.flushOutbox();
        const w = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
        return w.payouts[0]?.status === 'paid' ? w : null;
      });
      expect(wallet).toMatchObject({ held: 0, payable: 0, available: 0, in_transit: 0 });
      expect(fake.transferPosts.get(payout.reference)).toBe(1);
    } finally {
      fake.transferOutcome = 'success';
    }
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('refuses webhooks without a valid signature and stores nothing', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const order = await acceptedOrder(customer, vendor);
    const { reference } = await startCheckout(customer, order.id);
    fake.pay(reference);
    expect(await fake.deliver(fake.chargeSuccessEvent(reference), { badSignature: true })).toEqual([401]);
    const unsigned = await t.http.post('/api/payments/paystack/webhook').send(fake.chargeSuccessEvent(reference)).expect(401);
    expect(unsigned.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Invalid webhook signature', request_id: expect.any(String) });
    await t.http.post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', 'ab').send('{"event":').expect(400);
    expect(await webhookRows(reference)).toEqual([]);
    expect((await orderOf(customer, order.id)).payment_status).toBe('pending');
  });

  it('50 concurrent deliveries of the same webhook fund escrow once', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 7777.77 }] });
    const customer = await newCustomer(t);
    const order = await acceptedOrder(customer, vendor);
    const { reference } = await startCheckout(customer, order.id);
    fake.pay(reference);
    const statuses = await fake.deliver(fake.chargeSuccessEvent(reference), { times: 50 });
    expect(statuses).toEqual(Array(50).fill(200));
    await paidEventually(customer, order.id);
    expect(await webhookRows(reference)).toHaveLength(1);
    const charges = await t.ds.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`, [`charge:${reference}`]);
    expect(charges[0].n).toBe(1);
    expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(777_777);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('50 concurrent confirm-payment calls, then a late and a redelivered webhook, fund escrow once', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 5000 }] });
    const customer = await newCustomer(t);
    const order = await acceptedOrder(customer, vendor);
    const { reference } = await startCheckout(customer, order.id);
    const early = await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(409);
    expect(early.body.message).toBe('This payment has not been completed yet.');
    fake.pay(reference);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.body.message.startsWith('Payment confirmed'))).toHaveLength(1);
    // The webhook arrives after the order was already funded, then Paystack redelivers it.
    expect(await fake.deliver(fake.chargeSuccessEvent(reference))).toEqual([200]);
    await eventually(async () => {
      await t.flushOutbox();
      return (await webhookRows(reference))[0]?.processed_at;
    });
    const again = await t.http
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .set('x-paystack-signature', fake.sign(JSON.stringify(fake.chargeSuccessEvent(reference))))
      .send(JSON.stringify(fake.chargeSuccessEvent(reference)))
      .expect(200);
    expect(again.body.status).toBe('duplicate');
    expect((await webhookRows(reference))[0].outcome).toBe('already');
    expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(500_000);
    const charges = await t.ds.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`, [`charge:${reference}`]);
    expect(charges[0].n).toBe(1);
  });

  it('delivers after failed attempts (Paystack retries) and still funds once', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const order = await acceptedOrder(customer, vendor);
    const { reference } = await startCheckout(customer, order.id);
    fake.pay(reference);
    expect(await fake.deliver(fake.chargeSuccessEvent(reference), { failFirst: 2, retries: 3, retryDelayMs: 50, times: 2 })).toEqual([200, 200]);
    await paidEventually(customer, order.id);
    expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(2_500_000);
  });

  it('credits only after a verify that matches the amount and currency', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 25000 }] });
    const customer = await newCustomer(t);
    const order = await acceptedOrder(customer, vendor);
    const { reference } = await startCheckout(customer, order.id);
    fake.pay(reference);
    fake.verifyOverrides.set(reference, { amount: 100 });
    expect(await fake.deliver(fake.chargeSuccessEvent(reference))).toEqual([200]);
    const row = await eventually(async () => {
      await t.flushOutbox();
      return (await webhookRows(reference))[0]?.processed_at ? (await webhookRows(reference))[0] : null;
    });
    expect(row.outcome).toBe('mismatch');
    const res = await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(409);
    expect(res.body.message).toMatch(/does not match this order/);
    expect(await orderOf(customer, order.id)).toMatchObject({ payment_status: 'pending', escrow_status: 'none' });
    expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(0);
    const other = await acceptedOrder(customer, vendor);
    const second = await startCheckout(customer, other.id);
    fake.pay(second.reference);
    fake.verifyOverrides.set(second.reference, { currency: 'USD' });
    await t.http.post(`/api/service-orders/${other.id}/confirm-payment`).set(customer.auth).send({ payment_reference: second.reference }).expect(409);
    expect((await orderOf(customer, other.id)).payment_status).toBe('pending');

    // What was actually paid goes back through the provider, once, and the admins hear of it.
    for (const [ref, amount] of [
      [reference, 100],
      [second.reference, 2_500_000],
    ] as const) {
      const refund = await eventually(async () => {
        await t.flushOutbox();
        const [r] = await t.ds.query(`SELECT r.* FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.reference = $1`, [ref]);
        return r?.status === 'processed' ? r : null;
      });
      expect(Number(refund.amount_kobo)).toBe(amount);
      expect([...fake.refunds.values()].filter((r) => r.reference === ref).map((r) => r.amount)).toEqual([amount]);
      const mail = await eventually(async () => {
        await t.flushOutbox();
        return (await t.ds.query(`SELECT * FROM dev_outbox_messages WHERE subject LIKE $1`, [`Payment ${ref} does not match%`]))[0];
      });
      expect(mail.body).toMatch(/refunded to the customer automatically/);
    }
    // The account is shared by the file's tests: a refund of an earlier one may still be on its way out.
    await eventually(async () => {
      await t.flushOutbox();
      return (await accountBalance(t, 'customer_refunds')) === 0;
      // Each refund goes out through its own job and the provider's answer: a loaded machine takes longer than 10 s.
    }, 30_000);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('refunds in full a second charge the order cannot take', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 6000 }] });
    const customer = await newCustomer(t);
    const order = await acceptedOrder(customer, vendor);
    const first = await startCheckout(customer, order.id);
    // A second checkout of the same order (e.g. from another tab, after the first expired).
    await t.ds.query(`UPDATE payments SET created_at = now() - interval '1 hour' WHERE reference = $1`, [first.reference]);
    const second = await startCheckout(customer, order.id);
    expect(second.reference).not.toBe(first.reference);
    fake.pay(first.reference);
    fake.pay(second.reference);
    await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: first.reference }).expect(200);
    const dup = await t.http
      .post(`/api/service-orders/${order.id}/confirm-payment`)
      .set(customer.auth)
      .send({ payment_reference: second.reference })
      .expect(409);
    expect(dup.body.message).toMatch(/refunded to you in full/);
    const wallet = await eventually(async () => {
      await t.flushOutbox();
      const w = (await t.http.get('/api/wallet').set(customer.auth)).body.data;
      return w.refunds[0]?.status === 'processed' ? w : null;
    });
    expect(wallet.refunds[0]).toMatchObject({ amount: 6000, reason: 'unmatched_payment' });
    expect([...fake.refunds.values()].filter((r) => r.reference === second.reference)).toHaveLength(1);
    expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(600_000);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('puts a failed transfer back in the vendor’s available balance', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 10000 }] });
    const customer = await newCustomer(t);
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '044', account_number: '0234567891' }).expect(200);
    const order = await acceptedOrder(customer, vendor);
    const { reference } = await startCheckout(customer, order.id);
    fake.pay(reference);
    await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    fake.transferOutcome = 'failed';
    try {
      await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
      const wallet = await eventually(async () => {
        await t.flushOutbox();
        const w = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
        return w.payouts[0]?.status === 'failed' ? w : null;
      });
      expect(wallet).toMatchObject({ available: 9500, in_transit: 0 });
      expect((await t.http.get('/api/notifications').set(vendor.auth)).body.data.map((n: { title: string }) => n.title)).toContain('Payout did not go through');
    } finally {
      fake.transferOutcome = 'success';
    }
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
