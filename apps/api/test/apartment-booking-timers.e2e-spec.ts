import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { accountBalance, ledgerProblems } from './factories/service-marketplace.js';
import { createListing, lagosDay, newGuest, newHost, type Auth, type HostFixture } from './factories/apartments.js';

/** The booking timers (48 h approval, 24 h payment, 72 h release), shortened through the environment: the machine sees them as due. */
describe('apartment booking timers', () => {
  let t: TestApp;
  let admin: Auth;
  let host: HostFixture;
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'sandbox',
      BOOKING_APPROVAL_TIMEOUT_MS: '2000',
      BOOKING_PAYMENT_TIMEOUT_MS: '2000',
      BOOKING_AUTO_RELEASE_MS: '2000',
      ESCROW_PAYOUT_HOLD_MS: '60000',
      OUTBOX_POLL_MS: '100',
    });
    admin = (await adminLogin(t)).auth;
    host = await newHost(t);
  });
  afterAll(() => t.close());

  const booking = async (auth: Auth, id: number) => (await t.http.get(`/api/bookings/${id}`).set(auth)).body.data;
  const titles = async (auth: Auth) => (await t.http.get('/api/notifications').set(auth)).body.data.map((n: { title: string }) => n.title);
  const request = async (guest: { auth: Auth }, listingId: number, from: number, to: number) =>
    (
      await t.http
        .post('/api/apartment/bookings')
        .set(guest.auth)
        .send({ listing_id: listingId, check_in_date: lagosDay(from), check_out_date: lagosDay(to), guests: 1 })
        .expect(201)
    ).body.data.id as number;
  // 20 s, not eventually's 10: a timer of 2 s is due, then its job runs, in a shard beside two others on two cores
  // (one wait of this file ran out at 10 s in a full `npm test`; alone it passes in under 4 s).
  const until = <T>(fn: () => Promise<T | null | false>) =>
    eventually(async () => {
      await t.flushOutbox();
      return fn();
    }, 20_000);

  it('a request no admin approved is cancelled by the system; an approved one unpaid is cancelled and its dates freed, after a reminder', async () => {
    const listing = await createListing(t, host);
    const guest = await newGuest(t);
    const unreviewed = await request(guest, listing.id, 3, 4);
    const expired = await until(async () => ((await booking(guest.auth, unreviewed)).status === 'cancelled' ? booking(guest.auth, unreviewed) : null));
    expect(expired).toMatchObject({ status: 'cancelled' });
    const timeline = (await t.http.get(`/api/admin/bookings/${unreviewed}`).set(admin)).body.data.timeline;
    expect(timeline.at(-1)).toMatchObject({ actor: 'system' });

    const unpaid = await request(guest, listing.id, 5, 7);
    await t.http.put(`/api/admin/bookings/${unpaid}/status`).set(admin).send({ status: 'processing' }).expect(200);
    await until(async () => (await titles(guest.auth)).includes('Reminder: pay to keep your dates'));
    await until(async () => (await booking(guest.auth, unpaid)).status === 'cancelled');
    // The dates are free again: another guest's request for them can be approved.
    const other = await newGuest(t);
    const again = await request(other, listing.id, 5, 7);
    await t.http.put(`/api/admin/bookings/${again}/status`).set(admin).send({ status: 'processing' }).expect(200);
  });

  it('a checked-out stay nobody released is released to the host by the system, once', async () => {
    const listing = await createListing(t, host, { price_per_night: 10000 });
    const guest = await newGuest(t);
    const id = await request(guest, listing.id, 0, 1);
    await t.http.put(`/api/admin/bookings/${id}/status`).set(admin).send({ status: 'processing' }).expect(200);
    const pay = await t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({}).expect(200);
    await t.http.post(`/api/payments/sandbox/checkout/${new URL(pay.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
    await until(async () => (await booking(guest.auth, id)).status === 'paid');
    const before = await accountBalance(t, `vendor_payable:${host.vendorId}`);
    await t.http.post(`/api/bookings/${id}/check-in`).set(guest.auth).expect(200);
    await t.http.post(`/api/bookings/${id}/check-out`).set(guest.auth).expect(200);
    await until(async () => (await booking(guest.auth, id)).status === 'completed');
    expect(await accountBalance(t, `vendor_payable:${host.vendorId}`)).toBe(before + 900_000);
    await new Promise((r) => setTimeout(r, 500));
    await t.flushOutbox();
    expect(await accountBalance(t, `vendor_payable:${host.vendorId}`)).toBe(before + 900_000);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
