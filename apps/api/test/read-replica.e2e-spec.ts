import { Client } from 'pg';
import { runMigrations } from '../src/app.factory.js';
import { createTestApp, TestApp } from './utils/app.js';
import { newServiceVendor } from './factories/service-marketplace.js';

/**
 * DATABASE_READ_URL (docs/configuration.md): the public directory reads from the replica, everything else from
 * the primary. The "replica" here is a second database with the same schema and its own rows, so which one
 * answered is visible in the answer.
 */
describe('a read replica for the public lists', () => {
  let t: TestApp;
  let replicaUrl: string;
  const replicaName = `oja_replica_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${replicaName}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${replicaName}`;
    replicaUrl = url.toString();
    await runMigrations(replicaUrl);
    const replica = new Client({ connectionString: replicaUrl });
    await replica.connect();
    const [user] = (
      await replica.query(
        `INSERT INTO users (name, email, phone, password_hash, user_type, phone_verified_at) VALUES ('Replica Vendor', 'replica@example.com', '+2348000000001', 'x', 'vendor', now()) RETURNING id`,
      )
    ).rows;
    const [vendor] = (
      await replica.query(
        `INSERT INTO vendors (user_id, business_name, category, verification_status, is_verified) VALUES ($1, 'Replica Plumbing Co', 'service_vendor', 'verified', true) RETURNING id`,
        [user.id],
      )
    ).rows;
    await replica.query(
      `INSERT INTO service_vendors (vendor_id, service_name, description, location) VALUES ($1, 'Replica plumbing', 'Only on the replica', 'Ikeja, Lagos')`,
      [vendor.id],
    );
    await replica.end();
    t = await createTestApp({ DATABASE_READ_URL: replicaUrl, LIST_CACHE_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
    await admin.end();
  });

  it('the directory lists the replica rows, while writes and private reads use the primary', async () => {
    const onPrimary = await newServiceVendor(t, { serviceName: 'Primary only cleaning' });
    const list = await t.http.get('/api/service-vendors').query({ per_page: 100 }).expect(200);
    const names = list.body.data.map((s: { service_name: string }) => s.service_name);
    expect(names).toContain('Replica plumbing');
    expect(names).not.toContain('Primary only cleaning');
    expect(list.body.meta.total).toBe(1);
    // The vendor's own profile (not a public list) is read from the primary.
    const own = await t.http.get('/api/vendor/service/profile').set(onPrimary.auth).expect(200);
    expect(own.body.data.service_name).toBe('Primary only cleaning');
    const live = await t.http.get('/api/vendors/live').query({ search: 'Replica' }).expect(200);
    expect(live.body.data.map((v: { business_name: string }) => v.business_name)).toEqual(['Replica Plumbing Co']);
  });
});
