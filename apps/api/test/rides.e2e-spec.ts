import { createTestApp, TestApp } from './utils/app.js';
import { newCustomer } from './factories/service-marketplace.js';
import { newVendor, VALID_DETAILS, type TestVendor } from './factories/vendors.js';

async function newRider(t: TestApp, live = true): Promise<TestVendor> {
  const rider = await newVendor(t, { category: 'rider', live });
  await t.http.post('/api/vendor/rider/setup').set(rider.auth).send(VALID_DETAILS.rider).expect(201);
  return rider;
}

const onlineIds = async (t: TestApp) => ((await t.http.get('/api/riders/online').expect(200)).body.data as Array<{ id: number }>).map((r) => r.id);

describe('okada ride demonstration: stored rides, the rider online toggle and the online riders list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a live rider goes online and offline on the server, and only online live riders are listed', async () => {
    const rider = await newRider(t);
    const notLive = await newRider(t, false);
    expect(await onlineIds(t)).not.toContain(rider.vendorId);

    const on = await t.http.patch('/api/vendor/rider/status').set(rider.auth).send({ online: true }).expect(200);
    expect(on.body.data).toEqual({ online: true });
    const listed = (await t.http.get('/api/riders/online').expect(200)).body.data.find((r: { id: number }) => r.id === rider.vendorId);
    expect(listed).toMatchObject({ id: rider.vendorId, business_name: rider.businessName, vehicle_type: 'bike', experience_years: 3 });
    expect((await t.http.get('/api/vendor/rider/dashboard').set(rider.auth).expect(200)).body.data).toMatchObject({
      online: true,
      stats: { rides: 0, fares: 0, earnings: 0 },
    });

    // A rider who is not live may not toggle (and would not be listed).
    await t.http.patch('/api/vendor/rider/status').set(notLive.auth).send({ online: true }).expect(403);
    await t.ds.query('update vendor_rider_details set online = true where vendor_id = $1', [notLive.vendorId]);
    expect(await onlineIds(t)).not.toContain(notLive.vendorId);

    await t.http.patch('/api/vendor/rider/status').set(rider.auth).send({ online: false }).expect(200);
    expect(await onlineIds(t)).not.toContain(rider.vendorId);
    expect((await t.http.get('/api/vendor/rider/dashboard').set(rider.auth).expect(200)).body.data.online).toBe(false);

    const bad = await t.http.patch('/api/vendor/rider/status').set(rider.auth).send({ online: 'yes' }).expect(422);
    expect(JSON.stringify(bad.body)).toContain('online must be true or false');
  });

  it('other vendors and customers cannot use the rider toggle; a rider without details is told to finish setup', async () => {
    const customer = await newCustomer(t);
    await t.http.patch('/api/vendor/rider/status').set(customer.auth).send({ online: true }).expect(403);
    const mechanic = await newVendor(t, { category: 'mechanic', live: true });
    await t.http.patch('/api/vendor/rider/status').set(mechanic.auth).send({ online: true }).expect(403);
    const bare = await newVendor(t, { category: 'rider', live: true });
    const res = await t.http.patch('/api/vendor/rider/status').set(bare.auth).send({ online: true }).expect(409);
    expect(res.body.code).toBe('RIDER_SETUP_REQUIRED');
  });

  it('a customer stores finished demo rides and lists only their own; the rider sees the ride as a demonstration, never as earnings', async () => {
    const rider = await newRider(t);
    const alice = await newCustomer(t);
    const bob = await newCustomer(t);
    await t.http.post('/api/rides').send({ pickup: 'Yaba', destination: 'Ikeja', distance_km: 5, fare: 600 }).expect(401);

    const saved = await t.http
      .post('/api/rides')
      .set(alice.auth)
      .send({ pickup: ' Yaba ', destination: 'Ikeja', distance_km: 5, fare: 600, rider_id: rider.vendorId, rating: 4 })
      .expect(201);
    expect(saved.body.data).toMatchObject({ pickup: 'Yaba', destination: 'Ikeja', distance_km: 5, fare: 600, rider_id: rider.vendorId, rating: 4, demo: true });
    await t.http.post('/api/rides').set(alice.auth).send({ pickup: 'Lekki', destination: 'VI', distance_km: 3.3, fare: 464 }).expect(201);
    await t.http.post('/api/rides').set(bob.auth).send({ pickup: 'Surulere', destination: 'Ojota', distance_km: 10, fare: 1000 }).expect(201);

    const mine = await t.http.get('/api/rides/my').set(alice.auth).expect(200);
    expect(mine.body.meta).toMatchObject({ current_page: 1, total: 2, last_page: 1 });
    expect(mine.body.data.map((r: { pickup: string }) => r.pickup)).toEqual(['Lekki', 'Yaba']);
    const bobs = await t.http.get('/api/rides/my').set(bob.auth).expect(200);
    expect(bobs.body.data.map((r: { pickup: string }) => r.pickup)).toEqual(['Surulere']);

    const dash = await t.http.get('/api/vendor/rider/dashboard').set(rider.auth).expect(200);
    // A demonstration ride is not booked or paid through Oja: it adds nothing to the rider's real figures.
    expect(dash.body.data.stats).toMatchObject({ rides: 0, fares: 0, earnings: 0, average_rating: null });
    expect(dash.body.data.demo).toMatchObject({ rides: 1, fares: 600, average_rating: 4 });
    expect(dash.body.data.recent_rides[0]).toMatchObject({ pickup: 'Yaba', fare: 600 });
  });

  it('refuses a fare that does not follow ₦200 + ₦80 per km, distances outside 2–17 km, bad ratings and unknown riders', async () => {
    const c = await newCustomer(t);
    const fare = await t.http.post('/api/rides').set(c.auth).send({ pickup: 'A', destination: 'B', distance_km: 5, fare: 100 }).expect(422);
    expect(fare.body.code).toBe('RIDE_FARE_MISMATCH');
    expect(fare.body.message).toBe('The fare for 5 km is ₦600 (₦200 + ₦80 per km)');
    await t.http.post('/api/rides').set(c.auth).send({ pickup: 'A', destination: 'B', distance_km: 30, fare: 2600 }).expect(422);
    await t.http.post('/api/rides').set(c.auth).send({ pickup: 'A', destination: 'B', distance_km: 5, fare: 600, rating: 6 }).expect(422);
    await t.http.post('/api/rides').set(c.auth).send({ pickup: '', destination: 'B', distance_km: 5, fare: 600 }).expect(422);
    const unknown = await t.http
      .post('/api/rides')
      .set(c.auth)
      .send({ pickup: 'A', destination: 'B', distance_km: 5, fare: 600, rider_id: 99_999_999 })
      .expect(404);
    expect(unknown.body.code).toBe('RIDER_NOT_FOUND');
  });
});
