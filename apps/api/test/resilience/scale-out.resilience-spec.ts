// Scale-out (issue "performance and scale-out"): two API processes (RUN_WORKERS=false) and two worker processes,
// the built `dist/main.js` and `dist/worker.js`, on one fresh PostgreSQL database and one Redis prefix.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { Pool, type PoolClient } from 'pg';
import request from 'supertest';
import { adminLogin, newAccount } from '../factories/users.js';
import { book, newCustomer, newServiceVendor, tomorrow } from '../factories/service-marketplace.js';
import { openSse } from '../utils/sse.js';
import { createListing, lagosDay, newGuest, newHost } from '../factories/apartments.js';
import { eventually, type TestApp } from '../utils/app.js';
import { expectSound, type Auth } from './helpers.js';
import { createDatabase, dropRedisPrefix, freePort, roundRobin, startApi, startDistWorker, stopAll, type Proc } from './processes.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The sandbox checkout's path from a `payment_url` (the page is served by whichever API process gets it). */
const checkoutPath = (paymentUrl: string) => new URL(paymentUrl).pathname;
/** Each process names its PostgreSQL sessions, so the test can tell which worker is in the middle of a payout. */
const named = (url: string, name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;

describe('scale-out: two API processes and two workers on one PostgreSQL and one Redis', () => {
  const prefix = `oja-scale-${Date.now()}`;
  const procs: Proc[] = [];
  const workers = new Map<string, Proc>();
  let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let pool: Pool | undefined;
  let A = '';
  let B = '';
  let t: TestApp;
  let served: Map<string, number>;
  let admin: Auth;
  let startWorker: (name: string) => Promise<Proc>;

  beforeAll(async () => {
    db = await createDatabase('oja_scale');
    pool = new Pool({ connectionString: db.url, max: 4 });
    // pool.end() can resolve before the server has seen every goodbye; the forced drop then ends the rest.
    pool.on('error', () => undefined);
    const [portA, portB] = await Promise.all([freePort(), freePort()]);
    A = `http://127.0.0.1:${portA}`;
    B = `http://127.0.0.1:${portB}`;
    const common = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: `.data/${prefix}`,
      // The address the load balancer would have; both API processes put it in checkout and e-mail links.
      APP_URL: A,
      PAYMENT_PROVIDER: 'sandbox',
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      RATE_LIMIT_AUTH: '10000',
      ESCROW_PAYOUT_HOLD_MS: '0',
      PAYOUT_RETRY_MS: '500',
      OUTBOX_POLL_MS: '100',
      // A worker waits on the test's row lock (below) instead of giving up after the default 5 s.
      DB_LOCK_TIMEOUT_MS: '90000',
      // The killed worker's job goes back to the queue within seconds (default 30 s).
      QUEUE_LOCK_MS: '3000',
      // A pending order nobody answers is cancelled by its timer after 8 s (48 h in production); orders the tests
      // accept at once never see it fire.
      SERVICE_ORDER_AUTO_CANCEL_MS: '8000',
    };
    const api = (name: string, port: number) => startApi(name, port, { ...common, RUN_WORKERS: 'false', DATABASE_URL: named(db!.url, `oja-${name}`) });
    const worker = (name: string) => startDistWorker(name, { ...common, DATABASE_URL: named(db!.url, `oja-${name}`) });
    startWorker = worker;
    // All four start at once on an empty database: migrations run under an advisory lock, the first admin is created once.
    const started = await Promise.allSettled([api('api-a', portA), api('api-b', portB), worker('worker-1'), worker('worker-2')]);
    for (const s of started) if (s.status === 'fulfilled') procs.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    for (const p of procs.filter((p) => p.name.startsWith('worker'))) workers.set(`oja-${p.name}`, p);
    ({ t, served } = roundRobin([A, B], pool));
    admin = (await adminLogin(t)).auth;
  }, 120_000);

  afterAll(async () => {
    await stopAll(procs);
    await pool?.end();
    await db?.drop();
    await dropRedisPrefix(REDIS_URL, prefix).catch(() => undefined);
    rmSync(join(__dirname, '../..', `.data/${prefix}`), { recursive: true, force: true });
  });

  /** Workers waiting on a row lock the test holds (each process names its sessions), once at least `n` do. */
  const blockedWorkers = (n: number) =>
    eventually(async () => {
      const rows: Array<{ application_name: string }> = await t.ds.query(
        `SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name LIKE 'oja-worker-%'`,
      );
      return rows.length >= n ? rows : null;
    }, 30_000);

  /** Kills the worker with SIGKILL and waits until it is gone. */
  async function killHardly(session: string): Promise<Proc> {
    const victim = workers.get(session)!;
    victim.child.kill('SIGKILL');
    await new Promise((r) => (victim.child.exitCode !== null || victim.child.signalCode !== null ? r(null) : victim.child.once('exit', r)));
    return victim;
  }

  it('migrated once and created one admin, though four processes started together', async () => {
    const migrations = await t.ds.query(`SELECT name, count(*)::int n FROM migrations GROUP BY name HAVING count(*) > 1`);
    expect(migrations).toEqual([]);
    expect(Number((await t.ds.query(`SELECT count(*) n FROM admins`))[0].n)).toBe(1);
  });

  it('the workers run at a lower CPU priority than the API processes (WORKER_NICE, 10 by default): requests come first', () => {
    /** Each thread's nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
    const niceOf = (pid: number) =>
      readdirSync(`/proc/${pid}/task`).map((tid) => {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
    // The API processes keep the priority they were started with (this test's own); the workers' is 10 (or theirs, if lower).
    const own = getPriority();
    for (const p of procs) {
      const nice = niceOf(p.child.pid!);
      // Threads the process starts later inherit its value; those that already ran were lowered one by one.
      expect(new Set(nice)).toEqual(new Set([p.name.startsWith('worker') ? Math.max(10, own) : own]));
    }
  });

  it('a lifecycle timer whose worker is killed while it runs fires exactly once, on the other worker', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const order = await book(t, customer, vendor);
    // Hold the order's row: its generic timer jobs (the vendor's reminder, then the auto-cancel) wait on it in a worker.
    const locker: PoolClient = await pool!.connect();
    let victim: Proc | undefined;
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM service_orders WHERE id = $1 FOR UPDATE', [order.id]);
      const blocked = await blockedWorkers(1);
      victim = await killHardly(blocked[0]!.application_name);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      locker.release();
    }
    expect(victim?.child.signalCode).toBe('SIGKILL');
    // The surviving worker runs the killed one's job when its lock lapses: the order is cancelled once, each party
    // told once; the vendor's reminder went out at most once (not at all when the cancellation took the row first).
    await eventually(async () => (await t.ds.query(`SELECT status FROM service_orders WHERE id = $1`, [order.id]))[0].status === 'cancelled', 60_000);
    await eventually(
      async () =>
        Number((await t.ds.query(`SELECT count(*) n FROM notifications WHERE user_id = $1 AND title = 'Order cancelled'`, [vendor.userId]))[0].n) === 1,
      20_000,
    );
    const steps = await t.ds.query(`SELECT event FROM subject_events WHERE subject_kind = 'service_order' AND subject_id = $1 AND event = 'AUTO_CANCEL'`, [
      order.id,
    ]);
    expect(steps).toHaveLength(1);
    const count = async (userId: number, title: string) =>
      Number((await t.ds.query(`SELECT count(*) n FROM notifications WHERE user_id = $1 AND title = $2`, [userId, title]))[0].n);
    expect(await count(customer.user.id as number, 'Order cancelled')).toBe(1);
    expect(await count(vendor.userId, 'Order cancelled')).toBe(1);
    expect(await count(vendor.userId, 'Reminder: a service request is waiting for you')).toBeLessThanOrEqual(1);
    // A fresh worker takes the killed one's place, so the next journey again has two.
    const name = victim!.name;
    workers.delete(`oja-${name}`);
    const fresh = await startWorker(`${name}-again`);
    procs.push(fresh);
    workers.set(`oja-${fresh.name}`, fresh);
  }, 120_000);

  it('service order and apartment stay, request by request across both API processes; a worker killed mid-payout; every effect once', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Generator repair', price: 30000 }] });
    const host = await newHost(t);
    const customer = await newCustomer(t);
    const guest = await newGuest(t);
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0345678912' }).expect(200);
    await t.http.put('/api/vendor/payout-account').set(host.auth).send({ bank_code: '044', account_number: '0712345678' }).expect(200);

    // The general-service order: ordered, accepted, paid at the sandbox checkout (started on one process, paid on the other), done.
    const order = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    const orderPay = (await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200)).body.data as {
      payment_url: string;
      reference: string;
    };
    await t.http.get(checkoutPath(orderPay.payment_url)).expect(200);
    await t.http
      .post(`${checkoutPath(orderPay.payment_url)}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: orderPay.reference }).expect(200);
    await eventually(
      async () => (await t.ds.query(`SELECT payment_status FROM service_orders WHERE id = $1`, [order.id]))[0].payment_status === 'paid',
      20_000,
    );
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);

    // The apartment stay: requested, approved by the admin, paid at the sandbox checkout, checked in and out.
    const listing = await createListing(t, host, { price_per_night: 20000 });
    const requested = await t.http
      .post('/api/apartment/bookings')
      .set(guest.auth)
      .send({ listing_id: listing.id, check_in_date: lagosDay(0), check_out_date: lagosDay(2), guests: 2, nights: 2, total_price: 1 })
      .expect(201);
    const bookingId = requested.body.data.id as number;
    await t.http.put(`/api/admin/bookings/${bookingId}/status`).set(admin).send({ status: 'processing' }).expect(200);
    const stayPay = (
      await t.http.post(`/api/bookings/${bookingId}/pay`).set(guest.auth).send({ booking_id: bookingId, payment_method: 'paystack' }).expect(200)
    ).body.data as { payment_url: string; reference: string };
    await t.http.get(checkoutPath(stayPay.payment_url)).expect(200);
    await t.http
      .post(`${checkoutPath(stayPay.payment_url)}/pay`)
      .type('form')
      .send('')
      .expect(303);
    await eventually(async () => (await t.http.get(`/api/bookings/${bookingId}`).set(guest.auth)).body.data?.status === 'paid', 20_000);
    await t.http.post(`/api/bookings/${bookingId}/check-in`).set(guest.auth).send({}).expect(200);
    await t.http.post(`/api/bookings/${bookingId}/check-out`).set(guest.auth).send({}).expect(200);

    // Hold the platform's clearing account: a payout's last step (in transit → paid out) then waits on it, in a worker,
    // after the transfer was made and before the payout is recorded as paid — the worst moment to die.
    const locker: PoolClient = await pool!.connect();
    let victim: Proc | undefined;
    try {
      await locker.query('BEGIN');
      await locker.query(`SELECT 1 FROM ledger_accounts WHERE code = 'platform_clearing' FOR UPDATE`);
      await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).send({}).expect(200);
      await t.http.post(`/api/admin/bookings/${bookingId}/release-payment`).set(admin).send({}).expect(200);
      // Both payouts are under way: each driven by a worker that now waits on the lock.
      const blocked = await blockedWorkers(2);
      // A payout whose sweep is itself among the waiting transactions is not visible yet; every one that is, is in flight.
      const inFlight = await t.ds.query(`SELECT status FROM payouts WHERE vendor_id = ANY($1)`, [[vendor.vendorId, host.vendorId]]);
      expect(inFlight.length).toBeGreaterThanOrEqual(1);
      expect(inFlight.every((p: { status: string }) => p.status === 'processing')).toBe(true);
      victim = await killHardly(blocked[0]!.application_name);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      locker.release();
    }
    expect(victim?.child.signalCode).toBe('SIGKILL');

    // The surviving worker finishes every payout (the killed one's job comes back to the queue when its lock lapses).
    const payouts = await eventually(async () => {
      const rows = await t.ds.query(`SELECT vendor_id, status, reference, amount_kobo FROM payouts ORDER BY vendor_id`);
      return rows.length === 2 && rows.every((p: { status: string }) => p.status === 'paid') ? rows : null;
    }, 90_000);
    expect([...workers.values()].filter((w) => w.child.exitCode === null && w.child.signalCode === null)).toHaveLength(1);
    expect(payouts.map((p: { vendor_id: number; amount_kobo: string }) => [p.vendor_id, Number(p.amount_kobo)])).toEqual(
      [
        [vendor.vendorId, 2_850_000], // ₦30,000 less 5 %
        [host.vendorId, 3_600_000], // two nights at ₦20,000 less 10 %
      ].sort((a, b) => a[0]! - b[0]!),
    );

    // Final statuses.
    expect((await t.ds.query(`SELECT status, escrow_status FROM service_orders WHERE id = $1`, [order.id]))[0]).toEqual({
      status: 'completed',
      escrow_status: 'released',
    });
    expect((await t.ds.query(`SELECT status FROM apartment_bookings WHERE id = $1`, [bookingId]))[0].status).toBe('completed');

    // Every money fact posted once: a charge per payment, a settlement per subject, a payout and its settlement per transfer.
    const keys: Array<{ idempotency_key: string }> = await t.ds.query(`SELECT idempotency_key FROM ledger_transactions ORDER BY id`);
    const kinds = keys.map((k) => k.idempotency_key.replace(/:.*/, '')).sort();
    expect(kinds).toEqual(
      ['available', 'available', 'charge', 'charge', 'escrow_settle', 'escrow_settle', 'payout', 'payout', 'payout_settled', 'payout_settled'].sort(),
    );
    for (const p of payouts) {
      expect(keys.filter((k) => k.idempotency_key === `payout:${p.reference}` || k.idempotency_key === `payout_settled:${p.reference}`)).toHaveLength(2);
    }
    expect(keys.filter((k) => k.idempotency_key === `charge:${orderPay.reference}` || k.idempotency_key === `charge:${stayPay.reference}`)).toHaveLength(2);

    // The ledger balances: debits equal credits, balances follow from the entries, escrow and vendor accounts are empty again.
    expect((await t.ds.query(`SELECT coalesce(sum(amount_kobo), 0)::bigint s FROM ledger_entries`))[0].s).toBe('0');
    const balances: Array<{ code: string; balance_kobo: string }> = await t.ds.query(`SELECT code, balance_kobo FROM ledger_accounts ORDER BY code`);
    const balance = (code: string) => Number(balances.find((b) => b.code === code)?.balance_kobo ?? 0);
    for (const code of [`escrow_held:${order.id}`, `escrow_held:ab${bookingId}`]) expect([code, balance(code)]).toEqual([code, 0]);
    for (const v of [vendor.vendorId, host.vendorId]) {
      for (const code of [`vendor_payable:${v}`, `vendor_available:${v}`, `payouts_in_transit:${v}`]) expect([code, balance(code)]).toEqual([code, 0]);
    }
    expect(balance('platform_revenue')).toBe(150_000 + 400_000);
    // Customers paid 30,000 + 40,000 in; vendors were paid 28,500 + 36,000 out: the clearing account holds minus the fee.
    expect(balance('platform_clearing')).toBe(-(150_000 + 400_000));

    // No notification twice; one "Payout sent" per vendor; every e-mail written was sent once; nothing left in the outbox.
    const twice = await t.ds.query(`SELECT user_id, title, count(*)::int n FROM notifications GROUP BY user_id, title, body, link HAVING count(*) > 1`);
    expect(twice).toEqual([]);
    for (const v of [vendor, host]) {
      expect(Number((await t.ds.query(`SELECT count(*) n FROM notifications WHERE user_id = $1 AND title = 'Payout sent'`, [v.userId]))[0].n)).toBe(1);
    }
    expect(await expectSound(t)).toEqual({ lost: [], doubles: [], ledger: [] });

    // Both API processes served the journeys.
    expect(Math.min(...served.values())).toBeGreaterThanOrEqual(12);
  }, 150_000);

  it('a change made through one API process is seen through the other at once: a paused listing, a closed registration, a lockout, a logout', async () => {
    const host = await newHost(t);
    const title = `Scale-out House ${Date.now()}`;
    const listing = await createListing(t, host, { title });
    const listed = async (base: string) =>
      ((await request(base).get('/api/apartments').query({ q: title, per_page: 50 }).expect(200)).body.data as Array<{ id: number }>).some(
        (l) => l.id === listing.id,
      );
    // Both have read it (and may hold it in a cache)…
    expect([await listed(A), await listed(B)]).toEqual([true, true]);
    await request(B).get(`/api/apartments/${listing.id}`).expect(200);
    // …the host pauses it through A: B no longer lists it, nor shows it.
    await request(A).patch(`/api/listings/${listing.id}/status`).set(host.auth).send({ status: 'paused' }).expect(200);
    expect(await listed(B)).toBe(false);
    expect((await request(B).get(`/api/apartments/${listing.id}`)).status).toBe(404);

    // Settings: B has just read them; the admin closes registrations through A; B refuses the next sign-up.
    await request(B).post('/api/register').send(newAccount()).expect(201);
    await request(A).put('/api/admin/settings').set(admin).send({ allowNewRegistrations: false }).expect(200);
    try {
      expect((await request(B).post('/api/register').send(newAccount())).body).toMatchObject({ statusCode: 403, code: 'REGISTRATIONS_CLOSED' });
    } finally {
      await request(B).put('/api/admin/settings').set(admin).send({ allowNewRegistrations: true }).expect(200);
    }
    await request(A).post('/api/register').send(newAccount()).expect(201);

    // Wrong passwords counted across processes: five, alternating, lock the account on both.
    const account = newAccount();
    await request(A).post('/api/register').send(account).expect(201);
    for (let i = 0; i < 5; i++)
      await request(i % 2 ? B : A)
        .post('/api/login')
        .send({ email: account.email, password: 'Wrong#password1' })
        .expect(401);
    for (const base of [A, B])
      expect((await request(base).post('/api/login').send({ email: account.email, password: account.password })).body).toMatchObject({
        statusCode: 429,
        code: 'LOGIN_LOCKED',
      });

    // A logout through A ends the token on B too.
    const customer = await newCustomer(t);
    await request(B).get('/api/me').set(customer.auth).expect(200);
    await request(A).post('/api/logout').set(customer.auth).send({}).expect(200);
    expect((await request(B).get('/api/me').set(customer.auth)).status).toBe(401);
  }, 60_000);

  it('live: a vendor streaming from process A sees an order placed through process B within a second, carried by a worker process (docs/live.md)', async () => {
    const vendor = await newServiceVendor(t);
    const customer = await newCustomer(t);
    const stream = await openSse(`${A}/api/live`, vendor.auth);
    try {
      expect(stream.status).toBe(200);
      await stream.next((f) => f.event === 'ready');
      const placed = Date.now();
      const res = await request(B)
        .post('/api/service-orders')
        .set(customer.auth)
        .send({
          service_vendor_id: vendor.serviceVendorId,
          service_pricing_id: vendor.pricings[0]!.id,
          deadline: tomorrow(),
          requirements: 'Live across processes.',
          service_address: '3 Marina, Lagos Island',
          preferred_time: 'morning',
        })
        .expect(201);
      const told = await stream.next((f) => f.event === 'notification.created' && /orders/.test(String((f.data.notification as { link?: string }).link)), 5000);
      expect(told.at - placed).toBeLessThan(1000);
      // The customer, streaming from B, sees the vendor's acceptance through A.
      const mine = await openSse(`${B}/api/live`, customer.auth);
      try {
        await mine.next((f) => f.event === 'ready');
        await request(A).post(`/api/vendor/service-orders/${res.body.data.id}/accept`).set(vendor.auth).send({}).expect(200);
        expect((await mine.next((f) => f.event === 'subject.changed', 5000)).data).toMatchObject({
          subject: { kind: 'service_order', id: res.body.data.id },
          to: 'accepted',
        });
      } finally {
        mine.close();
      }
    } finally {
      stream.close();
    }
  }, 30_000);
});
