import { ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { createTestApp, eventually, TestApp } from '../utils/app.js';
import { FakePaystack } from '../fakes/fake-paystack.js';
import { book, ledgerProblems, type ServiceVendorFixture } from '../factories/service-marketplace.js';
import { createListing, lagosDay, type HostFixture } from '../factories/apartments.js';

export type Auth = { Authorization: string };

/** The app on the fake Paystack, listening, with the fake's webhooks pointed at it. */
export async function paystackApp(overrides: Record<string, string> = {}): Promise<{ t: TestApp; fake: FakePaystack; env: Record<string, string> }> {
  const fake = await new FakePaystack().start();
  const env = {
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: fake.secret,
    PAYSTACK_BASE_URL: fake.baseUrl,
    PAYSTACK_TIMEOUT_MS: '5000',
    ESCROW_PAYOUT_HOLD_MS: '0',
    PAYOUT_RETRY_MS: '300',
    OUTBOX_POLL_MS: '100',
    ...overrides,
  };
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
  return { t, fake, env };
}

/** `n` identical requests at once; their statuses (and bodies). */
export async function burst(n: number, send: () => Test) {
  const res = await Promise.all(
    Array.from({ length: n }, () =>
      send().then((r) => ({ status: r.status, body: r.body as { message?: string; code?: string; data?: Record<string, unknown> } })),
    ),
  );
  return { res, statuses: res.map((r) => r.status), ok: res.filter((r) => r.status >= 200 && r.status < 300) };
}

export async function acceptedOrder(t: TestApp, customer: { auth: Auth }, vendor: ServiceVendorFixture) {
  const order = await book(t, customer, vendor);
  await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
  return order;
}

/** Accepted, paid at the fake's checkout and confirmed: escrow holds it. */
export async function paidOrder(t: TestApp, fake: FakePaystack, customer: { auth: Auth }, vendor: ServiceVendorFixture) {
  const order = await acceptedOrder(t, customer, vendor);
  const { reference } = (await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200)).body.data;
  fake.pay(reference);
  await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
  return { order, reference: reference as string };
}

export async function completedOrder(t: TestApp, fake: FakePaystack, customer: { auth: Auth }, vendor: ServiceVendorFixture) {
  const paid = await paidOrder(t, fake, customer, vendor);
  await t.http.patch(`/api/vendor/service-orders/${paid.order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
  await t.http.patch(`/api/vendor/service-orders/${paid.order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
  return paid;
}

/** A booking of a verified listing, approved by the admin (ready to pay). */
export async function approvedBooking(t: TestApp, admin: Auth, host: HostFixture, guest: { auth: Auth }, fromDay: number) {
  const listing = await createListing(t, host, { price_per_night: 20000 });
  await t.http.patch(`/api/admin/listings/${listing.id}/verify`).set(admin).send({ is_verified: 1 }).expect(200);
  const res = await t.http
    .post('/api/apartment/bookings')
    .set(guest.auth)
    .send({ listing_id: listing.id, check_in_date: lagosDay(fromDay), check_out_date: lagosDay(fromDay + 2), guests: 2, nights: 2, total_price: 1 });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data.id as number;
  await t.http.put(`/api/admin/bookings/${id}/status`).set(admin).send({ status: 'processing' }).expect(200);
  return id;
}

/** Waits until every due outbox row is handed to the queues and every e-mail job has been sent. */
export async function drained(t: TestApp, ms = 20_000) {
  await eventually(async () => {
    await t.flushOutbox();
    return (await lostEvents(t)).length === 0;
  }, ms);
}

/**
 * Events that did not arrive: outbox rows due but never handed to a queue, and e-mails whose job ran fewer
 * times than it was written (more is a double effect, reported too).
 */
export async function lostEvents(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const stuck = await t.ds.query(`SELECT id, job_name FROM outbox_events WHERE dispatched_at IS NULL AND available_at <= now() - interval '1 second'`);
  if (stuck.length) problems.push(`not dispatched: ${JSON.stringify(stuck.slice(0, 5))} (${stuck.length})`);
  const mail = await t.ds.query(`
    SELECT o.to_addr, o.subject, o.n AS written, coalesce(d.n, 0) AS sent FROM
      (SELECT payload->>'to' AS to_addr, payload->>'subject' AS subject, count(*)::int AS n FROM outbox_events WHERE job_name = 'notifications.send-email' AND dispatched_at IS NOT NULL GROUP BY 1, 2) o
      LEFT JOIN (SELECT "to" AS to_addr, subject, count(*)::int AS n FROM dev_outbox_messages WHERE channel = 'email' GROUP BY 1, 2) d
      ON d.to_addr = o.to_addr AND d.subject = o.subject
    WHERE coalesce(d.n, 0) <> o.n`);
  if (mail.length) problems.push(`e-mails sent ≠ written: ${JSON.stringify(mail.slice(0, 5))} (${mail.length})`);
  return problems;
}

/** 0 lost events, 0 double effects on the ledger, the ledger balanced. */
export async function expectSound(t: TestApp) {
  await drained(t);
  const doubles = await t.ds.query(`SELECT idempotency_key, count(*)::int n FROM ledger_transactions GROUP BY 1 HAVING count(*) > 1`);
  return { lost: await lostEvents(t), doubles, ledger: await ledgerProblems(t) };
}

/** A queue worker in its own process (test/fakes/worker-process.ts) on this run's database and Redis. */
export function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-r', join(__dirname, '../fakes/swc-register.cjs'), join(__dirname, '../fakes/worker-process.ts')], {
    cwd: join(__dirname, '../..'),
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${err}`)), 30_000);
    child.stdout!.on('data', (d) => {
      if (String(d).includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code}): ${err}`));
    });
  });
}

export const killHard = (p: ChildProcess) =>
  new Promise<void>((r) => (p.exitCode !== null || p.signalCode !== null ? r() : (p.once('exit', () => r()), p.kill('SIGKILL'))));
