import { newVendor } from './factories/vendors.js';
import { eventually, type TestApp } from './utils/app.js';
import { ledgerProblems, newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import type { FakePaystack } from './fakes/fake-paystack.js';
import { burst, completedOrder, paystackApp } from './resilience/helpers.js';
import { PayoutsService } from '../src/modules/wallet/payouts.service.js';
import { LedgerService } from '../src/modules/escrow/ledger.service.js';
import { accountBalance } from './factories/service-marketplace.js';

/** The factories' sign-up password (test/factories/users.ts). */
const PASSWORD = 'Password#123';
type Payout = { id: number; reference: string; status: string; amount_kobo: string };

/**
 * money that became available while a payout was in flight was never swept afterwards
 * (₦23,750 stayed with nothing scheduled), and the payout account changed without a password or a word to anyone.
 * Payouts run through the real jobs and the fake Paystack's transfer API.
 */
describe('payout sweep and the payout account', () => {
  let t: TestApp;
  let fake: FakePaystack;
  beforeAll(async () => {
    ({ t, fake } = await paystackApp());
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  afterEach(() => {
    fake.transferOutcome = 'success';
  });

  const payouts = async (v: ServiceVendorFixture): Promise<Payout[]> => t.ds.query('SELECT * FROM payouts WHERE vendor_id = $1 ORDER BY id', [v.vendorId]);
  const wallet = async (v: ServiceVendorFixture) => (await t.http.get('/api/vendor/wallet').set(v.auth).expect(200)).body.data;
  /** An order of ₦25,000 completed and confirmed: ₦23,750 for the vendor, available at once here (no hold). */
  const earn = async (v: ServiceVendorFixture) => {
    const customer = await newCustomer(t);
    const { order } = await completedOrder(t, fake, customer, v);
    await t.http.post(`/api/service-orders/${order.id}/confirm-completion`).set(customer.auth).expect(200);
  };
  const until = <T>(fn: () => Promise<T | null | undefined | false>, ms = 20_000) =>
    eventually(async () => {
      await t.flushOutbox();
      return fn();
    }, ms);
  const emails = async (to: string, subject: string) =>
    Number(
      (
        await t.ds.query(
          `SELECT count(*)::int AS n FROM outbox_events WHERE job_name = 'notifications.send-email' AND payload->>'to' = $1 AND payload->>'subject' = $2`,
          [to, subject],
        )
      )[0].n,
    );
  const emailOf = async (v: ServiceVendorFixture) => (await t.ds.query('SELECT email FROM users WHERE id = $1', [v.userId]))[0].email as string;

  it("settles a rider's cash-ride commission out of the payout first: the owed account clears and the rest is paid", async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 25000 }] });
    // ₦500 of commission owed on cash rides, as the ride lifecycle records it.
    await t.ds.transaction((m) =>
      t.app.get(LedgerService).post(m, {
        key: `cash_commission:test${vendor.vendorId}`,
        kind: 'cash_commission',
        memo: 'Commission owed on a cash ride',
        lines: [
          { account: `rider_cash_owed:${vendor.vendorId}`, amountKobo: 50_000 },
          { account: 'platform_clearing', amountKobo: -50_000 },
        ],
      }),
    );
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0345678912' }).expect(200);
    await earn(vendor);
    const [payout] = await until(async () => {
      const rows = await payouts(vendor);
      return rows.length === 1 ? rows : null;
    });
    expect(Number(payout!.amount_kobo)).toBe(2_375_000 - 50_000);
    expect(await accountBalance(t, `rider_cash_owed:${vendor.vendorId}`)).toBe(0);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('sweeps money that became available while a payout was in flight once that payout is paid', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 25000 }] });
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0345678912' }).expect(200);

    // The first payout waits at the bank…
    fake.transferOutcome = 'pending';
    await earn(vendor);
    const [first] = await until(async () => {
      const rows = await payouts(vendor);
      return rows.length === 1 && fake.transfers.has(rows[0]!.reference) ? rows : null;
    });
    // …while a second order's money becomes available: the sweep finds a payout in flight and starts none.
    await earn(vendor);
    await until(async () => (await wallet(vendor)).available === 23_750);
    expect(await payouts(vendor)).toHaveLength(1);

    // The bank pays the first transfer: the ₦23,750 left behind goes out as the next payout.
    fake.transferOutcome = 'success';
    fake.settleTransfer(first!.reference, 'success');
    const done = await until(async () => {
      const rows = await payouts(vendor);
      return rows.length === 2 && rows.every((p) => p.status === 'paid') ? rows : null;
    });
    expect(done.map((p) => Number(p.amount_kobo))).toEqual([2_375_000, 2_375_000]);
    expect(fake.transferPosts.get(done[1]!.reference)).toBe(1);
    expect(await wallet(vendor)).toMatchObject({ available: 0, in_transit: 0 });
    expect(await ledgerProblems(t)).toEqual([]);
  }, 60_000);

  it('a failed payout is not retried in a loop: its money waits, and goes when the vendor saves the account again', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 25000 }] });
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0456789123' }).expect(200);
    fake.transferOutcome = 'failed';
    await earn(vendor);
    await until(async () => (await payouts(vendor))[0]?.status === 'failed');
    await until(async () => (await wallet(vendor)).available === 23_750);
    // The money back is scheduled (after PAYOUT_FAILED_RETRY_MS, 24 h), and the payout run leaves it alone until then.
    const [scheduled] = await t.ds.query(
      `SELECT available_at > now() + interval '23 hours' AS later FROM outbox_events WHERE job_name = 'payouts.sweep' AND (payload->>'vendorId')::int = $1 ORDER BY id DESC LIMIT 1`,
      [vendor.vendorId],
    );
    expect(scheduled).toEqual({ later: true });
    await t.app.get(PayoutsService).sweepAll();
    expect(await payouts(vendor)).toHaveLength(1);

    // Saving the same account again (no password needed: nothing changes) sends it now.
    fake.transferOutcome = 'success';
    await t.http.put('/api/vendor/payout-account').set(vendor.auth).send({ bank_code: '058', account_number: '0456789123' }).expect(200);
    const rows = await until(async () => {
      const r = await payouts(vendor);
      return r.length === 2 && r[1]!.status === 'paid' ? r : null;
    });
    expect(Number(rows[1]!.amount_kobo)).toBe(2_375_000);
    expect(await wallet(vendor)).toMatchObject({ available: 0, in_transit: 0 });
  }, 60_000);

  it('the payout run pays a vendor whose available money nothing was scheduled for; 100 runs at once start one payout', async () => {
    const vendor = await newServiceVendor(t, { pricings: [{ title: 'Cleaning', price: 25000 }] });
    // No payout account yet: the money becomes available and the sweep has nowhere to send it.
    await earn(vendor);
    await until(async () => (await wallet(vendor)).available === 23_750);
    // The account arrives without a sweep (as one saved before this fix, or by an import): nothing is scheduled.
    await t.ds.query(
      `INSERT INTO payout_accounts (vendor_id, bank_code, bank_name, account_number, account_name, recipient_code) VALUES ($1, '058', 'Guaranty Trust Bank', '0567891234', 'ADA OKEKE', 'RCP_0567891234')`,
      [vendor.vendorId],
    );
    const runAt = new Date().toISOString();
    await t.ds.transaction(async (m) => {
      for (let i = 0; i < 100; i++) await m.query(`INSERT INTO outbox_events (job_name, payload) VALUES ('payouts.run', $1)`, [{ runAt }]);
    });
    const paid = await until(async () => {
      const rows = await payouts(vendor);
      return rows.length && rows.every((p) => p.status === 'paid') ? rows : null;
    });
    expect(paid).toHaveLength(1);
    expect(Number(paid[0]!.amount_kobo)).toBe(2_375_000);
    expect(fake.transferPosts.get(paid[0]!.reference)).toBe(1);
    expect([...fake.transfers.values()].filter((x) => x.recipient === 'RCP_0567891234')).toHaveLength(1);
    expect(await wallet(vendor)).toMatchObject({ available: 0, in_transit: 0 });
    expect(await ledgerProblems(t)).toEqual([]);
  }, 60_000);

  it('changing the payout account re-asks the password and e-mails the vendor; 100 identical changes change it once', async () => {
    const vendor = await newServiceVendor(t);
    const email = await emailOf(vendor);
    const put = (body: Record<string, unknown>) => t.http.put('/api/vendor/payout-account').set(vendor.auth).send(body);

    // The first account: the payload clients always sent, no password.
    await put({ bank_code: '058', account_number: '0123456789' }).expect(200);
    await until(async () => (await emails(email, 'Payout account added')) === 1);

    const bare = await put({ bank_code: '044', account_number: '0712345678' }).expect(422);
    expect(bare.body).toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: 'Please enter your password to change your payout account.',
      errors: { password: ['Please enter your password to change your payout account.'] },
    });
    const wrong = await put({ bank_code: '044', account_number: '0712345678', password: 'not-my-password' }).expect(422);
    expect(wrong.body).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT', errors: { password: ['Your current password is incorrect.'] } });
    expect((await t.http.get('/api/vendor/payout-account').set(vendor.auth).expect(200)).body.data).toMatchObject({
      bank_code: '058',
      account_number: '0123456789',
    });
    // The same account again is no change: no password, no e-mail.
    await put({ bank_code: '058', account_number: '0123456789' }).expect(200);

    const changes = await burst(100, () => put({ bank_code: '044', account_number: '0712345678', password: PASSWORD }));
    expect(changes.statuses.every((s) => s === 200)).toBe(true);
    expect((await t.http.get('/api/vendor/payout-account').set(vendor.auth).expect(200)).body.data).toMatchObject({
      bank_code: '044',
      bank_name: 'Access Bank',
      account_number: '0712345678',
      account_name: 'ADA OKEKE',
    });
    await t.flushOutbox();
    expect(await emails(email, 'Payout account changed')).toBe(1);
    expect(await emails(email, 'Payout account added')).toBe(1);
    const mail = await until(async () =>
      ((await t.http.get('/api/dev/outbox').query({ to: email })).body.data as Array<{ channel: string; subject: string; body: string }>).find(
        (m) => m.channel === 'email' && m.subject === 'Payout account changed',
      ),
    );
    expect(mail.body).toContain('Access Bank ••••5678 (ADA OKEKE) instead of Guaranty Trust Bank ••••6789 (ADA OKEKE)');
    expect(mail.body).toContain('If you did not do this, change your password now');
    expect(mail.body).not.toContain('0712345678');
    const notes = (await t.http.get('/api/notifications').set(vendor.auth).expect(200)).body.data as Array<{ title: string }>;
    expect(notes.filter((n) => n.title === 'Payout account changed')).toHaveLength(1);
  }, 60_000);

  it("a vendor's payout notices link to the wallet of their own dashboard (a mechanic's, not a service vendor's)", async () => {
    const mechanic = await newVendor(t, { category: 'mechanic', live: true });
    await t.http.put('/api/vendor/payout-account').set(mechanic.auth).send({ bank_code: '058', account_number: '0123456789' }).expect(200);
    const notes = (await t.http.get('/api/notifications').set(mechanic.auth).expect(200)).body.data as Array<{ title: string; link: string }>;
    expect(notes.find((n) => n.title === 'Payout account added')).toMatchObject({ link: '/dashboard/mechanic/wallet' });
  });
});
