import { createTestApp, TestApp } from './utils/app.js';
import { FakePaystack } from './fakes/fake-paystack.js';
import { adminLogin } from './factories/users.js';
import { accountBalance, book, ledgerProblems, newCustomer, newServiceVendor } from './factories/service-marketplace.js';
import { createListing, lagosDay, newGuest, newHost, type Auth, type HostFixture } from './factories/apartments.js';

/**
 * ₦0 subjects: the spec allows a ₦0 pricing, and a listing's price may be 0. Whatever
 * the vertical, paying for a ₦0 subject never reaches the provider: it is paid at once with a ₦0 payment,
 * escrow is funded with ₦0, and release, cancellation and refund settle ₦0 with no fee and nothing to refund.
 */
describe('free stays and services: paid at once, no provider call, the ledger balanced', () => {
  let t: TestApp;
  let fake: FakePaystack;
  let admin: Auth;
  let host: HostFixture;
  beforeAll(async () => {
    fake = await new FakePaystack().start();
    t = await createTestApp({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: fake.secret, PAYSTACK_BASE_URL: fake.baseUrl, ESCROW_PAYOUT_HOLD_MS: '1000' });
    admin = (await adminLogin(t)).auth;
    host = await newHost(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const providerCalls = () => fake.calls.filter((c) => c.path.startsWith('/transaction') || c.path.startsWith('/refund')).length;
  const paymentsOf = (kind: string, id: number) =>
    t.ds.query(`SELECT amount_kobo::int AS amount, status, provider FROM payments WHERE subject_kind = $1 AND subject_id = $2 ORDER BY id`, [kind, id]);
  const refundsOf = (kind: string, id: number) => t.ds.query(`SELECT id FROM refunds WHERE subject_kind = $1 AND subject_id = $2`, [kind, id]);

  /** A ₦0 stay requested and approved; the guest's /pay answer. */
  async function approvedFreeStay(checkInDays: number) {
    const listing = await createListing(t, host, { price_per_night: 0 });
    expect(listing.price_per_night).toBe('0.00');
    const guest = await newGuest(t);
    const created = await t.http
      .post('/api/apartment/bookings')
      .set(guest.auth)
      .send({ listing_id: listing.id, check_in_date: lagosDay(checkInDays), check_out_date: lagosDay(checkInDays + 2), guests: 1, nights: 2, total_price: 0 })
      .expect(201);
    const id = created.body.data.id as number;
    await t.http.put(`/api/admin/bookings/${id}/status`).set(admin).send({ status: 'processing' }).expect(200);
    const before = providerCalls();
    const pay = await t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({ booking_id: id, payment_method: 'paystack' }).expect(200);
    expect(providerCalls()).toBe(before);
    return { guest, id, pay: pay.body.data as { payment_url: string; reference: string } };
  }

  const mine = async (guest: { auth: Auth }, id: number) => (await t.http.get(`/api/bookings/${id}`).set(guest.auth).expect(200)).body.data;

  it('a ₦0 stay: /pay answers the payment-success page, the booking is paid at once; check in, check out and release settle ₦0 with no fee', async () => {
    const { guest, id, pay } = await approvedFreeStay(0);
    const url = new URL(pay.payment_url);
    expect(url.pathname).toBe('/payment-success');
    expect(url.searchParams.get('booking_id')).toBe(String(id));
    expect(url.searchParams.get('reference')).toBe(pay.reference);
    expect(await mine(guest, id)).toMatchObject({ status: 'paid', total_price: '0.00' });
    expect(await paymentsOf('apartment_booking', id)).toEqual([{ amount: 0, status: 'success', provider: 'paystack' }]);

    // The payment-success page's confirm finds it done; paying again is refused like any paid booking.
    const confirmed = await t.http.post(`/api/bookings/${id}/confirm-payment`).set(guest.auth).send({ payment_reference: pay.reference }).expect(200);
    expect(confirmed.body.message).toBe('This payment was already confirmed.');
    expect((await t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({})).body).toMatchObject({ statusCode: 409, code: 'BOOKING_NOT_PAYABLE' });

    const payableBefore = await accountBalance(t, `vendor_payable:${host.vendorId}`);
    const revenueBefore = await accountBalance(t, 'platform_revenue');
    await t.http.post(`/api/bookings/${id}/check-in`).set(guest.auth).expect(200);
    await t.http.post(`/api/bookings/${id}/check-out`).set(guest.auth).expect(200);
    const released = await t.http.post(`/api/admin/bookings/${id}/release-payment`).set(admin).expect(200);
    expect(released.body.data).toMatchObject({ total: 0, commission: 0, payout: 0 });
    expect(released.body.data.booking.status).toBe('completed');
    expect(await accountBalance(t, `vendor_payable:${host.vendorId}`)).toBe(payableBefore);
    expect(await accountBalance(t, 'platform_revenue')).toBe(revenueBefore);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a paid ₦0 stay cancelled by the guest or refunded by an admin: settled with ₦0, no refund sent to the provider', async () => {
    const cancelled = await approvedFreeStay(10);
    const calls = providerCalls();
    const res = await t.http.post(`/api/bookings/${cancelled.id}/cancel`).set(cancelled.guest.auth).send({ reason: 'Plans changed' }).expect(200);
    expect(res.body.data.status).toBe('cancelled');
    expect(await refundsOf('apartment_booking', cancelled.id)).toEqual([]);

    const refunded = await approvedFreeStay(20);
    const byAdmin = await t.http
      .put(`/api/admin/bookings/${refunded.id}/status`)
      .set(admin)
      .send({ status: 'refunded', notes: 'Host closed the flat' })
      .expect(200);
    expect(byAdmin.body.data.status).toBe('refunded');
    expect(await refundsOf('apartment_booking', refunded.id)).toEqual([]);
    await t.flushOutbox();
    expect(providerCalls()).toBe(calls);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a ₦0 service: paid at once without the provider, completed and released with ₦0', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Free inspection', price: 0 }] });
    const customer = await newCustomer(t);
    const order = await book(t, customer, vendor);
    expect(order.total_amount).toBe(0);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    const before = providerCalls();
    const pay = await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200);
    expect(providerCalls()).toBe(before);
    expect(new URL(pay.body.data.payment_url).searchParams.get('order_id')).toBe(String(order.id));
    expect((await t.http.get(`/api/service-orders/${order.id}`).set(customer.auth).expect(200)).body.data).toMatchObject({
      payment_status: 'paid',
      escrow_status: 'held',
    });
    expect(await paymentsOf('service_order', order.id)).toEqual([{ amount: 0, status: 'success', provider: 'paystack' }]);

    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    const released = await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
    expect(released.body.data).toMatchObject({ status: 'completed', escrow_status: 'released' });
    expect(await accountBalance(t, `vendor_payable:${vendor.vendorId}`)).toBe(0);
    expect(providerCalls()).toBe(before);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
