import { createTestApp, TestApp } from './utils/app.js';
import { createListing, lagosDay, newGuest, newHost, type HostFixture } from './factories/apartments.js';

type Guest = Awaited<ReturnType<typeof newGuest>>;

/**
 * Stays are bounded: at most BOOKING_MAX_NIGHTS nights (90) with check-in at most
 * BOOKING_MAX_DAYS_AHEAD days ahead (365), on the spec's path and its un-prefixed alias; a refused request
 * is a 422 naming the limit and writes nothing. Listings carry the bounds for the SPA's dialog.
 */
describe('stay bounds on booking requests', () => {
  const PATHS = ['/api/apartment/bookings', '/apartment/bookings'];
  const request = (t: TestApp, guest: Guest, path: string, listingId: number, checkIn: string, checkOut: string) =>
    t.http.post(path).set(guest.auth).send({ listing_id: listingId, check_in_date: checkIn, check_out_date: checkOut, guests: 1, nights: 1, total_price: 1 });
  const bookingsOf = async (t: TestApp, guest: Guest) =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM apartment_bookings WHERE user_id = $1`, [guest.userId]))[0].n as number;

  describe('with the defaults: 90 nights, 365 days ahead', () => {
    let t: TestApp;
    let host: HostFixture;
    let guest: Guest;
    let listingId: number;
    beforeAll(async () => {
      t = await createTestApp();
      host = await newHost(t);
      guest = await newGuest(t);
      listingId = (await createListing(t, host, { price_per_night: 55000 })).id;
    });
    afterAll(() => t.close());

    it.each(PATHS)('%s refuses 91 nights, a check-out in 2300, a check-in 366 days ahead and one in 9999, each with a 422 naming the limit', async (path) => {
      const before = await bookingsOf(t, guest);
      const cases: Array<[string, string, string, string]> = [
        [lagosDay(1), lagosDay(92), 'check_out_date', 'A stay can be at most 90 nights'],
        [lagosDay(0), '2300-01-01', 'check_out_date', 'A stay can be at most 90 nights'],
        [lagosDay(366), lagosDay(368), 'check_in_date', 'Check-in date can be at most 365 days from today'],
        ['9999-12-01', '9999-12-03', 'check_in_date', 'Check-in date can be at most 365 days from today'],
      ];
      for (const [checkIn, checkOut, field, message] of cases) {
        const res = await request(t, guest, path, listingId, checkIn, checkOut);
        expect([checkIn, checkOut, res.status, res.body.message, res.body.errors]).toEqual([checkIn, checkOut, 422, message, { [field]: [message] }]);
      }
      expect(await bookingsOf(t, guest)).toBe(before);
    });

    it.each(PATHS)('%s takes a stay at the bounds: 90 nights, check-in 365 days ahead', async (path) => {
      const long = await request(t, guest, path, listingId, lagosDay(1), lagosDay(91)).expect(201);
      expect(long.body.data.status).toBe('pending');
      const [row] = await t.ds.query(`SELECT nights, total_price_kobo::bigint::text AS total FROM apartment_bookings WHERE id = $1`, [long.body.data.id]);
      expect(row).toEqual({ nights: 90, total: String(90 * 5_500_000) });
      await request(t, guest, path, listingId, lagosDay(365), lagosDay(366)).expect(201);
    });

    it('the listing tells the booking dialog the bounds', async () => {
      expect((await t.http.get(`/api/apartments/${listingId}`).expect(200)).body.data.booking_limits).toEqual({ max_nights: 90, max_days_ahead: 365 });
    });
  });

  describe('configured through BOOKING_MAX_NIGHTS and BOOKING_MAX_DAYS_AHEAD', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ BOOKING_MAX_NIGHTS: '7', BOOKING_MAX_DAYS_AHEAD: '30' });
    });
    afterAll(() => t.close());

    it('applies and advertises the configured bounds', async () => {
      const host = await newHost(t);
      const guest = await newGuest(t);
      const listing = await createListing(t, host);
      expect((await t.http.get(`/api/apartments/${listing.id}`).expect(200)).body.data.booking_limits).toEqual({ max_nights: 7, max_days_ahead: 30 });
      let res = await request(t, guest, '/api/apartment/bookings', listing.id, lagosDay(1), lagosDay(9)).expect(422);
      expect(res.body.errors).toEqual({ check_out_date: ['A stay can be at most 7 nights'] });
      res = await request(t, guest, '/apartment/bookings', listing.id, lagosDay(31), lagosDay(32)).expect(422);
      expect(res.body.errors).toEqual({ check_in_date: ['Check-in date can be at most 30 days from today'] });
      await request(t, guest, '/api/apartment/bookings', listing.id, lagosDay(30), lagosDay(37)).expect(201);
    });
  });
});
