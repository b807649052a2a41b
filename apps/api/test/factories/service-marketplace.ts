import type { TestApp } from '../utils/app.js';
import { signUpAndLogin } from './users.js';

export interface ServiceVendorFixture {
  auth: { Authorization: string };
  userId: number;
  vendorId: number;
  serviceVendorId: number;
  businessName: string;
  pricings: Array<{ id: number; title: string; price: number }>;
}

/**
 * A general-service vendor with a service profile and pricings. Registration and compliance are
 * shortcut through the database (the vendors and compliance suites test those flows); `live: false`
 * leaves the vendor in test mode.
 */
export async function newServiceVendor(
  t: TestApp,
  opts: {
    live?: boolean;
    serviceName?: string;
    description?: string;
    location?: string;
    phone?: string | null;
    pricings?: Array<{ title: string; price: number; description?: string }>;
  } = {},
): Promise<ServiceVendorFixture> {
  const live = opts.live ?? true;
  const { auth, user, account } = await signUpAndLogin(t, { user_type: 'vendor' });
  const businessName = `Services ${account.email.split('@')[0]}`;
  const [vendor] = await t.ds.query(
    `INSERT INTO vendors (user_id, vendor_type, business_name, category, verification_status, is_verified)
     VALUES ($1, 'individual', $2, 'service_vendor', $3, $4) RETURNING id`,
    [user.id, businessName, live ? 'verified' : 'pending', live],
  );
  if (live) await t.ds.query('UPDATE users SET phone_verified_at = now(), email_verified_at = now() WHERE id = $1', [user.id]);
  const [profile] = await t.ds.query(
    `INSERT INTO service_vendors (vendor_id, service_name, description, location, phone, email) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      vendor.id,
      opts.serviceName ?? 'Home cleaning',
      opts.description ?? 'Deep cleaning for homes and offices',
      opts.location ?? 'Lekki, Lagos',
      opts.phone === undefined ? null : opts.phone,
      account.email,
    ],
  );
  const pricings: ServiceVendorFixture['pricings'] = [];
  for (const p of opts.pricings ?? [{ title: 'Standard cleaning', price: 25000, description: 'Two-bedroom flat' }]) {
    const [row] = await t.ds.query(`INSERT INTO service_pricings (service_vendor_id, title, description, price_kobo) VALUES ($1, $2, $3, $4) RETURNING id`, [
      profile.id,
      p.title,
      p.description ?? null,
      Math.round(p.price * 100),
    ]);
    pricings.push({ id: row.id, title: p.title, price: p.price });
  }
  return { auth, userId: user.id, vendorId: vendor.id, serviceVendorId: profile.id, businessName, pricings };
}

/** A customer whose e-mail is verified (bookings need it while "Require Email Verification" is on). */
export async function newCustomer(t: TestApp) {
  const c = await signUpAndLogin(t);
  await t.ds.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [c.user.id]);
  return c;
}

/** Tomorrow as YYYY-MM-DD (Lagos calendar; a day ahead is safe whatever the time zone). */
export function tomorrow(): string {
  return new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
}

export async function book(t: TestApp, customer: { auth: { Authorization: string } }, vendor: ServiceVendorFixture, pricingIndex = 0) {
  const res = await t.http.post('/api/service-orders').set(customer.auth).send({
    service_vendor_id: vendor.serviceVendorId,
    service_pricing_id: vendor.pricings[pricingIndex]!.id,
    deadline: tomorrow(),
    requirements: 'Please bring your own supplies.',
    service_address: '12 Allen Avenue, Ikeja, Lagos',
    preferred_time: 'morning',
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; total_amount: number; status: string };
}

/** An order accepted, paid through the sandbox checkout (as a browser pays), started and completed: escrow held, open to a dispute. */
export async function completedOrder(t: TestApp, customer: { auth: { Authorization: string } }, vendor: ServiceVendorFixture) {
  const order = await book(t, customer, vendor);
  await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
  const { payment_url, reference } = (await t.http.post(`/api/service-orders/${order.id}/pay`).set(customer.auth).expect(200)).body.data;
  await t.http
    .post(`${new URL(payment_url).pathname}/pay`)
    .type('form')
    .send('')
    .expect(303);
  await t.http.post(`/api/service-orders/${order.id}/confirm-payment`).set(customer.auth).send({ payment_reference: reference }).expect(200);
  await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'in_progress' }).expect(200);
  await t.http.patch(`/api/vendor/service-orders/${order.id}`).set(vendor.auth).send({ status: 'completed' }).expect(200);
  return order.id;
}

/** The ledger's invariants, straight from the database: [] when sound. */
export async function ledgerProblems(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await t.ds.query(`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_kobo) <> 0`);
  if (unbalanced.length) problems.push(`unbalanced transactions: ${JSON.stringify(unbalanced)}`);
  const drift = await t.ds.query(
    `SELECT a.code FROM ledger_accounts a LEFT JOIN (SELECT account_code, sum(amount_kobo) s FROM ledger_entries GROUP BY 1) e ON e.account_code = a.code WHERE a.balance_kobo <> coalesce(e.s, 0)`,
  );
  if (drift.length) problems.push(`balances not derivable from entries: ${JSON.stringify(drift)}`);
  const negative = await t.ds.query(`SELECT code FROM ledger_accounts WHERE NOT allow_negative AND balance_kobo < 0`);
  if (negative.length) problems.push(`negative accounts: ${JSON.stringify(negative)}`);
  return problems;
}

export async function accountBalance(t: TestApp, code: string): Promise<number> {
  const [row] = await t.ds.query('SELECT balance_kobo FROM ledger_accounts WHERE code = $1', [code]);
  return row ? Number(row.balance_kobo) : 0;
}
