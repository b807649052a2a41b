import { NIGERIAN_STATES, stateOfLocation, UNKNOWN_STATE_MESSAGE } from '@oja/shared';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { createListing, newHost } from './factories/apartments.js';
import { newVendor, type TestVendor } from './factories/vendors.js';

/**
 * Search that finds: the public lists match words the way people type them ("plumber",
 * "electricians", "cleaners") and take a `state` and an `area`; the same rules on general services, apartments
 * and the mechanic directory. Every fixture's location holds this run's tag, so `area=<tag>` narrows a list to them
 * whatever else the worker's database holds.
 */
describe('search words and place filters on the public lists', () => {
  let t: TestApp;
  /** A second API process (sharing PostgreSQL and Redis), for what the list cache shares between processes. */
  let b: TestApp;
  const tag = `Zq${Math.random().toString(36).slice(2, 8)}`;
  type Query = Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    b = await createTestApp();
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('the stored state (oja_state_of, migration PlaceStates) is the one @oja/shared reads from the same text', async () => {
    const locations = [
      '12 Adeniran Ogunsanya Street, Surulere, Lagos',
      'Aminu Kano Crescent, Wuse 2, Abuja',
      '7 Aba Road, GRA Phase 2, Port Harcourt',
      'Ring Road, PORT-HARCOURT',
      'Kano,Abuja',
      'Minna, Niger State',
      'Abuja, Nigeria',
      'Somewhere else',
      '',
      'Obio-Akpor',
      'Ado Ekiti',
      ...NIGERIAN_STATES.flatMap((st) => st.places.map((p) => `1 Main Street, ${p.toUpperCase()}`)),
    ];
    const rows: Array<{ state: string | null }> = await t.ds.query(
      'SELECT oja_state_of(x) AS state FROM unnest($1::text[]) WITH ORDINALITY AS u(x, n) ORDER BY n',
      [locations],
    );
    expect(rows.map((r) => r.state)).toEqual(locations.map((l) => stateOfLocation(l)?.id ?? null));
  });

  describe('general services: GET /api/service-vendors', () => {
    let plumber: ServiceVendorFixture;
    let electrician: ServiceVendorFixture;
    let cleaner: ServiceVendorFixture;
    let appliances: ServiceVendorFixture;
    const ids = async (query: Query) => {
      const res = await t.http
        .get('/api/service-vendors')
        .query({ per_page: '100', ...query })
        .expect(200);
      return (res.body.data as Array<{ id: number }>).map((s) => s.id).sort((a, b) => a - b);
    };
    const sorted = (...v: ServiceVendorFixture[]) => v.map((x) => x.serviceVendorId).sort((a, b) => a - b);

    beforeAll(async () => {
      plumber = await newServiceVendor(t, {
        serviceName: 'Plumbing and water systems',
        description: 'Pipe replacement and tap repairs.',
        location: `4 ${tag} Close, Surulere, Lagos`,
        pricings: [{ title: 'Leak repair', price: 8000 }],
      });
      electrician = await newServiceVendor(t, {
        serviceName: 'Electrical wiring',
        description: 'House wiring and inverter installation.',
        location: `Plot 5, ${tag} Street, Garki, Abuja`,
        pricings: [{ title: 'Full house rewiring', price: 150000 }],
      });
      cleaner = await newServiceVendor(t, {
        serviceName: 'Home cleaning and fumigation',
        description: 'Deep cleaning for homes and offices.',
        location: `3 ${tag} Way, Lekki Phase 1, Lagos`,
        pricings: [{ title: 'Deep cleaning', price: 45000 }],
      });
      appliances = await newServiceVendor(t, {
        serviceName: 'AC and appliance repair',
        description: 'Fridge and washing machine repair.',
        location: `3 ${tag} Market Road, Ibadan`,
        pricings: [{ title: 'AC servicing', price: 12000 }],
      });
    });

    it('"plumber", "electrician" and "cleaners" find the vendors of those trades and no others', async () => {
      for (const q of ['plumber', 'plumbers', 'Plumbing']) expect(await ids({ q, area: tag })).toEqual(sorted(plumber));
      for (const q of ['electrician', 'electricians']) expect(await ids({ q, area: tag })).toEqual(sorted(electrician));
      // The appliance vendor repairs washing machines (category keyword "wash"): a customer asking for cleaners does not want it.
      for (const q of ['cleaner', 'cleaners']) expect(await ids({ q, area: tag })).toEqual(sorted(cleaner));
      expect(await ids({ q: 'cleaners near me', area: tag })).toEqual(sorted(cleaner));
      expect(await ids({ q: 'plumber surulere', area: tag })).toEqual(sorted(plumber));
      // Without the area: among everything the database holds, ours are found and the others not.
      const all = await ids({ q: 'plumber' });
      expect(all).toContain(plumber.serviceVendorId);
      for (const other of [electrician, cleaner, appliances]) expect(all).not.toContain(other.serviceVendorId);
    });

    it("a search's pages come in the directory's order with one total, each card whole (its pricings); no match is an empty page", async () => {
      const page = (p: number, per: number) =>
        t.http
          .get('/api/service-vendors')
          .query({ q: 'repair', area: tag, page: String(p), per_page: String(per) })
          .expect(200);
      const whole = (await page(1, 100)).body;
      expect(whole.data.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual(sorted(plumber, appliances));
      const pages = [(await page(1, 1)).body, (await page(2, 1)).body, (await page(3, 1)).body];
      expect(pages.map((b) => b.data.map((s: { id: number }) => s.id)).flat()).toEqual(whole.data.map((s: { id: number }) => s.id));
      expect(whole.meta).toMatchObject({ total: 2 });
      for (const b of pages) expect(b.meta).toMatchObject({ total: 2, last_page: 2 });
      const card = whole.data.find((s: { id: number }) => s.id === plumber.serviceVendorId);
      expect(card.pricings.map((p: { title: string }) => p.title)).toEqual(['Leak repair']);
      expect((await t.http.get('/api/service-vendors').query({ q: 'zzqxv', area: tag }).expect(200)).body.data).toEqual([]);
    });

    it('filters by state (read from the location, capital and big areas included) and by area', async () => {
      expect(await ids({ state: 'lagos', area: tag })).toEqual(sorted(plumber, cleaner));
      expect(await ids({ state: 'Lagos', q: 'cleaners', area: tag })).toEqual(sorted(cleaner));
      for (const state of ['fct', 'FCT', 'Abuja']) expect(await ids({ state, area: tag })).toEqual(sorted(electrician));
      expect(await ids({ state: 'oyo', area: tag })).toEqual(sorted(appliances));
      expect(await ids({ state: 'enugu', area: tag })).toEqual([]);
      expect(await ids({ area: `${tag} way, lekki` })).toEqual(sorted(cleaner));
      expect(await ids({ area: tag, category: 'plumbing' })).toEqual(sorted(plumber));
    });

    it('an unknown state is a 422 that says which states there are', async () => {
      const res = await t.http.get('/api/service-vendors').query({ state: 'Atlantis' }).expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, message: UNKNOWN_STATE_MESSAGE, errors: { state: [UNKNOWN_STATE_MESSAGE] } });
      expect(
        (
          await t.http
            .get('/api/service-vendors')
            .query({ area: 'x'.repeat(101) })
            .expect(422)
        ).body.message,
      ).toBe('The area must be at most 100 characters');
    });

    it("today's parameters give today's answers", async () => {
      const everyone = await ids({});
      for (const v of [plumber, electrician, cleaner, appliances]) expect(everyone).toContain(v.serviceVendorId);
      // The whole phrase still matches as it did (a vendor's own words, a location).
      expect(await ids({ q: `${tag} market road` })).toEqual(sorted(appliances));
      expect(await ids({ q: 'full house rewiring', category: 'electrical' })).toContain(electrician.serviceVendorId);
      expect(await ids({ state: '', area: '' })).toEqual(everyone);
    });

    it('a page with state= is cached apart from the same page without it or with another state', async () => {
      const get = (query: Query) =>
        t.http
          .get('/api/service-vendors')
          .query({ per_page: '41', ...query })
          .expect(200);
      const lagos = await get({ state: 'lagos' });
      expect(lagos.headers['x-cache']).toBeUndefined();
      const again = await get({ state: 'lagos' });
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body).toEqual(lagos.body);
      const fct = await get({ state: 'fct' });
      expect(fct.headers['x-cache']).toBeUndefined();
      expect(fct.body.data.map((s: { id: number }) => s.id)).toContain(electrician.serviceVendorId);
      expect(lagos.body.data.map((s: { id: number }) => s.id)).not.toContain(electrician.serviceVendorId);
      expect((await get({})).headers['x-cache']).toBeUndefined();
    });

    it('an area, like q, is cached in the answering process only, never in Redis', async () => {
      {
        const query = { area: tag, per_page: '43' };
        await t.http.get('/api/service-vendors').query(query).expect(200);
        expect((await t.http.get('/api/service-vendors').query(query).expect(200)).headers['x-cache']).toBe('hit');
        await new Promise((r) => setTimeout(r, 150));
        expect((await b.http.get('/api/service-vendors').query(query).expect(200)).headers['x-cache']).toBeUndefined();
        // A state is one of 37 values: shared through Redis like a category.
        const state = { state: 'oyo', per_page: '43' };
        await t.http.get('/api/service-vendors').query(state).expect(200);
        await eventually(async () => ((await b.http.get('/api/service-vendors').query(state).expect(200)).headers['x-cache'] === 'hit' ? true : null), 2_000);
      }
    });
  });

  describe('apartments: GET /api/apartments', () => {
    let studio: number;
    let suite: number;
    let hostel: number;
    const ids = async (query: Query) => {
      const res = await t.http
        .get('/api/apartments')
        .query({ per_page: '100', ...query })
        .expect(200);
      return (res.body.data as Array<{ id: number }>).map((l) => l.id).sort((a, b) => a - b);
    };

    beforeAll(async () => {
      const host = await newHost(t);
      studio = (
        await createListing(t, host, {
          title: 'Compact studio',
          type: 'shortlet',
          location: `Admiralty Way, ${tag}, Lekki Phase 1, Lagos`,
          description: 'Smart TV and fast WiFi.',
        })
      ).id;
      // A hotel whose text never says "hotel", on a street named after Kano, in Abuja.
      suite = (
        await createListing(t, host, {
          title: 'Business suites',
          type: 'hotel',
          location: `Aminu Kano Crescent, ${tag}, Wuse 2, Abuja`,
          description: 'Breakfast and airport pickup.',
        })
      ).id;
      hostel = (
        await createListing(t, host, {
          title: 'Student rooms',
          type: 'hostel',
          location: `Herbert Macaulay Way, ${tag}, Yaba`,
          description: 'Shared rooms and lockers.',
        })
      ).id;
    });

    it('matches words by stem and listing type', async () => {
      expect(await ids({ q: 'hotels', area: tag })).toEqual([suite]);
      expect(await ids({ q: 'hostels', area: tag })).toEqual([hostel]);
      expect(await ids({ q: 'studios', area: tag })).toEqual([studio]);
      expect(await ids({ q: 'business suite' })).toContain(suite);
    });

    it('filters by state and area; the last place named decides the state', async () => {
      expect(await ids({ state: 'lagos', area: tag })).toEqual([studio, hostel].sort((a, b) => a - b));
      expect(await ids({ state: 'fct', area: tag })).toEqual([suite]);
      expect(await ids({ state: 'kano', area: tag })).toEqual([]);
      expect(await ids({ area: 'lekki', q: tag })).toEqual([studio]);
      expect(await ids({ area: tag, type: 'hostel' })).toEqual([hostel]);
    });

    it("an unknown state is a 422; today's parameters are unchanged", async () => {
      expect((await t.http.get('/api/apartments').query({ state: 'Wakanda' }).expect(422)).body).toMatchObject({ message: UNKNOWN_STATE_MESSAGE });
      const everyone = await ids({});
      for (const id of [studio, suite, hostel]) expect(everyone).toContain(id);
      expect(await ids({ q: `${tag}, Wuse` })).toEqual([suite]);
    });
  });

  describe('the mechanic directory: GET /api/maintenance/mechanics', () => {
    let lagos: TestVendor;
    let enugu: TestVendor;
    let auth: { Authorization: string };
    const ids = async (query: Query) => {
      const res = await t.http.get('/api/maintenance/mechanics').query(query).set(auth).expect(200);
      return (res.body.data as Array<{ id: number }>).map((m) => m.id);
    };

    async function newMechanic(location: string, services: string) {
      const v = await newVendor(t, { category: 'mechanic', live: true });
      await t.http
        .post('/api/vendor/mechanic/setup')
        .set(v.auth)
        .send({ workshop_name: `Workshop ${tag}`, services_offered: services, location, contact_number: '08031234567' })
        .expect((r) => expect([200, 201]).toContain(r.status));
      return v;
    }

    beforeAll(async () => {
      lagos = await newMechanic(`14 ${tag} Road, Ikeja, Lagos`, 'Engine, brakes, oil change');
      enugu = await newMechanic(`14 ${tag} Road, Enugu`, 'Auto electrical, AC');
      auth = (await newCustomer(t)).auth;
    });

    it('a customer in Lagos can ask for Lagos mechanics only', async () => {
      const inLagos = await ids({ location: 'Lekki, Lagos', state: 'lagos' });
      expect(inLagos).toContain(lagos.vendorId);
      expect(inLagos).not.toContain(enugu.vendorId);
      expect(await ids({ state: 'enugu', area: tag })).toEqual([enugu.vendorId]);
      expect(await ids({ area: 'ikeja', q: tag })).toEqual([lagos.vendorId]);
    });

    it('matches words as the public lists do; every mechanic is a mechanic', async () => {
      expect(await ids({ q: 'electrician', area: tag })).toEqual([enugu.vendorId]);
      expect(await ids({ q: 'brakes', area: tag })).toEqual([lagos.vendorId]);
      expect((await ids({ q: 'mechanics', area: tag })).sort((a, b) => a - b)).toEqual([lagos.vendorId, enugu.vendorId].sort((a, b) => a - b));
    });

    it("an unknown state is a 422; today's parameters are unchanged", async () => {
      expect((await t.http.get('/api/maintenance/mechanics').query({ state: 'Gotham' }).set(auth).expect(422)).body.message).toBe(UNKNOWN_STATE_MESSAGE);
      const near = await ids({ location: `${tag} Road, Enugu` });
      // Nearest first: the Enugu workshop before the Lagos one (other suites' mechanics may sit between them).
      expect(near[0]).toBe(enugu.vendorId);
      expect(near.indexOf(enugu.vendorId)).toBeLessThan(near.indexOf(lagos.vendorId));
    });
  });
});
