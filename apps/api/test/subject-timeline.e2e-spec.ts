import { SubjectEvents1795700581995 } from '../src/database/migrations/1795700581995-SubjectEvents.js';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { completedOrder, newCustomer, newServiceVendor } from './factories/service-marketplace.js';
import { newVendor } from './factories/vendors.js';
import { createListing, lagosDay, newGuest, newHost, type Auth } from './factories/apartments.js';

/** One timeline table for every subject: the engine files every accepted transition in `subject_events`. */
describe('subject timeline', () => {
  let t: TestApp;
  let admin: Auth;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', OUTBOX_POLL_MS: '100' });
    admin = (await adminLogin(t)).auth;
  });
  afterAll(() => t.close());

  const steps = async (kind: string, id: number) =>
    (
      await t.ds.query('SELECT event, from_status, to_status, actor FROM subject_events WHERE subject_kind = $1 AND subject_id = $2 ORDER BY id', [kind, id])
    ).map((r: { event: string; from_status: string; to_status: string; actor: string }) => `${r.event} ${r.from_status}→${r.to_status} by ${r.actor}`);
  const paySandbox = async (paymentUrl: string) =>
    t.http
      .post(`${new URL(paymentUrl).pathname}/pay`)
      .type('form')
      .send('')
      .expect(303);

  it("a service order's transitions leave one step each, in order, payments and the release included", async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const id = await completedOrder(t, customer, vendor);
    await t.http.post(`/api/service-orders/${id}/confirm-completion`).set(customer.auth).expect(200);
    expect(await steps('service_order', id)).toEqual([
      'ACCEPT pending→accepted by vendor',
      'PAY accepted→accepted by customer',
      'PAYMENT_CAPTURED accepted→accepted by system',
      'START accepted→in_progress by vendor',
      'COMPLETE in_progress→completed by vendor',
      'CONFIRM_SATISFACTION completed→completed by customer',
    ]);
  });

  it("a maintenance request's transitions leave one step each, in order", async () => {
    const town = `Kano${Date.now().toString(36)}`;
    const mechanic = await newVendor(t, { category: 'mechanic', live: true });
    await t.ds.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [mechanic.userId]);
    await t.http
      .post('/api/vendor/mechanic/setup')
      .set(mechanic.auth)
      .send({ workshop_name: `${mechanic.businessName} Workshop`, services_offered: 'Brakes', location: `1 Zoo Road, ${town}`, contact_number: '08031234567' })
      .expect((r) => expect([200, 201]).toContain(r.status));
    const c = await newCustomer(t);
    const id = (
      await t.http
        .post('/api/maintenance/request')
        .set(c.auth)
        .send({ location: `Sabon Gari, ${town}`, service_type: 'brake', issue: 'Brakes squeal' })
        .expect(201)
    ).body.data.id as number;
    await t.http.post(`/api/maintenance/requests/${id}/mechanic`).set(c.auth).send({ mechanic_id: mechanic.vendorId }).expect(200);
    await paySandbox((await t.http.post(`/api/maintenance/requests/${id}/pay`).set(c.auth).send({}).expect(200)).body.data.payment_url);
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get(`/api/maintenance/requests/${id}`).set(c.auth)).body.data.status === 'paid';
    });
    for (const step of ['accept', 'start', 'complete']) await t.http.post(`/api/vendor/mechanic/requests/${id}/${step}`).set(mechanic.auth).expect(200);
    await t.http.post(`/api/maintenance/requests/${id}/confirm`).set(c.auth).expect(200);
    expect(await steps('maintenance_request', id)).toEqual([
      'CHOOSE_MECHANIC reported→mechanic_chosen by customer',
      'PAY mechanic_chosen→mechanic_chosen by customer',
      'PAYMENT_CAPTURED mechanic_chosen→paid by system',
      'ACCEPT paid→accepted by vendor',
      'START accepted→in_progress by vendor',
      'COMPLETE in_progress→completed by vendor',
      'CONFIRM completed→released by customer',
    ]);
  });

  it("the migration's copy keeps every apartment booking's timeline as the API shows it, with the same ids and timestamps", async () => {
    // One stay through payment to release (its checkout start, PAY, changes no status: not in the booking's timeline) and one cancelled with a note.
    const host = await newHost(t);
    const listing = await createListing(t, host);
    const guest = await newGuest(t);
    const request = async (from: number) =>
      (
        await t.http
          .post('/api/apartment/bookings')
          .set(guest.auth)
          .send({ listing_id: listing.id, check_in_date: lagosDay(from), check_out_date: lagosDay(from + 1), guests: 1 })
          .expect(201)
      ).body.data.id as number;
    const stay = await request(0);
    await t.http.put(`/api/admin/bookings/${stay}/status`).set(admin).send({ status: 'processing', notes: 'Looks fine' }).expect(200);
    await paySandbox(
      (await t.http.post(`/api/bookings/${stay}/pay`).set(guest.auth).send({ booking_id: stay, payment_method: 'paystack' }).expect(200)).body.data.payment_url,
    );
    await eventually(async () => {
      await t.flushOutbox();
      return (await t.http.get(`/api/bookings/${stay}`).set(guest.auth)).body.data.status === 'paid';
    });
    await t.http.post(`/api/bookings/${stay}/check-in`).set(guest.auth).expect(200);
    await t.http.post(`/api/bookings/${stay}/check-out`).set(guest.auth).expect(200);
    await t.http.post(`/api/admin/bookings/${stay}/release-payment`).set(admin).expect(200);
    const cancelled = await request(20);
    await t.http.put(`/api/admin/bookings/${cancelled}/status`).set(admin).send({ status: 'cancelled', notes: 'Host closed these dates' }).expect(200);
    const detail = async (id: number) => (await t.http.get(`/api/admin/bookings/${id}`).set(admin).expect(200)).text;
    const before = [await detail(stay), await detail(cancelled)];
    expect(JSON.parse(before[0]!).data.timeline.map((s: { status: string }) => s.status)).toEqual([
      'pending',
      'processing',
      'paid',
      'checked_in',
      'checked_out',
      'completed',
    ]);
    expect(JSON.parse(before[1]!).data.timeline.at(-1)).toMatchObject({
      from_status: 'pending',
      status: 'cancelled',
      actor: 'admin',
      note: 'Host closed these dates',
    });

    // Back to apartment_booking_events (what the previous release kept) and forward again, in one transaction.
    const all = `SELECT id, subject_kind, subject_id, event, from_status, to_status, actor, actor_id, note, created_at::text AS created_at FROM subject_events ORDER BY id`;
    const carried = (rows: Array<Record<string, unknown>>) =>
      rows.filter((r) => r.subject_kind === 'apartment_booking' && r.from_status !== r.to_status).map((r) => ({ ...r, event: null }));
    const migration = new SubjectEvents1795700581995();
    const qr = t.ds.createQueryRunner();
    const snapshot: Array<Record<string, unknown>> = [];
    try {
      await qr.startTransaction();
      await qr.query('LOCK TABLE subject_events IN ACCESS EXCLUSIVE MODE');
      snapshot.push(...(await qr.query(all)));
      await qr.query('CREATE TEMP TABLE kept ON COMMIT DROP AS SELECT * FROM subject_events');
      await migration.down(qr);
      expect((await qr.query('SELECT count(*)::int AS n FROM apartment_booking_events'))[0].n).toBe(carried(snapshot).length);
      await migration.up(qr);
      // Every step the old table held, with its id (so its order) and its timestamp to the microsecond; the event is unknown.
      expect(await qr.query(all)).toEqual(carried(snapshot));
      // A later migration (Trips) widened the actors to a ride's rider and a cart order's courier: as it stands now.
      await qr.query(`ALTER TABLE subject_events DROP CONSTRAINT subject_events_actor`);
      await qr.query(
        `ALTER TABLE subject_events ADD CONSTRAINT subject_events_actor CHECK (actor IN ('customer', 'vendor', 'admin', 'system', 'rider', 'courier'))`,
      );
      // Put back what the old table never held (other subjects' steps, steps that changed no status) and the events.
      await qr.query('INSERT INTO subject_events SELECT * FROM kept k WHERE NOT EXISTS (SELECT 1 FROM subject_events s WHERE s.id = k.id)');
      await qr.query('UPDATE subject_events s SET event = k.event FROM kept k WHERE s.id = k.id');
      await qr.query(`SELECT setval(pg_get_serial_sequence('subject_events', 'id'), (SELECT max(id) FROM subject_events))`);
      await qr.commitTransaction();
    } finally {
      if (qr.isTransactionActive) await qr.rollbackTransaction();
      await qr.release();
    }
    expect([await detail(stay), await detail(cancelled)]).toEqual(before);
    expect(await t.ds.query(all)).toEqual(snapshot);
  });
});
