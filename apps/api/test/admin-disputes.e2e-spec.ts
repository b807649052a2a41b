import { createTestApp, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { book, newCustomer, newServiceVendor, ServiceVendorFixture } from './factories/service-marketplace.js';

type Auth = { Authorization: string };

/** Admin disputes: the vendor's statement, the admins' bell, the timeline and the resolution. */
describe('admin disputes and the admin bell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' });
  });
  afterAll(() => t.close());

  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  async function disputedOrder(customer: { auth: Auth }, vendor: ServiceVendorFixture, reason: string) {
    const order = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    const { payment_url, reference } = (await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200)).body.data;
    await t.http
      .post(`${path(payment_url)}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    await t.http.post(`/api/service-orders/${order.id}/dispute`).set(customer.auth).send({ reason }).expect(200);
    return order.id;
  }

  it("rings every admin's bell for a new dispute, shows both statements and the timeline, and resolves it", async () => {
    const admin = await adminLogin(t);
    const before = (await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body.meta.unread as number;
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Painting', price: 20000 }] });
    const customer = await newCustomer(t);
    const orderId = await disputedOrder(customer, vendor, 'Two walls were not painted');

    const bell = (await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body;
    expect(bell.meta.unread).toBe(before + 1);
    expect(bell.data[0]).toMatchObject({ title: `Dispute opened on service order #${orderId}`, link: '/admin/disputes', read_at: null });
    expect(bell.data[0].body).toContain('Two walls were not painted');
    await t.http.post(`/api/admin/notifications/${bell.data[0].id}/read`).set(admin.auth).expect(200);
    expect((await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body.meta.unread).toBe(before);
    // A user token is not an admin's.
    await t.http.get('/api/admin/notifications').set(customer.auth).expect(403);

    // The vendor's side, while the dispute is open; another vendor's order is "not found".
    const other = await newServiceVendor(t);
    await t.http.post(`/api/vendor/service-orders/${orderId}/dispute-response`).set(other.auth).send({ statement: 'Not mine' }).expect(404);
    const blank = await t.http.post(`/api/vendor/service-orders/${orderId}/dispute-response`).set(vendor.auth).send({ statement: ' ' }).expect(422);
    expect(blank.body.errors.statement).toEqual(['Please write your side of the dispute']);
    const answered = await t.http
      .post(`/api/vendor/service-orders/${orderId}/dispute-response`)
      .set(vendor.auth)
      .send({ statement: 'The customer asked to skip two walls.' })
      .expect(200);
    expect(answered.body.message).toBe('Your statement was sent to the Oja team.');
    expect(answered.body.data.dispute).toMatchObject({
      status: 'open',
      reason: 'Two walls were not painted',
      vendor_statement: 'The customer asked to skip two walls.',
    });
    expect((await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body.data[0].title).toBe(
      `Vendor responded to the dispute on order #${orderId}`,
    );

    const list = (await t.http.get('/api/admin/disputes').query({ status: 'open' }).set(admin.auth).expect(200)).body.data;
    const d = list.find((x: { order_id: number }) => x.order_id === orderId);
    expect(d).toMatchObject({ reason: 'Two walls were not painted', vendor_statement: 'The customer asked to skip two walls.' });
    const detail = (await t.http.get(`/api/admin/disputes/${d.id}`).set(admin.auth).expect(200)).body.data;
    expect(detail.timeline.map((s: { event: string }) => s.event)).toEqual([
      'placed',
      'accepted',
      'paid',
      'started',
      'completed',
      'disputed',
      'vendor_responded',
    ]);

    const resolved = await t.http
      .post(`/api/admin/disputes/${d.id}/resolve`)
      .set(admin.auth)
      .send({ resolution: 'refund', refund_amount: 5000, note: 'Two of five walls missing' })
      .expect(200);
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolution: 'refund', refund_amount: 5000, note: 'Two of five walls missing' });
    expect(resolved.body.data.timeline.map((s: { event: string }) => s.event)).toContain('resolved');
    const late = await t.http.post(`/api/vendor/service-orders/${orderId}/dispute-response`).set(vendor.auth).send({ statement: 'One more thing' }).expect(409);
    expect(late.body).toMatchObject({ code: 'DISPUTE_RESOLVED', message: 'This dispute has already been resolved' });
    expect(
      (await t.http.get('/api/admin/disputes').query({ status: 'resolved' }).set(admin.auth).expect(200)).body.data.map((x: { id: number }) => x.id),
    ).toContain(d.id);
    expect(
      (await t.http.get('/api/admin/disputes').query({ status: 'open' }).set(admin.auth).expect(200)).body.data.map((x: { id: number }) => x.id),
    ).not.toContain(d.id);

    await t.http.post('/api/admin/notifications/read-all').set(admin.auth).expect(200);
    expect((await t.http.get('/api/admin/notifications').set(admin.auth).expect(200)).body.meta.unread).toBe(0);
  });
});
