import { createTestApp, TestApp } from './utils/app.js';
import { createListing, insertBooking, lagosDay, newHost } from './factories/apartments.js';
import { book, newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { signUpAndLogin } from './factories/users.js';
import { newVendor } from './factories/vendors.js';

type Auth = { Authorization: string };
const path = (url: string) => new URL(url).pathname + new URL(url).search;

/** Lagos Monday (YYYY-MM-DD) of the week `weeksAgo` before the current one. */
function lagosMonday(weeksAgo: number): string {
  const local = new Date(Date.now() + 3_600_000);
  const fromMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - (fromMonday + weeksAgo * 7) * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

describe('dashboards: service-vendor figures and weekly analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function paidAndReleased(customer: { auth: Auth }, vendor: ServiceVendorFixture) {
    const order = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    const pay = await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200);
    await t.http
      .post(`${path(pay.body.data.payment_url)}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: pay.body.data.reference }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
    return order;
  }

  it("the service vendor's overview shows its real orders by status, revenue released to it (the ledger, as Analytics) and ledger balances", async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const empty = (await t.http.get('/api/vendor/service/dashboard').set(vendor.auth).expect(200)).body.data;
    expect(empty.service).toEqual({
      orders_total: 0,
      orders_by_status: { pending: 0, accepted: 0, in_progress: 0, completed: 0, cancelled: 0 },
      revenue_released: 0,
      held: 0,
      payable: 0,
      available: 0,
    });

    await paidAndReleased(customer, vendor);
    await book(t, customer, vendor);
    const res = (await t.http.get('/api/vendor/service/dashboard').set(vendor.auth).expect(200)).body.data;
    expect(res.service).toEqual({
      orders_total: 2,
      orders_by_status: { pending: 1, accepted: 0, in_progress: 0, completed: 1, cancelled: 0 },
      revenue_released: 23750, // ₦25,000 released: the vendor's 95 %, as the week's Analytics revenue
      held: 0,
      payable: 23750,
      available: 0,
    });
  });

  it('vendor analytics count orders and revenue (what the ledger credited the vendor) in their Lagos week, every week present and empty weeks at zero', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const paid = await paidAndReleased(customer, vendor);
    const older = await book(t, customer, vendor);
    // The unpaid order was placed three weeks ago, on Sunday 23:30 UTC: Monday 00:30 in Lagos, so that Monday's week.
    const monday3 = lagosMonday(3);
    await t.ds.query(`UPDATE service_orders SET created_at = ($1::date - interval '30 minutes') AT TIME ZONE 'UTC' WHERE id = $2`, [monday3, older.id]);

    const res = await t.http.get('/api/vendor/analytics?weeks=4').set(vendor.auth).expect(200);
    const weeks = res.body.data.weeks as Array<{ week_start: string; orders: number; bookings: number; revenue: number }>;
    expect(weeks.map((w) => w.week_start)).toEqual([lagosMonday(3), lagosMonday(2), lagosMonday(1), lagosMonday(0)]);
    expect(weeks).toEqual([
      { week_start: lagosMonday(3), orders: 1, bookings: 0, revenue: 0 },
      { week_start: lagosMonday(2), orders: 0, bookings: 0, revenue: 0 },
      { week_start: lagosMonday(1), orders: 0, bookings: 0, revenue: 0 },
      // ₦25,000 released: the vendor's 95 % (as the overview's payable balance says), not the customer's payment.
      { week_start: lagosMonday(0), orders: 1, bookings: 0, revenue: 23750 },
    ]);
    expect(paid.id).toBeGreaterThan(0);

    // Twelve weeks by default; out-of-range asks are refused.
    expect((await t.http.get('/api/vendor/analytics').set(vendor.auth).expect(200)).body.data.weeks).toHaveLength(12);
    await t.http.get('/api/vendor/analytics?weeks=0').set(vendor.auth).expect(422);

    // The customer's own figures: the two orders and their spend; another customer sees none of it.
    const mine = (await t.http.get('/api/me/analytics?weeks=4').set(customer.auth).expect(200)).body.data.weeks;
    expect(mine[0]).toEqual({ week_start: lagosMonday(3), orders: 1, bookings: 0, revenue: 0 });
    expect(mine[3]).toEqual({ week_start: lagosMonday(0), orders: 1, bookings: 0, revenue: 25000 });
    const stranger = await signUpAndLogin(t);
    const theirs = (await t.http.get('/api/me/analytics?weeks=4').set(stranger.auth).expect(200)).body.data.weeks;
    expect(theirs.every((w: { orders: number; revenue: number }) => w.orders === 0 && w.revenue === 0)).toBe(true);
  });

  it("a host's bookings and a mechanic's jobs count in their own series, their payments still held in escrow are no revenue; the customer's spend counts in theirs", async () => {
    const customer = await newCustomer(t);
    const host = await newHost(t);
    const mechanic = await newVendor(t, { category: 'mechanic', live: true });
    const listing = await createListing(t, host);
    const booking = await insertBooking(t, {
      listingId: listing.id,
      userId: customer.user.id,
      vendorId: host.vendorId,
      checkIn: lagosDay(30),
      checkOut: lagosDay(32),
    });
    const [request] = await t.ds.query(
      `INSERT INTO maintenance_requests (user_id, mechanic_id, location, service_type, issue, fee_kobo, status) VALUES ($1, $2, 'Yaba, Lagos', 'brake', 'Soft pedal', 500000, 'paid') RETURNING id`,
      [customer.user.id, mechanic.vendorId],
    );
    // The booking was made two weeks ago and paid last week; the request is this week's, paid now.
    await t.ds.query(`UPDATE apartment_bookings SET created_at = $1::date + interval '12 hours' WHERE id = $2`, [lagosMonday(2), booking]);
    let n = 0;
    const pay = (kind: string, id: number, kobo: number, status: string, paidAt: string) =>
      t.ds.query(
        `INSERT INTO payments (reference, subject_kind, subject_id, user_id, amount_kobo, provider, status, paid_at) VALUES ($1, $2, $3, $4, $5, 'sandbox', $6, $7::timestamptz)`,
        [`oja-pin-${customer.user.id}-${++n}`, kind, id, customer.user.id, kobo, status, paidAt],
      );
    await pay('apartment_booking', booking, 5_000_000, 'success', `${lagosMonday(1)}T10:00:00+01:00`);
    await pay('maintenance_request', request.id, 500_000, 'success', new Date().toISOString());
    // Neither counts: a charge not yet taken by its subject, and a payment of another kind that shares the request's id.
    await pay('maintenance_request', request.id, 700_000, 'captured', new Date().toISOString());
    await pay('apartment_booking', request.id, 900_000, 'refunded', new Date().toISOString());

    const weeksOf = async (url: string, auth: Auth) => (await t.http.get(url).set(auth).expect(200)).body;
    expect(await weeksOf('/api/vendor/analytics?weeks=3', host.auth)).toEqual({
      data: {
        weeks: [
          { week_start: lagosMonday(2), orders: 0, bookings: 1, revenue: 0 },
          { week_start: lagosMonday(1), orders: 0, bookings: 0, revenue: 0 },
          { week_start: lagosMonday(0), orders: 0, bookings: 0, revenue: 0 },
        ],
      },
    });
    expect(await weeksOf('/api/vendor/analytics?weeks=2', mechanic.auth)).toEqual({
      data: {
        weeks: [
          { week_start: lagosMonday(1), orders: 0, bookings: 0, revenue: 0 },
          { week_start: lagosMonday(0), orders: 1, bookings: 0, revenue: 0 },
        ],
      },
    });
    expect(await weeksOf('/api/me/analytics?weeks=3', customer.auth)).toEqual({
      data: {
        weeks: [
          { week_start: lagosMonday(2), orders: 0, bookings: 1, revenue: 0 },
          { week_start: lagosMonday(1), orders: 0, bookings: 0, revenue: 50000 },
          { week_start: lagosMonday(0), orders: 1, bookings: 0, revenue: 5000 },
        ],
      },
    });
  });

  it('vendor analytics are for vendors; me/analytics needs a login', async () => {
    const customer = await newCustomer(t);
    await t.http.get('/api/vendor/analytics').set(customer.auth).expect(403);
    await t.http.get('/api/me/analytics').expect(401);
  });
});

describe('settings: notification preferences and account deactivation', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short deactivation delay (production: 24 h) and a quick outbox, so the scheduled job runs in the test.
    t = await createTestApp({ ACCOUNT_DEACTIVATION_DELAY_MS: '1500', OUTBOX_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  const emailsTo = async (to: string, subject: string) =>
    Number(
      (
        await t.ds.query(
          `SELECT count(*)::int AS n FROM outbox_events WHERE job_name = 'notifications.send-email' AND payload->>'to' = $1 AND payload->>'subject' = $2`,
          [to, subject],
        )
      )[0].n,
    );
  const bell = async (auth: Auth) => ((await t.http.get('/api/notifications').set(auth).expect(200)).body.data as Array<{ title: string }>).map((n) => n.title);

  it('preferences start all on, are saved per kind and channel, and NotificationsService honours them', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const email = customer.account.email;
    expect((await t.http.get('/api/me/notification-preferences').set(customer.auth).expect(200)).body.data).toEqual({
      orders: { in_app: true, email: true, sms: true, push: true },
      payments: { in_app: true, email: true, sms: true, push: true },
      messages: { in_app: true, email: true, sms: true, push: true },
    });
    const bad = await t.http
      .put('/api/me/notification-preferences')
      .set(customer.auth)
      .send({ orders: { in_app: 'no', email: true }, payments: { in_app: true, email: true } })
      .expect(422);
    expect(JSON.stringify(bad.body)).toContain('in_app must be true or false');

    // Defaults: an accepted order reaches the bell and the inbox.
    const first = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${first.id}/accept`).set(vendor.auth).send({}).expect(200);
    const acceptedTitle = (await bell(customer.auth))[0]!;
    expect(await emailsTo(email, acceptedTitle)).toBe(1);

    // Orders: in the bell, no e-mail.
    const saved = await t.http
      .put('/api/me/notification-preferences')
      .set(customer.auth)
      .send({ orders: { in_app: true, email: false }, payments: { in_app: true, email: true } })
      .expect(200);
    expect(saved.body.data.orders).toEqual({ in_app: true, email: false, sms: true, push: true });
    expect((await t.http.get('/api/me/notification-preferences').set(customer.auth).expect(200)).body.data.orders).toEqual({
      in_app: true,
      email: false,
      sms: true,
      push: true,
    });
    const second = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${second.id}/accept`).set(vendor.auth).send({}).expect(200);
    const bellCount = (await bell(customer.auth)).filter((title) => title === acceptedTitle).length;
    expect(bellCount).toBe(2);
    expect(await emailsTo(email, acceptedTitle)).toBe(1);

    // Orders switched off entirely: neither the bell nor e-mail; the vendor (defaults) still gets both.
    await t.http
      .put('/api/me/notification-preferences')
      .set(customer.auth)
      .send({ orders: { in_app: false, email: false }, payments: { in_app: true, email: true } })
      .expect(200);
    const third = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${third.id}/accept`).set(vendor.auth).send({}).expect(200);
    expect((await bell(customer.auth)).filter((title) => title === acceptedTitle).length).toBe(2);
    expect(await emailsTo(email, acceptedTitle)).toBe(1);
    expect((await bell(vendor.auth)).length).toBeGreaterThan(0);
  });

  it('deactivation is scheduled, can be cancelled within the delay, and once effective login is refused', async () => {
    const c = await signUpAndLogin(t);
    const login = () => t.http.post('/api/login').send({ email: c.account.email, password: c.account.password });
    expect((await t.http.get('/api/me/deactivation').set(c.auth).expect(200)).body.data).toEqual({ deactivation_requested_at: null, deactivates_at: null });
    await t.http.delete('/api/me/deactivation').set(c.auth).expect(409);

    const asked = await t.http.post('/api/me/deactivation').set(c.auth).expect(200);
    expect(asked.body.message).toBe('Your account will be deactivated in 24 hours. You can cancel until then.');
    const { deactivation_requested_at, deactivates_at } = asked.body.data;
    expect(Date.parse(deactivates_at) - Date.parse(deactivation_requested_at)).toBe(1500);
    expect(
      (
        await t.ds.query(`SELECT count(*)::int AS n FROM outbox_events WHERE job_name = 'account.deactivate' AND (payload->>'userId')::int = $1`, [c.user.id])
      )[0].n,
    ).toBe(1);
    // Asking twice keeps the first request and schedules nothing more.
    expect((await t.http.post('/api/me/deactivation').set(c.auth).expect(200)).body.data.deactivation_requested_at).toBe(deactivation_requested_at);

    // Cancelled within the delay: the job finds nothing to do, login still works.
    const cancelled = await t.http.delete('/api/me/deactivation').set(c.auth).expect(200);
    expect(cancelled.body.message).toBe('Account deactivation cancelled.');
    await new Promise((r) => setTimeout(r, 2500));
    expect((await t.ds.query('SELECT deactivated_at FROM users WHERE id = $1', [c.user.id]))[0].deactivated_at).toBeNull();
    await login().expect(200);

    // Requested again and left: effective after the delay; the session ends and login is refused with a clear message.
    await t.http.post('/api/me/deactivation').set(c.auth).expect(200);
    await login().expect(200);
    await new Promise((r) => setTimeout(r, 2500));
    const refused = await login().expect(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    expect(refused.body.message).toContain('deactivated');
    let deactivatedAt: string | null = null;
    for (let i = 0; i < 30 && !deactivatedAt; i++) {
      deactivatedAt = (await t.ds.query('SELECT deactivated_at FROM users WHERE id = $1', [c.user.id]))[0].deactivated_at;
      if (!deactivatedAt) await new Promise((r) => setTimeout(r, 200));
    }
    expect(deactivatedAt).toBeTruthy();
    await t.http.get('/api/me').set(c.auth).expect(401);
  });
});
