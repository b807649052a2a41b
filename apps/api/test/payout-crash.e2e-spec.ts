import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { FakePaystack } from './fakes/fake-paystack.js';
import { book, ledgerProblems, newCustomer, newServiceVendor } from './factories/service-marketplace.js';

/** A queue worker in its own process, on this run's database, Redis prefix and fake Paystack. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-r', join(__dirname, 'fakes/swc-register.cjs'), join(__dirname, 'fakes/worker-process.ts')], {
    cwd: join(__dirname, '..'),
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
const kill = (p: ChildProcess) =>
  new Promise<void>((r) => (p.exitCode !== null || p.signalCode !== null ? r() : (p.once('exit', () => r()), p.kill('SIGKILL'))));

describe('payouts survive a worker killed in the middle of a transfer', () => {
  let t: TestApp;
  let fake: FakePaystack;
  const workers: ChildProcess[] = [];
  let env: Record<string, string>;
  beforeAll(async () => {
    fake = await new FakePaystack().start();
    env = {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: fake.secret,
      PAYSTACK_BASE_URL: fake.baseUrl,
      ESCROW_PAYOUT_HOLD_MS: '0',
      PAYOUT_RETRY_MS: '500',
    };
    // This process serves HTTP only: the jobs run in the worker processes started below.
    t = await createTestApp({ ...env, RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await Promise.all(workers.map(kill));
    await t.close();
    await fake.stop();
  });

  it('pays once: the restarted worker finds the transfer by its reference instead of paying again', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Generator repair', price: 30000 }] });
    const customer = await newCustomer(t);
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0345678912' }).expect(200);
    const order = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    const { reference } = (await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200)).body.data;
    fake.pay(reference);
    await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
    await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);

    // Paystack takes the transfer, but the worker dies before it hears back.
    fake.hangTransfers = true;
    workers.push(await startWorker({ ...env, PAYSTACK_TIMEOUT_MS: '60000' }));
    await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
    const payout = await eventually(async () => {
      await t.flushOutbox();
      const [p] = await t.ds.query('SELECT * FROM payouts WHERE vendor_id = $1', [vendor.vendorId]);
      return p && fake.transfers.has(p.reference) ? p : null;
    }, 20_000);
    await kill(workers[0]!);
    fake.hangTransfers = false;
    expect((await t.ds.query('SELECT status FROM payouts WHERE id = $1', [payout.id]))[0].status).toBe('processing');
    expect(fake.transfers.get(payout.reference)).toMatchObject({ amount: 2_850_000, status: 'success' });

    workers.push(await startWorker(env));
    const paid = await eventually(async () => {
      await t.flushOutbox();
      const [p] = await t.ds.query('SELECT * FROM payouts WHERE id = $1', [payout.id]);
      return p.status === 'paid' ? p : null;
    }, 20_000);
    expect(paid.reference).toBe(payout.reference);
    expect(fake.transferPosts.get(payout.reference)).toBe(1);
    expect([...fake.transfers.values()].filter((x) => x.recipient === 'RCP_0345678912')).toHaveLength(1);
    const wallet = (await t.http.get('/api/vendor/wallet').set(vendor.auth)).body.data;
    expect(wallet).toMatchObject({ available: 0, in_transit: 0, payouts: [expect.objectContaining({ status: 'paid', amount: 28500 })] });
    expect(await ledgerProblems(t)).toEqual([]);
  }, 90_000);
});
