import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { book, newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { createListing, lagosDay, newHost, type HostFixture } from './factories/apartments.js';
import { newVendor, type TestVendor } from './factories/vendors.js';
import { routeTable } from '../src/common/request-guards.js';

type Auth = Record<string, string>;
type Caller = 'owner' | 'otherCustomer' | 'otherVendor' | 'wrongRole' | 'anonymous' | 'admin';

interface World {
  customer: { auth: Auth; userId: number };
  otherCustomer: { auth: Auth };
  vendor: ServiceVendorFixture;
  otherVendor: ServiceVendorFixture;
  host: HostFixture;
  otherHost: HostFixture;
  admin: { auth: Auth };
  order: number;
  disputedOrder: number;
  orderReference: string;
  bookingReference: string;
  dispute: number;
  pricing: number;
  sparePricing: number;
  listing: number;
  spareListing: number;
  booking: number;
  notification: number;
  adminNotification: number;
  supportMessage: number;
  dataExport: number;
  pendingVendor: number;
  kyc: number;
  mechanic: TestVendor;
  otherMechanic: TestVendor;
  maintenance: number;
  maintenanceReference: string;
  kitchen: TestVendor;
  otherKitchen: TestVendor;
  shop: TestVendor;
  dish: number;
  product: number;
  foodOrder: number;
  foodOrderReference: string;
  address: number;
  rider: TestVendor;
  ride: number;
}

/**
 * Who owns the subject of a route:
 *  - customer: the customer who placed the order or booking (wrong role: its vendor or host);
 *  - vendor: the service vendor of the order or pricing (wrong role: the order's customer);
 *  - host: the apartment host of the listing (wrong role: a customer who booked it);
 *  - admin: administrators only (wrong role: the vendor the record is about);
 *  - public: the same answer for everyone (live directory, public images);
 *  - party: either party of the subject (its customer or its vendor), nobody else; the customer calls as owner;
 *  - capability: the URL itself is the key (a signed document link, a checkout code): nobody gets in without it.
 * `admin: true` where the spec lets administrators in besides the owner.
 */
interface Row {
  owner: 'customer' | 'vendor' | 'host' | 'admin' | 'public' | 'capability' | 'party';
  id: (w: World) => number | string;
  /** Other path parameters than the id, by name (`:kind`). */
  params?: Record<string, (w: World) => string>;
  body?: (w: World) => object;
  admin?: boolean;
  /** Apartment rows: the other vendor is another host. */
  apartments?: boolean;
  /** Maintenance rows: the vendor is the request's mechanic, the other vendor another mechanic. */
  maintenance?: boolean;
  /** Ride rows: the vendor is a live rider. */
  ride?: boolean;
  /** Food and shop rows: the vendor is the order's kitchen (or the product's shop), the other vendor another kitchen. */
  cart?: 'food' | 'product';
  /** Public rows whose subject does not exist here (an image name): everyone gets the same 404. */
  missing?: boolean;
}

const order = (w: World) => w.order;
const booking = (w: World) => w.booking;

/** The access matrix, keyed by "METHOD path" exactly as the route table has it. A new route with a parameter needs a row. */
const MATRIX: Record<string, Row> = {
  // customers and vendors: notifications
  'POST /api/notifications/:id/read': { owner: 'customer', id: (w) => w.notification },
  'POST /api/admin/notifications/:id/read': { owner: 'admin', id: (w) => w.adminNotification },
  // reviews: a subject's two parties; public lists of revealed reviews
  'GET /api/reviews/subject/:kind/:id': { owner: 'party', id: order, params: { kind: () => 'service_order' } },
  // attachments (dispute photos): a subject's two parties and admins
  'GET /api/attachments/subject/:kind/:id': { owner: 'party', id: (w) => w.disputedOrder, params: { kind: () => 'service_order' }, admin: true },
  // messages per subject: its parties only; admins read a disputed subject's thread through their own route
  'GET /api/conversations/:kind/:id/messages': { owner: 'party', id: order, params: { kind: () => 'service_order' } },
  'POST /api/conversations/:kind/:id/messages': {
    owner: 'party',
    id: order,
    params: { kind: () => 'service_order' },
    body: () => ({ body: 'Is Saturday fine?' }),
  },
  'POST /api/conversations/:kind/:id/read': { owner: 'party', id: order, params: { kind: () => 'service_order' } },
  'GET /api/admin/conversations/:kind/:id/messages': { owner: 'admin', id: (w) => w.disputedOrder, params: { kind: () => 'service_order' } },
  'GET /api/service-vendors/:id/reviews': { owner: 'public', id: (w) => w.vendor.serviceVendorId },
  'GET /api/apartments/:id/reviews': { owner: 'public', id: (w) => w.listing, apartments: true },
  // public directory and images
  'GET /api/vendors/live/:id': { owner: 'public', id: (w) => w.vendor.vendorId },
  'GET /api/service-vendors/:id': { owner: 'public', id: (w) => w.vendor.serviceVendorId },
  'GET /api/apartments/:id': { owner: 'public', id: (w) => w.listing, apartments: true },
  'GET /uploads/avatars/:name': { owner: 'public', id: () => 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5.webp', missing: true },
  'GET /uploads/listing-photos/:name': { owner: 'public', id: () => 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5.webp', missing: true },
  // capabilities
  'GET /api/vendor/compliance/documents/:id': { owner: 'capability', id: () => 1 },
  'GET /api/admin/kyc/documents/:id': { owner: 'capability', id: () => 1 },
  'GET /api/attachments/:id/file': { owner: 'capability', id: () => 1 },
  'GET /api/payments/sandbox/checkout/:code': { owner: 'capability', id: () => '0123456789abcdef0123456789abcdef' },
  'POST /api/payments/sandbox/checkout/:code/pay': { owner: 'capability', id: () => '0123456789abcdef0123456789abcdef' },
  'POST /api/payments/sandbox/checkout/:code/cancel': { owner: 'capability', id: () => '0123456789abcdef0123456789abcdef' },
  // service vendor: pricings and incoming orders
  'GET /api/vendor/service-pricings/:id': { owner: 'vendor', id: (w) => w.pricing },
  'PUT /api/vendor/service-pricings/:id': {
    owner: 'vendor',
    id: (w) => w.pricing,
    body: () => ({ title: 'Standard cleaning', price: 26000, description: 'Two-bedroom flat' }),
  },
  'DELETE /api/vendor/service-pricings/:id': { owner: 'vendor', id: (w) => w.sparePricing },
  'POST /api/vendor/service-orders/:id/accept': { owner: 'vendor', id: order, body: () => ({ vendor_response: 'See you then' }) },
  'PATCH /api/vendor/service-orders/:id': { owner: 'vendor', id: order, body: () => ({ status: 'in_progress' }) },
  'POST /api/vendor/service-orders/:id/dispute-response': {
    owner: 'vendor',
    id: (w) => w.disputedOrder,
    body: () => ({ statement: 'We did the work as agreed' }),
  },
  // customer: service orders
  'GET /api/service-orders/:id': { owner: 'customer', id: order },
  'PATCH /api/service-orders/:id': { owner: 'customer', id: order, body: () => ({ service_address: '3 Matrix Close, Lekki' }) },
  'POST /api/service-orders/:id/pay': { owner: 'customer', id: order },
  // The real reference of the customer's paid order: knowing it must not let anyone else in.
  'POST /api/service-orders/:id/confirm-payment': { owner: 'customer', id: (w) => w.disputedOrder, body: (w) => ({ payment_reference: w.orderReference }) },
  'POST /api/service-orders/:id/confirm-completion': { owner: 'customer', id: order },
  'POST /api/service-orders/:id/dispute': { owner: 'customer', id: order, body: () => ({ reason: 'The work was not done' }) },
  // The order's open dispute takes photos from its customer only (multipart; the owner's empty body is a 422).
  'POST /api/service-orders/:id/dispute/photos': { owner: 'customer', id: (w) => w.disputedOrder },
  'PATCH /api/service-orders/:id/cancel': { owner: 'customer', id: order, body: () => ({}) },
  // host: listings
  'GET /api/listings/:id': { owner: 'host', id: (w) => w.listing, apartments: true },
  'PUT /api/listings/:id': { owner: 'host', id: (w) => w.listing, apartments: true, body: () => ({ title: 'Lekki Ocean View II' }) },
  'PATCH /api/listings/:id/status': { owner: 'host', id: (w) => w.listing, apartments: true, body: () => ({ status: 'active' }) },
  'DELETE /api/listings/:id': { owner: 'host', id: (w) => w.spareListing, apartments: true },
  // customer: apartment bookings (and the spec's unprefixed aliases)
  'GET /api/bookings/:id': { owner: 'customer', id: booking, apartments: true },
  'POST /api/bookings/:id/dispute': { owner: 'customer', id: booking, apartments: true, body: () => ({ reason: 'No water' }) },
  'POST /api/bookings/:id/dispute/photos': { owner: 'customer', id: booking, apartments: true },
  ...Object.fromEntries(
    ['/api/bookings', '/bookings'].flatMap((base) => [
      [
        `POST ${base}/:id/pay`,
        { owner: 'customer', id: booking, apartments: true, body: (w: World) => ({ booking_id: w.booking, payment_method: 'paystack' }) },
      ],
      [
        `POST ${base}/:id/confirm-payment`,
        { owner: 'customer', id: booking, apartments: true, body: (w: World) => ({ payment_reference: w.bookingReference }) },
      ],
      [`POST ${base}/:id/check-in`, { owner: 'customer', id: booking, apartments: true }],
      [`POST ${base}/:id/check-out`, { owner: 'customer', id: booking, apartments: true }],
      [`POST ${base}/:id/cancel`, { owner: 'customer', id: booking, apartments: true, body: () => ({ reason: 'Plans changed' }) }],
    ]),
  ),
  // customer: maintenance requests (a paid one); mechanic: its inbox moves
  'GET /api/maintenance/requests/:id': { owner: 'customer', id: (w) => w.maintenance, maintenance: true },
  'POST /api/maintenance/requests/:id/mechanic': {
    owner: 'customer',
    id: (w) => w.maintenance,
    maintenance: true,
    body: (w) => ({ mechanic_id: w.mechanic.vendorId }),
  },
  'POST /api/maintenance/requests/:id/pay': { owner: 'customer', id: (w) => w.maintenance, maintenance: true },
  'POST /api/maintenance/requests/:id/confirm-payment': {
    owner: 'customer',
    id: (w) => w.maintenance,
    maintenance: true,
    body: (w) => ({ payment_reference: w.maintenanceReference }),
  },
  'POST /api/maintenance/requests/:id/cancel': { owner: 'customer', id: (w) => w.maintenance, maintenance: true },
  'POST /api/maintenance/requests/:id/confirm': { owner: 'customer', id: (w) => w.maintenance, maintenance: true },
  'POST /api/maintenance/requests/:id/dispute': {
    owner: 'customer',
    id: (w) => w.maintenance,
    maintenance: true,
    body: () => ({ reason: 'The brakes still squeal' }),
  },
  'POST /api/maintenance/requests/:id/dispute/photos': { owner: 'customer', id: (w) => w.maintenance, maintenance: true },
  // food and shop: the customer's paid food order, the kitchen's buttons, menus and products, addresses
  'GET /api/food/vendors/:id': { owner: 'public', id: (w) => w.kitchen.vendorId },
  'GET /api/products/:id': { owner: 'public', id: (w) => w.product },
  'GET /api/orders/:id': { owner: 'party', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/orders/:id/pay': { owner: 'customer', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/orders/:id/confirm-payment': {
    owner: 'customer',
    id: (w) => w.foodOrder,
    cart: 'food',
    body: (w) => ({ payment_reference: w.foodOrderReference }),
  },
  'POST /api/orders/:id/confirm-delivery': { owner: 'customer', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/orders/:id/report-problem': { owner: 'customer', id: (w) => w.foodOrder, cart: 'food', body: () => ({ reason: 'The seal was broken' }) },
  'POST /api/orders/:id/report-problem/photos': { owner: 'customer', id: (w) => w.foodOrder, cart: 'food' },
  'GET /api/vendor/orders/:id': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/vendor/orders/:id/ready': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/vendor/orders/:id/ship': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/vendor/orders/:id/deliver': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/vendor/orders/:id/accept': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/vendor/orders/:id/decline': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/orders/:id/cancel': { owner: 'customer', id: (w) => w.foodOrder, cart: 'food' },
  'GET /api/orders/:id/courier': { owner: 'customer', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/vendor/orders/:id/courier': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'GET /api/vendor/orders/:id/courier': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'POST /api/vendor/orders/:id/courier/cancel': { owner: 'vendor', id: (w) => w.foodOrder, cart: 'food' },
  'PUT /api/vendor/menu-items/:id': { owner: 'vendor', id: (w) => w.dish, cart: 'food', body: () => ({ name: 'Matrix Jollof' }) },
  'DELETE /api/vendor/menu-items/:id': { owner: 'vendor', id: (w) => w.dish, cart: 'food' },
  'PUT /api/vendor/products/:id': { owner: 'vendor', id: (w) => w.product, cart: 'product', body: () => ({ name: 'Matrix Phone' }) },
  'DELETE /api/vendor/products/:id': { owner: 'vendor', id: (w) => w.product, cart: 'product' },
  'GET /api/admin/orders/:id': { owner: 'admin', id: (w) => w.foodOrder },
  'GET /api/admin/rides/:id': { owner: 'admin', id: (w) => w.ride },
  'DELETE /api/me/addresses/:id': { owner: 'customer', id: (w) => w.address },
  // okada rides: the customer's ride request; the rider's buttons (refused to everyone else)
  'POST /api/vendor/rider/rides/:id/accept': { owner: 'vendor', id: (w) => w.ride, ride: true },
  'POST /api/vendor/rider/rides/:id/decline': { owner: 'vendor', id: (w) => w.ride, ride: true },
  'POST /api/vendor/rider/rides/:id/arrived': { owner: 'vendor', id: (w) => w.ride, ride: true },
  'POST /api/vendor/rider/rides/:id/start': { owner: 'vendor', id: (w) => w.ride, ride: true, body: () => ({ start_code: '1234' }) },
  'POST /api/vendor/rider/rides/:id/complete': { owner: 'vendor', id: (w) => w.ride, ride: true },
  'POST /api/vendor/rider/rides/:id/cancel': { owner: 'vendor', id: (w) => w.ride, ride: true },
  'GET /api/rides/:id': { owner: 'party', id: (w) => w.ride, ride: true },
  'POST /api/rides/:id/pay': { owner: 'customer', id: (w) => w.ride, ride: true },
  'POST /api/rides/:id/cancel': { owner: 'customer', id: (w) => w.ride, ride: true },
  'POST /api/rides/:id/report-problem': { owner: 'customer', id: (w) => w.ride, ride: true, body: () => ({ reason: 'The rider was rude' }) },
  // data rights: the owner's export; its file only through its signed link
  'GET /api/me/data-exports/:id': { owner: 'customer', id: (w) => w.dataExport },
  'GET /api/data-exports/:id/file': { owner: 'capability', id: () => 1 },
  'POST /api/vendor/mechanic/requests/:id/accept': { owner: 'vendor', id: (w) => w.maintenance, maintenance: true },
  'POST /api/vendor/mechanic/requests/:id/decline': { owner: 'vendor', id: (w) => w.maintenance, maintenance: true },
  'POST /api/vendor/mechanic/requests/:id/start': { owner: 'vendor', id: (w) => w.maintenance, maintenance: true },
  'POST /api/vendor/mechanic/requests/:id/complete': { owner: 'vendor', id: (w) => w.maintenance, maintenance: true },
  // administrators
  'GET /api/admin/vendors/:id': { owner: 'admin', id: (w) => w.pendingVendor },
  'GET /api/admin/kyc/verifications/:id': { owner: 'admin', id: (w) => w.kyc },
  'GET /api/admin/disputes/:id': { owner: 'admin', id: (w) => w.dispute },
  'GET /api/admin/bookings/:id': { owner: 'admin', id: booking, apartments: true },
  'PATCH /api/admin/listings/:id/verify': { owner: 'admin', id: (w) => w.listing, apartments: true, body: () => ({ is_verified: 1 }) },
  'PUT /api/admin/bookings/:id/status': { owner: 'admin', id: booking, apartments: true, body: () => ({ status: 'processing' }) },
  'POST /api/admin/bookings/:id/release-payment': { owner: 'admin', id: booking, apartments: true },
  'POST /api/admin/support-messages/:id/reply': { owner: 'admin', id: (w) => w.supportMessage, body: () => ({ message: 'Thank you, it is done.' }) },
  'POST /api/admin/disputes/:id/resolve': {
    owner: 'admin',
    id: (w) => w.dispute,
    body: () => ({ resolution: 'release', note: 'Work checked with both sides' }),
  },
  'POST /api/admin/kyc/verifications/:id/reject': { owner: 'admin', id: (w) => w.kyc, body: () => ({ reason: 'The document is unreadable' }) },
  'POST /api/admin/kyc/verifications/:id/approve': { owner: 'admin', id: (w) => w.kyc },
  'POST /api/admin/vendors/:id/reject': { owner: 'admin', id: (w) => w.pendingVendor, body: () => ({ reason: 'Incomplete details' }) },
  'POST /api/admin/vendors/:id/verify': { owner: 'admin', id: (w) => w.pendingVendor },
};

/**
 * Apps mounted whole under a prefix, with their own key: every route under it is a capability row. The
 * queue dashboard (bull-board, modules/queue-board) wants its own HttpOnly session cookie, which no bearer
 * token carries.
 */
const MOUNTED: Array<{ prefix: string; row: Row }> = [{ prefix: '/api/admin/queues/', row: { owner: 'capability', id: () => 'payouts' } }];
const mountedRow = (key: string) => MOUNTED.find((m) => key.split(' ')[1]!.startsWith(m.prefix))?.row;

const DENIED = [401, 403, 404];

function callers(row: Row, w: World): Partial<Record<Caller, Auth>> {
  const otherVendor = row.apartments ? w.otherHost.auth : row.maintenance ? w.otherMechanic.auth : row.cart ? w.otherKitchen.auth : w.otherVendor.auth;
  const cartVendor = row.cart === 'food' ? w.kitchen.auth : row.cart === 'product' ? w.shop.auth : row.ride ? w.rider.auth : null;
  const base = { otherCustomer: w.otherCustomer.auth, otherVendor, anonymous: {}, admin: w.admin.auth };
  switch (row.owner) {
    case 'customer':
      return { ...base, owner: w.customer.auth, wrongRole: row.apartments ? w.host.auth : row.maintenance ? w.mechanic.auth : (cartVendor ?? w.vendor.auth) };
    case 'vendor':
      return { ...base, owner: row.maintenance ? w.mechanic.auth : (cartVendor ?? w.vendor.auth), wrongRole: w.customer.auth };
    case 'host':
      return { ...base, owner: w.host.auth, wrongRole: w.customer.auth };
    case 'admin':
      // The vendor the record is about is the closest wrong role.
      return { otherCustomer: w.otherCustomer.auth, otherVendor, anonymous: {}, wrongRole: row.apartments ? w.host.auth : w.vendor.auth, owner: w.admin.auth };
    case 'party':
      // The vendor is the other party: it may read too, so there is no wrong role.
      return { ...base, owner: w.customer.auth };
    default:
      return { ...base, owner: w.customer.auth, wrongRole: w.vendor.auth };
  }
}

describe('access matrix: every route with an id, as every kind of caller', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', OUTBOX_POLL_MS: '100' });
    const admin = await adminLogin(t);
    const customer = await newCustomer(t);
    const otherCustomer = await newCustomer(t);
    const vendor = await newServiceVendor(t, {
      pricings: [
        { title: 'Standard cleaning', price: 25000 },
        { title: 'Spare', price: 1000 },
      ],
    });
    const otherVendor = await newServiceVendor(t);
    const host = await newHost(t);
    const otherHost = await newHost(t);

    const orderRow = await book(t, customer, vendor);
    // A completed, paid order under dispute (through the sandbox checkout, as a browser would pay).
    const disputed = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${disputed.id}/accept`).set(vendor.auth).send({}).expect(200);
    const pay = await t.http.post(`/api/service-orders/${disputed.id}/pay`).set(customer.auth).expect(200);
    await t.http
      .post(`${new URL(pay.body.data.payment_url).pathname}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get(`/api/service-orders/${disputed.id}`).set(customer.auth)).body.data.payment_status === 'paid';
    });
    await t.http.patch(`/api/vendor/service-orders/${disputed.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${disputed.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
    await t.http.post(`/api/service-orders/${disputed.id}/dispute`).set(customer.auth).send({ reason: 'Two walls were not painted' }).expect(200);
    const [dispute] = await t.ds.query("SELECT id FROM disputes WHERE subject_kind = 'service_order' AND subject_id = $1", [disputed.id]);

    const listing = await createListing(t, host);
    const spareListing = await createListing(t, host, { title: 'Spare flat' });
    await t.http.patch(`/api/admin/listings/${listing.id}/verify`).set(admin.auth).send({ is_verified: 1 }).expect(200);
    const bookingRes = await t.http
      .post('/api/apartment/bookings')
      .set(customer.auth)
      .send({ listing_id: listing.id, check_in_date: lagosDay(3), check_out_date: lagosDay(5), guests: 2, nights: 2, total_price: 1 });
    expect(bookingRes.status).toBe(201);
    // Approved and paid, so the booking has a real payment reference to try.
    const bookingId = bookingRes.body.data.id as number;
    await t.http.put(`/api/admin/bookings/${bookingId}/status`).set(admin.auth).send({ status: 'processing' }).expect(200);
    const bookingPay = await t.http
      .post(`/api/bookings/${bookingId}/pay`)
      .set(customer.auth)
      .send({ booking_id: bookingId, payment_method: 'paystack' })
      .expect(200);
    await t.http
      .post(`${new URL(bookingPay.body.data.payment_url).pathname}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get(`/api/bookings/${bookingId}`).set(customer.auth)).body.data.status === 'paid';
    });

    // A maintenance request paid to a live mechanic (through the sandbox checkout).
    const liveMechanic = async () => {
      const m = await newVendor(t, { category: 'mechanic', live: true });
      await t.http
        .post('/api/vendor/mechanic/setup')
        .set(m.auth)
        .send({ workshop_name: 'Matrix Auto', services_offered: 'Brakes', location: 'Enugu', contact_number: '08031234567' });
      return m;
    };
    const mechanic = await liveMechanic();
    const otherMechanic = await liveMechanic();
    const mr = await t.http
      .post('/api/maintenance/request')
      .set(customer.auth)
      .send({ location: 'Enugu', service_type: 'brake', issue: 'Soft pedal' })
      .expect(201);
    const maintenance = mr.body.data.id as number;
    await t.http.post(`/api/maintenance/requests/${maintenance}/mechanic`).set(customer.auth).send({ mechanic_id: mechanic.vendorId }).expect(200);
    const mrPay = await t.http.post(`/api/maintenance/requests/${maintenance}/pay`).set(customer.auth).send({}).expect(200);
    await t.http
      .post(`${new URL(mrPay.body.data.payment_url).pathname}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get(`/api/maintenance/requests/${maintenance}`).set(customer.auth)).body.data.status === 'paid';
    });

    // A food order paid to a live kitchen (sandbox checkout); a shop with a product; a saved address.
    const liveShop = async (category: 'food_vendor' | 'product_vendor') => {
      const v = await newVendor(t, { category, live: true });
      if (category === 'food_vendor') {
        await t.http
          .post('/api/vendor/food/setup')
          .set(v.auth)
          .send({ restaurant_name: 'Matrix Kitchen', cuisine: 'Nigerian', address: 'Enugu', phone: '08031234567', opening_hours: '24/7' })
          .expect(201);
      }
      return v;
    };
    const kitchen = await liveShop('food_vendor');
    const otherKitchen = await liveShop('food_vendor');
    const shop = await liveShop('product_vendor');
    const dish = (await t.http.post('/api/vendor/menu-items').set(kitchen.auth).send({ name: 'Jollof', price: 2000, category: 'Local Dishes' }).expect(201))
      .body.data.id as number;
    const product = (
      await t.http.post('/api/vendor/products').set(shop.auth).send({ name: 'Phone', price: 50000, category: 'Electronics', stock: 5 }).expect(201)
    ).body.data.id as number;
    const fo = await t.http
      .post('/api/orders')
      .set(customer.auth)
      .send({ vendor_id: kitchen.vendorId, items: [{ item_id: dish, quantity: 1 }], delivery_address: 'Enugu', phone: '08031234567' })
      .expect(201);
    const foodOrder = fo.body.data.id as number;
    const foPay = await t.http.post(`/api/orders/${foodOrder}/pay`).set(customer.auth).send({}).expect(200);
    await t.http
      .post(`${new URL(foPay.body.data.payment_url).pathname}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get(`/api/orders/${foodOrder}`).set(customer.auth)).body.data.payment_status === 'paid';
    });
    const address = (await t.http.post('/api/me/addresses').set(customer.auth).send({ address: '1 Matrix Road, Enugu', phone: '08031234567' }).expect(201)).body
      .data.id as number;

    // A ride requested by the customer, and a live rider online near it (it is offered to them).
    const rider = await newVendor(t, { category: 'rider', live: true });
    await t.http.post('/api/vendor/rider/setup').set(rider.auth).send({ vehicle_type: 'bike' });
    await t.http.patch('/api/vendor/rider/status').set(rider.auth).send({ online: true }).expect(200);
    await t.http.post('/api/vendor/rider/location').set(rider.auth).send({ lat: 6.45, lng: 7.5 }).expect(200);
    const rideRes = await t.http
      .post('/api/rides')
      .set(customer.auth)
      .send({ pickup: { lat: 6.451, lng: 7.5 }, destination: { lat: 6.5, lng: 7.55 } })
      .expect(201);
    // Offered to the rider (dispatch runs as a job), who accepts it: the rider's rows act on their own ride.
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get('/api/vendor/rider/rides/current').set(rider.auth)).body.data.offer?.id === rideRes.body.data.id;
    });
    await t.http.post(`/api/vendor/rider/rides/${rideRes.body.data.id}/accept`).set(rider.auth).expect(200);

    const [notification] = await t.ds.query(`INSERT INTO notifications (user_id, title, body) VALUES ($1, 'Hello', 'A note') RETURNING id`, [customer.user.id]);
    const [adminNotification] = await t.ds.query(
      `SELECT n.id FROM admin_notifications n JOIN admins a ON a.id = n.admin_id WHERE a.email = 'admin@oja.test' ORDER BY n.id DESC LIMIT 1`,
    );
    const contact = await t.http
      .post('/api/contact')
      .send({ name: 'Matrix Visitor', email: 'matrix@example.com', subject: 'Hello', message: 'A question' })
      .expect(201);
    const pending = await newServiceVendor(t, { live: false });
    const [doc] = await t.ds.query(
      `INSERT INTO vendor_documents (vendor_id, document_type, storage_key, mime, size_bytes) VALUES ($1, 'nin', 'kyc/none.pdf', 'application/pdf', 10) RETURNING id`,
      [pending.vendorId],
    );
    const [kyc] = await t.ds.query(
      `INSERT INTO kyc_verifications (vendor_id, document_id, document_type, status) VALUES ($1, $2, 'nin', 'pending') RETURNING id`,
      [pending.vendorId, doc.id],
    );

    w = {
      customer: { auth: customer.auth, userId: customer.user.id },
      otherCustomer,
      vendor,
      otherVendor,
      host,
      otherHost,
      admin,
      order: orderRow.id,
      disputedOrder: disputed.id,
      orderReference: pay.body.data.reference,
      bookingReference: bookingPay.body.data.reference,
      dispute: dispute.id,
      pricing: vendor.pricings[0]!.id,
      sparePricing: vendor.pricings[1]!.id,
      listing: listing.id,
      spareListing: spareListing.id,
      booking: bookingRes.body.data.id,
      notification: notification.id,
      adminNotification: adminNotification.id,
      supportMessage: contact.body.data.id,
      dataExport: (await t.http.post('/api/me/data-export').set(customer.auth).expect(202)).body.data.id,
      pendingVendor: pending.vendorId,
      kyc: kyc.id,
      mechanic,
      otherMechanic,
      maintenance,
      maintenanceReference: mrPay.body.data.reference,
      kitchen,
      otherKitchen,
      shop,
      dish,
      product,
      foodOrder,
      foodOrderReference: foPay.body.data.reference,
      address,
      rider,
      ride: rideRes.body.data.id,
    };
  }, 60_000);
  afterAll(() => t.close());

  it('has a row for every route with a parameter, and no row for a route that is gone', () => {
    const routes = routeTable(t.app.getHttpAdapter().getInstance()).map((r) => `${r.method} ${r.url}`);
    const withParams = routes.filter((k) => /\/:/.test(k) && !k.startsWith('GET /api/docs'));
    expect(withParams.filter((k) => !(k in MATRIX) && !mountedRow(k))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !routes.includes(k))).toEqual([]);
  });

  it('lets only the owner (and an admin where the spec says) in: everyone else gets 401, 403 or 404', async () => {
    const problems: string[] = [];
    let cases = 0;
    const mounted = routeTable(t.app.getHttpAdapter().getInstance())
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => /\/:/.test(k) && !(k in MATRIX) && mountedRow(k))
      .map((k) => [k, mountedRow(k)!] as const);
    for (const [key, row] of [...Object.entries(MATRIX), ...mounted]) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(String(name === 'id' || !row.params?.[name] ? row.id(w) : row.params[name]!(w))),
      );
      const send = (auth: Auth) => {
        const req = (t.http as unknown as Record<string, (u: string) => import('supertest').Test>)[method.toLowerCase()]!(url).set(auth);
        return method === 'GET' || method === 'DELETE' ? req : req.send(row.body?.(w) ?? {});
      };
      const who = callers(row, w);
      // Everyone but the owner first, so a refused caller cannot hide behind a state the owner's call changed.
      const order: Caller[] = ['anonymous', 'otherCustomer', 'otherVendor', 'wrongRole', 'admin', 'owner'];
      const seen: Partial<Record<Caller, number>> = {};
      for (const caller of order) {
        const auth = who[caller];
        if (!auth) continue;
        const res = await send(auth);
        cases++;
        seen[caller] = res.status;
        if (res.status >= 500) problems.push(`${key} as ${caller} → ${res.status}`);
        if (row.owner === 'public') continue;
        const allowed = caller === 'owner' || (caller === 'admin' && row.admin);
        if (row.owner === 'capability' || !allowed) {
          if (!DENIED.includes(res.status)) problems.push(`${key} as ${caller} → ${res.status} (should be refused) ${JSON.stringify(res.body).slice(0, 160)}`);
        } else if (DENIED.includes(res.status) || (method === 'GET' && res.status !== 200)) {
          problems.push(`${key} as ${caller} (allowed) → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        }
      }
      if (row.owner === 'public') {
        const statuses = new Set(Object.values(seen));
        if (statuses.size !== 1 || (!row.missing && !statuses.has(200))) problems.push(`${key} (public) → ${JSON.stringify(seen)}`);
      }
    }
    expect(cases).toBeGreaterThan(250);
    expect(problems).toEqual([]);
  }, 120_000);
});
