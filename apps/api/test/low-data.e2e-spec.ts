import sharp from 'sharp';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { signUpAndLogin } from './factories/users.js';
import { createListing, HostFixture, newHost } from './factories/apartments.js';

const PARTNER = 'https://partner.example.com';

type Photo = { url: string; srcset: string | null; width: number | null; height: number | null };
type Listing = { id: number; title: string; images: string[]; photos: Photo[] } & Record<string, unknown>;

/**
 * Low-data mode (docs/performance.md "Low-data mode"): a request with `Save-Data: on` gets the smallest photo
 * variant; every answer that may differ by it says `Vary: Save-Data`, and the list cache keeps the two kinds apart.
 * The account setting that makes the SPA send the header round-trips.
 */
describe('low-data mode: Save-Data answers and the account setting', () => {
  let t: TestApp;
  let host: HostFixture;
  let listing: Listing;
  const tag = `ld${Math.random().toString(36).slice(2, 9)}`;
  const list = (saveData: boolean) => {
    const req = t.http.get('/api/apartments').query({ q: tag });
    return (saveData ? req.set('Save-Data', 'on') : req).expect(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: PARTNER });
    host = await newHost(t);
    const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 30, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    const photo = await t.http
      .post('/api/listings/photos')
      .set(host.auth)
      .attach('photo', jpeg, { filename: 'room.jpg', contentType: 'image/jpeg' })
      .expect(201);
    listing = (await createListing(t, host, {
      title: `Ikoyi loft ${tag}`,
      images: [photo.body.data.url, 'https://images.example.com/b.jpg'],
    })) as unknown as Listing;
  });
  afterAll(async () => t?.close());

  it('the same list with Save-Data: on has the 480 px photo; without it, the full photo; both say Vary: Save-Data', async () => {
    const full = await list(false);
    const small = await list(true);
    const [fullPhoto, outside] = (full.body.data[0] as Listing).photos;
    const smallPhoto = (small.body.data[0] as Listing).photos[0]!;

    // Without the header: as before (the 1280 main photo, all three widths).
    expect(fullPhoto).toMatchObject({ width: 1280, height: 960 });
    expect(fullPhoto!.srcset!.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '960w', '1280w']);
    expect((full.body.data[0] as Listing).photos).toEqual(listing.photos);

    // With it: the 480 variant as the url, and the srcset limited to it.
    const url480 = fullPhoto!.srcset!.split(', ')[0]!.split(' ')[0]!;
    expect(smallPhoto).toEqual({ url: url480, srcset: `${url480} 480w`, width: 480, height: 360 });
    expect((small.body.data[0] as Listing).images).toEqual([url480, outside!.url]);
    // An outside image is as the host gave it; nothing else in the answer changes.
    expect((small.body.data[0] as Listing).photos[1]).toEqual(outside);
    expect({ ...small.body.data[0], images: null, photos: null }).toEqual({ ...full.body.data[0], images: null, photos: null });
    expect(small.body.meta).toEqual(full.body.meta);

    for (const res of [full, small]) expect(res.headers.vary).toMatch(/save-data/i);
    expect(small.headers.etag).not.toBe(full.headers.etag);
    // The smaller photo is served.
    await t.http.get(new URL(url480).pathname).expect(200).expect('content-type', 'image/webp');

    // One listing by id, the same way.
    const one = await t.http.get(`/api/apartments/${listing.id}`).set('Save-Data', 'on').expect(200);
    expect(one.body.data.photos[0]).toEqual(smallPhoto);
    expect(one.headers.vary).toMatch(/save-data/i);
  });

  it('the list cache never serves one kind of answer for the other', async () => {
    const fullUrl = async () => (await list(false)).body.data[0].photos[0].url as string;
    const full = await eventually(async () => {
      const r = await list(false);
      return r.headers['x-cache'] === 'hit' ? r : null;
    }, 5_000);
    const small = await eventually(async () => {
      const r = await list(true);
      return r.headers['x-cache'] === 'hit' ? r : null;
    }, 5_000);
    expect(small.body.data[0].photos[0].width).toBe(480);
    expect(full.body.data[0].photos[0].width).toBe(1280);
    expect(await fullUrl()).not.toBe(small.body.data[0].photos[0].url);
    for (const res of [full, small]) expect(res.headers.vary).toMatch(/save-data/i);
    // A conditional request for one kind does not match the other's tag.
    await t.http.get('/api/apartments').query({ q: tag }).set('Save-Data', 'on').set('If-None-Match', full.headers.etag).expect(200);
    await t.http.get('/api/apartments').query({ q: tag }).set('Save-Data', 'on').set('If-None-Match', small.headers.etag).expect(304);
  });

  it('the service directory answers Save-Data the same way', async () => {
    const res = await t.http.get('/api/service-vendors').set('Save-Data', 'on').expect(200);
    expect(res.headers.vary).toMatch(/save-data/i);
  });

  it('a partner origin may send Save-Data', async () => {
    const res = await t.http
      .options('/api/apartments')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'save-data')
      .expect(204);
    expect(res.headers['access-control-allow-headers'].toLowerCase()).toContain('save-data');
  });

  it('the account setting round-trips, is off by default and comes with the user at login', async () => {
    const { auth, account, user } = await signUpAndLogin(t);
    expect(user.low_data_mode).toBe(false);
    expect((await t.http.get('/api/me/low-data-mode').set(auth).expect(200)).body).toEqual({ data: { low_data_mode: false } });

    const on = await t.http.put('/api/me/low-data-mode').set(auth).send({ low_data_mode: true }).expect(200);
    expect(on.body).toEqual({ message: 'Low-data mode is on.', data: { low_data_mode: true } });
    expect((await t.http.get('/api/me/low-data-mode').set(auth).expect(200)).body.data.low_data_mode).toBe(true);
    // On another phone: the login answer carries it.
    const again = await t.http.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    expect(again.body.user.low_data_mode).toBe(true);

    // Bad input is refused and changes nothing.
    const bad = await t.http.put('/api/me/low-data-mode').set(auth).send({ low_data_mode: 'yes' }).expect(422);
    expect(bad.body.errors.low_data_mode).toEqual(['low_data_mode must be true or false']);
    const missing = await t.http.put('/api/me/low-data-mode').set(auth).send({}).expect(422);
    expect(missing.body.errors.low_data_mode).toEqual(['low_data_mode is required (true or false)']);
    expect((await t.http.get('/api/me/low-data-mode').set(auth).expect(200)).body.data.low_data_mode).toBe(true);

    await t.http.put('/api/me/low-data-mode').set(auth).send({ low_data_mode: false }).expect(200);
    expect((await t.http.get('/api/me/low-data-mode').set(auth).expect(200)).body.data.low_data_mode).toBe(false);
    await t.http.get('/api/me/low-data-mode').expect(401);
  });
});
