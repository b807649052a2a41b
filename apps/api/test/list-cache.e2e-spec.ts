import { gunzipSync } from 'node:zlib';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { createListing, newHost } from './factories/apartments.js';
import { serviceCategoriesOf } from '../src/modules/service-marketplace/service-categories.js';

/**
 * The public list cache (docs/performance.md): pages shared by every API process through Redis, dropped the
 * moment the database announces a change, whatever wrote it. Two apps in this process stand for two API
 * processes: each has its own memory and its own LISTEN connection, and they share PostgreSQL and Redis.
 */
describe('public list pages: cached across processes, dropped on every change', () => {
  let a: TestApp;
  let b: TestApp;
  let vendor: ServiceVendorFixture;
  const tag = `zc${Math.random().toString(36).slice(2, 9)}`;
  const list = (t: TestApp, query: Record<string, string> = { q: tag }) => t.http.get('/api/service-vendors').query(query).expect(200);
  const names = (res: { body: { data: Array<{ service_name: string }> } }) => res.body.data.map((s) => s.service_name);

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
    vendor = await newServiceVendor(a, { serviceName: `Pipe doctors ${tag}`, pricings: [{ title: 'Leak repair', price: 15000 }] });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the second read is a hit, and another process answers the same page from Redis with the same ETag', async () => {
    const shared = { category: 'plumbing', per_page: '37' };
    const first = await list(a, shared);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.body.data.length).toBeGreaterThan(0);
    // A hit from the next read on; on a loaded machine the cache's LISTEN connection may still be coming up (it answers
    // uncached until it is: a read then is a miss again, never a stale hit).
    await eventually(async () => (await list(a, shared)).headers['x-cache'] === 'hit', 5000);
    // The copy in Redis is written in the background: the other process finds it a moment later.
    const other = await eventually(async () => {
      const r = await list(b, shared);
      return r.headers['x-cache'] === 'hit' ? r : null;
    }, 2_000);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(other.body).toEqual(first.body);
    // A conditional request still gets its 304 from a cached page.
    await b.http.get('/api/service-vendors').query(shared).set('If-None-Match', first.headers.etag).expect(304);
    // A free-text search is cached in the process that answered it, not in Redis (anyone can send endless words).
    const search = await list(a);
    expect(names(search)).toEqual([`Pipe doctors ${tag}`]);
    expect((await list(a)).headers['x-cache']).toBe('hit');
    await new Promise((r) => setTimeout(r, 100));
    expect((await list(b)).headers['x-cache']).toBeUndefined();
    expect((await list(b)).headers['x-cache']).toBe('hit');
    // A phone that takes gzip gets the stored compressed bytes of the same page, with the same security headers.
    for (let i = 0; i < 3; i++)
      await newServiceVendor(a, { serviceName: `Cleaners ${i}`, description: 'Deep cleaning for homes, offices and shops. '.repeat(8) });
    const page = await eventually(async () => {
      const r = await list(a, { per_page: '20' });
      return Buffer.byteLength(JSON.stringify(r.body)) > 1024 ? r : null;
    }, 2_000);
    // (inject: the raw bytes as sent, not decompressed by the HTTP client)
    const zipped = await eventually(async () => {
      const r = await b.app.inject({ method: 'GET', url: '/api/service-vendors?per_page=20', headers: { 'accept-encoding': 'gzip' } });
      return r.headers['x-cache'] === 'hit' ? r : null;
    }, 2_000);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'gzip', etag: page.headers.etag, 'x-content-type-options': 'nosniff' });
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(page.body);
  });

  it('a pricing changed by plain SQL (any write path) is shown by both processes on their next read', async () => {
    await list(a);
    await list(b);
    await a.ds.query(`UPDATE service_pricings SET title = 'Borehole drilling' WHERE id = $1`, [vendor.pricings[0].id]);
    for (const t of [a, b]) {
      const res = await eventually(async () => {
        const r = await list(t);
        return r.body.data[0]?.pricings[0]?.title === 'Borehole drilling' ? r : null;
      }, 2_000);
      expect(res.body.data[0].pricings[0].title).toBe('Borehole drilling');
    }
    // The stored category follows the pricing: still plumbing (borehole), found by the category filter.
    const plumbing = await list(b, { q: tag, category: 'plumbing' });
    expect(names(plumbing)).toEqual([`Pipe doctors ${tag}`]);
  });

  it('a vendor whose KYC is withdrawn leaves every directory, in every process', async () => {
    const host = await newHost(a);
    const listing = await createListing(a, host, { title: `Flat ${tag}` });
    const apartments = (t: TestApp) => t.http.get('/api/apartments').query({ q: tag }).expect(200);
    const live = (t: TestApp) => t.http.get('/api/vendors/live').query({ search: vendor.businessName }).expect(200);
    expect((await apartments(a)).body.data.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    expect((await live(b)).body.data).toHaveLength(1);
    await apartments(b);
    await live(a);

    await a.ds.query(`UPDATE vendors SET is_verified = false WHERE id IN ($1, $2)`, [vendor.vendorId, host.vendorId]);
    for (const t of [a, b]) {
      await eventually(async () => (await list(t)).body.data.length === 0, 2_000);
      await eventually(async () => (await apartments(t)).body.data.length === 0, 2_000);
      await eventually(async () => (await live(t)).body.data.length === 0, 2_000);
    }
    await a.ds.query(`UPDATE vendors SET is_verified = true WHERE id IN ($1, $2)`, [vendor.vendorId, host.vendorId]);
    await eventually(async () => (await list(b)).body.data.length === 1, 2_000);
    await eventually(async () => (await apartments(b)).body.data.length === 1, 2_000);
  });

  it('a request with a token is never answered from the cache and is not stored', async () => {
    await list(a);
    const res = await a.http.get('/api/service-vendors').query({ q: tag }).set(vendor.auth).expect(200);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('while its LISTEN connection is down a process answers uncached, and caches again once it is back', async () => {
    await list(a);
    expect((await list(a)).headers['x-cache']).toBe('hit');
    await a.ds.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'oja-list-cache' AND datname = current_database()`);
    await eventually(async () => (await list(a)).headers['x-cache'] === undefined, 2_000);
    await a.ds.query(`UPDATE service_pricings SET title = 'Pipe fitting' WHERE id = $1`, [vendor.pricings[0].id]);
    expect((await list(a)).body.data[0].pricings[0].title).toBe('Pipe fitting');
    await eventually(async () => {
      await list(a);
      return (await list(a)).headers['x-cache'] === 'hit';
    }, 5_000);
    expect((await list(b)).body.data[0].pricings[0].title).toBe('Pipe fitting');
  });

  it('the categories stored by the database agree with the ones the API presents, for every live vendor', async () => {
    const rows: Array<{ id: number; categories: string[]; texts: string[] }> = await a.ds.query(
      `SELECT sv.id, sv.categories,
              ARRAY[sv.service_name, coalesce(sv.description, '')] || coalesce(array_agg(p.title ORDER BY p.id) FILTER (WHERE p.id IS NOT NULL), '{}') AS texts
         FROM service_vendors sv LEFT JOIN service_pricings p ON p.service_vendor_id = sv.id AND p.deleted_at IS NULL
        GROUP BY sv.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect({ id: r.id, categories: r.categories }).toEqual({ id: r.id, categories: serviceCategoriesOf(r.texts) });
  });
});
