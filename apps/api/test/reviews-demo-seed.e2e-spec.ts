import pg from 'pg';
import { DemoSeedService } from '../src/modules/demo-seed/demo-seed.service.js';
import { createTestApp, TestApp } from './utils/app.js';

/**
 * The demo seed's ratings are real: completed orders and a completed stay reviewed by both
 * sides through the reviews service, so revealed; no made-up "4.6 from 38". Runs on a database of its own,
 * since the seed only fills an empty one.
 */
describe('demo seed reviews', () => {
  const admin = process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `oja_e2e_seed_${Date.now()}_${process.pid}`;
  const runUrl = process.env.DATABASE_URL;
  let t: TestApp;

  async function adminQuery(sql: string) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    t = await createTestApp({ SEED_DEMO: 'true', DATA_DIR: `.data/e2e-seed-${process.pid}` });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    process.env.DATABASE_URL = runUrl;
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('seeds revealed reviews whose ratings are the only ratings the directory and the listings show', async () => {
    expect(['seeded', 'already']).toContain(await t.app.get(DemoSeedService).seedIfEmpty());

    const vendors = (await t.http.get('/api/service-vendors?per_page=50').expect(200)).body.data as Array<{
      id: number;
      service_name: string;
      rating: number | string;
      rating_count: number;
      total_reviews: number;
    }>;
    const byName = (n: string) => vendors.find((v) => v.service_name === n)!;
    expect(byName('Home cleaning and fumigation')).toMatchObject({ rating_count: 1, total_reviews: 1 });
    expect(Number(byName('Home cleaning and fumigation').rating)).toBe(5);
    expect(byName('Plumbing and water systems')).toMatchObject({ rating_count: 1 });
    expect(Number(byName('Plumbing and water systems').rating)).toBe(4);
    // No orders, no reviews, no rating: nothing invented.
    expect(byName('AC and appliance repair')).toMatchObject({ rating_count: 0, total_reviews: 0 });
    expect(Number(byName('AC and appliance repair').rating)).toBe(0);

    const reviews = (await t.http.get(`/api/service-vendors/${byName('Plumbing and water systems').id}/reviews`).expect(200)).body;
    expect(reviews.meta.total).toBe(1);
    expect(reviews.data[0]).toMatchObject({ author_role: 'customer', rating: 4, revealed: true, author: { name: expect.any(String) } });
    expect(reviews.data[0].comment).toMatch(/leak/i);

    const listings = (await t.http.get('/api/apartments?per_page=50').expect(200)).body.data as Array<{
      id: number;
      rating: number | string;
      reviews_count: number;
    }>;
    const reviewed = listings.filter((l) => l.reviews_count > 0);
    expect(reviewed).toHaveLength(1);
    expect(Number(reviewed[0].rating)).toBe(4);
    expect((await t.http.get(`/api/apartments/${reviewed[0].id}/reviews`).expect(200)).body.data).toEqual([
      expect.objectContaining({ rating: 4, revealed: true }),
    ]);

    // The completed order whose payment is still held is left for the demo customer to review.
    const login = await t.http.post('/api/login').send({ email: 'customer@oja.test', password: 'Customer#2026' }).expect(200);
    const pending = (
      await t.http
        .get('/api/reviews/pending')
        .set({ Authorization: `Bearer ${login.body.token}` })
        .expect(200)
    ).body.data;
    // (The completed demo food and shop orders were reviewed by both sides when the demo was seeded.)
    expect(pending).toEqual([expect.objectContaining({ subject_kind: 'service_order', role: 'customer', title: expect.stringContaining('Fumigation') })]);
  }, 120_000);

  it('seeds the demo restaurant’s menu and the demo seller’s products with photos, and orders in several states through the lifecycle', async () => {
    const food = (await t.http.get('/api/food/vendors?q=jollof').expect(200)).body.data;
    expect(food).toHaveLength(1);
    expect(food[0]).toMatchObject({ name: "Mama Ngozi's Kitchen", open_now: true, delivery_fee: 150, free_delivery_over: 2000 });
    const jollof = food[0].menu.find((m: { name: string }) => m.name === 'Jollof Rice & Chicken');
    expect(jollof).toMatchObject({ price: 2500, category: 'Local Dishes', status: 'available' });
    expect(jollof.image).toMatch(/\/uploads\/listing-photos\/.+\.webp$/);
    const products = (await t.http.get('/api/products?per_page=50').expect(200)).body;
    expect(products.meta.total).toBe(6);
    expect(products.data.map((p: { status: string }) => p.status).sort()).toEqual(['active', 'active', 'active', 'active', 'low-stock', 'out-of-stock']);
    const login = await t.http.post('/api/login').send({ email: 'customer@oja.test', password: 'Customer#2026' }).expect(200);
    const mine = (
      await t.http
        .get('/api/orders/my')
        .set({ Authorization: `Bearer ${login.body.token}` })
        .expect(200)
    ).body.data as Array<{ kind: string; status: string; handover_photo: unknown }>;
    expect(mine.map((o) => `${o.kind}:${o.status}`).sort()).toEqual([
      'food_order:completed',
      'food_order:preparing',
      'shop_order:completed',
      'shop_order:processing',
      'shop_order:shipped',
    ]);
    expect(mine.find((o) => o.status === 'shipped')!.handover_photo).toMatchObject({ url: expect.stringMatching(/\/api\/attachments\/\d+\/file/) });
    const unbalanced = await t.ds.query(`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_kobo) <> 0`);
    expect(unbalanced).toEqual([]);
  });
});
