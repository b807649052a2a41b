import sharp from 'sharp';
import { createTestApp, TestApp } from './utils/app.js';
import { newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { newVendor } from './factories/vendors.js';
import { newHost } from './factories/apartments.js';

const PROFILE = '/api/vendor/service/profile';
const REQUIRED = 'Please fill in all required fields';

describe('service vendor public profile: read, edit, photos, and the directory shows it', () => {
  let t: TestApp;
  let vendor: ServiceVendorFixture;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await newServiceVendor(t, { serviceName: 'Home cleaning', location: 'Lekki, Lagos' });
  });
  afterAll(() => t.close());

  const uniq = () => `zq${Math.random().toString(36).slice(2, 10)}`;
  const jpeg = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'secret-exif-marker' } })
      .toBuffer();
  const publicCard = async (q: string) => {
    const res = await t.http.get('/api/service-vendors').query({ q, per_page: 50 }).expect(200);
    return (res.body.data as Array<Record<string, unknown>>).find((sv) => sv.id === vendor.serviceVendorId);
  };

  it('the owner reads the profile as it is stored', async () => {
    const res = await t.http.get(PROFILE).set(vendor.auth).expect(200);
    expect(res.body.data).toMatchObject({
      id: vendor.serviceVendorId,
      vendor_id: vendor.vendorId,
      service_name: 'Home cleaning',
      location: 'Lekki, Lagos',
      images: [],
      photos: [],
    });
  });

  it('the owner uploads a photo, saves the profile, and the public directory shows the change with absolute image URLs', async () => {
    const up = await t.http
      .post(`${PROFILE}/photos`)
      .set(vendor.auth)
      .attach('photo', await jpeg(), { filename: 'team.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const photo = up.body.data;
    expect(photo.url).toMatch(/^http:\/\/localhost:\d+\/uploads\/listing-photos\/[0-9a-f-]{36}\.webp$/);
    expect(photo).toMatchObject({ width: 1280, height: 960 });
    const stored = await t.http
      .get(new URL(photo.url).pathname)
      .buffer(true)
      .parse((r, cb) => {
        const c: Buffer[] = [];
        r.on('data', (b: Buffer) => c.push(b));
        r.on('end', () => cb(null, Buffer.concat(c)));
      })
      .expect(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect((stored.body as Buffer).includes(Buffer.from('secret-exif-marker'))).toBe(false);

    const name = `Sparkle ${uniq()} Cleaning`;
    const outside = 'https://images.example.com/van.jpg';
    const res = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({
        service_name: `  ${name} `,
        description: 'Deep cleaning, fumigation and laundry.',
        location: 'Yaba, Lagos',
        phone: '0803 123 4567',
        email: 'Bookings@Sparkle.test',
        images: [photo.url, outside],
      })
      .expect(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.data).toMatchObject({
      service_name: name,
      location: 'Yaba, Lagos',
      phone: '+2348031234567',
      email: 'bookings@sparkle.test',
      images: [photo.url, outside],
    });
    expect(res.body.data.photos[0].srcset).toMatch(/480w/);

    const card = await publicCard(name);
    expect(card).toMatchObject({
      service_name: name,
      description: 'Deep cleaning, fumigation and laundry.',
      location: 'Yaba, Lagos',
      phone: '+2348031234567',
      images: [photo.url, outside],
    });
    const one = await t.http.get(`/api/service-vendors/${vendor.serviceVendorId}`).expect(200);
    expect(one.body.data.images).toEqual([photo.url, outside]);

    // Left out: phone, email and images stay as they are.
    const again = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ service_name: name, description: 'Deep cleaning only.', location: 'Yaba, Lagos' })
      .expect(200);
    expect(again.body.data).toMatchObject({ description: 'Deep cleaning only.', phone: '+2348031234567', images: [photo.url, outside] });
    // Cleared: images [] and a blank phone (the card falls back to the account's phone).
    const cleared = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ service_name: name, description: 'Deep cleaning only.', location: 'Yaba, Lagos', phone: '', images: [] })
      .expect(200);
    expect(cleared.body.data).toMatchObject({ phone: null, images: [] });
    expect((await publicCard(name))?.images).toEqual([]);
  });

  it('validation: required messages first, then format, count and https rules, with codes', async () => {
    let res = await t.http.put(PROFILE).set(vendor.auth).send({}).expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(REQUIRED);
    expect(res.body.errors).toMatchObject({ service_name: [REQUIRED], description: [REQUIRED], location: [REQUIRED] });
    res = await t.http.put(PROFILE).set(vendor.auth).send({ service_name: '   ', description: 'x', location: 'Ikeja' }).expect(422);
    expect(res.body.errors.service_name).toEqual([REQUIRED]);

    const base = { service_name: 'Cleaning', description: 'Homes', location: 'Ikeja' };
    res = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ ...base, service_name: 'x'.repeat(161) })
      .expect(422);
    expect(res.body.errors.service_name).toEqual(['This field may be at most 160 characters.']);
    res = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ ...base, phone: '12345' })
      .expect(422);
    expect(res.body.errors.phone[0]).toMatch(/valid Nigerian phone number/);
    res = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ ...base, email: 'not-an-email' })
      .expect(422);
    expect(res.body.errors.email).toEqual(['Please enter a valid e-mail address.']);
    res = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ ...base, images: Array.from({ length: 7 }, (_, i) => `https://images.example.com/${i}.jpg`) })
      .expect(422);
    expect(res.body.errors.images).toEqual(['You can add at most 6 photos']);
    res = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ ...base, images: ['http://images.example.com/a.jpg'] })
      .expect(422);
    expect(res.body.message).toBe('Each image must be an https web address or a photo uploaded here');
    res = await t.http
      .post(`${PROFILE}/photos`)
      .set(vendor.auth)
      .attach('photo', Buffer.from('not an image at all'), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(422);
    expect(res.body.errors.photo).toBeDefined();
    // Nothing was changed by the refused requests.
    expect((await t.http.get(PROFILE).set(vendor.auth).expect(200)).body.data.service_name).not.toBe('Cleaning');
  });

  it('an unknown photo URL of ours is refused with PHOTO_NOT_FOUND', async () => {
    const mine = (
      await t.http
        .post(`${PROFILE}/photos`)
        .set(vendor.auth)
        .attach('photo', await jpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.data.url as string;
    const unknown = mine.replace(/[0-9a-f-]{36}\.webp$/, '00000000-0000-0000-0000-000000000000.webp');
    const res = await t.http
      .put(PROFILE)
      .set(vendor.auth)
      .send({ service_name: 'Cleaning', description: 'Homes', location: 'Ikeja', images: [unknown] })
      .expect(422);
    expect(res.body.code).toBe('PHOTO_NOT_FOUND');
    expect(res.body.errors.images).toEqual(['One of the photos was not found. Please upload it again.']);
  });

  it('only live general-service vendors: other categories, vendors in test mode, customers and anonymous callers are refused', async () => {
    const host = await newHost(t);
    let res = await t.http.get(PROFILE).set(host.auth).expect(403);
    expect(res.body.message).toBe('This area is for service vendors.');
    const mechanic = await newVendor(t, { category: 'mechanic', live: true });
    await t.http.put(PROFILE).set(mechanic.auth).send({ service_name: 'x', description: 'y', location: 'z' }).expect(403);
    await t.http
      .post(`${PROFILE}/photos`)
      .set(mechanic.auth)
      .attach('photo', await jpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(403);
    const pending = await newServiceVendor(t, { live: false });
    res = await t.http.get(PROFILE).set(pending.auth).expect(403);
    expect(res.body.message).toMatch(/not live yet/);
    const customer = await newCustomer(t);
    await t.http.get(PROFILE).set(customer.auth).expect(403);
    await t.http.get(PROFILE).expect(401);
  });

  it('a live service vendor without service details gets SERVICE_PROFILE_NOT_FOUND', async () => {
    const bare = await newVendor(t, { category: 'service_vendor', live: true });
    const res = await t.http.get(PROFILE).set(bare.auth).expect(404);
    expect(res.body.code).toBe('SERVICE_PROFILE_NOT_FOUND');
    expect(res.body.message).toBe('Please complete your service details first.');
  });
});
