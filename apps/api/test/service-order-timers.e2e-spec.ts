import { createTestApp, eventually, TestApp } from './utils/app.js';
import { book, ledgerProblems, newCustomer, newServiceVendor } from './factories/service-marketplace.js';

/** The spec's 48 h / 72 h / 24 h timers, shortened through the environment (the machine sees them as due). */
describe('service-order timers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'sandbox',
      SERVICE_ORDER_AUTO_CANCEL_MS: '2000',
      SERVICE_ORDER_AUTO_RELEASE_MS: '2400',
      ESCROW_PAYOUT_HOLD_MS: '800',
      PAYOUT_RETRY_MS: '300',
    });
  });
  afterAll(() => t.close());

  const titles = async (auth: { Authorization: string }) => (await t.http.get('/api/notifications').set(auth)).body.data.map((n: { title: string }) => n.title);
  const order = async (auth: { Authorization: string }, id: number) => (await t.http.get(`/api/service-orders/${id}`).set(auth)).body.data;

  it('reminds the vendor, then cancels a pending order nobody answered, telling both; an answered one stays', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const unanswered = await book(t, customer, vendor);
    const answered = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${answered.id}/accept`).set(vendor.auth).send({}).expect(200);
    const reminder = await eventually(async () => {
      await t.flushOutbox();
      const rows = (await t.http.get('/api/notifications').set(vendor.auth)).body.data as { title: string; created_at: string }[];
      return rows.find((n) => n.title === 'Reminder: a service request is waiting for you');
    });
    const cancelled = await eventually(async () => {
      await t.flushOutbox();
      const o = await order(customer.auth, unanswered.id);
      return o.status === 'cancelled' ? o : null;
    });
    expect(cancelled).toMatchObject({ cancelled_by: 'system', payment_status: 'pending' });
    // The reminder went out while the order was still pending (its clock, not this test's polling, decides: a busy
    // machine may see both before the next poll), and the cancellation waited for the configured delay.
    expect(new Date(reminder.created_at).getTime()).toBeLessThan(new Date(cancelled.cancelled_at).getTime());
    expect(new Date(cancelled.cancelled_at).getTime() - new Date(cancelled.created_at).getTime()).toBeGreaterThanOrEqual(2000);
    expect(await titles(customer.auth)).toContain('Order cancelled');
    const late = await t.http.post(`/api/vendor/service-orders/${unanswered.id}/accept`).set(vendor.auth).send({}).expect(409);
    expect(late.body.message).toBe('Only pending orders can be accepted');
    await new Promise((r) => setTimeout(r, 600));
    await t.flushOutbox();
    expect((await order(customer.auth, answered.id)).status).toBe('accepted');
    expect((await titles(vendor.auth)).filter((x: string) => x === 'Reminder: a service request is waiting for you')).toHaveLength(1);
  });

  it('reminds the customer, releases a completed undisputed order by itself, makes it available after the hold and pays it out', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Deep cleaning', price: 8000 }] });
    const customer = await newCustomer(t);
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '057', account_number: '0456789123' }).expect(200);
    const o = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${o.id}/accept`).set(vendor.auth).send({}).expect(200);
    const { payment_url } = (await t.http.post(`/api/service-orders/${o.id}/pay`).set(customer.auth).expect(200)).body.data;
    await t.http
      .post(`${new URL(payment_url).pathname}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await eventually(async () => {
      await t.flushOutbox();
      return (await order(customer.auth, o.id)).payment_status === 'paid';
    });
    await t.http.patch(`/api/vendor/service-orders/${o.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${o.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    const released = await eventually(async () => {
      await t.flushOutbox();
      const x = await order(customer.auth, o.id);
      return x.escrow_status === 'released' ? x : null;
    });
    expect(released.released_at).toBeTruthy();
    expect(await titles(customer.auth)).toContain('Reminder: confirm your completed order');
    const wallet = await eventually(async () => {
      await t.flushOutbox();
      const w = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
      return w.payouts[0]?.status === 'paid' ? w : null;
    });
    expect(wallet).toMatchObject({ held: 0, payable: 0, available: 0, payouts: [expect.objectContaining({ amount: 7600 })] });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('keeps a small balance until it reaches the ₦5,000 minimum payout', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Tap fix', price: 3000 }] });
    const customer = await newCustomer(t);
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '057', account_number: '0567891234' }).expect(200);
    for (let i = 0; i < 2; i++) {
      const o = await book(t, customer, vendor);
      await t.http.post(`/api/vendor/service-orders/${o.id}/accept`).set(vendor.auth).send({}).expect(200);
      const { payment_url, reference } = (await t.http.post(`/api/service-orders/${o.id}/pay`).set(customer.auth).expect(200)).body.data;
      await t.http
        .post(`${new URL(payment_url).pathname}/pay`)
        .type('form')
        .send('')
        .expect(303);
      await t.http.post(`/api/service-orders/${o.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
      await t.http.patch(`/api/vendor/service-orders/${o.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
      await t.http.patch(`/api/vendor/service-orders/${o.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
      await t.http.post(`/api/service-orders/${o.id}/confirm-completion`).set(customer.auth).expect(200);
      if (i === 0) {
        const w = await eventually(async () => {
          await t.flushOutbox();
          const x = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
          return x.available === 2850 ? x : null;
        });
        expect(w.payouts).toEqual([]);
      }
    }
    const wallet = await eventually(async () => {
      await t.flushOutbox();
      const w = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
      return w.payouts[0]?.status === 'paid' ? w : null;
    });
    expect(wallet.payouts).toHaveLength(1);
    expect(wallet.payouts[0].amount).toBe(5700);
  });

  it('timer jobs queued under their per-vertical names before the generic timer job still fire', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const pending = await book(t, customer, vendor);
    // Its generic timers are taken back before they are due (rows are handed to the queues only once due), and the
    // same timers written as releases before the change wrote them: the old job names and payloads, due now.
    const [taken] = await t.ds.query(
      `DELETE FROM outbox_events WHERE job_name IN ('lifecycle.timer', 'lifecycle.reminder') AND dispatched_at IS NULL AND payload->>'kind' = 'service_order' AND (payload->>'id')::int = $1 RETURNING job_name`,
      [pending.id],
    );
    expect(taken.map((r: { job_name: string }) => r.job_name).sort()).toEqual(['lifecycle.reminder', 'lifecycle.timer']);
    await t.ds.query(`INSERT INTO outbox_events (job_name, payload) VALUES ('service-orders.reminder', $1), ('service-orders.auto-cancel', $2)`, [
      JSON.stringify({ orderId: pending.id, kind: 'answer' }),
      JSON.stringify({ orderId: pending.id }),
    ]);
    await eventually(async () => {
      await t.flushOutbox();
      return (await titles(vendor.auth)).includes('Reminder: a service request is waiting for you');
    });
    // The old auto-cancel ran the generic timer: too early for the machine (2 s after creation), it waited for the
    // time left, then cancelled once.
    const cancelled = await eventually(async () => {
      await t.flushOutbox();
      const o = await order(customer.auth, pending.id);
      return o.status === 'cancelled' ? o : null;
    });
    expect(cancelled).toMatchObject({ cancelled_by: 'system' });
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM subject_events WHERE subject_kind = 'service_order' AND subject_id = $1 AND event = 'AUTO_CANCEL'`,
      [pending.id],
    );
    expect(n).toBe(1);
  });
});
