import { createTestApp, eventually, TestApp } from './utils/app.js';
import { createListing, lagosDay, newGuest, newHost, type HostFixture } from './factories/apartments.js';
import { newCustomer, newServiceVendor, tomorrow, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { newVendor, type TestVendor } from './factories/vendors.js';
import { adminLogin } from './factories/users.js';

type Auth = { Authorization: string };

/**
 * "Not live" removes a vendor from every public surface at once, cached pages included, and refuses new orders,
 * bookings and requests to them. Here through the real deactivation: the account asks, the
 * scheduled job makes it take effect, and nothing else is done by hand.
 */
describe('a deactivated vendor is gone from every public surface and takes no new business', () => {
  let t: TestApp;
  let host: HostFixture;
  let listings: Array<{ id: number }>;
  let services: ServiceVendorFixture;
  let mechanic: TestVendor;
  const tag = `nl${Math.random().toString(36).slice(2, 9)}`;
  const town = `Ilorin${tag}`;

  const apartmentsPage = `/api/apartments?q=${tag}`;
  const servicesPage = `/api/service-vendors?q=${tag}`;
  const livePage = (v: { businessName: string }) => `/api/vendors/live?search=${encodeURIComponent(v.businessName)}`;
  const ids = async (page: string) => ((await t.http.get(page).expect(200)).body.data as Array<{ id: number }>).map((r) => r.id);
  /** Reads a page twice, so the second answer comes from the list cache. */
  const cached = async (page: string) => {
    await t.http.get(page).expect(200);
    await eventually(async () => (await t.http.get(page).expect(200)).headers['x-cache'] === 'hit', 2_000);
  };

  async function deactivate(...who: Array<{ auth: Auth; userId: number }>) {
    for (const w of who) await t.http.post('/api/me/deactivation').set(w.auth).expect(200);
    await eventually(async () => {
      await t.flushOutbox();
      const rows = await t.ds.query('SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND deactivated_at IS NOT NULL', [who.map((w) => w.userId)]);
      return rows[0].n === who.length;
    });
    // Deactivation took effect: the sessions are over.
    for (const w of who) await t.http.get('/api/me').set(w.auth).expect(401);
  }

  beforeAll(async () => {
    // A short deactivation delay (production: 24 h) and a quick outbox, so the scheduled job runs in the test.
    t = await createTestApp({ ACCOUNT_DEACTIVATION_DELAY_MS: '300', OUTBOX_POLL_MS: '100' });
    host = await newHost(t);
    listings = [await createListing(t, host, { title: `Harbour view ${tag}` }), await createListing(t, host, { title: `Garden flat ${tag}` })];
    services = await newServiceVendor(t, { serviceName: `Sparkle cleaners ${tag}` });
    mechanic = await newVendor(t, { category: 'mechanic', live: true });
    await t.http
      .post('/api/vendor/mechanic/setup')
      .set(mechanic.auth)
      .send({
        workshop_name: `${mechanic.businessName} Workshop`,
        services_offered: 'Brakes',
        location: `3 Unity Road, ${town}`,
        contact_number: '08031234567',
      })
      .expect((r) => expect([200, 201]).toContain(r.status));
  });
  afterAll(() => t.close());

  it('listings, service card with its pricings, live-vendor entries and mechanic entry disappear, cached pages too; new business is refused', async () => {
    const guest = await newGuest(t);
    const customer = await newCustomer(t);
    const mechanics = async (auth: Auth) =>
      ((await t.http.get('/api/maintenance/mechanics').query({ location: town }).set(auth).expect(200)).body.data as Array<{ id: number }>).map((m) => m.id);
    const report = async () =>
      (
        await t.http
          .post('/api/maintenance/request')
          .set(customer.auth)
          .send({ location: `Tanke, ${town}`, service_type: 'brake', issue: 'The brakes squeal' })
          .expect(201)
      ).body.data.id as number;

    // Public and cached while live.
    for (const page of [apartmentsPage, servicesPage, livePage(host), livePage(services), livePage(mechanic)]) await cached(page);
    expect((await ids(apartmentsPage)).sort()).toEqual(listings.map((l) => l.id).sort());
    expect(await ids(servicesPage)).toEqual([services.serviceVendorId]);
    for (const v of [host, services, mechanic]) expect(await ids(livePage(v))).toEqual([v.vendorId]);
    const card = await t.http.get(`/api/service-vendors/${services.serviceVendorId}`).expect(200);
    expect(card.body.data.pricings.map((p: { id: number }) => p.id)).toEqual(services.pricings.map((p) => p.id));
    expect(await mechanics(customer.auth)).toContain(mechanic.vendorId);
    // A revealed customer review on each card (written as the reviews module stores one; its own suite covers how).
    const reviewsOf = async (path: string) => ((await t.http.get(path).expect(200)).body.data as Array<{ comment: string }>).map((r) => r.comment);
    const reviewPages = [`/api/apartments/${listings[0]!.id}/reviews`, `/api/service-vendors/${services.serviceVendorId}/reviews`];
    for (const [i, [kind, id]] of (
      [
        ['apartment_listing', listings[0]!.id],
        ['service_vendor', services.serviceVendorId],
      ] as const
    ).entries()) {
      await t.ds.query(
        `INSERT INTO reviews (subject_kind, subject_id, author_role, author_user_id, target_kind, target_id, rating, comment, revealed_at)
         VALUES ($1, $2, 'customer', $3, $4, $5, 5, $6, now())`,
        [kind === 'service_vendor' ? 'service_order' : 'apartment_booking', 900_000 + id, customer.user.id, kind, id, `Lovely ${tag} ${i}`],
      );
    }
    for (const [i, page] of reviewPages.entries()) expect(await reviewsOf(page)).toEqual([`Lovely ${tag} ${i}`]);

    await deactivate(host, services, mechanic);

    // Gone from the lists (the cached pages were dropped by the database's announcement) and the details.
    for (const page of [apartmentsPage, servicesPage, livePage(host), livePage(services), livePage(mechanic)]) {
      await eventually(async () => (await ids(page)).length === 0, 2_000);
    }
    for (const l of listings) await t.http.get(`/api/apartments/${l.id}`).expect(404);
    await t.http.get(`/api/service-vendors/${services.serviceVendorId}`).expect(404);
    for (const v of [host, services, mechanic]) await t.http.get(`/api/vendors/live/${v.vendorId}`).expect(404);
    expect(await mechanics(customer.auth)).not.toContain(mechanic.vendorId);
    for (const page of reviewPages) expect(await reviewsOf(page)).toEqual([]);

    // New business is refused with a clear message, on the spec's alias too, and nothing is written.
    const bookings = async () => Number((await t.ds.query('SELECT count(*)::int AS n FROM apartment_bookings WHERE vendor_id = $1', [host.vendorId]))[0].n);
    for (const path of ['/api/apartment/bookings', '/apartment/bookings']) {
      const res = await t.http
        .post(path)
        .set(guest.auth)
        .send({ listing_id: listings[0]!.id, check_in_date: lagosDay(20), check_out_date: lagosDay(22), guests: 2 });
      expect([path, res.status, res.body.code]).toEqual([path, 409, 'LISTING_NOT_BOOKABLE']);
      expect(res.body.message).toBe('This apartment is not taking bookings at the moment');
    }
    expect(await bookings()).toBe(0);

    const order = await t.http
      .post('/api/service-orders')
      .set(customer.auth)
      .send({
        service_vendor_id: services.serviceVendorId,
        service_pricing_id: services.pricings[0]!.id,
        deadline: tomorrow(),
        requirements: 'Two rooms please.',
        service_address: '12 Allen Avenue, Ikeja, Lagos',
        preferred_time: 'morning',
      })
      .expect(422);
    expect(order.body.errors.service_vendor_id).toEqual(['This service provider is not available']);
    expect(Number((await t.ds.query('SELECT count(*)::int AS n FROM service_orders WHERE vendor_id = $1', [services.vendorId]))[0].n)).toBe(0);

    const requestId = await report();
    const chosen = await t.http.post(`/api/maintenance/requests/${requestId}/mechanic`).set(customer.auth).send({ mechanic_id: mechanic.vendorId }).expect(422);
    expect(chosen.body.errors.mechanic_id).toEqual(['This mechanic is not available on Oja; choose one from the list']);
  });

  it('an admin rejection works the same way: the card leaves the cached list and orders are refused', async () => {
    const admin = await adminLogin(t);
    const customer = await newCustomer(t);
    const rejected = await newServiceVendor(t, { serviceName: `Brightwash ${tag}` });
    const page = `/api/service-vendors?q=${encodeURIComponent(`Brightwash ${tag}`)}`;
    await cached(page);
    expect(await ids(page)).toEqual([rejected.serviceVendorId]);
    await t.http
      .post(`/api/admin/vendors/${rejected.vendorId}/reject`)
      .set(admin.auth)
      .send({ reason: 'The document does not match the business name.' })
      .expect(200);
    await eventually(async () => (await ids(page)).length === 0, 2_000);
    await t.http.get(`/api/service-vendors/${rejected.serviceVendorId}`).expect(404);
    const order = await t.http
      .post('/api/service-orders')
      .set(customer.auth)
      .send({
        service_vendor_id: rejected.serviceVendorId,
        service_pricing_id: rejected.pricings[0]!.id,
        deadline: tomorrow(),
        requirements: 'Two rooms please.',
        service_address: '12 Allen Avenue, Ikeja, Lagos',
        preferred_time: 'morning',
      })
      .expect(422);
    expect(order.body.errors.service_vendor_id).toEqual(['This service provider is not available']);
  });
});
