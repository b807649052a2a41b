import { createTestApp, TestApp } from './utils/app.js';
import { adminLogin, signUpAndLogin } from './factories/users.js';
import { newVendor, SEGMENT_CATEGORY, VALID_DETAILS } from './factories/vendors.js';

describe('vendor onboarding, category details, dashboards and live vendors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/vendor/register', () => {
    it('stores the business basics with a canonical category and shows them in login and /api/me', async () => {
      const { auth, account } = await signUpAndLogin(t, { user_type: 'vendor' });
      const res = await t.http
        .post('/api/vendor/register')
        .set(auth)
        .send({ vendor_type: 'business', business_name: '  Garden City Shortlets ', category: 'service-apartment' })
        .expect(201);
      expect(res.body.vendor).toMatchObject({
        business_name: 'Garden City Shortlets',
        category: 'service_apartment',
        vendor_type: 'business',
        verification_status: 'pending',
        is_verified: false,
        is_live: false,
      });
      const login = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      expect(login.body.vendor).toMatchObject({
        business_name: 'Garden City Shortlets',
        category: 'service_apartment',
        vendor_type: 'business',
        verification_status: 'pending',
        is_verified: false,
        is_live: false,
      });
      expect(login.body.user.vendor).toMatchObject({ category: 'service_apartment', is_live: false });
      const me = await t.http.get('/api/me').set(auth).expect(200);
      expect(me.body.vendor.category).toBe('service_apartment');
    });

    it.each([
      ['product', 'product_vendor'],
      ['product-vendor', 'product_vendor'],
      ['apartment', 'service_apartment'],
      ['service', 'service_vendor'],
      ['FOOD', 'food_vendor'],
      ['food_vendor', 'food_vendor'],
      ['rider', 'rider'],
    ])('accepts the spelling %s and stores %s', async (spelling, canonical) => {
      const { auth } = await signUpAndLogin(t, { user_type: 'vendor' });
      const res = await t.http.post('/api/vendor/register').set(auth).send({ business_name: 'Spelled', category: spelling }).expect(201);
      expect(res.body.vendor.category).toBe(canonical);
      expect(res.body.vendor.vendor_type).toBe('individual');
    });

    it('refuses a customer (403), a second registration (409), and bad or missing fields (422)', async () => {
      const customer = await signUpAndLogin(t);
      const c = await t.http.post('/api/vendor/register').set(customer.auth).send({ business_name: 'X', category: 'mechanic' }).expect(403);
      expect(c.body.message).toMatch(/Only vendor accounts/);
      const { auth } = await signUpAndLogin(t, { user_type: 'vendor' });
      const missing = await t.http.post('/api/vendor/register').set(auth).send({ business_name: '  ', category: '' }).expect(422);
      expect(missing.body.message).toBe('Please fill in all required fields');
      expect(missing.body.errors).toEqual({ business_name: ['Please fill in all required fields'], category: ['Please fill in all required fields'] });
      const bad = await t.http.post('/api/vendor/register').set(auth).send({ business_name: 'X', category: 'plumber' }).expect(422);
      expect(bad.body.message).toMatch(/^Invalid vendor category/);
      await t.http.post('/api/vendor/register').set(auth).send({ business_name: 'X', category: 'mechanic', vendor_type: 'company' }).expect(422);
      await t.http.post('/api/vendor/register').set(auth).send({ business_name: 'X', category: 'mechanic', is_verified: true }).expect(422);
      await t.http.post('/api/vendor/register').set(auth).send({ business_name: 'X', category: 'mechanic' }).expect(201);
      const twice = await t.http.post('/api/vendor/register').set(auth).send({ business_name: 'Y', category: 'rider' }).expect(409);
      expect(twice.body.message).toBe('You have already registered a vendor business.');
    });

    it('lets one of two simultaneous registrations through', async () => {
      const { auth } = await signUpAndLogin(t, { user_type: 'vendor' });
      const body = { business_name: 'Race', category: 'rider' };
      const codes = (await Promise.all([1, 2, 3].map(() => t.http.post('/api/vendor/register').set(auth).send(body)))).map((r) => r.status).sort();
      expect(codes).toEqual([201, 409, 409]);
    });

    it('needs a user token: none → 401, admin → 403', async () => {
      await t.http.post('/api/vendor/register').send({ business_name: 'X', category: 'mechanic' }).expect(401);
      const admin = await adminLogin(t);
      await t.http.post('/api/vendor/register').set(admin.auth).send({ business_name: 'X', category: 'mechanic' }).expect(403);
    });
  });

  describe('POST /api/vendor/{category}/setup', () => {
    // General-service details are the service vendor's public profile (service_vendors, service-marketplace).
    it.each(Object.keys(VALID_DETAILS))('saves %s details, and saving again updates them', async (segment) => {
      const v = await newVendor(t, { category: SEGMENT_CATEGORY[segment] });
      const res = await t.http.post(`/api/vendor/${segment}/setup`).set(v.auth).send(VALID_DETAILS[segment]).expect(201);
      expect(res.body.message).toBe('Vendor details saved successfully');
      expect(res.body.vendor.category).toBe(SEGMENT_CATEGORY[segment]);
      const again = await t.http.post(`/api/vendor/${segment}/setup`).set(v.auth).send(VALID_DETAILS[segment]).expect(201);
      expect(again.body.details).toEqual(res.body.details);
      const mine = await t.http.get('/api/vendor/details').set(v.auth).expect(200);
      expect(mine.body.data.details).toEqual(res.body.details);
    });

    it('stores phones as E.164, trims text, and keeps a blank optional URL as null (food vendors work end to end)', async () => {
      const v = await newVendor(t, { category: 'food' });
      const res = await t.http
        .post('/api/vendor/food/setup')
        .set(v.auth)
        .send({ restaurant_name: '  Buka  ', cuisine: 'Nigerian', address: 'Ikeja', phone: '0803 123 4567', opening_hours: '8am–10pm', logo: '' })
        .expect(201);
      expect(res.body.details).toEqual({
        restaurant_name: 'Buka',
        cuisine: 'Nigerian',
        address: 'Ikeja',
        phone: '+2348031234567',
        opening_hours: '8am–10pm',
        logo: null,
      });
    });

    it('gives rider experience a default of 1 and accepts only whole numbers 1–50 and bike or tricycle', async () => {
      const v = await newVendor(t, { category: 'rider' });
      const def = await t.http.post('/api/vendor/rider/setup').set(v.auth).send({ vehicle_type: 'Tricycle' }).expect(201);
      expect(def.body.details).toEqual({ vehicle_type: 'tricycle', experience_years: 1 });
      const str = await t.http.post('/api/vendor/rider/setup').set(v.auth).send({ vehicle_type: 'bike', experience_years: '12' }).expect(201);
      expect(str.body.details.experience_years).toBe(12);
      for (const bad of [0, 51, 2.5, 'abc', -3]) {
        const res = await t.http.post('/api/vendor/rider/setup').set(v.auth).send({ vehicle_type: 'bike', experience_years: bad }).expect(422);
        expect(res.body.message).toBe('Years of experience must be a whole number from 1 to 50');
      }
      const car = await t.http.post('/api/vendor/rider/setup').set(v.auth).send({ vehicle_type: 'car', experience_years: 2 }).expect(422);
      expect(car.body.errors.vehicle_type).toEqual(['The vehicle type must be bike or tricycle.']);
    });

    it('requires every other field and checks URLs, e-mails and phones', async () => {
      const v = await newVendor(t, { category: 'product_vendor' });
      const empty = await t.http.post('/api/vendor/product/setup').set(v.auth).send({}).expect(422);
      expect(empty.body.message).toBe('Please fill in all required fields');
      expect(Object.keys(empty.body.errors).sort()).toEqual(['contact_person', 'store_address', 'store_description', 'store_email', 'store_phone']);
      const badUrl = await t.http
        .post('/api/vendor/product/setup')
        .set(v.auth)
        .send({ ...VALID_DETAILS.product, logo: 'javascript:alert(1)' })
        .expect(422);
      expect(badUrl.body.errors.logo).toEqual(['Please enter a valid web address starting with http:// or https://']);
      const ftp = await t.http
        .post('/api/vendor/product/setup')
        .set(v.auth)
        .send({ ...VALID_DETAILS.product, logo: 'ftp://example.com/x.png' })
        .expect(422);
      expect(ftp.body.errors.logo).toBeDefined();
      const badMail = await t.http
        .post('/api/vendor/product/setup')
        .set(v.auth)
        .send({ ...VALID_DETAILS.product, store_email: 'nope' })
        .expect(422);
      expect(badMail.body.errors.store_email).toBeDefined();
      const badPhone = await t.http
        .post('/api/vendor/product/setup')
        .set(v.auth)
        .send({ ...VALID_DETAILS.product, store_phone: '12345' })
        .expect(422);
      expect(badPhone.body.errors.store_phone).toEqual(['Please enter a valid Nigerian phone number']);

      const apt = await newVendor(t, { category: 'apartment' });
      const noYears = await t.http
        .post('/api/vendor/apartment/setup')
        .set(apt.auth)
        .send({ ...VALID_DETAILS.apartment, years_of_experience: undefined })
        .expect(422);
      expect(noYears.body.errors.years_of_experience).toEqual(['Please fill in all required fields']);
      const badSite = await t.http
        .post('/api/vendor/apartment/setup')
        .set(apt.auth)
        .send({ ...VALID_DETAILS.apartment, website: 'not a url' })
        .expect(422);
      expect(badSite.body.errors.website).toBeDefined();
      await t.http
        .post('/api/vendor/apartment/setup')
        .set(apt.auth)
        .send({ ...VALID_DETAILS.apartment, website: null })
        .expect(201);
    });

    it('refuses setup before registration (409), for another category (422), and for customers (403)', async () => {
      const { auth } = await signUpAndLogin(t, { user_type: 'vendor' });
      const early = await t.http.post('/api/vendor/mechanic/setup').set(auth).send(VALID_DETAILS.mechanic).expect(409);
      expect(early.body.message).toMatch(/register your business/);
      const v = await newVendor(t, { category: 'mechanic' });
      const wrong = await t.http.post('/api/vendor/food/setup').set(v.auth).send(VALID_DETAILS.food).expect(422);
      expect(wrong.body.message).toBe('These are food details, but your business is registered as a mechanic vendor.');
      const customer = await signUpAndLogin(t);
      await t.http.post('/api/vendor/mechanic/setup').set(customer.auth).send(VALID_DETAILS.mechanic).expect(403);
    });
  });

  describe('category dashboards and the live-vendor guard', () => {
    it('answers a vendor who is not live with the dashboard and a clear explanation, and the stats once live', async () => {
      const v = await newVendor(t, { category: 'mechanic', phoneVerified: true });
      const res = await t.http.get('/api/vendor/mechanic/dashboard').set(v.auth).expect(200);
      expect(res.body.data).toMatchObject({
        is_live: false,
        going_live: {
          message: 'Your vendor account is not live yet. Verify your phone number and get your documents approved on the Compliance page.',
          compliance_path: '/dashboard/mechanic/compliance',
        },
      });
      await t.ds.query(`update vendors set is_verified = true, verification_status = 'verified' where id = $1`, [v.vendorId]);
      const ok = await t.http.get('/api/vendor/mechanic/dashboard').set(v.auth).expect(200);
      expect(ok.body.data).toMatchObject({
        category: 'mechanic',
        is_live: true,
        business_name: v.businessName,
        stats: { details_completed: false, phone_verified: true },
      });
    });

    it('is live only with both a verified phone and approved KYC', async () => {
      const v = await newVendor(t, { category: 'rider' });
      await t.ds.query(`update vendors set is_verified = true, verification_status = 'verified' where id = $1`, [v.vendorId]);
      expect((await t.http.get('/api/vendor/rider/dashboard').set(v.auth).expect(200)).body.data).toMatchObject({
        is_live: false,
        going_live: { phone_verified: false },
      });
      expect((await t.http.patch('/api/vendor/rider/status').set(v.auth).send({ online: true }).expect(403)).body.message).toMatch(/not live yet/);
      const me = await t.http.get('/api/me').set(v.auth).expect(200);
      expect(me.body.vendor.is_live).toBe(false);
    });

    it('keeps each dashboard to its category, vendors and user tokens', async () => {
      const v = await newVendor(t, { category: 'food', live: true });
      await t.http.get('/api/vendor/food/dashboard').set(v.auth).expect(200);
      const other = await t.http.get('/api/vendor/mechanic/dashboard').set(v.auth).expect(403);
      expect(other.body.message).toBe('This area is for mechanic vendors.');
      const customer = await signUpAndLogin(t);
      const c = await t.http.get('/api/vendor/food/dashboard').set(customer.auth).expect(403);
      expect(c.body.message).toBe('This area is for vendors only.');
      const unregistered = await signUpAndLogin(t, { user_type: 'vendor' });
      const u = await t.http.get('/api/vendor/food/dashboard').set(unregistered.auth).expect(403);
      expect(u.body.message).toBe('Please complete your vendor registration first.');
      const admin = await adminLogin(t);
      await t.http.get('/api/vendor/food/dashboard').set(admin.auth).expect(403);
      await t.http.get('/api/vendor/food/dashboard').expect(401);
    });

    it.each(['rider', 'product', 'apartment', 'service'])('serves GET /api/vendor/%s/dashboard to live vendors of that category', async (segment) => {
      const v = await newVendor(t, { category: SEGMENT_CATEGORY[segment], live: true });
      const res = await t.http.get(`/api/vendor/${segment}/dashboard`).set(v.auth).expect(200);
      expect(res.body.data.category).toBe(SEGMENT_CATEGORY[segment]);
    });
  });

  describe('GET /api/vendors/live', () => {
    it('lists live vendors only, in the spec shape, with category (any spelling) and search filters', async () => {
      const tag = `Lv${Date.now().toString(36)}`;
      const live = await newVendor(t, { category: 'service-apartment', businessName: `${tag} Suites`, live: true });
      const notLive = await newVendor(t, { category: 'service-apartment', businessName: `${tag} Pending`, phoneVerified: true });
      const res = await t.http.get('/api/vendors/live').query({ search: tag, category: 'apartment' }).expect(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toEqual({
        id: live.vendorId,
        business_name: `${tag} Suites`,
        vendor_type: 'individual',
        category: 'service_apartment',
        is_verified: true,
        verification_status: 'verified',
        created_at: expect.any(String),
        user: { name: expect.any(String), email: live.email, phone: live.phone, phone_verified_at: expect.any(String) },
      });
      expect(res.body.meta).toMatchObject({ current_page: 1, total: 1 });
      const mech = await t.http.get('/api/vendors/live').query({ search: tag, category: 'mechanic' }).expect(200);
      expect(mech.body.data).toHaveLength(0);
      await t.http.get('/api/vendors/live').query({ category: 'plumber' }).expect(422);
      await t.http.get('/api/vendors/live').query({ per_page: 500 }).expect(422);

      const one = await t.http.get(`/api/vendors/live/${live.vendorId}`).expect(200);
      expect(one.body.data).toMatchObject({ id: live.vendorId, business_name: `${tag} Suites`, details: null });
      await t.http.get(`/api/vendors/live/${notLive.vendorId}`).expect(404);
      await t.http.get('/api/vendors/live/abc').expect(400);
    });

    it('shows the category details of a live vendor', async () => {
      const v = await newVendor(t, { category: 'mechanic', live: true });
      await t.http.post('/api/vendor/mechanic/setup').set(v.auth).send(VALID_DETAILS.mechanic).expect(201);
      const one = await t.http.get(`/api/vendors/live/${v.vendorId}`).expect(200);
      expect(one.body.data.details).toEqual({
        workshop_name: 'Emeka Auto',
        services_offered: 'Brakes, engine',
        location: 'Enugu',
        contact_number: '+2348031234567',
      });
    });
  });
});
