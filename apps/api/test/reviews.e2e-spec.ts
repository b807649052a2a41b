import { createTestApp, eventually, TestApp } from './utils/app.js';
import { signUpAndLogin } from './factories/users.js';
import { book, newCustomer, newServiceVendor, ServiceVendorFixture } from './factories/service-marketplace.js';
import { createListing, insertBooking, lagosDay, newGuest, newHost } from './factories/apartments.js';

type Auth = { Authorization: string };
const DAY = 86_400_000;
const RULE = 'Your review is shown once the other side has written theirs, or after 14 days.';

/** Double-blind reviews: only parties, once, within 14 days; hidden until both wrote or the window closed. */
describe('reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  /** A service order completed `agoMs` ago (the lifecycle is tested elsewhere; here only completion matters). */
  async function completedOrder(customer: { auth: Auth }, vendor: ServiceVendorFixture, agoMs = 0) {
    const order = await book(t, customer, vendor);
    await t.ds.query(
      `UPDATE service_orders SET status = 'completed', payment_status = 'paid', escrow_status = 'released', completed_at = now() - ($2 || ' milliseconds')::interval WHERE id = $1`,
      [order.id, String(agoMs)],
    );
    return order.id;
  }
  const review = (auth: Auth, kind: string, id: number, rating: number, comment: string) =>
    t.http.post('/api/reviews').set(auth).send({ subject_kind: kind, subject_id: id, rating, comment });
  const publicVendorReviews = async (sv: ServiceVendorFixture) => (await t.http.get(`/api/service-vendors/${sv.serviceVendorId}/reviews`).expect(200)).body;
  const vendorCard = async (sv: ServiceVendorFixture) => (await t.http.get(`/api/service-vendors/${sv.serviceVendorId}`).expect(200)).body.data;

  it("keeps each side's review hidden from the other until both have written, then shows both and updates the vendor's rating", async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const id = await completedOrder(customer, vendor);

    expect((await t.http.get('/api/reviews/pending').set(customer.auth).expect(200)).body.data).toEqual([
      expect.objectContaining({ subject_kind: 'service_order', subject_id: id, role: 'customer' }),
    ]);
    expect((await t.http.get('/api/reviews/pending').set(vendor.auth).expect(200)).body.data).toEqual([
      expect.objectContaining({ subject_kind: 'service_order', subject_id: id, role: 'vendor' }),
    ]);

    const first = await review(customer.auth, 'service_order', id, 4, 'Punctual and tidy').expect(201);
    expect(first.body.message).toBe(`Thank you for your review. ${RULE}`);
    expect(first.body.data).toMatchObject({ rating: 4, comment: 'Punctual and tidy', author_role: 'customer', revealed: false });

    const vendorView = (await t.http.get(`/api/reviews/subject/service_order/${id}`).set(vendor.auth).expect(200)).body.data;
    expect(vendorView).toMatchObject({ role: 'vendor', mine: null, theirs: null, theirs_written: true, can_review: true });
    expect((await publicVendorReviews(vendor)).data).toEqual([]);
    expect(await vendorCard(vendor)).toMatchObject({ rating: '0.0', rating_count: 0, total_reviews: 0 });
    expect((await t.http.get('/api/reviews/pending').set(customer.auth).expect(200)).body.data).toEqual([]);

    await review(vendor.auth, 'service_order', id, 5, 'Clear instructions, paid on time').expect(201);
    const customerView = (await t.http.get(`/api/reviews/subject/service_order/${id}`).set(customer.auth).expect(200)).body.data;
    expect(customerView).toMatchObject({
      role: 'customer',
      can_review: false,
      mine: { rating: 4, revealed: true },
      theirs: { rating: 5, comment: 'Clear instructions, paid on time', author_role: 'vendor' },
    });

    const list = await publicVendorReviews(vendor);
    expect(list.data).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Punctual and tidy', author_role: 'customer', author: { name: customer.account.name } }),
    ]);
    expect(list.meta).toMatchObject({ current_page: 1, total: 1 });
    expect(await vendorCard(vendor)).toMatchObject({ rating: '4.0', rating_count: 1, total_reviews: 1 });
    const directory = (await t.http.get('/api/service-vendors').query({ per_page: 100 }).expect(200)).body.data;
    const card = directory.find((v: { id: number }) => v.id === vendor.serviceVendorId);
    if (card) expect(card).toMatchObject({ rating: '4.0', rating_count: 1 });
  });

  it('lets only the parties review a completed subject, once, within 14 days', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const stranger = await signUpAndLogin(t);
    const open = await book(t, customer, vendor);
    const done = await completedOrder(customer, vendor);
    const old = await completedOrder(customer, vendor, 15 * DAY);

    expect((await review(customer.auth, 'service_order', open.id, 5, 'Great').expect(409)).body).toMatchObject({
      code: 'REVIEW_NOT_COMPLETED',
      message: 'You can leave a review once this is completed',
    });
    expect((await review(stranger.auth, 'service_order', done, 1, 'Never met them').expect(403)).body).toMatchObject({ code: 'REVIEW_NOT_A_PARTY' });
    await t.http.get(`/api/reviews/subject/service_order/${done}`).set(stranger.auth).expect(403);
    expect((await review(customer.auth, 'service_order', 2_000_000_000, 5, 'x').expect(404)).body.code).toBe('REVIEW_SUBJECT_NOT_FOUND');
    expect((await review(customer.auth, 'service_order', done, 6, 'Great').expect(422)).body.errors.rating).toEqual(['Please choose a rating from 1 to 5']);
    expect((await review(customer.auth, 'service_order', done, 5, '  ').expect(422)).body.errors.comment).toEqual(['Please write a short comment']);
    await review(customer.auth, 'service_order', done, 5, 'Great').expect(201);
    expect((await review(customer.auth, 'service_order', done, 1, 'Changed my mind').expect(409)).body).toMatchObject({
      code: 'REVIEW_ALREADY_WRITTEN',
      message: 'You have already reviewed this',
    });
    expect((await review(customer.auth, 'service_order', old, 5, 'Late').expect(409)).body).toMatchObject({
      code: 'REVIEW_WINDOW_CLOSED',
      message: 'The 14-day review window has closed',
    });
    const pending = (await t.http.get('/api/reviews/pending').set(customer.auth).expect(200)).body.data;
    expect(pending.map((p: { subject_id: number }) => p.subject_id)).not.toContain(old);
  });

  it('reveals a lone review when the window closes and counts it in the rating', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const id = await completedOrder(customer, vendor, 14 * DAY - 2500);
    await review(customer.auth, 'service_order', id, 3, 'Okay, a bit late').expect(201);
    expect((await publicVendorReviews(vendor)).data).toEqual([]);
    const revealed = await eventually(async () => {
      await t.flushOutbox();
      const list = await publicVendorReviews(vendor);
      return list.data.length ? list : null;
    }, 15_000);
    expect(revealed.data[0]).toMatchObject({ rating: 3, comment: 'Okay, a bit late', revealed: true });
    expect(await vendorCard(vendor)).toMatchObject({ rating: '3.0', rating_count: 1 });
    const vendorView = (await t.http.get(`/api/reviews/subject/service_order/${id}`).set(vendor.auth).expect(200)).body.data;
    expect(vendorView).toMatchObject({ can_review: false, theirs: { rating: 3 } });
    expect((await review(vendor.auth, 'service_order', id, 5, 'Too late').expect(409)).body.code).toBe('REVIEW_WINDOW_CLOSED');
  });

  it("reviews a completed stay: the listing's public reviews and rating come from revealed guest reviews", async () => {
    const host = await newHost(t);
    const guest = await newGuest(t);
    const listing = await createListing(t, host);
    const bookingId = await insertBooking(t, {
      listingId: listing.id,
      userId: guest.userId,
      vendorId: host.vendorId,
      checkIn: lagosDay(-4),
      checkOut: lagosDay(-2),
      status: 'completed',
    });
    await t.ds.query('UPDATE apartment_bookings SET completed_at = now() WHERE id = $1', [bookingId]);
    await review(guest.auth, 'apartment_booking', bookingId, 5, 'Spotless flat, great host').expect(201);
    expect((await t.http.get(`/api/apartments/${listing.id}/reviews`).expect(200)).body.data).toEqual([]);
    await review(host.auth, 'apartment_booking', bookingId, 4, 'Lovely guest').expect(201);
    const list = (await t.http.get(`/api/apartments/${listing.id}/reviews`).expect(200)).body;
    expect(list.data).toEqual([expect.objectContaining({ rating: 5, comment: 'Spotless flat, great host', author_role: 'customer' })]);
    expect((await t.http.get(`/api/listings/${listing.id}`).set(host.auth).expect(200)).body.data).toMatchObject({ rating: '5.0', reviews_count: 1 });
  });
});
