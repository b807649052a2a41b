import { splitRelease } from '@oja/shared';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { newVendor, VALID_DETAILS, type TestVendor } from './factories/vendors.js';
import { newCustomer } from './factories/service-marketplace.js';
import { createListing, insertBooking, lagosDay, newGuest, newHost } from './factories/apartments.js';
import { adminLogin } from './factories/users.js';

type Auth = { Authorization: string };
const FEE_NAIRA = 5000;
const MECHANIC_SHARE_NAIRA = splitRelease(500_000, 'maintenance').vendorKobo / 100; // ₦4,750
const NOT_LIVE = 'Your vendor account is not live yet. Verify your phone number and get your documents approved on the Compliance page.';

/** "figures that are wrong or missing": each figure from one place (the ledger for money, the lifecycle tables for counts). */
describe('dashboard figures', () => {
  let t: TestApp;
  let town: string;
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'sandbox',
      MAINTENANCE_ANSWER_TIMEOUT_MS: '600000',
      MAINTENANCE_AUTO_RELEASE_MS: '600000',
      ESCROW_PAYOUT_HOLD_MS: '600000',
      OUTBOX_POLL_MS: '100',
    });
    town = `Jos${Date.now().toString(36)}`;
  });
  afterAll(() => t.close());

  const until = <T>(fn: () => Promise<T | null | false>) =>
    eventually(async () => {
      await t.flushOutbox();
      return fn();
    });

  async function newMechanic(): Promise<TestVendor> {
    const v = await newVendor(t, { category: 'mechanic', live: true });
    await t.ds.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [v.userId]);
    await t.http
      .post('/api/vendor/mechanic/setup')
      .set(v.auth)
      .send({ workshop_name: `${v.businessName} Workshop`, services_offered: 'Brakes', location: `1 Ray Field, ${town}`, contact_number: '08031234567' })
      .expect((r) => expect([200, 201]).toContain(r.status));
    return v;
  }
  const mine = async (auth: Auth, id: number) => (await t.http.get(`/api/maintenance/requests/${id}`).set(auth).expect(200)).body.data;
  /** Report, choose the mechanic, pay on the sandbox checkout; waits until paid. */
  async function paidRequest(who: { auth: Auth }, m: TestVendor) {
    const id = (
      await t.http
        .post('/api/maintenance/request')
        .set(who.auth)
        .send({ location: `Bukuru, ${town}`, service_type: 'brake', issue: 'Brakes squeal' })
        .expect(201)
    ).body.data.id as number;
    await t.http.post(`/api/maintenance/requests/${id}/mechanic`).set(who.auth).send({ mechanic_id: m.vendorId }).expect(200);
    const pay = await t.http.post(`/api/maintenance/requests/${id}/pay`).set(who.auth).send({}).expect(200);
    await t.http.post(`/api/payments/sandbox/checkout/${new URL(pay.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
    await until(async () => (await mine(who.auth, id)).status === 'paid');
    return id;
  }
  const act = (m: TestVendor, id: number, action: string) => t.http.post(`/api/vendor/mechanic/requests/${id}/${action}`).set(m.auth).expect(200);
  const revenueOf = (weeks: { revenue: number }[]) => weeks.reduce((a, w) => a + w.revenue, 0);

  it('declined and refunded maintenance work earns the mechanic nothing; the dashboard and Analytics agree', async () => {
    const m = await newMechanic();
    const c = await newCustomer(t);
    const declined = await paidRequest(c, m);
    await act(m, declined, 'decline');
    const done = await paidRequest(c, m);
    await act(m, done, 'accept');
    await act(m, done, 'start');
    await act(m, done, 'complete');
    await t.http.post(`/api/maintenance/requests/${done}/confirm`).set(c.auth).expect(200);

    const dash = (await t.http.get('/api/vendor/mechanic/dashboard').set(m.auth).expect(200)).body.data;
    expect(dash.maintenance).toMatchObject({ completed: 1, earnings: MECHANIC_SHARE_NAIRA });
    const analytics = (await t.http.get('/api/vendor/analytics').set(m.auth).expect(200)).body.data;
    expect(revenueOf(analytics.weeks)).toBe(MECHANIC_SHARE_NAIRA);
    expect(analytics.weeks.reduce((a: number, w: { orders: number }) => a + w.orders, 0)).toBe(2);
  });

  it("a rider's demonstration ride credits nothing: earnings, Analytics and the ledger stay at zero; the ride is shown as a demonstration", async () => {
    const rider = await newVendor(t, { category: 'rider', live: true });
    await t.http.post('/api/vendor/rider/setup').set(rider.auth).send(VALID_DETAILS.rider).expect(201);
    const c = await newCustomer(t);
    // 7.1 km: ₦200 + ₦80 × 7.1 = ₦768 fare; 95 % of it was once shown as the rider's "earnings" (₦729.60).
    await t.http
      .post('/api/rides')
      .set(c.auth)
      .send({ pickup: 'Yaba', destination: 'Ikeja', distance_km: 7.1, fare: 768, rider_id: rider.vendorId, rating: 5 })
      .expect(201);

    const dash = (await t.http.get('/api/vendor/rider/dashboard').set(rider.auth).expect(200)).body.data;
    expect(dash.stats).toMatchObject({ rides: 0, fares: 0, earnings: 0 });
    expect(dash.demo).toMatchObject({ rides: 1, fares: 768, average_rating: 5 });
    expect(dash.recent_rides[0]).toMatchObject({ pickup: 'Yaba', demo: true });
    expect(revenueOf((await t.http.get('/api/vendor/analytics').set(rider.auth).expect(200)).body.data.weeks)).toBe(0);
    expect(await t.ds.query(`SELECT code FROM ledger_accounts WHERE vendor_id = $1`, [rider.vendorId])).toEqual([]);
    const wallet = (await t.http.get('/api/vendor/wallet').set(rider.auth).expect(200)).body.data;
    expect(wallet).toMatchObject({ held: 0, payable: 0, available: 0 });
  });

  it("the customer's wallet is what is held in escrow for them and what was refunded, not money spent", async () => {
    const m = await newMechanic();
    const c = await newCustomer(t);
    const held = await paidRequest(c, m);
    const refunded = await paidRequest(c, m);
    await act(m, refunded, 'decline');

    const w = await until(async () => {
      const body = (await t.http.get('/api/wallet').set(c.auth).expect(200)).body.data;
      return body.total_refunded === FEE_NAIRA ? body : null;
    });
    expect(w).toMatchObject({ held_in_escrow: FEE_NAIRA, total_refunded: FEE_NAIRA, refunds_pending: 0, total_paid: 2 * FEE_NAIRA });

    // Released to the mechanic: nothing is held any more.
    await act(m, held, 'accept');
    await act(m, held, 'start');
    await act(m, held, 'complete');
    await t.http.post(`/api/maintenance/requests/${held}/confirm`).set(c.auth).expect(200);
    expect((await t.http.get('/api/wallet').set(c.auth).expect(200)).body.data).toMatchObject({ held_in_escrow: 0, total_refunded: FEE_NAIRA });
  });

  it("the admin's Total Revenue counts only paid-and-later bookings", async () => {
    const admin = await adminLogin(t);
    const host = await newHost(t);
    const listing = await createListing(t, host);
    const guest = await newGuest(t);
    const summary = async () => (await t.http.get('/api/admin/bookings/apartments').set(admin.auth).expect(200)).body.summary;
    const before = await summary();
    const statuses: [string, number][] = [
      ['pending', 1_000_000],
      ['processing', 2_000_000],
      ['paid', 3_000_000],
      ['checked_in', 4_000_000],
      ['checked_out', 5_000_000],
      ['completed', 6_000_000],
      ['cancelled', 7_000_000],
      ['refunded', 8_000_000],
    ];
    let day = 10;
    for (const [status, totalKobo] of statuses) {
      await insertBooking(t, {
        listingId: listing.id,
        userId: guest.userId,
        vendorId: host.vendorId,
        checkIn: lagosDay(day),
        checkOut: lagosDay(day + 1),
        status,
        totalKobo,
      });
      day += 2;
    }
    const after = await summary();
    expect(after.total - before.total).toBe(8);
    expect(after.pending - before.pending).toBe(1);
    expect(after.paid - before.paid).toBe(1);
    // paid + checked_in + checked_out + completed = ₦30,000 + ₦40,000 + ₦50,000 + ₦60,000
    expect(after.revenue - before.revenue).toBe(180_000);
  });

  it('a mechanic or host who is not live gets the dashboard with an explanation and the way to Compliance, not a 403', async () => {
    const mechanic = await newVendor(t, { category: 'mechanic', phoneVerified: true });
    const m = (await t.http.get('/api/vendor/mechanic/dashboard').set(mechanic.auth).expect(200)).body.data;
    expect(m).toMatchObject({
      category: 'mechanic',
      is_live: false,
      going_live: { message: NOT_LIVE, phone_verified: true, verification_status: 'pending', compliance_path: '/dashboard/mechanic/compliance' },
      maintenance: { open: 0, completed: 0, earnings: 0 },
    });

    const host = await newHost(t, { live: false });
    const h = (await t.http.get('/api/vendor/apartment/dashboard').set(host.auth).expect(200)).body.data;
    expect(h).toMatchObject({
      category: 'service_apartment',
      is_live: false,
      going_live: { message: NOT_LIVE, compliance_path: '/dashboard/apartment/compliance' },
      listings: 0,
      revenue: 0,
    });

    // Live: no explanation; the guard still keeps other categories out.
    const live = await newMechanic();
    expect((await t.http.get('/api/vendor/mechanic/dashboard').set(live.auth).expect(200)).body.data).toMatchObject({ is_live: true, going_live: null });
    expect((await t.http.get('/api/vendor/apartment/dashboard').set(mechanic.auth).expect(403)).body.message).toBe(
      'This area is for service apartment vendors.',
    );
  });
});
