import { ChildProcess, spawn } from 'node:child_process';
import { Client } from 'pg';
import { createTestApp, eventually, type TestApp } from '../utils/app.js';
import { adminLogin, newAccount } from '../factories/users.js';
import { book, newCustomer, newServiceVendor } from '../factories/service-marketplace.js';
import { newGuest, newHost } from '../factories/apartments.js';
import type { FakePaystack } from '../fakes/fake-paystack.js';
import { acceptedOrder, approvedBooking, completedOrder, expectSound, killHard, paystackApp, startWorker, type Auth } from './helpers.js';
import { freePort } from './processes.js';

/**
 * How many times a worker is killed in the middle of a payout: 10 under `npm test` (each round starts a worker
 * process, the suite's last minutes on a slow machine); RESILIENCE_KILLS=50 for a longer hunt.
 */
const KILLS = Number(process.env.RESILIENCE_KILLS ?? 10);
/** How long our own Redis stays down while people sign up, order and book. */
const REDIS_DOWN_MS = Number(process.env.RESILIENCE_REDIS_DOWN_MS ?? 6000);

/** A redis-server of our own on `port` (never the machine's 6379, which others use). */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout!.on('data', (d) => {
      if (/Ready to accept connections/i.test(String(d))) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
  return child;
}

describe('resilience: a worker killed in the middle of a payout, again and again', () => {
  let t: TestApp;
  let fake: FakePaystack;
  let env: Record<string, string>;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    // This process serves HTTP only: the jobs run in worker processes that get killed.
    ({ t, fake, env } = await paystackApp({ RUN_WORKERS: 'false', PAYOUT_RETRY_MS: '200' }));
  });
  afterAll(async () => {
    await Promise.all(workers.map(killHard));
    await t.close();
    await fake.stop();
  });

  it(`pays every payout once across ${KILLS} kill -9 of the worker holding the transfer`, async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Generator repair', price: 30000 }] });
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0345678912' }).expect(200);
    const customer = await newCustomer(t);
    let current = await startWorker(env);
    workers.push(current);
    for (let round = 0; round < KILLS; round++) {
      const { order } = await completedOrder(t, fake, customer, vendor);
      // The next worker starts while this round runs, as a second replica would be there already.
      const next = startWorker(env);
      fake.hangTransfers = true;
      await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
      const payout = await eventually(async () => {
        await t.flushOutbox();
        const rows = await t.ds.query(`SELECT * FROM payouts WHERE vendor_id = $1 AND status <> 'paid'`, [vendor.vendorId]);
        return rows.find((p: { reference: string }) => fake.transfers.has(p.reference));
      }, 20_000);
      await killHard(current);
      fake.hangTransfers = false;
      current = await next;
      workers.push(current);
      const paid = await eventually(async () => {
        await t.flushOutbox();
        const [p] = await t.ds.query('SELECT * FROM payouts WHERE id = $1', [payout.id]);
        return p.status === 'paid' ? p : null;
      }, 20_000);
      expect(fake.transferPosts.get(paid.reference)).toBe(1);
    }
    const payouts = await t.ds.query(`SELECT reference, amount_kobo FROM payouts WHERE vendor_id = $1`, [vendor.vendorId]);
    expect(payouts).toHaveLength(KILLS);
    expect([...fake.transfers.values()].filter((x) => x.recipient === 'RCP_0345678912')).toHaveLength(KILLS);
    expect((await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data).toMatchObject({ available: 0, in_transit: 0 });
    expect(await expectSound(t)).toEqual({ lost: [], doubles: [], ledger: [] });
  }, 170_000);
});

describe('resilience: Redis away during sign-ups, orders and bookings', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({
      PAYMENT_PROVIDER: 'sandbox',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: `oja-res-${Date.now()}`,
      OUTBOX_POLL_MS: '100',
    });
  });
  afterAll(async () => {
    // A test that failed during the outage left Redis down: back first, or the app's close waits on its queues.
    if (redis.exitCode !== null || redis.signalCode !== null) redis = await startRedis(port);
    await t.close();
    await killHard(redis);
  });

  it(`answers and loses nothing while Redis is down for ${REDIS_DOWN_MS / 1000} s`, async () => {
    const admin = (await adminLogin(t)).auth;
    const vendor = await newServiceVendor(t);
    const host = await newHost(t);
    const guest = await newGuest(t);
    const customer = await newCustomer(t);

    await killHard(redis);
    const until = Date.now() + REDIS_DOWN_MS;
    const emails: string[] = [];
    const statuses: number[] = [];
    let day = 0;
    while (Date.now() < until) {
      const account = newAccount();
      const reg = await t.http.post('/api/register').send(account);
      statuses.push(reg.status);
      if (reg.status === 201) emails.push(account.email);
      const order = await book(t, customer, vendor).catch(() => null);
      if (order) statuses.push((await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({})).status);
      // Each round books a new listing; the days go round within the 365 days a stay may be booked ahead (a fast
      // machine makes more than 120 rounds in the outage).
      const booking = await approvedBooking(t, admin, host, guest, (day = (day % 360) + 3)).catch(() => null);
      statuses.push(booking ? 200 : 500);
    }
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((s) => s >= 300)).toEqual([]);

    redis = await startRedis(port);
    await eventually(async () => (await t.http.get('/api/health')).status === 200, 20_000);
    expect(await expectSound(t)).toEqual({ lost: [], doubles: [], ledger: [] });
    // Each sign-up during the outage got its verification e-mail, once.
    for (const to of emails)
      expect(Number((await t.ds.query(`SELECT count(*) n FROM dev_outbox_messages WHERE channel = 'email' AND "to" = $1`, [to]))[0].n)).toBe(1);
  }, 90_000);
});

describe('resilience: PostgreSQL connections terminated in the middle of money calls', () => {
  let t: TestApp;
  let fake: FakePaystack;
  beforeAll(async () => {
    ({ t, fake } = await paystackApp({ DB_POOL_MAX: '10' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('leaves no half-done payment: after retries every order is paid once and the ledger balances', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 12000 }] });
    const orders: Array<{ id: number; auth: Auth; reference?: string }> = [];
    for (let i = 0; i < 12; i++) {
      const customer = await newCustomer(t);
      orders.push({ id: (await acceptedOrder(t, customer, vendor)).id, auth: customer.auth });
    }
    const killer = new Client({ connectionString: process.env.DATABASE_URL });
    killer.on('error', () => undefined);
    await killer.connect();
    let killing = true;
    // Connections die for a second and a half, in the middle of the burst below.
    const stopKilling = setTimeout(() => (killing = false), 1500);
    let killed = 0;
    const kills = (async () => {
      while (killing) {
        const rows = await killer.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        killed += rows.rowCount ?? 0;
        await new Promise((r) => setTimeout(r, 40));
      }
    })();
    const statuses: number[] = [];
    const odd: string[] = [];
    /** A client that retries what failed, as the SPA and Paystack do. */
    const retrying = async (send: () => PromiseLike<{ status: number; body: { data?: { reference?: string } } }>) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const res = await send();
        statuses.push(res.status);
        if (res.status < 500 && res.status !== 401) {
          if (res.status >= 300) odd.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          return res;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('never succeeded');
    };
    try {
      await Promise.all(
        orders.map(async (o) => {
          const pay = await retrying(() => t.http.post(`/api/service-orders/${o.id}/pay`).set(o.auth));
          if (!pay.body.data?.reference) throw new Error(`pay → ${pay.status} ${JSON.stringify(pay.body)}`);
          o.reference = pay.body.data.reference;
          fake.pay(o.reference);
          await Promise.all([
            retrying(() => t.http.post(`/api/service-orders/${o.id}/confirm-payment`).set(o.auth).send({ payment_reference: o.reference })),
            retrying(() => t.http.post(`/api/service-orders/${o.id}/confirm-payment`).set(o.auth).send({ payment_reference: o.reference })),
          ]);
        }),
      );
    } finally {
      clearTimeout(stopKilling);
      killing = false;
      await kills;
      await killer.end();
    }
    expect(killed).toBeGreaterThan(0);
    expect(odd).toEqual([]);
    // Interrupted calls answer 503 ("try again"), never a bare 500.
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    await eventually(async () => {
      await t.flushOutbox();
      const rows = await t.ds.query(`SELECT count(*)::int n FROM service_orders WHERE id = ANY($1) AND payment_status = 'paid'`, [orders.map((o) => o.id)]);
      return rows[0].n === orders.length;
    });
    for (const o of orders) {
      const charges = await t.ds.query(`SELECT count(*)::int n FROM ledger_transactions WHERE idempotency_key LIKE 'charge:oja-so' || $1 || '-%'`, [o.id]);
      expect([o.id, charges[0].n]).toEqual([o.id, 1]);
    }
    expect(await expectSound(t)).toEqual({ lost: [], doubles: [], ledger: [] });
  }, 90_000);
});
