import fc from 'fast-check';
import { apartmentCancellationRefundPercent, formatDate, splitRelease } from '@oja/shared';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { PNG_1PX } from './factories/vendors.js';
import { ledgerProblems } from './factories/service-marketplace.js';
import { createListing, lagosDay, newGuest, newHost, type Auth, type HostFixture } from './factories/apartments.js';

/** The apartment booking lifecycle through the engine: approval, payment, stay, release, cancellation (issue "Apartments…"). */
describe('apartment bookings: lifecycle and money', () => {
  let t: TestApp;
  let admin: Auth;
  let host: HostFixture;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', ESCROW_PAYOUT_HOLD_MS: '1000', OUTBOX_POLL_MS: '100' });
    admin = (await adminLogin(t)).auth;
    host = await newHost(t);
  });
  afterAll(() => t.close());

  const request = async (guest: { auth: Auth }, listingId: number, checkIn: string, checkOut: string) => {
    const res = await t.http
      .post('/api/apartment/bookings')
      .set(guest.auth)
      .send({ listing_id: listingId, check_in_date: checkIn, check_out_date: checkOut, guests: 2, nights: 1, total_price: 1 });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };
  /** What the host was credited: payable plus available (the 1 s payout hold moves money from one to the other, sooner than a loaded machine answers). */
  // Both balances in one statement (one snapshot): read one after the other, a move between them counted twice.
  const credited = async () =>
    Number(
      (
        await t.ds.query(`SELECT coalesce(sum(balance_kobo), 0)::bigint AS n FROM ledger_accounts WHERE code = ANY($1)`, [
          [`vendor_payable:${host.vendorId}`, `vendor_available:${host.vendorId}`],
        ])
      )[0].n,
    );
  const setStatus = (id: number, status: string, notes?: string) => t.http.put(`/api/admin/bookings/${id}/status`).set(admin).send({ status, notes });
  const mine = async (guest: { auth: Auth }, id: number) => (await t.http.get(`/api/bookings/${id}`).set(guest.auth)).body.data;
  /** Approve, pay through the sandbox checkout (its signed webhook), wait until paid. */
  const approveAndPay = async (guest: { auth: Auth }, id: number) => {
    expect((await setStatus(id, 'processing')).status).toBe(200);
    const pay = await t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({ booking_id: id, payment_method: 'paystack' }).expect(200);
    const code = new URL(pay.body.data.payment_url).pathname.split('/').pop();
    await t.http.post(`/api/payments/sandbox/checkout/${code}/pay`).expect(303);
    await eventually(async () => {
      await t.flushOutbox();
      return (await mine(guest, id)).status === 'paid';
    });
    return pay.body.data.reference as string;
  };

  it('request → approve → pay → check in → check out → release: the host gets 90 % through the ledger, once', async () => {
    const listing = await createListing(t, host, { price_per_night: 30000 });
    const guest = await newGuest(t);
    const id = await request(guest, listing.id, lagosDay(0), lagosDay(2));
    expect(await mine(guest, id)).toMatchObject({ status: 'pending', total_price: '60000.00', available_actions: ['CANCEL'] });
    // A guest cannot approve, pay a pending booking, or release.
    expect((await t.http.post(`/api/bookings/${id}/pay`).set(guest.auth).send({})).body).toMatchObject({
      statusCode: 409,
      code: 'BOOKING_NOT_PAYABLE',
      message: 'Only approved bookings awaiting payment can be paid',
    });
    const reference = await approveAndPay(guest, id);
    expect(reference).toMatch(/^oja-ab\d+-/);
    expect((await mine(guest, id)).vendor.contact_phone).toBeTruthy();

    const creditedBefore = await credited();
    expect((await t.http.post(`/api/admin/bookings/${id}/release-payment`).set(admin)).body).toMatchObject({
      statusCode: 409,
      code: 'BOOKING_NOT_RELEASABLE',
      message: 'Payment can be released only after check-out',
    });
    expect((await t.http.post(`/api/bookings/${id}/check-in`).set(guest.auth)).body).toMatchObject({
      message: 'Successfully checked in!',
      data: { status: 'checked_in' },
    });
    expect((await t.http.post(`/api/bookings/${id}/check-out`).set(guest.auth)).body).toMatchObject({
      message: 'Successfully checked out!',
      data: { status: 'checked_out' },
    });

    const releases = await Promise.all(Array.from({ length: 20 }, () => t.http.post(`/api/admin/bookings/${id}/release-payment`).set(admin)));
    const ok = releases.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({ message: 'Payment released to vendor successfully!', data: { total: 60000, commission: 6000, payout: 54000 } });
    expect(releases.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const { vendorKobo } = splitRelease(6_000_000, 'apartment');
    expect(await credited()).toBe(creditedBefore + vendorKobo);
    const detail = (await t.http.get(`/api/admin/bookings/${id}`).set(admin)).body.data;
    expect(detail.timeline.map((s: { to_status?: string; status?: string; to?: string }) => s.to_status ?? s.to ?? s.status)).toEqual([
      'pending',
      'processing',
      'paid',
      'checked_in',
      'checked_out',
      'completed',
    ]);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('the admin’s status changes go through the machine: anything else is a 409 with a clear message', async () => {
    const listing = await createListing(t, host);
    const guest = await newGuest(t);
    const id = await request(guest, listing.id, lagosDay(10), lagosDay(12));
    expect((await setStatus(id, 'checked_in')).body).toMatchObject({ statusCode: 409, code: 'BOOKING_TRANSITION_NOT_ALLOWED' });
    expect((await setStatus(id, 'completed')).body).toMatchObject({ statusCode: 409, message: 'Payment can be released only after check-out' });
    expect((await setStatus(id, 'flying')).status).toBe(422);
    expect((await setStatus(id, 'processing')).body.data.allowed_statuses).toEqual(['cancelled']);
    expect((await setStatus(id, 'cancelled', 'Host asked to close these dates')).body.data.status).toBe('cancelled');
    expect((await setStatus(id, 'processing')).status).toBe(409);
  });

  it('check-in waits for the check-in day (Lagos)', async () => {
    const listing = await createListing(t, host);
    const guest = await newGuest(t);
    const id = await request(guest, listing.id, lagosDay(5), lagosDay(6));
    await approveAndPay(guest, id);
    expect((await t.http.post(`/api/bookings/${id}/check-in`).set(guest.auth)).body).toMatchObject({
      statusCode: 409,
      message: `You can check in from ${formatDate(lagosDay(5))}`,
    });
  });

  it('another customer cannot read, pay, check in or cancel a booking; a host or an admin token cannot act as the guest', async () => {
    const listing = await createListing(t, host);
    const guest = await newGuest(t);
    const other = await newGuest(t);
    const id = await request(guest, listing.id, lagosDay(20), lagosDay(21));
    await setStatus(id, 'processing');
    for (const path of ['pay', 'check-in', 'check-out', 'cancel']) {
      expect((await t.http.post(`/api/bookings/${id}/${path}`).set(other.auth).send({})).status).toBe(404);
      expect((await t.http.post(`/api/bookings/${id}/${path}`).set(host.auth).send({})).status).toBe(403);
    }
    expect((await t.http.get(`/api/bookings/${id}`).set(other.auth)).status).toBe(404);
    expect((await t.http.post(`/api/admin/bookings/${id}/release-payment`).set(guest.auth)).status).toBe(403);
  });

  it('100 concurrent approvals of overlapping requests: exactly one holds the dates', async () => {
    const title = `Race House ${Date.now()}`;
    const listing = await createListing(t, host, { title });
    const guests = await Promise.all(Array.from({ length: 10 }, () => newGuest(t)));
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push(await request(guests[i % 10]!, listing.id, lagosDay(30), lagosDay(33)));
    const results = await Promise.all(ids.map((id) => setStatus(id, 'processing')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'BOOKING_DATES_TAKEN')).toBe(true);
    const [held] = await t.ds.query(`SELECT count(*)::int AS n FROM apartment_bookings WHERE listing_id = $1 AND status = 'processing'`, [listing.id]);
    expect(held.n).toBe(1);
    // The held stay disappears from the directory for those dates, and stays for others.
    const listed = async (q: string) =>
      ((await t.http.get(`/api/apartments?${q}&q=${encodeURIComponent(title)}`)).body.data as Array<{ id: number }>).some((a) => a.id === listing.id);
    expect(await listed(`check_in=${lagosDay(31)}&check_out=${lagosDay(32)}`)).toBe(false);
    expect(await listed(`check_in=${lagosDay(40)}&check_out=${lagosDay(41)}`)).toBe(true);
  });

  it('cancelling a paid stay refunds by the tiers and releases the rest to the host minus 10 %', async () => {
    const listing = await createListing(t, host, { price_per_night: 20000 });
    for (const [daysAhead, percent] of [
      [8, 50],
      [4, 25],
      [1, 0],
    ] as const) {
      const guest = await newGuest(t);
      const id = await request(guest, listing.id, lagosDay(daysAhead), lagosDay(daysAhead + 1));
      await approveAndPay(guest, id);
      const quoted = (await mine(guest, id)).cancellation_refund;
      expect(quoted).toMatchObject({ percent });
      const res = await t.http.post(`/api/bookings/${id}/cancel`).set(guest.auth).send({ reason: 'Plans changed' });
      expect(res.body).toMatchObject({ data: { status: 'cancelled' } });
      const refunds = await t.ds.query(`SELECT amount_kobo::int AS a FROM refunds WHERE subject_kind = 'apartment_booking' AND subject_id = $1`, [id]);
      expect(refunds.map((r: { a: number }) => r.a)).toEqual(percent ? [(2_000_000 * percent) / 100] : []);
    }
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a guest reports a problem with a stay, with a photo the host can see; no plain release moves the money; an admin refunds part, the ledger balanced', async () => {
    const listing = await createListing(t, host, { price_per_night: 40000 });
    const guest = await newGuest(t);
    const id = await request(guest, listing.id, lagosDay(0), lagosDay(1));
    await approveAndPay(guest, id);
    await t.http.post(`/api/bookings/${id}/dispute`).set(guest.auth).send({ reason: 'No water' }).expect(409);
    await t.http.post(`/api/bookings/${id}/check-in`).set(guest.auth).expect(200);
    expect((await mine(guest, id)).available_actions).toEqual(['CHECK_OUT', 'DISPUTE']);
    const opened = await t.http.post(`/api/bookings/${id}/dispute`).set(guest.auth).send({ reason: 'No water for two days.' }).expect(200);
    expect(opened.body.data).toMatchObject({ status: 'checked_in', disputed_at: expect.any(String), available_actions: ['CHECK_OUT'] });
    expect((await t.http.post(`/api/bookings/${id}/dispute`).set(guest.auth).send({ reason: 'Again' }).expect(409)).body.message).toBe(
      'A problem has already been reported for this stay',
    );
    await t.http.post(`/api/bookings/${id}/dispute/photos`).set(guest.auth).attach('photo', PNG_1PX, 'tap.png').expect(201);
    expect((await t.http.get(`/api/attachments/subject/apartment_booking/${id}`).set(host.auth).expect(200)).body.data).toHaveLength(1);
    await t.http.post(`/api/bookings/${id}/check-out`).set(guest.auth).expect(200);
    expect((await t.http.post(`/api/admin/bookings/${id}/release-payment`).set(admin)).body).toMatchObject({
      statusCode: 409,
      message: 'This stay has an open dispute: an administrator resolves it from Disputes',
    });

    const [dispute] = await t.ds.query(`SELECT id FROM disputes WHERE subject_kind = 'apartment_booking' AND subject_id = $1`, [id]);
    const creditedBefore = await credited();
    await t.http
      .post(`/api/admin/disputes/${dispute.id}/resolve`)
      .set(admin)
      .send({ resolution: 'refund', refund_amount: 10000, note: 'A day without water' })
      .expect(200);
    expect((await mine(guest, id)).status).toBe('refunded');
    const refunds = await t.ds.query(`SELECT amount_kobo::int AS a FROM refunds WHERE subject_kind = 'apartment_booking' AND subject_id = $1`, [id]);
    expect(refunds.map((r: { a: number }) => r.a)).toEqual([1_000_000]);
    expect((await credited()) - creditedBefore).toBe(splitRelease(3_000_000, 'apartment').vendorKobo);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('the tiers as a property: 7+ days 50 %, 3–6 days 25 %, under 3 days 0 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 0, max: 23 }), (days, hour) => {
        const cancelledAt = new Date(Date.UTC(2026, 5, 1, hour));
        const checkIn = new Date(Date.UTC(2026, 5, 1 + days, 12)).toISOString().slice(0, 10);
        const lagosToday = new Date(cancelledAt.getTime() + 3_600_000).toISOString().slice(0, 10);
        const d = Math.round((Date.parse(checkIn) - Date.parse(lagosToday)) / 86_400_000);
        expect(apartmentCancellationRefundPercent(checkIn, cancelledAt)).toBe(d >= 7 ? 50 : d >= 3 ? 25 : 0);
      }),
      { numRuns: 200, seed: 42 },
    );
  });
});
