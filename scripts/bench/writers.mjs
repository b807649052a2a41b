// The writes `pnpm bench` measures, shared with scripts/bench/writes-cpu.mjs: 50 signed-in customers, the next
// service order's and booking's bodies, and one autocannon run of a write at 50 connections.
import { day } from './endpoints.mjs';
import { load } from './http.mjs';

/** Registers `count` customers on the app at `base`, verifies their e-mail in `db` and signs them in: their tokens. */
export async function signInCustomers(base, db, count = 50) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const email = `bench.customer.${i}.${Date.now().toString(36)}@example.com`;
    const reg = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Customer ${i}`,
        email,
        phone: `0809${String(1_000_000 + i).slice(0, 7)}`,
        password: 'Password#123',
        user_type: 'user',
      }),
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    await db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password#123' }),
    });
    tokens.push((await login.json()).token);
  }
  return tokens;
}

/**
 * The bodies of the writes, from the seeded rows in `db`: `order()` takes the live providers' pricings in turn,
 * `booking()` the active listings with dates that move on, so no two bookings of a listing overlap.
 */
export async function writeBodies(db) {
  const pricings = (
    await db.query(
      `SELECT p.id, p.service_vendor_id FROM service_pricings p JOIN service_vendors sv ON sv.id = p.service_vendor_id WHERE sv.live ORDER BY random() LIMIT 2000`,
    )
  ).rows;
  const listings = (await db.query(`SELECT id FROM apartment_listings WHERE status = 'active' AND host_live ORDER BY random() LIMIT 5000`)).rows.map(
    (r) => r.id,
  );
  let n = 0;
  let b = 0;
  return {
    order: () => {
      const p = pricings[n++ % pricings.length];
      return {
        service_vendor_id: p.service_vendor_id,
        service_pricing_id: p.id,
        deadline: day(3),
        requirements: 'Bench order',
        service_address: '12 Allen Avenue, Ikeja, Lagos',
        preferred_time: 'morning',
      };
    },
    booking: () => {
      const i = b++;
      return { listing_id: listings[i % listings.length], check_in_date: day(20 + (i % 200)), check_out_date: day(22 + (i % 200)), guests: 1 };
    },
  };
}

/** A function that POSTs `bodyOf()` to `path` at 50 connections for `duration` seconds, the customers' tokens in turn. */
export function writeLoader(base, tokens) {
  let k = 0;
  return (path, bodyOf, duration) =>
    load({
      url: base + path,
      connections: 50,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupClient: (client) => client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${tokens[k++ % tokens.length]}` }),
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyOf()) }) }],
    });
}
