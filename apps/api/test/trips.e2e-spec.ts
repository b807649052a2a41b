import { nairaToKobo, rideFare, splitRelease, tripEstimate } from '@oja/shared';
import { createTestApp, eventually, type TestApp } from './utils/app.js';
import { openSse, type SseStream } from './utils/sse.js';
import { newVendor, PNG_1PX, type TestVendor } from './factories/vendors.js';
import { accountBalance, ledgerProblems, newCustomer } from './factories/service-marketplace.js';
import { newAdmin } from './factories/users.js';
import { EscrowJobs } from '../src/modules/escrow/escrow.jobs.js';

type Auth = { Authorization: string };
/** Yaba, Lagos: every ride here starts near it. */
const YABA = { lat: 6.5095, lng: 3.3711, label: 'Yaba bus stop' };
const LEKKI = { lat: 6.4474, lng: 3.4723, label: 'Lekki Phase 1' };

/** Real okada rides: the fare, dispatch to the nearest online riders one at a time, the races, the steps, money, positions. */
describe('okada rides', () => {
  let A: TestApp;
  let B: TestApp;
  let urlB = '';
  const open: SseStream[] = [];
  // An offer's window: long enough for a loaded machine to answer the checks made while one rider holds it.
  const env = { PAYMENT_PROVIDER: 'sandbox', RIDE_OFFER_MS: '4000', RIDE_SEARCH_MS: '60000', OUTBOX_POLL_MS: '100', ESCROW_PAYOUT_HOLD_MS: '60000' };
  beforeAll(async () => {
    A = await createTestApp(env);
    B = await createTestApp(env);
    await B.app.listen(0, '127.0.0.1');
    urlB = await B.app.getUrl();
  });
  afterEach(() => open.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    // No ride of these tests keeps searching (and re-dispatching) in the next file's app on this worker's queues.
    await A?.ds.query(`UPDATE trips SET status = 'cancelled', cancelled_at = now(), offered_to = NULL WHERE status = 'searching'`);
    await A?.close();
    await B?.close();
  });

  /** Every rider of a test is away from the others' pickups: each test uses its own town (a latitude band). */
  let town = 0;
  const place = (km: number) => ({ lat: 9 + town * 0.5 + km / 111, lng: 7.49 });
  async function onlineRider(at: { lat: number; lng: number }): Promise<TestVendor> {
    const v = await newVendor(A, { category: 'rider', live: true });
    await A.http
      .post('/api/vendor/rider/setup')
      .set(v.auth)
      .send({ vehicle_type: 'bike', experience_years: 3 })
      .expect((r) => expect([200, 201]).toContain(r.status));
    await A.http.patch('/api/vendor/rider/status').set(v.auth).send({ online: true }).expect(200);
    await A.http.post('/api/vendor/rider/location').set(v.auth).send(at).expect(200);
    return v;
  }
  const request = (auth: Auth, pickup: object, destination: object, payment_method = 'cash') =>
    A.http.post('/api/rides').set(auth).send({ pickup, destination, payment_method });
  const offerOf = async (v: TestVendor) =>
    (await A.http.get('/api/vendor/rider/rides/current').set(v.auth).expect(200)).body.data.offer as { id: number } | null;
  const until = <T>(fn: () => Promise<T | null | false>, ms = 10_000) =>
    eventually(async () => {
      await A.flushOutbox();
      return fn();
    }, ms);
  const riderAct = (v: TestVendor, id: number, action: string, body: object = {}) =>
    A.http.post(`/api/vendor/rider/rides/${id}/${action}`).set(v.auth).send(body);
  const ride = async (auth: Auth, id: number) => (await A.http.get(`/api/rides/${id}`).set(auth).expect(200)).body.data;

  beforeEach(() => {
    town += 1;
  });

  it('estimates with the spec’s fare on the road distance, fixes it at request, refuses points outside Nigeria; the demonstration payload still works', async () => {
    const c = await newCustomer(A);
    const e = tripEstimate(YABA, LEKKI);
    const q = await A.http
      .get(`/api/rides/estimate?pickup_lat=${YABA.lat}&pickup_lng=${YABA.lng}&destination_lat=${LEKKI.lat}&destination_lng=${LEKKI.lng}`)
      .expect(200);
    expect(q.body.data).toEqual({ distance_km: e.distanceKm, fare: e.fare, minutes: e.minutes });
    expect(q.body.data.fare).toBe(rideFare(q.body.data.distance_km));
    const created = await request(c.auth, YABA, LEKKI).expect(201);
    expect(created.body.data).toMatchObject({
      status: 'searching',
      fare: e.fare,
      distance_km: e.distanceKm,
      payment_method: 'cash',
      pickup: YABA,
      start_code: expect.stringMatching(/^\d{4}$/),
      rider: null,
      actions: ['cancel'],
    });
    // One ride in progress at a time.
    expect((await request(c.auth, YABA, LEKKI).expect(409)).body.code).toBe('RIDE_IN_PROGRESS');
    await A.http.post(`/api/rides/${created.body.data.id}/cancel`).set(c.auth).expect(200);
    const london = { lat: 51.5, lng: -0.12 };
    expect((await request(c.auth, YABA, london).expect(422)).body.code).toBe('RIDE_OUTSIDE_NIGERIA');
    expect((await request(c.auth, { lat: 'x' }, LEKKI).expect(422)).body.errors['pickup.lat']).toBeDefined();
    // The demonstration's finished ride (pickup in words) is kept as before.
    const demo = await A.http
      .post('/api/rides')
      .set(c.auth)
      .send({ pickup: 'Yaba', destination: 'Lekki', distance_km: 5, fare: rideFare(5) })
      .expect(201);
    expect(demo.body.data).toMatchObject({ demo: true, fare: 600 });
  });

  it('offers a ride to the nearest of 20 online riders first, then the next on a decline, then the next when the window passes', async () => {
    const riders: TestVendor[] = [];
    // Created farthest first, so the nearest is not simply the newest.
    for (let i = 20; i >= 1; i--) riders.unshift(await onlineRider(place(i * 0.5)));
    const c = await newCustomer(A);
    const id = (await request(c.auth, place(0), place(30)).expect(201)).body.data.id as number;
    await until(async () => (await offerOf(riders[0]!))?.id === id);
    // While the nearest holds it: nobody else is offered it, and a rider it is not offered to cannot take it (asked side by side).
    const [others, stranger] = await Promise.all([Promise.all(riders.slice(1).map((r) => offerOf(r))), riderAct(riders[5]!, id, 'accept')]);
    expect(others.every((o) => o === null)).toBe(true);
    expect(stranger.status).toBe(409);
    expect(stranger.body.code).toBe('RIDE_NOT_OFFERED');
    await riderAct(riders[0]!, id, 'decline').expect(200);
    await until(async () => (await offerOf(riders[1]!))?.id === id);
    // The second lets the 4 s window pass: the third gets it, and the second's late accept is refused.
    await until(async () => (await offerOf(riders[2]!))?.id === id, 15_000);
    expect((await riderAct(riders[1]!, id, 'accept').expect(409)).body.code).toBe('RIDE_NOT_OFFERED');
    await riderAct(riders[2]!, id, 'accept').expect(200);
    expect(await ride(c.auth, id)).toMatchObject({ status: 'found', rider: { id: riders[2]!.vendorId, vehicle_type: 'bike' } });
    // An offline rider is never offered a ride.
    await A.http.patch('/api/vendor/rider/status').set(riders[3]!.auth).send({ online: false }).expect(200);
    const second = (await request((await newCustomer(A)).auth, place(1.5), place(30)).expect(201)).body.data.id as number;
    await until(async () => (await offerOf(riders[1]!))?.id === second || (await offerOf(riders[4]!))?.id === second);
    expect(await offerOf(riders[3]!)).toBeNull();
  });

  it('100 concurrent accepts of one offer by the offered rider: one; an accept racing the customer’s cancel: exactly one outcome', async () => {
    const rider = await onlineRider(place(0.3));
    const c = await newCustomer(A);
    const id = (await request(c.auth, place(0), place(10)).expect(201)).body.data.id as number;
    await until(async () => (await offerOf(rider))?.id === id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => riderAct(rider, id, 'accept')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    await riderAct(rider, id, 'cancel').expect(200);

    const c2 = await newCustomer(A);
    const raced = (await request(c2.auth, place(0), place(10)).expect(201)).body.data.id as number;
    await until(async () => (await offerOf(rider))?.id === raced);
    const [acc, can] = await Promise.all([riderAct(rider, raced, 'accept'), A.http.post(`/api/rides/${raced}/cancel`).set(c2.auth)]);
    const final = await ride(c2.auth, raced);
    // Either the accept won (then the cancel came after it: allowed, cancelled) or the cancel won (the accept refused).
    expect([acc.status, can.status]).toContainEqual(200);
    if (acc.status !== 200) expect(acc.status).toBe(409);
    expect(final.status).toBe('cancelled');
    expect(final.cancelled_by).toBe('customer');
  });

  it('a cash ride end to end: arrived, a wrong start code refused, started, completed; the rider owes 5 % in the ledger; positions reach the customer live through another process', async () => {
    const rider = await onlineRider(place(0.4));
    const c = await newCustomer(A);
    const created = (await request(c.auth, place(0), place(8)).expect(201)).body.data;
    await until(async () => (await offerOf(rider))?.id === created.id);
    // The rider never sees the start code.
    expect((await A.http.get('/api/vendor/rider/rides/current').set(rider.auth)).body.data.offer.start_code).toBeUndefined();
    await riderAct(rider, created.id, 'accept').expect(200);
    // The customer's stream on process B hears the rider's positions sent to process A.
    const stream = await openSse(`${urlB}/api/live`, c.auth);
    open.push(stream);
    await stream.next((f) => f.event === 'ready');
    // (A step of 10 m: a fix a second later cannot be far from the last one.)
    await A.http.post('/api/vendor/rider/location').set(rider.auth).send(place(0.39)).expect(200);
    const pos = await stream.next((f) => f.event === 'ride.position', 5000);
    expect(pos.data).toMatchObject({ ride_id: created.id, lat: place(0.39).lat, eta_minutes: expect.any(Number) });
    expect(pos.id).toBeUndefined();
    // Impossible moves and other countries are refused.
    expect((await A.http.post('/api/vendor/rider/location').set(rider.auth).send(place(200)).expect(422)).body.code).toBe('RIDER_IMPOSSIBLE_MOVE');
    expect((await A.http.post('/api/vendor/rider/location').set(rider.auth).send({ lat: 51.5, lng: -0.1 }).expect(422)).body.code).toBe('RIDE_OUTSIDE_NIGERIA');

    await riderAct(rider, created.id, 'start', { start_code: created.start_code }).expect(409);
    await riderAct(rider, created.id, 'arrived').expect(200);
    const wrong = created.start_code === '0000' ? '1111' : '0000';
    expect((await riderAct(rider, created.id, 'start', { start_code: wrong }).expect(409)).body.message).toBe('That start code is not right');
    await riderAct(rider, created.id, 'start', { start_code: created.start_code }).expect(200);
    await riderAct(rider, created.id, 'complete').expect(200);
    expect(await ride(c.auth, created.id)).toMatchObject({ status: 'completed', payment_status: 'cash' });
    const fee = splitRelease(Math.round(created.fare * 100), 'ride').feeKobo;
    expect(await accountBalance(A, `rider_cash_owed:${rider.vendorId}`)).toBe(fee);
    // The rider's dashboard and the admins' list show the real ride and the cash owed.
    expect((await A.http.get('/api/vendor/rider/dashboard').set(rider.auth).expect(200)).body.data.stats).toMatchObject({
      rides: 1,
      fares: created.fare,
      cash_owed: fee / 100,
    });
    const admin = await newAdmin(A);
    const listed = (await A.http.get('/api/admin/rides?status=completed').set(admin.auth).expect(200)).body.data;
    expect(listed.find((x: { id: number }) => x.id === created.id)).toMatchObject({ rider_cash_owed: fee / 100, rider: { id: rider.vendorId } });
    expect(await ledgerProblems(A)).toEqual([]);
    // Both may rate each other (reviews of a completed ride).
    expect((await A.http.get('/api/reviews/pending').set(c.auth).expect(200)).body.data).toEqual([
      expect.objectContaining({ subject_kind: 'ride', subject_id: created.id }),
    ]);
  });

  it('a card ride: paid into escrow after the accept, released to the rider minus 5 % at completion; cancelled after payment, refunded in full', async () => {
    const rider = await onlineRider(place(0.2));
    const c = await newCustomer(A);
    const id = (await request(c.auth, place(0), place(6), 'card').expect(201)).body.data.id as number;
    expect((await A.http.post(`/api/rides/${id}/pay`).set(c.auth).send({}).expect(409)).body.message).toBe('Pay once a rider has accepted your request.');
    await until(async () => (await offerOf(rider))?.id === id);
    await riderAct(rider, id, 'accept').expect(200);
    const pay = await A.http.post(`/api/rides/${id}/pay`).set(c.auth).send({}).expect(200);
    await A.http.post(`/api/payments/sandbox/checkout/${new URL(pay.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
    await until(async () => (await ride(c.auth, id)).payment_status === 'paid');
    const r = await ride(c.auth, id);
    await riderAct(rider, id, 'arrived').expect(200);
    await riderAct(rider, id, 'start', { start_code: r.start_code }).expect(200);
    await riderAct(rider, id, 'complete').expect(200);
    expect(await accountBalance(A, `vendor_payable:${rider.vendorId}`)).toBe(splitRelease(Math.round(r.fare * 100), 'ride').vendorKobo);

    const c2 = await newCustomer(A);
    const cancelled = (await request(c2.auth, place(0), place(6), 'card').expect(201)).body.data.id as number;
    await until(async () => (await offerOf(rider))?.id === cancelled);
    await riderAct(rider, cancelled, 'accept').expect(200);
    const pay2 = await A.http.post(`/api/rides/${cancelled}/pay`).set(c2.auth).send({}).expect(200);
    await A.http.post(`/api/payments/sandbox/checkout/${new URL(pay2.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
    await until(async () => (await ride(c2.auth, cancelled)).payment_status === 'paid');
    await A.http.post(`/api/rides/${cancelled}/cancel`).set(c2.auth).expect(200);
    const refunds = await A.ds.query(`SELECT amount_kobo::int AS a FROM refunds WHERE subject_kind = 'ride' AND subject_id = $1`, [cancelled]);
    expect(refunds.map((x: { a: number }) => x.a)).toEqual([Math.round((await ride(c2.auth, cancelled)).fare * 100)]);
    expect(await ledgerProblems(A)).toEqual([]);
  });
  it('a courier delivers a food order: the shop asks for an Oja rider, the nearest accepts, picks up and delivers with both seal photos; the fee goes to the rider from the order', async () => {
    const shopAt = place(0);
    const home = place(4);
    const rider = await onlineRider(place(0.3));
    const kitchen = await newVendor(A, { category: 'food_vendor', live: true });
    await A.http
      .post('/api/vendor/food/setup')
      .set(kitchen.auth)
      .send({ restaurant_name: `Buka ${town}`, cuisine: 'Nigerian', address: '3 Allen Avenue, Ikeja', phone: '08031234567', opening_hours: '24/7' })
      .expect((r) => expect([200, 201]).toContain(r.status));
    const dish = (await A.http.post('/api/vendor/menu-items').set(kitchen.auth).send({ name: 'Ofada rice', price: 4000, category: 'Local Dishes' }).expect(201))
      .body.data;
    const c = await newCustomer(A);
    const placed = await A.http
      .post('/api/orders')
      .set(c.auth)
      .send({
        vendor_id: kitchen.vendorId,
        items: [{ item_id: dish.id, quantity: 1 }],
        delivery_address: '2 Gana Street, Maitama',
        phone: '08039876543',
        lat: home.lat,
        lng: home.lng,
      })
      .expect(201);
    const orderId = placed.body.data.id as number;
    const pay = await A.http.post(`/api/orders/${orderId}/pay`).set(c.auth).send({}).expect(200);
    await A.http.post(`/api/payments/sandbox/checkout/${new URL(pay.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
    await until(async () => (await A.http.get(`/api/orders/${orderId}`).set(c.auth)).body.data.payment_status === 'paid');
    const shopAct = (path: string) => A.http.post(`/api/vendor/orders/${orderId}/${path}`).set(kitchen.auth);
    await shopAct('accept').expect(200);
    // Not ready yet; then ready, but the shop has no pin.
    expect((await shopAct('courier').expect(409)).body.code).toBe('COURIER_ORDER_NOT_READY');
    await shopAct('ready').expect(200);
    expect((await shopAct('courier').expect(409)).body.code).toBe('COURIER_NO_PICKUP_PIN');
    expect((await A.http.patch('/api/vendor/storefront').set(kitchen.auth).send({ pickup_lat: 51.5, pickup_lng: -0.1 }).expect(422)).body.code).toBe(
      'PICKUP_OUTSIDE_NIGERIA',
    );
    expect(
      (await A.http.patch('/api/vendor/storefront').set(kitchen.auth).send({ pickup_lat: shopAt.lat, pickup_lng: shopAt.lng }).expect(200)).body.data.pickup,
    ).toEqual({ lat: shopAt.lat, lng: shopAt.lng });

    const asked = (await shopAct('courier').expect(201)).body.data;
    const fee = tripEstimate(shopAt, home).fare;
    expect(asked).toMatchObject({
      purpose: 'delivery',
      status: 'searching',
      fee,
      payment_method: 'order',
      order: { id: orderId, kind: 'food_order', items: '1 × Ofada rice' },
      actions: ['cancel'],
    });
    expect((await shopAct('courier').expect(409)).body.code).toBe('COURIER_ALREADY');
    // The nearest online rider gets the offer, with what to carry; the customer sees who is coming.
    const offer = await until(async () => {
      const o = (await A.http.get('/api/vendor/rider/rides/current').set(rider.auth)).body.data.offer;
      return o?.id === asked.ride_id ? o : null;
    });
    expect(offer).toMatchObject({ purpose: 'delivery', fare: fee, order: { id: orderId, shop: `Buka ${town}` } });
    await riderAct(rider, asked.ride_id, 'accept').expect(200);
    expect((await A.http.get(`/api/orders/${orderId}/courier`).set(c.auth).expect(200)).body.data).toMatchObject({
      status: 'found',
      rider: { id: rider.vendorId },
      actions: [],
    });
    expect(
      (
        await A.http
          .get(`/api/orders/${orderId}/courier`)
          .set((await newCustomer(A)).auth)
          .expect(404)
      ).body.code,
    ).toBe('ORDER_NOT_FOUND');
    await riderAct(rider, asked.ride_id, 'arrived').expect(200);
    // The pickup needs the sealed package's photo (no code); the drop-off the delivered package's.
    expect((await riderAct(rider, asked.ride_id, 'start', { start_code: '1234' }).expect(422)).body.code).toBe('PHOTO_REQUIRED');
    await A.http.post(`/api/vendor/rider/rides/${asked.ride_id}/start`).set(rider.auth).attach('photo', PNG_1PX, 'sealed.png').expect(200);
    expect((await A.http.get(`/api/orders/${orderId}`).set(c.auth)).body.data).toMatchObject({
      status: 'out_for_delivery',
      handover_photo: { id: expect.any(Number) },
    });
    await A.http.post(`/api/vendor/rider/rides/${asked.ride_id}/complete`).set(rider.auth).attach('photo', PNG_1PX, 'door.png').expect(200);
    const delivered = (await A.http.get(`/api/orders/${orderId}`).set(c.auth)).body.data;
    expect(delivered).toMatchObject({ status: 'delivered', handover_photo: { id: expect.any(Number) }, delivery_photo: { id: expect.any(Number) } });
    // The rider's fee came out of the order's escrow; the shop gets the rest, less 5 %, when the customer confirms.
    const feeKobo = nairaToKobo(fee);
    expect(await accountBalance(A, `vendor_payable:${rider.vendorId}`)).toBe(splitRelease(feeKobo, 'ride').vendorKobo);
    await A.http.post(`/api/orders/${orderId}/confirm-delivery`).set(c.auth).send({}).expect(200);
    const totalKobo = Math.round(delivered.total_amount * 100);
    expect(await accountBalance(A, `vendor_payable:${kitchen.vendorId}`)).toBe(splitRelease(totalKobo - feeKobo, 'food').vendorKobo);
    expect(await accountBalance(A, `escrow_held:fd${orderId}`)).toBe(0);
    expect(await ledgerProblems(A)).toEqual([]);
    // A delivery is not among the customer's rides or places, and not reviewed as a ride.
    expect((await A.http.get('/api/rides/current').set(c.auth).expect(200)).body.data).toBeNull();
    expect((await A.http.get('/api/rides/recent-places').set(c.auth).expect(200)).body.data).toEqual([]);
    const admin = await newAdmin(A);
    expect((await A.http.get('/api/admin/rides?purpose=delivery').set(admin.auth).expect(200)).body.data[0]).toMatchObject({
      id: asked.ride_id,
      purpose: 'delivery',
      status: 'completed',
    });
  });
  it('a problem reported within 24 h is a dispute: a card fare is held from payout and up to 50 % clawed back from the rider; a cash ride is resolved without a refund', async () => {
    const rider = await onlineRider(place(0.2));
    const admin = await newAdmin(A);
    const ridden = async (method: 'cash' | 'card') => {
      const c = await newCustomer(A);
      const id = (await request(c.auth, place(0), place(6), method).expect(201)).body.data.id as number;
      await until(async () => (await offerOf(rider))?.id === id);
      await riderAct(rider, id, 'accept').expect(200);
      if (method === 'card') {
        const pay = await A.http.post(`/api/rides/${id}/pay`).set(c.auth).send({}).expect(200);
        await A.http.post(`/api/payments/sandbox/checkout/${new URL(pay.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
        await until(async () => (await ride(c.auth, id)).payment_status === 'paid');
      }
      await riderAct(rider, id, 'arrived').expect(200);
      await riderAct(rider, id, 'start', { start_code: (await ride(c.auth, id)).start_code }).expect(200);
      await riderAct(rider, id, 'complete').expect(200);
      return { c, id, fareKobo: nairaToKobo((await ride(c.auth, id)).fare) };
    };
    const disputeOf = async (id: number) => {
      const list = (await A.http.get('/api/admin/disputes').query({ status: 'open' }).set(admin.auth).expect(200)).body.data as Array<{
        id: number;
        subject_kind: string;
        order_id: number;
      }>;
      return list.find((d) => d.subject_kind === 'ride' && d.order_id === id)!;
    };

    const card = await ridden('card');
    expect((await ride(card.c.auth, card.id)).actions).toContain('report_problem');
    expect((await A.http.post(`/api/rides/${card.id}/report-problem`).set(card.c.auth).send({}).expect(422)).body.errors.reason).toBeDefined();
    const reported = await A.http
      .post(`/api/rides/${card.id}/report-problem`)
      .set(card.c.auth)
      .send({ reason: 'The rider took a much longer route' })
      .expect(200);
    expect(reported.body.data).toMatchObject({ status: 'disputed', problem_reason: 'The rider took a much longer route' });
    expect((await A.http.post(`/api/rides/${card.id}/report-problem`).set(card.c.auth).send({ reason: 'Again' }).expect(409)).body.message).toBe(
      'A problem has already been reported for this ride',
    );
    // While it is open, the rider's share is not made available for payout.
    const share = splitRelease(card.fareKobo, 'ride').vendorKobo;
    const payable = await accountBalance(A, `vendor_payable:${rider.vendorId}`);
    await A.app.get(EscrowJobs).makeAvailable({ orderId: card.id, kind: 'ride' });
    expect(await accountBalance(A, `vendor_payable:${rider.vendorId}`)).toBe(payable);
    const refund = Math.floor(card.fareKobo / 2 / 100);
    // Read in one statement: the resolution's job moves the share from payable to available at any moment.
    const credited = async () =>
      Number(
        (
          await A.ds.query(`SELECT coalesce(sum(balance_kobo), 0) AS s FROM ledger_accounts WHERE code = ANY($1)`, [
            [`vendor_payable:${rider.vendorId}`, `vendor_available:${rider.vendorId}`],
          ])
        )[0].s,
      );
    const before = await credited();
    const d = await disputeOf(card.id);
    await A.http
      .post(`/api/admin/disputes/${d.id}/resolve`)
      .set(admin.auth)
      .send({ resolution: 'refund', refund_amount: refund, note: 'Route twice as long' })
      .expect(200);
    expect(await ride(card.c.auth, card.id)).toMatchObject({ status: 'refunded' });
    // Clawed back from the payable share, and the rest made available once resolved.
    expect(await credited()).toBe(before - refund * 100);
    await until(async () => (await accountBalance(A, `vendor_available:${rider.vendorId}`)) === share - refund * 100);
    const refunds = await A.ds.query(`SELECT amount_kobo::int AS a, reason FROM refunds WHERE subject_kind = 'ride' AND subject_id = $1`, [card.id]);
    expect(refunds).toEqual([{ a: refund * 100, reason: 'dispute' }]);

    const cash = await ridden('cash');
    await A.http.post(`/api/rides/${cash.id}/report-problem`).set(cash.c.auth).send({ reason: 'Rude rider' }).expect(200);
    const dc = await disputeOf(cash.id);
    expect(
      (
        await A.http
          .post(`/api/admin/disputes/${dc.id}/resolve`)
          .set(admin.auth)
          .send({ resolution: 'refund', refund_amount: 100, note: 'Asked for money back' })
          .expect(409)
      ).body.message,
    ).toBe('A cash ride was paid to the rider in hand: Oja holds nothing to refund, so resolve it without a refund');
    await A.http.post(`/api/admin/disputes/${dc.id}/resolve`).set(admin.auth).send({ resolution: 'release', note: 'Spoke to both' }).expect(200);
    expect(await ride(cash.c.auth, cash.id)).toMatchObject({ status: 'completed' });
    expect(await ledgerProblems(A)).toEqual([]);
  });
});
