import { createTestApp, eventually, TestApp } from './utils/app.js';
import { FakePaystack } from './fakes/fake-paystack.js';
import { adminLogin } from './factories/users.js';
import { book, ledgerProblems, newCustomer, newServiceVendor } from './factories/service-marketplace.js';
import { createListing, lagosDay, newGuest, newHost } from './factories/apartments.js';

/**
 * A checkout whose answer was lost: the provider took the reference, then the
 * database connection was cut before our row kept the checkout URL. The next /pay must retire that
 * reference and hand out a fresh checkout the customer can pay — with the sandbox as with Paystack.
 */

/**
 * Cuts the database connection that saves the checkout URL of this subject's next checkout (a trigger
 * that terminates its own backend, once); returns the undo.
 */
async function cutNextCheckoutSave(t: TestApp, kind: 'service_order' | 'apartment_booking', id: number): Promise<() => Promise<unknown>> {
  const name = `e2e_cut_checkout_${kind}_${id}`;
  await t.ds.query(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF NEW.subject_kind = '${kind}' AND NEW.subject_id = ${Number(id)} AND OLD.authorization_url IS NULL AND NEW.authorization_url IS NOT NULL THEN
        PERFORM pg_terminate_backend(pg_backend_pid());
      END IF;
      RETURN NEW;
    END $fn$`);
  await t.ds.query(`CREATE TRIGGER ${name} BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  return async () => {
    await t.ds.query(`DROP TRIGGER IF EXISTS ${name} ON payments`);
    await t.ds.query(`DROP FUNCTION IF EXISTS ${name}()`);
  };
}

const paymentsOf = (t: TestApp, kind: string, id: number) =>
  t.ds.query(`SELECT reference, status, failure_reason AS "failureReason" FROM payments WHERE subject_kind = $1 AND subject_id = $2 ORDER BY id`, [
    kind,
    id,
  ]) as Promise<Array<{ reference: string; status: string; failureReason: string | null }>>;

describe('a checkout lost with the database connection', () => {
  describe('with the sandbox provider', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', OUTBOX_POLL_MS: '100' });
    });
    afterAll(() => t.close());

    it('the next /pay retires the lost reference and answers a fresh checkout, which pays the order', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Deep cleaning', price: 25000 }] });
      const customer = await newCustomer(t);
      const order = await book(t, customer, vendor);
      await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);

      const undo = await cutNextCheckoutSave(t, 'service_order', order.id);
      let cut;
      try {
        cut = await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth);
      } finally {
        await undo();
      }
      expect(cut.status).toBe(503);
      const [lost] = await paymentsOf(t, 'service_order', order.id);
      // The sandbox kept the charge; our row never got its URL.
      expect((await t.ds.query(`SELECT count(*)::int AS n FROM sandbox_charges WHERE reference = $1`, [lost!.reference]))[0].n).toBe(1);

      const pay = await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth);
      expect([pay.status, pay.body.message]).toEqual([200, undefined]);
      const reference = pay.body.data.reference as string;
      expect(reference).not.toBe(lost!.reference);
      expect(await paymentsOf(t, 'service_order', order.id)).toEqual([
        { reference: lost!.reference, status: 'failed', failureReason: expect.stringMatching(/answer lost/) },
        { reference, status: 'pending', failureReason: null },
      ]);
      // Asking again hands out the same fresh checkout.
      expect((await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200)).body.data.reference).toBe(reference);

      const code = new URL(pay.body.data.payment_url).pathname.split('/').pop();
      await t.http.post(`/api/payments/sandbox/checkout/${code}/pay`).expect(303);
      await eventually(async () => {
        await t.flushOutbox();
        return (await t.http.get(`/api/service-orders/${order.id}`).set(customer.auth)).body.data.payment_status === 'paid';
      });
      expect((await paymentsOf(t, 'service_order', order.id)).map((p) => p.status)).toEqual(['failed', 'success']);
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });

  describe('with Paystack', () => {
    let t: TestApp;
    let fake: FakePaystack;
    beforeAll(async () => {
      fake = await new FakePaystack().start();
      t = await createTestApp({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: fake.secret, PAYSTACK_BASE_URL: fake.baseUrl });
    });
    afterAll(async () => {
      await t.close();
      await fake.stop();
    });

    it('a booking: the next /pay answers a fresh checkout at once (no second 503), and the guest pays it', async () => {
      const admin = (await adminLogin(t)).auth;
      const host = await newHost(t);
      const listing = await createListing(t, host, { price_per_night: 30000 });
      const guest = await newGuest(t);
      const created = await t.http
        .post('/api/apartment/bookings')
        .set(guest.auth)
        .send({ listing_id: listing.id, check_in_date: lagosDay(3), check_out_date: lagosDay(5), guests: 2 })
        .expect(201);
      const id = created.body.data.id as number;
      await t.http.put(`/api/admin/bookings/${id}/status`).set(admin).send({ status: 'processing' }).expect(200);

      const undo = await cutNextCheckoutSave(t, 'apartment_booking', id);
      let cut;
      try {
        cut = await t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({ booking_id: id, payment_method: 'paystack' });
      } finally {
        await undo();
      }
      expect(cut.status).toBe(503);
      const [lost] = await paymentsOf(t, 'apartment_booking', id);

      const pay = await t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({ booking_id: id, payment_method: 'paystack' });
      expect([pay.status, pay.body.message]).toEqual([200, undefined]);
      const reference = pay.body.data.reference as string;
      expect(reference).not.toBe(lost!.reference);
      const inits = fake.calls.filter(
        (c) => c.path === '/transaction/initialize' && (c.body as { metadata?: { booking_id?: number } }).metadata?.booking_id === id,
      );
      expect(inits.map((c) => (c.body as { reference: string }).reference)).toEqual([lost!.reference, lost!.reference, reference]);

      fake.pay(reference);
      const confirmed = await t.http.post(`/api/bookings/${id}/confirm-payment`).set(guest.auth).send({ payment_reference: reference }).expect(200);
      expect(confirmed.body.data.status).toBe('paid');
      expect((await paymentsOf(t, 'apartment_booking', id)).map((p) => p.status)).toEqual(['failed', 'success']);
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });
});
