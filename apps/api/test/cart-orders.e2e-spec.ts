import { splitRelease } from '@oja/shared';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { LifecycleEngine } from '../src/common/lifecycle-engine.js';
import { ShopOrderLifecycle } from '../src/modules/cart-orders/cart-order.lifecycle.js';
import { newVendor, PNG_1PX, type TestVendor } from './factories/vendors.js';
import { newAdmin } from './factories/users.js';
import { accountBalance, ledgerProblems, newCustomer } from './factories/service-marketplace.js';

type Auth = { Authorization: string };

/** Food delivery and the shop end to end: catalogues, public lists, checkout, the seal check, timers, stock and money. */
describe('food and shop orders', () => {
  let t: TestApp;
  let kitchen: TestVendor;
  let shop: TestVendor;
  let jollof: { id: number; price: number };
  let suffix: string;
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'sandbox',
      CART_ORDER_PAYMENT_MS: '45000',
      CART_ORDER_ACCEPT_MS: '5000',
      CART_ORDER_SHIP_MS: '120000',
      CART_ORDER_FOOD_RELEASE_MS: '3000',
      CART_ORDER_PRODUCT_RELEASE_MS: '3000',
      ESCROW_PAYOUT_HOLD_MS: '60000',
      OUTBOX_POLL_MS: '100',
    });
    suffix = Date.now().toString(36);
    kitchen = await newRestaurant(`Mama Put ${suffix}`);
    shop = await newShop();
    jollof = (await addDish(kitchen, { name: `Party Jollof ${suffix}`, price: 2500, category: 'Local Dishes' })).body.data;
  });
  afterAll(() => t.close());

  async function newRestaurant(name: string, hours = '24/7', live = true) {
    const v = await newVendor(t, { category: 'food_vendor', live });
    await setUp(v, name, hours);
    return v;
  }
  const setUp = (v: TestVendor, name: string, hours: string) =>
    t.http
      .post('/api/vendor/food/setup')
      .set(v.auth)
      .send({ restaurant_name: name, cuisine: 'Nigerian', address: '3 Allen Avenue, Ikeja', phone: '08031234567', opening_hours: hours })
      .expect((r) => expect([200, 201]).toContain(r.status));
  async function newShop(live = true) {
    const v = await newVendor(t, { category: 'product_vendor', live });
    await t.http
      .post('/api/vendor/product/setup')
      .set(v.auth)
      .send({
        contact_person: 'Ada',
        store_address: '5 Broad Street, Lagos',
        store_phone: '08031234567',
        store_email: `shop${Date.now()}@example.com`,
        store_description: 'Phones and more',
      })
      .expect((r) => expect([200, 201]).toContain(r.status));
    return v;
  }
  const addDish = (v: TestVendor, body: Record<string, unknown>) => t.http.post('/api/vendor/menu-items').set(v.auth).send(body);
  const addProduct = (v: TestVendor, body: Record<string, unknown>) => t.http.post('/api/vendor/products').set(v.auth).send(body);
  const order = (auth: Auth, vendorId: number, items: Array<{ item_id: number; quantity: number; price?: number }>, extra: Record<string, unknown> = {}) =>
    t.http
      .post('/api/orders')
      .set(auth)
      .send({ vendor_id: vendorId, items, delivery_address: '14 Admiralty Way, Lekki', phone: '08039876543', ...extra });
  const read = async (auth: Auth, id: number) => (await t.http.get(`/api/orders/${id}`).set(auth).expect(200)).body.data;
  const until = <T>(fn: () => Promise<T | null | false>, ms?: number) =>
    eventually(async () => {
      await t.flushOutbox();
      return fn();
    }, ms);
  async function pay(auth: Auth, id: number, ms = 30_000) {
    const res = await t.http.post(`/api/orders/${id}/pay`).set(auth).send({}).expect(200);
    await t.http.post(`/api/payments/sandbox/checkout/${new URL(res.body.data.payment_url).pathname.split('/').pop()}/pay`).expect(303);
    await until(async () => (await read(auth, id)).payment_status === 'paid', ms);
  }
  const act = (v: TestVendor, id: number, action: string) => t.http.post(`/api/vendor/orders/${id}/${action}`).set(v.auth);
  const withPhoto = (v: TestVendor, id: number, action: 'ship' | 'deliver') => act(v, id, action).attach('photo', PNG_1PX, `${action}.png`);
  const credited = async (v: TestVendor) =>
    (await accountBalance(t, `vendor_payable:${v.vendorId}`)) + (await accountBalance(t, `vendor_available:${v.vendorId}`));
  const refundsOf = async (kind: string, id: number) =>
    (await t.ds.query(`SELECT amount_kobo::int AS a FROM refunds WHERE subject_kind = $1 AND subject_id = $2 ORDER BY id`, [kind, id])).map(
      (r: { a: number }) => r.a,
    );
  const stockOf = async (id: number) => (await t.ds.query(`SELECT stock FROM catalogue_items WHERE id = $1`, [id]))[0].stock as number;

  describe('menus and catalogues', () => {
    it('a food vendor manages dishes with the spec’s categories and statuses; bad input is refused by name and stores nothing', async () => {
      const bad = await addDish(kitchen, { name: '', price: -1, category: 'Soup' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'name', 'price']);
      const res = await addDish(kitchen, { name: 'Chapman', price: '800.50', category: 'Drinks', status: 'out-of-stock', description: 'Chilled' }).expect(201);
      expect(res.body.data).toMatchObject({ name: 'Chapman', price: 800.5, category: 'Drinks', status: 'out-of-stock', images: [] });
      const put = await t.http.put(`/api/vendor/menu-items/${res.body.data.id}`).set(kitchen.auth).send({ status: 'available' }).expect(200);
      expect(put.body.data.status).toBe('available');
      // Products are for product vendors, menus for food vendors; another vendor's item is not found.
      await addProduct(kitchen, { name: 'x', price: 1, category: 'Books', stock: 1 }).expect(403);
      await t.http.put(`/api/vendor/products/${res.body.data.id}`).set(shop.auth).send({ name: 'y' }).expect(404);
      const other = await newRestaurant(`Other ${suffix}`);
      await t.http.delete(`/api/vendor/menu-items/${res.body.data.id}`).set(other.auth).expect(404);
      await t.http.delete(`/api/vendor/menu-items/${res.body.data.id}`).set(kitchen.auth).expect(200);
      expect((await t.http.get('/api/vendor/menu-items').set(kitchen.auth).expect(200)).body.data.map((d: { id: number }) => d.id)).not.toContain(
        res.body.data.id,
      );
    });

    it('a product’s status follows its stock and threshold', async () => {
      const p = (await addProduct(shop, { name: `Novel ${suffix}`, price: 4500, category: 'Books', stock: 3 }).expect(201)).body.data;
      expect(p).toMatchObject({ stock: 3, low_stock_threshold: 5, status: 'low-stock', sold: 0 });
      expect((await t.http.put(`/api/vendor/products/${p.id}`).set(shop.auth).send({ stock: 0 }).expect(200)).body.data.status).toBe('out-of-stock');
      expect((await t.http.put(`/api/vendor/products/${p.id}`).set(shop.auth).send({ stock: 40, low_stock_threshold: 2 }).expect(200)).body.data.status).toBe(
        'active',
      );
      expect((await addProduct(shop, { name: 'x', price: 1, category: 'Books', stock: -2 }).expect(422)).body.errors.stock).toBeDefined();
    });
  });

  describe('the public lists', () => {
    it('show a live, open restaurant with its menu and a live product at once; search and category chips narrow them; a vendor who is not live is never shown', async () => {
      const list = (await t.http.get(`/api/food/vendors?q=${encodeURIComponent(`party jollof ${suffix}`)}`).expect(200)).body;
      expect(list.data.map((r: { id: number }) => r.id)).toEqual([kitchen.vendorId]);
      expect(list.data[0]).toMatchObject({ name: `Mama Put ${suffix}`, open_now: true, delivery_fee: 150, categories: ['Local Dishes'] });
      expect(list.data[0].menu.map((m: { name: string }) => m.name)).toContain(`Party Jollof ${suffix}`);
      expect((await t.http.get(`/api/food/vendors?q=jollof%20${suffix}&category=Desserts`).expect(200)).body.data).toEqual([]);
      await t.http.get('/api/food/vendors?category=Soup').expect(422);

      const phone = (await addProduct(shop, { name: `Tecno Spark ${suffix}`, price: 145000, category: 'Electronics', stock: 12 }).expect(201)).body.data;
      const found = (await t.http.get(`/api/products?q=tecno%20${suffix}&category=Electronics`).expect(200)).body;
      expect(found.data.map((p: { id: number }) => p.id)).toEqual([phone.id]);
      expect(found.data[0].vendor.id).toBe(shop.vendorId);
      expect((await t.http.get(`/api/products/${phone.id}`).expect(200)).body.data.stock).toBe(12);

      // A vendor not live: its dish and product are nowhere, and its restaurant page is not found.
      const hidden = await newRestaurant(`Hidden ${suffix}`, '24/7', false);
      await addDish(hidden, { name: `Hidden Jollof ${suffix}`, price: 1000, category: 'Local Dishes' }).expect(201);
      expect((await t.http.get(`/api/food/vendors?q=hidden%20jollof%20${suffix}`).expect(200)).body.data).toEqual([]);
      await t.http.get(`/api/food/vendors/${hidden.vendorId}`).expect(404);
      // Going live shows it within the cache's announce; losing the approval hides it again.
      await t.ds.query(`UPDATE users SET phone_verified_at = now() WHERE id = $1`, [hidden.userId]);
      await t.ds.query(`UPDATE vendors SET is_verified = true, verification_status = 'verified' WHERE id = $1`, [hidden.vendorId]);
      await eventually(async () => (await t.http.get(`/api/food/vendors?q=hidden%20jollof%20${suffix}`)).body.data.length === 1);
      await t.ds.query(`UPDATE vendors SET is_verified = false, verification_status = 'rejected' WHERE id = $1`, [hidden.vendorId]);
      await eventually(async () => (await t.http.get(`/api/food/vendors?q=hidden%20jollof%20${suffix}`)).body.data.length === 0);
      await t.ds.query(`UPDATE vendors SET is_verified = false WHERE id = $1`, [shop.vendorId]);
      await eventually(async () => (await t.http.get(`/api/products?q=tecno%20${suffix}`)).body.data.length === 0);
      await t.ds.query(`UPDATE vendors SET is_verified = true WHERE id = $1`, [shop.vendorId]);
    });

    it('a card carries menu_size dishes (12 by default, the SPA asks for 4) and the categories of the whole menu; a bad menu_size is refused by name', async () => {
      const big = await newRestaurant(`Buka Grande ${suffix}`);
      for (let i = 0; i < 13; i++) expect((await addDish(big, { name: `Rice ${i} ${suffix}`, price: 1000 + i, category: 'Local Dishes' })).status).toBe(201);
      // The 14th dish, past any card menu, is the only drink; a dessert that cannot be ordered gives no chip.
      const zobo = await addDish(big, { name: `Zobo ${suffix}`, price: 500, category: 'Drinks' });
      expect(zobo.status).toBe(201);
      expect((await addDish(big, { name: `Puff ${suffix}`, price: 300, category: 'Desserts', status: 'unavailable' })).status).toBe(201);
      const card = async (qs: string) => {
        const body = (await t.http.get(`/api/food/vendors?q=${encodeURIComponent(`buka grande ${suffix}`)}${qs}`).expect(200)).body;
        expect(body.data).toHaveLength(1);
        return body.data[0] as { categories: string[]; menu: { name: string }[] };
      };
      const whole = await card('');
      expect(whole.menu.map((m) => m.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Rice ${i} ${suffix}`));
      expect(whole.categories).toEqual(['Local Dishes', 'Drinks']);
      const four = await card('&menu_size=4');
      expect(four).toEqual({ ...whole, menu: whole.menu.slice(0, 4) });
      expect(await card('&menu_size=0')).toEqual({ ...whole, menu: [] });
      // A category chip puts that category's dishes first on the card.
      expect((await card('&category=Drinks&menu_size=1')).menu.map((m) => m.name)).toEqual([`Zobo ${suffix}`]);
      // The restaurant's page has the same chips.
      expect((await t.http.get(`/api/food/vendors/${big.vendorId}`).expect(200)).body.data.categories).toEqual(['Local Dishes', 'Drinks']);
      // The only drink made unavailable: its chip goes, and comes back with it (kept by the database). The same card
      // was asked for above: the page this process keeps is dropped when the database announces the change, a moment after it.
      await t.http.put(`/api/vendor/menu-items/${zobo.body.data.id}`).set(big.auth).send({ status: 'unavailable' }).expect(200);
      await eventually(async () => (await card('&menu_size=0')).categories.length === 1);
      expect((await card('&menu_size=0')).categories).toEqual(['Local Dishes']);
      await t.http.put(`/api/vendor/menu-items/${zobo.body.data.id}`).set(big.auth).send({ status: 'available' }).expect(200);
      await eventually(async () => (await card('&menu_size=0')).categories.length === 2);
      expect((await card('&menu_size=0')).categories).toEqual(['Local Dishes', 'Drinks']);
      for (const bad of ['13', '-1', '1.5', 'four']) {
        const res = await t.http.get(`/api/food/vendors?menu_size=${bad}`).expect(422);
        expect([bad, res.body.code, res.body.errors.menu_size]).toEqual([bad, 'VALIDATION_FAILED', ['menu_size must be a whole number from 0 to 12']]);
      }
    });

    it('a search follows the restaurant’s name and menu at once: renamed, a dish added, made unavailable, deleted; a rare word and one on every menu', async () => {
      const v = await newRestaurant(`Iya Basira ${suffix}`);
      const ids = async (q: string) =>
        ((await t.http.get(`/api/food/vendors?q=${encodeURIComponent(q)}`).expect(200)).body.data as { id: number }[]).map((r) => r.id);
      // Listed once it has a dish that can be ordered; found by its name and by the dish.
      // (A search asked again after a change: the page this process keeps is dropped when the database announces
      // the change, a moment after it; `again` waits for that.)
      const again = async (q: string, want: number[]) => {
        await eventually(async () => JSON.stringify(await ids(q)) === JSON.stringify(want));
        expect(await ids(q)).toEqual(want);
      };
      expect(await ids(`iya basira ${suffix}`)).toEqual([]);
      const ewa = (await addDish(v, { name: `Ewa Agoyin ${suffix}`, price: 1200, category: 'Local Dishes' }).expect(201)).body.data;
      await again(`iya basira ${suffix}`, [v.vendorId]);
      expect(await ids(`agoyin ${suffix}`)).toEqual([v.vendorId]);
      // Renamed: found by the new name, not the old.
      await setUp(v, `Ofada Corner ${suffix}`, '24/7');
      expect(await ids(`ofada corner ${suffix}`)).toEqual([v.vendorId]);
      await again(`iya basira ${suffix}`, []);
      // In any case, as typed.
      expect(await ids(`OFADA Corner ${suffix}`.toUpperCase())).toEqual([v.vendorId]);
      // Narrowed to a category: found while it has a dish of it that can be ordered. Its one dish out of stock, it has
      // none, and no search finds it by its name either; back in stock, both do.
      const idsIn = async (q: string, category: string) =>
        (
          (await t.http.get(`/api/food/vendors?q=${encodeURIComponent(q)}&category=${encodeURIComponent(category)}`).expect(200)).body.data as { id: number }[]
        ).map((r) => r.id);
      expect(await idsIn(`ofada corner ${suffix}`, 'Local Dishes')).toEqual([v.vendorId]);
      expect(await idsIn(`ofada corner ${suffix}`, 'Drinks')).toEqual([]);
      // (The same searches again: a page this process keeps is dropped when the database announces the change, a moment after it.)
      await t.http.put(`/api/vendor/menu-items/${ewa.id}`).set(v.auth).send({ status: 'out-of-stock' }).expect(200);
      await eventually(async () => (await idsIn(`ofada corner ${suffix}`, 'Local Dishes')).length === 0);
      await again(`ofada corner ${suffix}`, []);
      await t.http.put(`/api/vendor/menu-items/${ewa.id}`).set(v.auth).send({ status: 'available' }).expect(200);
      await eventually(async () => (await idsIn(`ofada corner ${suffix}`, 'Local Dishes')).length === 1);
      expect(await idsIn(`ofada corner ${suffix}`, 'Local Dishes')).toEqual([v.vendorId]);
      await again(`ofada corner ${suffix}`, [v.vendorId]);
      // A dish that cannot be ordered is not searched; available again, it is; deleted, it is gone.
      await t.http.put(`/api/vendor/menu-items/${ewa.id}`).set(v.auth).send({ status: 'unavailable' }).expect(200);
      await again(`agoyin ${suffix}`, []);
      await t.http.put(`/api/vendor/menu-items/${ewa.id}`).set(v.auth).send({ status: 'available' }).expect(200);
      await again(`agoyin ${suffix}`, [v.vendorId]);
      await t.http.delete(`/api/vendor/menu-items/${ewa.id}`).set(v.auth).expect(200);
      await again(`agoyin ${suffix}`, []);
      // A word on every restaurant's menu in this suite and a word on none, each planned for itself: the same answers as the list.
      const every = await ids('jollof');
      expect(every.length).toBeGreaterThan(0);
      expect(every).toEqual([...every].sort((a, b) => a - b));
      expect(await ids(`zqxj${suffix}`)).toEqual([]);
      // Its pages, one restaurant each: in order, each with the whole total.
      const pages = await Promise.all([1, 2].map(async (page) => (await t.http.get(`/api/food/vendors?q=jollof&per_page=1&page=${page}`).expect(200)).body));
      expect(pages.map((p) => p.data.map((r: { id: number }) => r.id))).toEqual(every.length > 1 ? [[every[0]], [every[1]]] : [[every[0]], []]);
      expect(pages[1].meta.total).toBe(pages[0].meta.total);
      expect(pages[0].meta.total).toBeGreaterThanOrEqual(every.length);
    });

    /** Lagos wall-clock times `from` minutes from now (UTC+1), as a vendor writes them. */
    const clock = (from: number) => {
      const m = (((Math.floor((Date.now() + 3_600_000) / 60_000) + from) % 1440) + 1440) % 1440;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };

    it('a closed kitchen (switch or hours) leaves the list and takes no orders; the restaurant page says it is closed', async () => {
      const c = await newCustomer(t);
      // Hours that do not include now: one hour, starting six hours from now (fixed hours of 00:00-00:01 were open in
      // the first minute after midnight in Lagos, and the test failed when run then).
      const late = await newRestaurant(`Night ${suffix}`, `Daily ${clock(360)}-${clock(420)}`);
      const dish = (await addDish(late, { name: `Night Suya ${suffix}`, price: 1500, category: 'Local Dishes' }).expect(201)).body.data;
      expect((await t.http.get(`/api/food/vendors?q=night%20suya%20${suffix}`).expect(200)).body.data).toEqual([]);
      expect((await t.http.get(`/api/food/vendors/${late.vendorId}`).expect(200)).body.data.open_now).toBe(false);
      expect((await order(c.auth, late.vendorId, [{ item_id: dish.id, quantity: 1 }]).expect(409)).body.code).toBe('KITCHEN_CLOSED');
      // The switch: closed leaves the list, open brings it back.
      const sw = await t.http.patch('/api/vendor/kitchen').set(kitchen.auth).send({ open: false }).expect(200);
      expect(sw.body.data).toMatchObject({ kitchen_open: false, open_now: false });
      await eventually(async () => (await t.http.get(`/api/food/vendors?q=party%20jollof%20${suffix}`)).body.data.length === 0);
      expect((await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 1 }]).expect(409)).body.code).toBe('KITCHEN_CLOSED');
      await t.http.patch('/api/vendor/kitchen').set(kitchen.auth).send({ open: true }).expect(200);
      await eventually(async () => (await t.http.get(`/api/food/vendors?q=party%20jollof%20${suffix}`)).body.data.length === 1);
    });
    it('lists a restaurant while its hours include now (Lagos time) and not otherwise; new hours move it at once', async () => {
      const [around, later] = [`Daily ${clock(-120)}-${clock(120)}`, `Daily ${clock(180)}-${clock(300)}`];
      const open = await newRestaurant(`Amala Open ${suffix}`, around);
      const closed = await newRestaurant(`Amala Shut ${suffix}`, later);
      for (const v of [open, closed]) await addDish(v, { name: `Amala ${suffix}`, price: 1200, category: 'Local Dishes' }).expect(201);
      const listed = async () =>
        (await t.http.get(`/api/food/vendors?q=amala%20${suffix}`).expect(200)).body as { data: { id: number; open_now: boolean }[]; meta: { total: number } };
      let list = await listed();
      expect(list.data.map((r) => [r.id, r.open_now])).toEqual([[open.vendorId, true]]);
      expect(list.meta.total).toBe(1);
      // The hours are stored as minutes of the week beside the text; 24/7 as NULL (always open).
      const stored = async (v: TestVendor) =>
        (await t.ds.query(`SELECT open_minutes::text AS m FROM vendor_food_details WHERE vendor_id = $1`, [v.vendorId]))[0].m as string | null;
      expect(await stored(closed)).toMatch(/^\{\[\d+,\d+\)/);
      expect(await stored(kitchen)).toBeNull();
      // The vendor changes the hours: the one now closed leaves the list, the one now open joins it.
      await setUp(open, `Amala Open ${suffix}`, later);
      await setUp(closed, `Amala Shut ${suffix}`, around);
      await eventually(async () => {
        list = await listed();
        return list.data.length === 1 && list.data[0]!.id === closed.vendorId;
      });
      expect(list.data[0]!.open_now).toBe(true);
      expect((await t.http.get(`/api/food/vendors/${open.vendorId}`).expect(200)).body.data.open_now).toBe(false);
    });
  });

  describe('checkout', () => {
    it('refuses a changed price or an unavailable dish with 409 CART_CHANGED and the current lines, storing nothing', async () => {
      const c = await newCustomer(t);
      const before = Number((await t.ds.query(`SELECT count(*) FROM cart_orders`))[0].count);
      const res = await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 2, price: 2000 }]).expect(409);
      expect(res.body).toMatchObject({
        code: 'CART_CHANGED',
        errors: { 'items.0': [`Party Jollof ${suffix} now costs ₦2,500.00 (was ₦2,000.00)`] },
        data: { lines: [{ item_id: jollof.id, price: 2500, available: true }] },
      });
      const gone = await order(c.auth, kitchen.vendorId, [{ item_id: 999_999, quantity: 1 }]).expect(409);
      expect(gone.body.errors['items.0']).toEqual(['This item is no longer sold by this vendor']);
      expect(Number((await t.ds.query(`SELECT count(*) FROM cart_orders`))[0].count)).toBe(before);
      await order(c.auth, kitchen.vendorId, []).expect(422);
      await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 0 }]).expect(422);
      await order(kitchen.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 1 }]).expect(403);
    });

    it('the fee rule: the flat delivery fee, free above the vendor’s line', async () => {
      const c = await newCustomer(t);
      expect((await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 1 }]).expect(201)).body.data).toMatchObject({
        subtotal: 2500,
        delivery_fee: 150,
        total_amount: 2650,
      });
      await t.http.patch('/api/vendor/storefront').set(kitchen.auth).send({ free_delivery_over: 2000 }).expect(200);
      expect((await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 1 }]).expect(201)).body.data).toMatchObject({
        delivery_fee: 0,
        total_amount: 2500,
      });
      await t.http.patch('/api/vendor/storefront').set(kitchen.auth).send({ free_delivery_over: null }).expect(200);
    });

    it('100 concurrent checkouts of the last 5 units: exactly 5 are placed and paid, the rest refused before payment; unpaid ones give the stock back once', async () => {
      const p = (await addProduct(shop, { name: `Last Five ${suffix}`, price: 1000, category: 'Sports', stock: 5 }).expect(201)).body.data;
      const buyers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(t)));
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => order(buyers[i % 10]!.auth, shop.vendorId, [{ item_id: p.id, quantity: 1, price: 1000 }])),
      );
      const placed = answers.filter((r) => r.status === 201);
      expect(placed).toHaveLength(5);
      expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 'CART_CHANGED')).toBe(true);
      expect(answers.filter((r) => r.status !== 201 && r.status !== 409)).toEqual([]);
      expect(await stockOf(p.id)).toBe(0);
      expect((await t.http.get(`/api/products/${p.id}`).expect(200)).body.data.status).toBe('out-of-stock');
      // Four are paid; the fifth is left unpaid and expires: its unit comes back, once.
      // (Paid side by side: on a loaded CI machine each capture waits its turn on the payments queue.)
      await Promise.all(placed.slice(0, 4).map((r) => pay(buyers.find((b) => b.user.id === r.body.data.customer.id)!.auth, r.body.data.id, 60_000)));
      const unpaid = placed[4]!.body.data.id;
      // Its payment window closes (the timer's own event, sent as the timer job sends it, a window's length later;
      // the timer firing by itself is the food lapse test's): EXPIRE, the stock's compensation run once.
      const expire = () =>
        t.app
          .get(LifecycleEngine)
          .run(t.app.get(ShopOrderLifecycle), { id: unpaid, event: { type: 'EXPIRE', actor: 'system', now: new Date(Date.now() + 16 * 60_000) }, ctx: {} });
      await expire();
      await expect(expire()).rejects.toThrow();
      expect((await t.ds.query(`SELECT status FROM cart_orders WHERE id = $1`, [unpaid]))[0].status).toBe('expired');
      expect(await stockOf(p.id)).toBe(1);
      // The unit that came back sells once more: exactly 5 paid for the 5 units, the stock at 0 again.
      const again = await order(buyers[0]!.auth, shop.vendorId, [{ item_id: p.id, quantity: 1 }]).expect(201);
      await pay(buyers[0]!.auth, again.body.data.id);
      await order(buyers[1]!.auth, shop.vendorId, [{ item_id: p.id, quantity: 1 }]).expect(409);
      const paid = await t.ds.query(
        `SELECT count(*)::int AS n FROM cart_orders o JOIN cart_order_lines l ON l.order_id = o.id WHERE l.item_id = $1 AND o.paid_at IS NOT NULL`,
        [p.id],
      );
      expect(paid[0].n).toBe(5);
      expect(await stockOf(p.id)).toBe(0);
      expect(await ledgerProblems(t)).toEqual([]);
    }, 180_000);
  });

  describe('the food journey and the seal check', () => {
    it('paid → accepted → ready → handed over sealed (photo) → delivered (photo) → seal intact: the vendor gets 95 %, the ledger balanced; nobody else may read or act', async () => {
      const c = await newCustomer(t);
      const id = (await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 2, price: 2500 }], { notes: 'Gate 2' }).expect(201)).body.data
        .id as number;
      expect(await read(c.auth, id)).toMatchObject({
        kind: 'food_order',
        status: 'pending',
        payment_status: 'pending',
        actions: ['pay', 'cancel'],
        total_amount: 5150,
      });
      // The vendor does not see unpaid orders.
      await t.http.get(`/api/vendor/orders/${id}`).set(kitchen.auth).expect(404);
      await pay(c.auth, id);
      expect(await read(c.auth, id)).toMatchObject({ status: 'new', payment_status: 'paid', escrow_status: 'held', actions: ['cancel'] });
      // Strangers: another customer and another vendor get 404 on reads and actions.
      const stranger = await newCustomer(t);
      await t.http.get(`/api/orders/${id}`).set(stranger.auth).expect(404);
      await t.http.post(`/api/orders/${id}/confirm-delivery`).set(stranger.auth).expect(404);
      const rival = await newRestaurant(`Rival ${suffix}`);
      await act(rival, id, 'accept').expect(404);
      expect((await t.http.get(`/api/vendor/orders/${id}`).set(kitchen.auth).expect(200)).body.data.actions).toEqual(['accept', 'decline']);

      await act(kitchen, id, 'accept').expect(200);
      await act(kitchen, id, 'ship').attach('photo', PNG_1PX, 's.png').expect(409);
      await act(kitchen, id, 'ready').expect(200);
      expect((await read(c.auth, id)).status_label).toBe('Waiting for Pickup');
      expect((await act(kitchen, id, 'ship').expect(422)).body.errors.photo).toEqual(['A photo of the sealed package is required']);
      await withPhoto(kitchen, id, 'ship').expect(200);
      await withPhoto(kitchen, id, 'deliver').expect(200);
      const delivered = await read(c.auth, id);
      expect(delivered).toMatchObject({ status: 'delivered', actions: ['confirm_delivery', 'report_problem'], shipped_by: 'vendor', delivered_by: 'vendor' });
      expect(delivered.handover_photo.url).toMatch(/\/api\/attachments\/\d+\/file\?expires=/);
      expect(delivered.delivery_photo.url).toMatch(/\/api\/attachments\/\d+\/file\?expires=/);
      expect(delivered.timeline.map((s: { key: string }) => s.key)).toEqual(['placed', 'paid', 'accepted', 'ready', 'shipped', 'delivered']);
      // The seal photo is private: the customer fetches it, a stranger cannot list it.
      await t.http.get(`/api/attachments/subject/food_order/${id}`).set(stranger.auth).expect(404);

      const before = await credited(kitchen);
      await t.http.post(`/api/orders/${id}/confirm-delivery`).set(c.auth).expect(200);
      expect(await read(c.auth, id)).toMatchObject({ status: 'completed', escrow_status: 'released', actions: [] });
      expect((await credited(kitchen)) - before).toBe(splitRelease(515_000, 'food').vendorKobo);
      expect(splitRelease(515_000, 'food').vendorKobo).toBe(489_250);
      await t.http.post(`/api/orders/${id}/confirm-delivery`).set(c.auth).expect(409);
      // Completed: both sides may review it.
      const pending = (await t.http.get('/api/reviews/pending').set(c.auth).expect(200)).body.data;
      expect(pending).toEqual([expect.objectContaining({ subject_kind: 'food_order', subject_id: id, role: 'customer' })]);
      const mine = (await t.http.get('/api/orders/my').set(c.auth).expect(200)).body;
      expect(mine.data.map((o: { id: number }) => o.id)).toContain(id);
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('seal broken: the customer reports with a photo, no timer releases it, an admin refunds half; the rest goes to the vendor', async () => {
      const c = await newCustomer(t);
      const id = (await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 4 }]).expect(201)).body.data.id as number;
      await pay(c.auth, id);
      for (const a of ['accept', 'ready']) await act(kitchen, id, a).expect(200);
      await withPhoto(kitchen, id, 'ship').expect(200);
      await withPhoto(kitchen, id, 'deliver').expect(200);
      const reported = await t.http
        .post(`/api/orders/${id}/report-problem`)
        .set(c.auth)
        .send({ reason: 'The seal was broken and the chicken is missing' })
        .expect(200);
      expect(reported.body.data).toMatchObject({ status: 'disputed', dispute: { status: 'open' } });
      await t.http.post(`/api/orders/${id}/report-problem/photos`).set(c.auth).attach('photo', PNG_1PX, 'seal.png').expect(201);
      await new Promise((r) => setTimeout(r, 3500));
      await t.flushOutbox();
      expect((await read(c.auth, id)).status).toBe('disputed');
      const admin = await newAdmin(t);
      const admins = (await t.http.get(`/api/admin/orders?kind=food_order&status=disputed`).set(admin.auth).expect(200)).body.data;
      expect(admins.map((o: { id: number }) => o.id)).toContain(id);
      expect((await t.http.get(`/api/admin/orders/${id}`).set(admin.auth).expect(200)).body.data.handover_photo).not.toBeNull();
      const [dispute] = await t.ds.query(`SELECT id FROM disputes WHERE subject_kind = 'food_order' AND subject_id = $1`, [id]);
      const total = 4 * 2500 + 150;
      const before = await credited(kitchen);
      await t.http
        .post(`/api/admin/disputes/${dispute.id}/resolve`)
        .set(admin.auth)
        .send({ resolution: 'refund', refund_amount: total / 2 + 1, note: 'Too much' })
        .expect(422);
      await t.http
        .post(`/api/admin/disputes/${dispute.id}/resolve`)
        .set(admin.auth)
        .send({ resolution: 'refund', refund_amount: 5000, note: 'Missing chicken' })
        .expect(200);
      expect((await read(c.auth, id)).status).toBe('refunded');
      expect(await refundsOf('food_order', id)).toEqual([500_000]);
      expect((await credited(kitchen)) - before).toBe(splitRelease(total * 100 - 500_000, 'food').vendorKobo);
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });

  describe('timers', () => {
    it('food not accepted in time is declined and refunded in full; a delivered order nobody confirms is released when the window closes', async () => {
      const c = await newCustomer(t);
      // The two clocks run side by side: one order left unaccepted, one delivered and left unconfirmed.
      const lapsed = (await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 1 }]).expect(201)).body.data.id as number;
      const released = (await order(c.auth, kitchen.vendorId, [{ item_id: jollof.id, quantity: 1 }]).expect(201)).body.data.id as number;
      await Promise.all([pay(c.auth, lapsed), pay(c.auth, released)]);
      for (const a of ['accept', 'ready']) await act(kitchen, released, a).expect(200);
      await withPhoto(kitchen, released, 'ship').expect(200);
      await withPhoto(kitchen, released, 'deliver').expect(200);
      await until(async () => (await read(c.auth, lapsed)).status === 'declined' && (await read(c.auth, released)).status === 'completed', 20_000);
      expect(await read(c.auth, lapsed)).toMatchObject({ payment_status: 'refunded', escrow_status: 'refunded' });
      expect(await refundsOf('food_order', lapsed)).toEqual([265_000]);
      expect(await ledgerProblems(t)).toEqual([]);
    });

    it('a product order: cancelled before it is acknowledged is refunded and its stock comes back; shipped and delivered, it completes on confirmation and counts as sold', async () => {
      const c = await newCustomer(t);
      const p = (await addProduct(shop, { name: `Football ${suffix}`, price: 12000, category: 'Sports', stock: 10 }).expect(201)).body.data;
      const cancelled = (await order(c.auth, shop.vendorId, [{ item_id: p.id, quantity: 3 }]).expect(201)).body.data.id as number;
      expect(await stockOf(p.id)).toBe(7);
      await pay(c.auth, cancelled);
      expect((await read(c.auth, cancelled)).status).toBe('processing');
      await t.http.post(`/api/orders/${cancelled}/cancel`).set(c.auth).expect(200);
      expect(await read(c.auth, cancelled)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
      expect(await stockOf(p.id)).toBe(10);
      expect(await refundsOf('shop_order', cancelled)).toEqual([3_750_000]);

      const kept = (await order(c.auth, shop.vendorId, [{ item_id: p.id, quantity: 2 }]).expect(201)).body.data.id as number;
      await pay(c.auth, kept);
      await act(shop, kept, 'accept').expect(200);
      await t.http.post(`/api/orders/${kept}/cancel`).set(c.auth).expect(409);
      await act(shop, kept, 'ready').expect(409);
      await withPhoto(shop, kept, 'ship').expect(200);
      expect((await read(c.auth, kept)).status).toBe('shipped');
      await withPhoto(shop, kept, 'deliver').expect(200);
      await t.http.post(`/api/orders/${kept}/confirm-delivery`).set(c.auth).expect(200);
      expect((await t.http.get(`/api/vendor/products`).set(shop.auth).expect(200)).body.data.find((x: { id: number }) => x.id === p.id)).toMatchObject({
        stock: 8,
        sold: 2,
      });
      expect(await ledgerProblems(t)).toEqual([]);
    });
  });
});
