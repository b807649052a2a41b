import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin, signUpAndLogin } from './factories/users.js';
import { accountBalance, book, ledgerProblems, newCustomer, newServiceVendor, ServiceVendorFixture, tomorrow } from './factories/service-marketplace.js';

type Auth = { Authorization: string };

describe('general services, service orders and escrow with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', ESCROW_PAYOUT_HOLD_MS: '1500', PAYOUT_RETRY_MS: '300', OUTBOX_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  /** Pays an accepted order through the sandbox checkout page, as a browser would. */
  async function payThroughSandbox(customer: { auth: Auth }, orderId: number) {
    const pay = await t.http.post(`/api/service-orders/${orderId}/pay`).set(customer.auth).expect(200);
    const { payment_url, reference } = pay.body.data;
    const page = await t.http.get(path(payment_url)).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const done = await t.http
      .post(`${path(payment_url)}/pay`)
      .type('form')
      .send('')
      .expect(303);
    const back = new URL(done.headers.location);
    expect(back.pathname).toBe('/payment-success');
    expect(back.searchParams.get('reference')).toBe(reference);
    expect(back.searchParams.get('order_id')).toBe(String(orderId));
    return { reference: reference as string, page: page.text };
  }

  async function acceptedOrder(customer: { auth: Auth }, vendor: ServiceVendorFixture) {
    const order = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({ vendor_response: 'See you then' }).expect(200);
    return order;
  }

  async function completedOrder(customer: { auth: Auth }, vendor: ServiceVendorFixture) {
    const order = await acceptedOrder(customer, vendor);
    const { reference } = await payThroughSandbox(customer, order.id);
    await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    return { order, reference };
  }

  describe('GET /api/service-vendors', () => {
    let plumber: ServiceVendorFixture;
    let hidden: ServiceVendorFixture;
    const tag = `zq${Date.now().toString(36)}`;
    beforeAll(async () => {
      plumber = await newServiceVendor(t, {
        serviceName: `${tag} Plumbing`,
        description: 'Leaking pipes and taps fixed fast',
        phone: null,
        pricings: [
          { title: 'Leak repair', price: 8000 },
          { title: 'Toilet installation', price: 15000.5 },
        ],
      });
      await newServiceVendor(t, {
        serviceName: `${tag} Photography`,
        description: 'Weddings and birthdays',
        pricings: [{ title: 'Half-day shoot', price: 50000 }],
      });
      hidden = await newServiceVendor(t, { live: false, serviceName: `${tag} Hidden cleaning` });
    });

    it('lists live vendors only, with the spec fields, the user phone as fallback and rating 0.0', async () => {
      const res = await t.http.get('/api/service-vendors').query({ q: tag }).expect(200);
      expect(res.body.meta).toMatchObject({ current_page: 1, total: 2 });
      const names = res.body.data.map((v: { service_name: string }) => v.service_name);
      expect(names).not.toContain(`${tag} Hidden cleaning`);
      const p = res.body.data.find((v: { id: number }) => v.id === plumber.serviceVendorId);
      const [user] = await t.ds.query('SELECT phone, name FROM users WHERE id = $1', [plumber.userId]);
      expect(p).toMatchObject({
        vendor_id: plumber.vendorId,
        description: 'Leaking pipes and taps fixed fast',
        location: 'Lekki, Lagos',
        phone: user.phone,
        rating: '0.0',
        rating_count: 0,
        total_reviews: 0,
        is_featured: false,
        vendor: { business_name: plumber.businessName, is_verified: 1, user: { name: user.name, profile_picture: null, phone: user.phone } },
      });
      expect(p.pricings).toEqual([
        expect.objectContaining({ title: 'Leak repair', price: 8000, service_vendor_id: plumber.serviceVendorId }),
        expect.objectContaining({ title: 'Toilet installation', price: 15000.5 }),
      ]);
      expect(p.categories).toEqual(expect.arrayContaining(['plumbing', 'repair', 'installation']));
    });

    it('filters by category from keywords and paginates', async () => {
      const plumbing = await t.http.get('/api/service-vendors').query({ q: tag, category: 'plumbing' }).expect(200);
      expect(plumbing.body.data.map((v: { id: number }) => v.id)).toEqual([plumber.serviceVendorId]);
      const other = await t.http.get('/api/service-vendors').query({ q: tag, category: 'other' }).expect(200);
      expect(other.body.data.map((v: { service_name: string }) => v.service_name)).toEqual([`${tag} Photography`]);
      const page2 = await t.http.get('/api/service-vendors').query({ q: tag, per_page: 1, page: 2 }).expect(200);
      expect(page2.body.data).toHaveLength(1);
      expect(page2.body.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
      const bad = await t.http.get('/api/service-vendors').query({ category: 'gardening' }).expect(422);
      expect(bad.body.message).toMatch(/category must be one of all, plumbing/);
      await t.http.get('/api/service-vendors').query({ per_page: 500 }).expect(422);
    });

    it('shows one live vendor; a vendor in test mode or a bad id is not found', async () => {
      const one = await t.http.get(`/api/service-vendors/${plumber.serviceVendorId}`).expect(200);
      expect(one.body.data.id).toBe(plumber.serviceVendorId);
      await t.http.get(`/api/service-vendors/${hidden.serviceVendorId}`).expect(404);
      await t.http.get('/api/service-vendors/abc').expect(400);
      await t.http.get('/api/service-vendors/99999999999').expect(400);
    });
  });

  describe('vendor pricings', () => {
    let vendor: ServiceVendorFixture;
    beforeAll(async () => {
      vendor = await newServiceVendor(t, { pricings: [] });
    });

    it('creates, reads, updates and deletes the vendor’s own pricings with the spec messages', async () => {
      const created = await t.http
        .post('/api/vendor/service-pricings')
        .set(vendor.auth)
        .send({ title: '  Deep clean  ', description: '', price: 45000.5 })
        .expect(201);
      expect(created.body).toMatchObject({ message: 'Pricing created successfully!', data: { title: 'Deep clean', description: null, price: 45000.5 } });
      const id = created.body.data.id;
      expect((await t.http.get('/api/vendor/service-pricings').set(vendor.auth).expect(200)).body.data).toHaveLength(1);
      expect((await t.http.get(`/api/vendor/service-pricings/${id}`).set(vendor.auth).expect(200)).body.data.price).toBe(45000.5);
      const updated = await t.http
        .put(`/api/vendor/service-pricings/${id}`)
        .set(vendor.auth)
        .send({ title: 'Deep clean', description: 'All rooms', price: '50000' })
        .expect(200);
      expect(updated.body).toMatchObject({ message: 'Pricing updated successfully!', data: { price: 50000, description: 'All rooms' } });
      const deleted = await t.http.delete(`/api/vendor/service-pricings/${id}`).set(vendor.auth).expect(200);
      expect(deleted.body.message).toBe('Pricing deleted successfully!');
      await t.http.get(`/api/vendor/service-pricings/${id}`).set(vendor.auth).expect(404);
      expect((await t.http.get('/api/vendor/service-pricings').set(vendor.auth).expect(200)).body.data).toEqual([]);
    });

    it('refuses a blank title, a negative price, more than 2 decimals or text, each with a clear 422', async () => {
      const post = (body: object) => t.http.post('/api/vendor/service-pricings').set(vendor.auth).send(body).expect(422);
      expect((await post({ title: '   ', price: 10 })).body).toEqual({
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: 'Please fill in all required fields',
        errors: { title: ['Please fill in all required fields'] },
        request_id: expect.any(String),
      });
      expect((await post({ title: 'X' })).body.errors.price).toEqual(['Please fill in all required fields']);
      for (const price of [-1, 10.555, 'ten', true]) {
        expect((await post({ title: 'X', price })).body.errors.price).toEqual(['Price must be a number of at least 0 with at most 2 decimal places']);
      }
      expect((await post({ title: 'X', price: 1e12 })).body.message).toMatch(/at most ₦100,000,000/);
      await t.http.post('/api/vendor/service-pricings').set(vendor.auth).send({ title: 'Free inspection', price: 0 }).expect(201);
    });

    it('answers 403 to a vendor in test mode, a customer and a vendor of another category', async () => {
      const notLive = await newServiceVendor(t, { live: false });
      const res = await t.http.get('/api/vendor/service-pricings').set(notLive.auth).expect(403);
      expect(res.body.message).toMatch(/not live yet/);
      await t.http.post('/api/vendor/service-pricings').set(notLive.auth).send({ title: 'X', price: 1 }).expect(403);
      const customer = await newCustomer(t);
      await t.http.get('/api/vendor/service-pricings').set(customer.auth).expect(403);
      const mechanic = await newServiceVendor(t);
      await t.ds.query(`UPDATE vendors SET category = 'mechanic' WHERE id = $1`, [mechanic.vendorId]);
      expect((await t.http.get('/api/vendor/service-pricings').set(mechanic.auth).expect(403)).body.message).toMatch(/service vendors/);
    });

    it('keeps vendor B away from vendor A’s pricings', async () => {
      const a = await newServiceVendor(t);
      const b = await newServiceVendor(t);
      const id = a.pricings[0]!.id;
      await t.http.get(`/api/vendor/service-pricings/${id}`).set(b.auth).expect(404);
      await t.http.put(`/api/vendor/service-pricings/${id}`).set(b.auth).send({ title: 'Mine now', price: 1 }).expect(404);
      await t.http.delete(`/api/vendor/service-pricings/${id}`).set(b.auth).expect(404);
      expect((await t.http.get(`/api/vendor/service-pricings/${id}`).set(a.auth).expect(200)).body.data.title).toBe(a.pricings[0]!.title);
    });

    it('shows a pricing added, changed or removed on the directory card at once, as the profile shows it', async () => {
      const v = await newServiceVendor(t, { pricings: [{ title: 'Leak repair', price: 8000 }] });
      const card = async () => {
        const list = await t.http.get('/api/service-vendors').query({ q: v.businessName }).expect(200);
        return list.body.data.find((x: { id: number }) => x.id === v.serviceVendorId);
      };
      /** The card's pricings once they are `titles` (the list cache drops its page when the database says so). */
      const cardShows = (titles: string[]) =>
        eventually(async () => {
          const c = await card();
          return JSON.stringify(c?.pricings.map((p: { title: string }) => p.title)) === JSON.stringify(titles) ? c : null;
        });
      const added = await t.http.post('/api/vendor/service-pricings').set(v.auth).send({ title: 'Shower fitting', price: 12500.5 }).expect(201);
      const afterAdd = await cardShows(['Leak repair', 'Shower fitting']);
      const profile = await t.http.get(`/api/service-vendors/${v.serviceVendorId}`).expect(200);
      expect(afterAdd.pricings).toEqual(profile.body.data.pricings);
      expect(afterAdd.pricings[1]).toMatchObject({ id: added.body.data.id, price: 12500.5, service_vendor_id: v.serviceVendorId });
      expect(afterAdd.pricings[1].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await t.http.put(`/api/vendor/service-pricings/${added.body.data.id}`).set(v.auth).send({ title: 'Water heater fitting', price: 14000 }).expect(200);
      expect((await cardShows(['Leak repair', 'Water heater fitting'])).pricings[1].price).toBe(14000);
      await t.http.delete(`/api/vendor/service-pricings/${v.pricings[0]!.id}`).set(v.auth).expect(200);
      const afterDelete = await cardShows(['Water heater fitting']);
      expect(afterDelete.pricings).toEqual((await t.http.get(`/api/service-vendors/${v.serviceVendorId}`).expect(200)).body.data.pricings);
    });
  });

  describe('POST /api/service-orders', () => {
    let vendor: ServiceVendorFixture;
    let customer: Awaited<ReturnType<typeof newCustomer>>;
    beforeAll(async () => {
      vendor = await newServiceVendor(t, { pricings: [{ title: 'Standard cleaning', price: 25000 }] });
      customer = await newCustomer(t);
    });
    const order = (over: object = {}) => ({
      service_vendor_id: vendor.serviceVendorId,
      service_pricing_id: vendor.pricings[0]!.id,
      deadline: tomorrow(),
      requirements: ' Two rooms ',
      service_address: ' 5 Awolowo Road, Ikoyi ',
      preferred_time: 'evening',
      ...over,
    });

    it('takes the amount from the pricing, never from the client, and starts pending', async () => {
      const res = await t.http
        .post('/api/service-orders')
        .set(customer.auth)
        .send(order({ total_amount: 1 }))
        .expect(201);
      expect(res.body.message).toBe('Service request sent successfully! The vendor will respond shortly.');
      expect(res.body.data).toMatchObject({
        status: 'pending',
        payment_status: 'pending',
        escrow_status: 'none',
        total_amount: 25000,
        deadline: tomorrow(),
        requirements: 'Two rooms',
        service_address: '5 Awolowo Road, Ikoyi',
        preferred_time: 'evening',
        vendor_response: null,
        service_pricing: { title: 'Standard cleaning' },
        service_vendor: { id: vendor.serviceVendorId, vendor: { business_name: vendor.businessName } },
        dispute: null,
        available_actions: ['CANCEL'],
      });
      expect(res.body.data.user).toBeUndefined();
      // The answer is built from what the one-statement create wrote: the same as reading the order back.
      const read = await t.http.get(`/api/service-orders/${res.body.data.id}`).set(customer.auth).expect(200);
      expect(res.body.data).toEqual(read.body.data);
      // …and its timers and the vendor's notice were written with it.
      const [{ timers }] = await t.ds.query(
        `SELECT count(*)::int AS timers FROM outbox_events WHERE job_name IN ('lifecycle.timer', 'lifecycle.reminder') AND payload->>'kind' = 'service_order' AND payload->>'id' = $1`,
        [String(res.body.data.id)],
      );
      expect(timers).toBe(2);
      const inbox = await t.http.get('/api/notifications').set(vendor.auth).expect(200);
      expect(inbox.body.data[0]).toMatchObject({ title: 'New service request', link: '/dashboard/service-vendor/orders' });
    });

    it('refuses a missing pricing, a past deadline, blank requirements, another vendor’s pricing and a vendor in test mode', async () => {
      const post = (body: object) => t.http.post('/api/service-orders').set(customer.auth).send(body).expect(422);
      expect((await post(order({ service_pricing_id: undefined }))).body.message).toBe('Please select a service');
      expect((await post(order({ deadline: '2020-01-01' }))).body).toEqual({
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: 'Please set a deadline',
        errors: { deadline: ['Please set a deadline'] },
        request_id: expect.any(String),
      });
      expect((await post(order({ deadline: '2026-02-30' }))).body.message).toBe('Please set a deadline');
      expect((await post(order({ requirements: '   ' }))).body.message).toBe('Please describe your requirements');
      const other = await newServiceVendor(t);
      expect((await post(order({ service_pricing_id: other.pricings[0]!.id }))).body.errors.service_pricing_id).toEqual([
        'The selected service is not offered by this provider',
      ]);
      const notLive = await newServiceVendor(t, { live: false });
      expect(
        (await post(order({ service_vendor_id: notLive.serviceVendorId, service_pricing_id: notLive.pricings[0]!.id }))).body.errors.service_vendor_id,
      ).toEqual(['This service provider is not available']);
    });

    it('checks where and when when they are sent: the address’s length; a time window from the list', async () => {
      // Both may be left out (the spec's payload has neither): test/spec-contract.e2e-spec.ts.
      const post = (body: object) => t.http.post('/api/service-orders').set(customer.auth).send(body).expect(422);
      expect((await post(order({ service_address: 'x'.repeat(501) }))).body.errors).toEqual({
        service_address: ['Please keep the address under 500 characters'],
      });
      expect((await post(order({ service_address: 42 }))).body.message).toBe('Please enter the address where the service is needed');
      expect((await post(order({ preferred_time: 'midnight' }))).body.errors).toEqual({ preferred_time: ['Please choose a preferred time'] });
    });

    it('shows the address to the vendor only once the vendor has accepted; the time window at once', async () => {
      const created = await t.http.post('/api/service-orders').set(customer.auth).send(order()).expect(201);
      const id = created.body.data.id as number;
      const inVendorInbox = async () =>
        ((await t.http.get('/api/vendor/service-orders').set(vendor.auth).expect(200)).body.data as Array<Record<string, unknown>>).find((o) => o.id === id)!;
      expect(await inVendorInbox()).toMatchObject({ status: 'pending', service_address: null, preferred_time: 'evening' });
      await t.http.post(`/api/vendor/service-orders/${id}/accept`).set(vendor.auth).send({}).expect(200);
      expect(await inVendorInbox()).toMatchObject({ status: 'accepted', service_address: '5 Awolowo Road, Ikoyi', preferred_time: 'evening' });
      const mine = await t.http.get(`/api/service-orders/${id}`).set(customer.auth).expect(200);
      expect(mine.body.data).toMatchObject({ service_address: '5 Awolowo Road, Ikoyi', preferred_time: 'evening' });
    });

    it('is for customers with a verified e-mail', async () => {
      await t.http.post('/api/service-orders').set(vendor.auth).send(order()).expect(403);
      const unverified = await signUpAndLogin(t);
      const res = await t.http.post('/api/service-orders').set(unverified.auth).send(order()).expect(403);
      expect(res.body.message).toMatch(/verify your e-mail/);
    });
  });

  describe('the whole path: book → accept → pay → start → complete → confirm → payable 95 % → available → transfer', () => {
    it('moves the order through the machine and the money through the ledger', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Deep cleaning', price: 25000 }] });
      const customer = await newCustomer(t);
      const order = await book(t, customer, vendor);

      const inbox = await t.http.get('/api/vendor/service-orders').set(vendor.auth).expect(200);
      const mine = inbox.body.data.find((o: { id: number }) => o.id === order.id);
      expect(mine).toMatchObject({
        status: 'pending',
        user: { name: customer.user.name, phone: customer.user.phone },
        available_actions: ['ACCEPT', 'DECLINE'],
      });

      const started = await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(409);
      expect(started.body.message).toBe('Only accepted orders can be started');
      await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(409);

      const accepted = await t.http
        .post(`/api/vendor/service-orders/${order.id}/accept`)
        .set(vendor.auth)
        .send({ vendor_response: '  I will come at 9am ' })
        .expect(200);
      expect(accepted.body).toMatchObject({
        message: 'Order accepted successfully!',
        data: { status: 'accepted', vendor_response: 'I will come at 9am', available_actions: [] },
      });
      const unpaidStart = await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(409);
      expect(unpaidStart.body.message).toBe('This order must be paid before work can start');
      expect((await t.http.get(`/api/service-orders/${order.id}`).set(customer.auth).expect(200)).body.data.available_actions).toEqual(['PAY']);
      expect((await t.http.patch(`/api/service-orders/${order.id}/cancel`).set(customer.auth).expect(409)).body.message).toBe(
        'Only pending orders can be cancelled',
      );

      const first = await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200);
      const again = await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(first.body.data.reference).toMatch(/^[a-z0-9_-]{16,50}$/);
      const { reference, page } = await payThroughSandbox(customer, order.id);
      expect(reference).toBe(first.body.data.reference);
      expect(page).toContain('₦25,000.00');

      const confirmed = await t.http
        .post(`/api/service-orders/${order.id}/confirm-payment`)
        .set(customer.auth)
        .send({ payment_reference: reference })
        .expect(200);
      expect(confirmed.body.data).toMatchObject({
        status: 'accepted',
        payment_status: 'paid',
        escrow_status: 'held',
        payment_reference: reference,
        available_actions: [],
      });
      const twice = await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
      expect(twice.body.message).toBe('This payment was already confirmed.');
      expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(2_500_000);

      let wallet = (await t.http.get('/api/vendor/wallet').set(vendor.auth).expect(200)).body.data;
      expect(wallet).toMatchObject({ held: 25000, payable: 0, available: 0 });

      await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
      const done = await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
      expect(done.body.message).toBe('Order completed successfully!');
      const completed = (await t.http.get(`/api/service-orders/${order.id}`).set(customer.auth).expect(200)).body.data;
      expect(completed).toMatchObject({ status: 'completed', escrow_status: 'held', available_actions: ['CONFIRM_SATISFACTION', 'DISPUTE'] });
      expect(completed.completed_at).toBeTruthy();
      expect(completed.auto_release_at).toBeTruthy();

      const released = await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
      expect(released.body.data).toMatchObject({ status: 'completed', payment_status: 'paid', escrow_status: 'released', available_actions: [] });
      wallet = (await t.http.get('/api/vendor/wallet').set(vendor.auth).expect(200)).body.data;
      expect(wallet).toMatchObject({ held: 0, payable: 23750, available: 0 });
      expect(wallet.ledger.map((l: { type: string; bucket: string; amount: number }) => [l.type, l.bucket, l.amount])).toEqual(
        expect.arrayContaining([
          ['release', 'payable', 23750],
          ['release', 'held', -25000],
          ['payment_captured', 'held', 25000],
        ]),
      );

      // After the hold (1.5 s here, 24 h by default) the money is available; with a payout account it is transferred.
      wallet = await eventually(async () => {
        await t.flushOutbox();
        const w = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
        return w.available === 23750 ? w : null;
      });
      expect(wallet.payable).toBe(0);
      const account = await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0123456789' }).expect(200);
      expect(account.body.data).toMatchObject({ bank_code: '058', bank_name: 'Guaranty Trust Bank', account_number: '0123456789' });
      expect(account.body.data.account_name).toMatch(/^[A-Z ]+$/);
      wallet = await eventually(async () => {
        await t.flushOutbox();
        const w = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
        return w.payouts[0]?.status === 'paid' ? w : null;
      });
      expect(wallet).toMatchObject({ held: 0, payable: 0, available: 0, in_transit: 0 });
      expect(wallet.payouts[0]).toMatchObject({ amount: 23750, status: 'paid', account_number: '0123456789' });
      expect(wallet.payouts[0].reference).toMatch(/^[a-z0-9_-]{16,50}$/);
      expect(await accountBalance(t, 'platform_revenue')).toBeGreaterThanOrEqual(125_000);

      const customerWallet = (await t.http.get('/api/wallet').set(customer.auth).expect(200)).body.data;
      expect(customerWallet.payments[0]).toMatchObject({ reference, order_id: order.id, amount: 25000, status: 'success', service_title: 'Deep cleaning' });
      expect(customerWallet.refunds).toEqual([]);
      await t.http.get('/api/wallet').set(vendor.auth).expect(403);

      const notes = await t.http.get('/api/notifications').set(vendor.auth).expect(200);
      const titles = notes.body.data.map((n: { title: string }) => n.title);
      expect(titles).toEqual(expect.arrayContaining(['New service request', 'Payment received: you can start', 'Payment released', 'Payout sent']));
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('lets the customer cancel a pending order and the vendor decline one, telling the other party', async () => {
      const vendor = await newServiceVendor(t);
      const customer = await newCustomer(t);
      const a = await book(t, customer, vendor);
      const cancelled = await t.http.patch(`/api/service-orders/${a.id}/cancel`).set(customer.auth).expect(200);
      expect(cancelled.body).toMatchObject({
        message: 'Order cancelled successfully!',
        data: { status: 'cancelled', cancelled_by: 'customer', available_actions: [] },
      });
      const b = await book(t, customer, vendor);
      const declined = await t.http.patch(`/api/vendor/service-orders/${b.id}`).set(vendor.auth).send({ status: 'cancelled' }).expect(200);
      expect(declined.body).toMatchObject({ message: 'Order cancelled successfully!', data: { status: 'cancelled', cancelled_by: 'vendor' } });
      const bad = await t.http.patch(`/api/vendor/service-orders/${b.id}`).set(vendor.auth).send({ status: 'paid' }).expect(422);
      expect(bad.body.message).toBe('status must be one of accepted, in_progress, completed, cancelled');
      expect((await t.http.get('/api/notifications').set(customer.auth)).body.data.map((n: { title: string }) => n.title)).toContain(
        'Service request declined',
      );
    });
  });

  it("the sandbox checkout's Cancel returns to the customer's orders, naming the order (the subject's page and callback key)", async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const { id } = await acceptedOrder(customer, vendor);
    const { payment_url } = (await t.http.post(`/api/service-orders/${id}/pay`).set(customer.auth).expect(200)).body.data;
    const cancelled = await t.http
      .post(`${path(payment_url)}/cancel`)
      .type('form')
      .send('')
      .expect(303);
    const back = new URL(cancelled.headers.location);
    expect(back.pathname).toBe('/dashboard/user/my-service-orders');
    expect([...back.searchParams]).toEqual([
      ['payment', 'cancelled'],
      ['order_id', String(id)],
    ]);
  });

  describe('object-level access', () => {
    it('keeps customer B and vendor B away from A’s order', async () => {
      const vendorA = await newServiceVendor(t);
      const vendorB = await newServiceVendor(t);
      const customerA = await newCustomer(t);
      const customerB = await newCustomer(t);
      const order = await book(t, customerA, vendorA);
      await t.http.get(`/api/service-orders/${order.id}`).set(customerB.auth).expect(404);
      await t.http.patch(`/api/service-orders/${order.id}/cancel`).set(customerB.auth).expect(404);
      expect((await t.http.get('/api/service-orders').set(customerB.auth).expect(200)).body.data).toEqual([]);
      await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendorB.auth).send({}).expect(404);
      await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendorB.auth).send({ status: 'cancelled' }).expect(404);
      expect((await t.http.get('/api/vendor/service-orders').set(vendorB.auth).expect(200)).body.data).toEqual([]);
      await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendorA.auth).send({}).expect(200);
      await t.http.post(`/api/service-orders/${order.id}/pay`).set(customerB.auth).expect(404);
      await t.http
        .post(`/api/service-orders/${order.id}/confirm-payment`)
        .set(customerB.auth)
        .send({ payment_reference: 'oja-so1-0000000000000000' })
        .expect(404);
      await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customerB.auth).expect(404);
      await t.http.post(`/api/service-orders/${order.id}/dispute`).set(customerB.auth).send({ reason: 'x' }).expect(404);
      // A's own order is untouched.
      expect((await t.http.get(`/api/service-orders/${order.id}`).set(customerA.auth).expect(200)).body.data.status).toBe('accepted');
      const admin = await adminLogin(t);
      await t.http.get('/api/service-orders').set(admin.auth).expect(403);
      await t.http.get('/api/admin/disputes').set(customerA.auth).expect(403);
    });
  });

  describe('races', () => {
    it('50 concurrent confirm-payment calls fund escrow once', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 12345.67 }] });
      const customer = await newCustomer(t);
      const order = await acceptedOrder(customer, vendor);
      const { reference } = await payThroughSandbox(customer, order.id);
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
      await t.flushOutbox();
      const charges = await t.ds.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`, [`charge:${reference}`]);
      expect(charges[0].n).toBe(1);
      expect(await accountBalance(t, `escrow_held:${order.id}`)).toBe(1_234_567);
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('50 concurrent confirm-completion calls release once', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 10000 }] });
      const customer = await newCustomer(t);
      const { order } = await completedOrder(customer, vendor);
      const results = await Promise.all(Array.from({ length: 50 }, () => t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('The payment for this order has already been released');
      const releases = await t.ds.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE order_id = $1 AND kind = 'release'`, [order.id]);
      expect(releases[0].n).toBe(1);
      // What the release put in the vendor's payable (the balance itself moves on to a payout after the 1.5 s hold,
      // which a busy machine reaches before this line).
      const [credited] = await t.ds.query(
        `SELECT sum(e.amount_kobo)::bigint AS k FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id WHERE x.order_id = $1 AND x.kind = 'release' AND e.account_code = $2`,
        [order.id, `vendor_payable:${vendor.vendorId}`],
      );
      expect(Number(credited.k)).toBe(950_000);
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });

  describe('disputes', () => {
    it('holds a disputed payment until an admin refunds at most 50 %, then refunds it and releases the rest', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Painting', price: 20000 }] });
      const customer = await newCustomer(t);
      const { order } = await completedOrder(customer, vendor);
      expect((await t.http.post(`/api/service-orders/${order.id}/dispute`).set(customer.auth).send({ reason: '  ' }).expect(422)).body.message).toBe(
        'Please describe the problem with this order',
      );
      const disputed = await t.http
        .post(`/api/service-orders/${order.id}/dispute`)
        .set(customer.auth)
        .send({ reason: 'Two walls were not painted' })
        .expect(200);
      expect(disputed.body.data).toMatchObject({
        escrow_status: 'disputed',
        dispute: { status: 'open', reason: 'Two walls were not painted' },
        available_actions: [],
      });
      expect((await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(409)).body.message).toBe(
        'This order is under dispute',
      );

      const admin = await adminLogin(t);
      const list = await t.http.get('/api/admin/disputes').set(admin.auth).expect(200);
      const d = list.body.data.find((x: { order_id: number }) => x.order_id === order.id);
      expect(d).toMatchObject({
        status: 'open',
        reason: 'Two walls were not painted',
        vendor: { business_name: vendor.businessName },
        order: { id: order.id, max_refund_amount: 10000 },
      });
      expect(d.order.available_actions).toEqual(['RESOLVE_RELEASE', 'RESOLVE_REFUND']);

      const tooMuch = await t.http
        .post(`/api/admin/disputes/${d.id}/resolve`)
        .set(admin.auth)
        .send({ resolution: 'refund', refund_amount: 10000.01, note: 'Partly done' })
        .expect(422);
      expect(tooMuch.body.errors.refund_amount[0]).toMatch(/at most ₦10,000.00 \(50% of the payment\)/);
      await t.http.post(`/api/admin/disputes/${d.id}/resolve`).set(admin.auth).send({ resolution: 'refund', refund_amount: 8000 }).expect(422);
      const resolved = await t.http
        .post(`/api/admin/disputes/${d.id}/resolve`)
        .set(admin.auth)
        .send({ resolution: 'refund', refund_amount: 8000, note: 'Two of five walls missing' })
        .expect(200);
      expect(resolved.body.data).toMatchObject({
        status: 'resolved',
        resolution: 'refund',
        refund_amount: 8000,
        order: { payment_status: 'refunded', escrow_status: 'refunded' },
      });
      await t.http.post(`/api/admin/disputes/${d.id}/resolve`).set(admin.auth).send({ resolution: 'release', note: 'again' }).expect(409);

      const refund = await eventually(async () => {
        await t.flushOutbox();
        const w = (await t.http.get('/api/wallet').set(customer.auth)).body.data;
        return w.refunds[0]?.status === 'processed' ? w.refunds[0] : null;
      });
      expect(refund).toMatchObject({ order_id: order.id, amount: 8000, reason: 'dispute' });
      // 12,000 released to the vendor minus 5 %.
      expect(await accountBalance(t, `vendor_payable:${vendor.vendorId}`)).toBe(1_140_000);
      // Owed to the customer, then paid back through the provider: this order's refund entries net to zero.
      const [owed] = await t.ds.query(
        `SELECT coalesce(sum(e.amount_kobo), 0)::bigint AS s, count(*)::int AS n FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id
          WHERE x.order_id = $1 AND e.account_code = 'customer_refunds'`,
        [order.id],
      );
      expect([Number(owed.s), owed.n]).toEqual([0, 2]);
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('releases a disputed payment to the vendor when the admin decides so', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Painting', price: 20000 }] });
      const customer = await newCustomer(t);
      const { order } = await completedOrder(customer, vendor);
      await t.http.post(`/api/service-orders/${order.id}/dispute`).set(customer.auth).send({ reason: 'Late' }).expect(200);
      const [{ id }] = await t.ds.query("SELECT id FROM disputes WHERE subject_kind = 'service_order' AND subject_id = $1", [order.id]);
      const admin = await adminLogin(t);
      await t.http.post(`/api/admin/disputes/${id}/resolve`).set(admin.auth).send({ resolution: 'release', refund_amount: 1, note: 'x' }).expect(422);
      const res = await t.http.post(`/api/admin/disputes/${id}/resolve`).set(admin.auth).send({ resolution: 'release', note: 'Work was done' }).expect(200);
      expect(res.body.message).toBe('Payment released to vendor successfully!');
      expect(await accountBalance(t, `vendor_payable:${vendor.vendorId}`)).toBe(1_900_000);
      expect((await t.http.get(`/api/service-orders/${order.id}`).set(customer.auth)).body.data).toMatchObject({
        escrow_status: 'released',
        dispute: { status: 'resolved', resolution: 'release', note: 'Work was done' },
      });
    });
  });
});
