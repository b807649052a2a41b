import { ADDRESS_NEEDED_TO_START } from '@oja/shared';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin, newAccount } from './factories/users.js';
import { ledgerProblems, newCustomer, newServiceVendor, tomorrow, type ServiceVendorFixture } from './factories/service-marketplace.js';

type Auth = { Authorization: string };

/**
 * a client written from the spec (a partner's front end, the original app's) keeps
 * working against Oja — the spec's 4-field service-order payload, `GET /api/admin/me` read at the top level,
 * a maintenance type sent by name, and the partner's users coming back to the partner's site after paying
 * and after verifying their e-mail.
 */
describe('the spec’s contract for clients written from it', () => {
  const PARTNER = 'http://partner.test:8080';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', CORS_ORIGINS: `http://localhost:5173,${PARTNER}`, OUTBOX_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  const notices = async (auth: Auth) =>
    (await t.http.get('/api/notifications').set(auth).expect(200)).body.data as Array<{ title: string; body: string; link: string }>;
  const vendorView = async (vendor: ServiceVendorFixture, id: number) =>
    ((await t.http.get('/api/vendor/service-orders').set(vendor.auth).expect(200)).body.data as Array<Record<string, unknown>>).find((o) => o.id === id)!;
  /** Exactly the spec's create payload: no address, no time window. */
  const specOrder = (vendor: ServiceVendorFixture) => ({
    service_vendor_id: vendor.serviceVendorId,
    service_pricing_id: vendor.pricings[0]!.id,
    deadline: tomorrow(),
    requirements: 'Deep clean of a two-bedroom flat',
  });

  describe('a service order booked with the spec’s 4-field payload', () => {
    it('is accepted, paid, held at start until the address is added, then started, completed, confirmed and released', async () => {
      const vendor = await newServiceVendor(t, { pricings: [{ title: 'Deep cleaning', price: 30000 }] });
      const customer = await newCustomer(t);

      const created = await t.http.post('/api/service-orders').set(customer.auth).send(specOrder(vendor)).expect(201);
      expect(created.body.data).toMatchObject({
        status: 'pending',
        total_amount: 30000,
        service_address: null,
        address_to_be_agreed: true,
        preferred_time: 'anytime',
      });
      const id = created.body.data.id as number;
      // The customer is asked for the address (in-app, and by e-mail through the same notice).
      expect((await notices(customer.auth))[0]).toMatchObject({ title: 'Please add the service address', link: '/dashboard/user/my-service-orders' });
      expect((await notices(customer.auth))[0]!.body).toContain(`order #${id}`);
      // The vendor reads "address to be agreed", not "shared when you accept".
      expect(await vendorView(vendor, id)).toMatchObject({ service_address: null, address_to_be_agreed: true, preferred_time: 'anytime' });

      await t.http.post(`/api/vendor/service-orders/${id}/accept`).set(vendor.auth).send({}).expect(200);
      // Paid through the sandbox checkout; the customer's own page is where the browser comes back to.
      const pay = await t.http
        .post(`/api/service-orders/${id}/pay`)
        .set(customer.auth)
        .send({ callback_url: `${PARTNER}/orders/paid?from=oja` })
        .expect(200);
      const { payment_url, reference } = pay.body.data;
      // The checkout page lets its Pay form lead back to the partner (browsers apply form-action to the redirect).
      const checkout = await t.http.get(path(payment_url)).expect(200);
      expect(checkout.headers['content-security-policy']).toMatch(/form-action [^;]*http:\/\/partner\.test:8080/);
      const back = await t.http
        .post(`${path(payment_url)}/pay`)
        .type('form')
        .send('')
        .expect(303);
      const landing = new URL(back.headers.location);
      expect(landing.origin).toBe(PARTNER);
      expect(landing.pathname).toBe('/orders/paid');
      expect(Object.fromEntries(landing.searchParams)).toEqual({ from: 'oja', reference, order_id: String(id) });
      await t.http.post(`/api/service-orders/${id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);

      // Work cannot start without an address: 409 with a message that says why.
      expect((await vendorView(vendor, id)).available_actions).toEqual([]);
      const early = await t.http.patch(`/api/vendor/service-orders/${id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(409);
      expect(early.body.message).toBe(ADDRESS_NEEDED_TO_START);

      // The customer adds it (PATCH); a blank one changes nothing, nobody else can.
      const blank = await t.http.patch(`/api/service-orders/${id}`).set(customer.auth).send({ service_address: '   ' }).expect(422);
      expect(blank.body.errors).toEqual({ service_address: ['Please enter the address where the service is needed'] });
      const stranger = await newCustomer(t);
      await t.http.patch(`/api/service-orders/${id}`).set(stranger.auth).send({ service_address: '1 Elsewhere Street' }).expect(404);
      const added = await t.http
        .patch(`/api/service-orders/${id}`)
        .set(customer.auth)
        .send({ service_address: ' 5 Awolowo Road, Ikoyi ', preferred_time: 'evening' })
        .expect(200);
      expect(added.body).toMatchObject({
        message: 'Service address saved.',
        data: { service_address: '5 Awolowo Road, Ikoyi', address_to_be_agreed: false, preferred_time: 'evening' },
      });
      expect((await notices(vendor.auth))[0]).toMatchObject({ title: 'Service address added' });
      expect(await vendorView(vendor, id)).toMatchObject({
        service_address: '5 Awolowo Road, Ikoyi',
        address_to_be_agreed: false,
        available_actions: ['START'],
      });

      await t.http.patch(`/api/vendor/service-orders/${id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
      const locked = await t.http.patch(`/api/service-orders/${id}`).set(customer.auth).send({ service_address: 'Somewhere else' }).expect(409);
      expect(locked.body.code).toBe('ORDER_ADDRESS_LOCKED');
      await t.http.patch(`/api/vendor/service-orders/${id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
      const confirmed = await t.http.post(`/api/service-orders/${id}/confirm-completion`).set(customer.auth).expect(200);
      expect(confirmed.body.data).toMatchObject({ status: 'completed', escrow_status: 'released', service_address: '5 Awolowo Road, Ikoyi' });
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('still checks an address or time that is sent', async () => {
      const vendor = await newServiceVendor(t);
      const customer = await newCustomer(t);
      const post = (over: object) =>
        t.http
          .post('/api/service-orders')
          .set(customer.auth)
          .send({ ...specOrder(vendor), ...over });
      expect((await post({ service_address: 'x'.repeat(501) }).expect(422)).body.message).toBe('Please keep the address under 500 characters');
      expect((await post({ preferred_time: 'midnight' }).expect(422)).body.message).toBe('Please choose a preferred time');
      // Blank is "left out": placed with the address to be agreed, at any time.
      expect((await post({ service_address: ' ', preferred_time: '' }).expect(201)).body.data).toMatchObject({
        address_to_be_agreed: true,
        preferred_time: 'anytime',
      });
      const given = await post({ service_address: '9 Broad Street', preferred_time: 'morning' }).expect(201);
      expect(given.body.data).toMatchObject({ service_address: '9 Broad Street', address_to_be_agreed: false, preferred_time: 'morning' });
      // An order with an address asks the customer for nothing.
      expect((await notices(customer.auth)).filter((n) => n.title === 'Please add the service address')).toHaveLength(1);
    });
  });

  it('GET /api/admin/me answers the admin at the top level and under `admin`', async () => {
    const admin = await adminLogin(t);
    const me = await t.http.get('/api/admin/me').set(admin.auth).expect(200);
    expect(me.body).toMatchObject({ email: 'admin@oja.test', role: expect.any(String), id: expect.any(Number), name: expect.any(String) });
    const { admin: nested, ...top } = me.body;
    expect(nested).toEqual(top);
  });

  describe('a maintenance request’s service type', () => {
    it('takes the ids, the names clients and people send, and keeps other text under "other"', async () => {
      const customer = await newCustomer(t);
      const report = (service_type: unknown) =>
        t.http.post('/api/maintenance/request').set(customer.auth).send({ location: 'Samaru, Zaria', service_type, issue: 'It makes a noise' });
      for (const [sent, type, label] of [
        ['brake', 'brake', 'Brake service'],
        ['Brake Service', 'brake', 'Brake service'],
        ['engine repair', 'engine', 'Engine repair'],
        ['AC', 'ac', 'AC repair'],
        ['Tyres', 'tire', 'Tire service'],
      ] as const) {
        const res = await report(sent).expect(201);
        expect({ sent, ...res.body.data }).toMatchObject({ sent, service_type: type, service_type_text: null, service_label: label });
      }
      const other = await report('  Windscreen   wiper ').expect(201);
      expect(other.body.data).toMatchObject({ service_type: 'other', service_type_text: 'Windscreen wiper', service_label: 'Other: Windscreen wiper' });
      const mine = await t.http.get(`/api/maintenance/requests/${other.body.data.id}`).set(customer.auth).expect(200);
      expect(mine.body.data).toMatchObject({ service_type: 'other', service_type_text: 'Windscreen wiper' });
      expect((await report('  ').expect(422)).body.message).toBe('Please fill in all required fields');
      expect((await report('x'.repeat(101)).expect(422)).body.message).toBe('Please keep the service type under 100 characters.');
      expect((await report(42).expect(422)).body.message).toBe('Please fill in all required fields');
    });
  });

  describe('return addresses for a partner’s users', () => {
    it('refuses a callback_url on an origin that is not allowed, and starts no checkout', async () => {
      const vendor = await newServiceVendor(t);
      const customer = await newCustomer(t);
      const { id } = (await t.http.post('/api/service-orders').set(customer.auth).send(specOrder(vendor)).expect(201)).body.data;
      await t.http.post(`/api/vendor/service-orders/${id}/accept`).set(vendor.auth).send({}).expect(200);
      const evil = await t.http.post(`/api/service-orders/${id}/pay`).set(customer.auth).send({ callback_url: 'https://evil.example/steal' }).expect(422);
      expect(evil.body).toMatchObject({
        code: 'RETURN_URL_NOT_ALLOWED',
        errors: { callback_url: [expect.stringContaining('https://evil.example is not one of them')] },
      });
      const odd = await t.http.post(`/api/service-orders/${id}/pay`).set(customer.auth).send({ callback_url: 'javascript:alert(1)' }).expect(422);
      expect(odd.body.code).toBe('RETURN_URL_INVALID');
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM payments WHERE subject_kind = 'service_order' AND subject_id = $1`, [id]);
      expect(n).toBe(0);
      // Without one: Oja's own page, as before; with the partner's: a checkout of its own that returns there.
      const own = await t.http.post(`/api/service-orders/${id}/pay`).set(customer.auth).send({}).expect(200);
      const partner = await t.http
        .post(`/api/service-orders/${id}/pay`)
        .set(customer.auth)
        .send({ callback_url: `${PARTNER}/paid` })
        .expect(200);
      expect(partner.body.data.reference).not.toBe(own.body.data.reference);
      const ownBack = await t.http
        .post(`${path(own.body.data.payment_url)}/pay`)
        .type('form')
        .send('')
        .expect(303);
      expect(new URL(ownBack.headers.location).pathname).toBe('/payment-success');
    });

    it('sends a partner’s new user back to the partner after verifying, and refuses other origins at sign-up', async () => {
      const refused = await t.http
        .post('/api/register')
        .send({ ...newAccount(), redirect_url: 'https://evil.example/welcome' })
        .expect(422);
      expect(refused.body).toMatchObject({ code: 'RETURN_URL_NOT_ALLOWED', errors: { redirect_url: [expect.any(String)] } });

      const account = { ...newAccount(), redirect_url: `${PARTNER}/welcome` };
      await t.http.post('/api/register').send(account).expect(201);
      const mail = await eventually(async () => {
        await t.flushOutbox();
        const res = await t.http.get('/api/dev/outbox').query({ to: account.email });
        return (res.body.data as Array<{ channel: string; link: string | null }>).find((m) => m.channel === 'email' && m.link?.includes('/api/email/verify'));
      });
      const link = new URL(mail.link!);
      const first = await t.http.get(`${link.pathname}${link.search}`).expect(302);
      expect(first.headers.location).toBe(`${PARTNER}/welcome?verified=1`);
      // A used link lands there too, saying so; a link edited to point elsewhere lands on Oja's /login.
      expect((await t.http.get(`${link.pathname}${link.search}`).expect(302)).headers.location).toBe(`${PARTNER}/welcome?verified=invalid`);
      link.searchParams.set('redirect_url', 'https://evil.example/');
      expect((await t.http.get(`${link.pathname}${link.search}`).expect(302)).headers.location).toBe('/login?verified=invalid');
      const login = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      expect(login.body.user.email_verified_at).not.toBeNull();
    });
  });
});
