import sharp from 'sharp';
import { createTestApp, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { newVendor } from './factories/vendors.js';
import { createListing, HostFixture, insertBooking, lagosDay, newGuest, newHost, validListing } from './factories/apartments.js';

type Guest = Awaited<ReturnType<typeof newGuest>>;

describe('service apartments: listings, photos, the directory, booking requests and reads', () => {
  let t: TestApp;
  let host: HostFixture;
  let guest: Guest;
  beforeAll(async () => {
    t = await createTestApp();
    host = await newHost(t);
    guest = await newGuest(t);
  });
  afterAll(() => t.close());

  const token = () => `zq${Math.random().toString(36).slice(2, 10)}`;
  const book = (auth: { Authorization: string }, body: Record<string, unknown>, path = '/api/apartment/bookings') => t.http.post(path).set(auth).send(body);
  const stay = (listingId: number, inDays: number, nights: number, over: Record<string, unknown> = {}) => ({
    listing_id: listingId,
    check_in_date: lagosDay(inDays),
    check_out_date: lagosDay(inDays + nights),
    guests: 2,
    nights,
    total_price: 1,
    ...over,
  });

  describe('host listings', () => {
    it('a live apartment host creates a listing: "Apartment listing submitted." with the read shape', async () => {
      const res = await t.http.post('/api/listings').set(host.auth).send(validListing()).expect(201);
      expect(res.body.message).toBe('Apartment listing submitted.');
      expect(res.body.data).toMatchObject({
        title: 'Lekki Ocean View',
        type: 'shortlet',
        price_per_night: '25000.00',
        images: ['https://images.example.com/a.jpg'],
        is_verified: 0,
        status: 'active',
        max_guests: 4,
        amenities: ['WiFi', 'Pool'],
        rating: '0.0',
        reviews_count: 0,
        bookings_count: 0,
        vendor: { business_name: host.businessName },
      });
    });

    it.each([
      ['title', { title: undefined }],
      ['location', { location: undefined }],
      ['price_per_night', { price_per_night: undefined }],
      ['type', { type: undefined }],
      ['title', { title: '   ' }],
    ])('a missing %s reads "Please fill in all required fields"', async (field, over) => {
      const res = await t.http.post('/api/listings').set(host.auth).send(validListing(over)).expect(422);
      expect(res.body.errors[field]).toEqual(['Please fill in all required fields']);
    });

    it('refuses a non-numeric price, a bad type, more than 10 images and non-https images', async () => {
      let res = await t.http
        .post('/api/listings')
        .set(host.auth)
        .send(validListing({ price_per_night: 'abc' }))
        .expect(422);
      expect(res.body.errors.price_per_night).toEqual(['Price must be a number of at least 0 with at most 2 decimal places']);
      res = await t.http
        .post('/api/listings')
        .set(host.auth)
        .send(validListing({ type: 'villa' }))
        .expect(422);
      expect(res.body.errors.type).toEqual(['The property type must be hotel, hostel or shortlet']);
      const eleven = Array.from({ length: 11 }, (_, i) => `https://images.example.com/${i}.jpg`);
      res = await t.http
        .post('/api/listings')
        .set(host.auth)
        .send(validListing({ images: eleven }))
        .expect(422);
      expect(res.body.errors.images).toEqual(['You can add at most 10 photos']);
      res = await t.http
        .post('/api/listings')
        .set(host.auth)
        .send(validListing({ images: ['http://images.example.com/a.jpg'] }))
        .expect(422);
      expect(res.body.message).toBe('Each image must be an https web address or a photo uploaded here');
    });

    it('only live apartment hosts: other categories, hosts in test mode and customers get 403', async () => {
      const mechanic = await newVendor(t, { category: 'mechanic', live: true });
      let res = await t.http.post('/api/listings').set(mechanic.auth).send(validListing()).expect(403);
      expect(res.body.message).toBe('This area is for service apartment vendors.');
      const pendingHost = await newHost(t, { live: false });
      res = await t.http.get('/api/listings').set(pendingHost.auth).expect(403);
      expect(res.body.message).toMatch(/not live yet/);
      await t.http.get('/api/listings').set(guest.auth).expect(403);
    });

    it('updates, pauses and lists own listings; another host gets 404', async () => {
      const listing = await createListing(t, host);
      let res = await t.http.put(`/api/listings/${listing.id}`).set(host.auth).send({ price_per_night: '30000.50', title: 'Renamed' }).expect(200);
      expect(res.body).toMatchObject({
        message: 'Apartment listing updated.',
        data: { title: 'Renamed', price_per_night: '30000.50', location: 'Lekki Phase 1, Lagos' },
      });
      res = await t.http.put(`/api/listings/${listing.id}`).set(host.auth).send({ title: '' }).expect(422);
      expect(res.body.errors.title).toEqual(['Please fill in all required fields']);
      res = await t.http.patch(`/api/listings/${listing.id}/status`).set(host.auth).send({}).expect(422);
      expect(res.body.errors.status).toEqual(['Please choose a status: active or paused']);
      res = await t.http.patch(`/api/listings/${listing.id}/status`).set(host.auth).send({ status: 'paused' }).expect(200);
      expect(res.body.data.status).toBe('paused');
      res = await t.http.get('/api/listings').set(host.auth).expect(200);
      expect(res.body.data.map((l: { id: number }) => l.id)).toContain(listing.id);

      const other = await newHost(t);
      await t.http.get(`/api/listings/${listing.id}`).set(other.auth).expect(404);
      await t.http.put(`/api/listings/${listing.id}`).set(other.auth).send({ title: 'Mine' }).expect(404);
      await t.http.delete(`/api/listings/${listing.id}`).set(other.auth).expect(404);
      res = await t.http.get('/api/listings').set(other.auth).expect(200);
      expect(res.body.data).toEqual([]);
    });

    it('deletes a listing without bookings; with bookings 409 LISTING_HAS_BOOKINGS', async () => {
      const empty = await createListing(t, host);
      await t.http.delete(`/api/listings/${empty.id}`).set(host.auth).expect(200);
      await t.http.get(`/api/listings/${empty.id}`).set(host.auth).expect(404);
      const booked = await createListing(t, host);
      await book(guest.auth, stay(booked.id, 3, 2)).expect(201);
      const res = await t.http.delete(`/api/listings/${booked.id}`).set(host.auth).expect(409);
      expect(res.body.code).toBe('LISTING_HAS_BOOKINGS');
    });
  });

  describe('photos', () => {
    it('re-encodes a JPEG with EXIF to WebP 480/960/1280 with absolute URLs, EXIF gone', async () => {
      const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 80, b: 40 } } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'Guest' } })
        .toBuffer();
      expect(jpeg.includes(Buffer.from('secret-exif-marker'))).toBe(true);
      const res = await t.http
        .post('/api/listings/photos')
        .set(host.auth)
        .attach('photo', jpeg, { filename: 'room.jpg', contentType: 'image/jpeg' })
        .expect(201);
      const photo = res.body.data;
      expect(photo).toMatchObject({ width: 1280, height: 960 });
      expect(photo.url).toMatch(/^http:\/\/localhost:\d+\/uploads\/listing-photos\/[0-9a-f-]{36}\.webp$/);
      expect(photo.srcset.split(', ').map((s: string) => s.split(' ')[1])).toEqual(['480w', '960w', '1280w']);
      for (const part of photo.srcset.split(', ')) {
        const url = new URL(part.split(' ')[0]);
        const img = await t.http
          .get(url.pathname)
          .buffer(true)
          .parse((r, cb) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => cb(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(img.headers['content-type']).toBe('image/webp');
        const body = img.body as Buffer;
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(body.includes(Buffer.from('secret-exif-marker'))).toBe(false);
      }
      // Our photo URL in a listing keeps its srcset.
      const listing = await createListing(t, host, { images: [photo.url, 'https://images.example.com/b.jpg'] });
      expect(listing.images).toEqual([photo.url, 'https://images.example.com/b.jpg']);
      expect((listing.photos as Array<{ srcset: string | null }>)[0]!.srcset).toBe(photo.srcset);
    });

    it('does not upscale a small photo', async () => {
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const res = await t.http.post('/api/listings/photos').set(host.auth).attach('photo', png, 'small.png').expect(201);
      expect(res.body.data).toMatchObject({ width: 300, height: 200 });
      expect(res.body.data.srcset.split(', ')).toHaveLength(1);
    });

    it('judges by content: a text file named .jpg is refused', async () => {
      const res = await t.http
        .post('/api/listings/photos')
        .set(host.auth)
        .attach('photo', Buffer.from('just some text, not an image'), { filename: 'fake.jpg', contentType: 'image/jpeg' })
        .expect(422);
      expect(res.body.errors.photo).toEqual(['Please upload a JPEG, PNG, WebP or HEIC photo']);
    });

    it('a photo URL of ours that does not exist is refused in a listing', async () => {
      const res = await t.http.get('/api/listings').set(host.auth);
      const base = new URL(
        (
          await t.http
            .post('/api/listings/photos')
            .set(host.auth)
            .attach(
              'photo',
              await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
                .png()
                .toBuffer(),
              'x.png',
            )
        ).body.data.url,
      ).origin;
      expect(res.status).toBe(200);
      const bad = await t.http
        .post('/api/listings')
        .set(host.auth)
        .send(validListing({ images: [`${base}/uploads/listing-photos/00000000-0000-0000-0000-000000000000.webp`] }))
        .expect(422);
      expect(bad.body.code).toBe('PHOTO_NOT_FOUND');
    });
  });

  describe('public directory', () => {
    it('lists active listings of live hosts with meta, placeholders on read, and 404 for paused or unknown', async () => {
      const q = token();
      const bare = await createListing(t, host, {
        title: `Bare ${q}`,
        max_guests: undefined,
        bedrooms: undefined,
        bathrooms: undefined,
        amenities: undefined,
        images: undefined,
      });
      const paused = await createListing(t, host, { title: `Paused ${q}` });
      await t.http.patch(`/api/listings/${paused.id}/status`).set(host.auth).send({ status: 'paused' }).expect(200);
      const res = await t.http.get(`/api/apartments?q=${q}`).expect(200);
      expect(res.body.meta).toEqual({ current_page: 1, per_page: 12, total: 1, last_page: 1 });
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({
        id: bare.id,
        max_guests: 2,
        bedrooms: 1,
        bathrooms: 1,
        amenities: ['WiFi', 'Air Conditioning', 'Kitchen', 'Parking'],
        images: [],
        price_per_night: '25000.00',
        vendor: { business_name: host.businessName },
      });
      await t.http.get(`/api/apartments/${bare.id}`).expect(200);
      let r = await t.http.get(`/api/apartments/${paused.id}`).expect(404);
      expect(r.body.message).toBe('Apartment not found');
      r = await t.http.get('/api/apartments/999999').expect(404);
      expect(r.body.message).toBe('Apartment not found');
      // The stored value stays empty: placeholders are for reading only.
      const [row] = await t.ds.query('select max_guests, amenities from apartment_listings where id = $1', [bare.id]);
      expect(row).toEqual({ max_guests: null, amenities: [] });
    });

    it('leaves out listings of hosts that are not live', async () => {
      const q = token();
      const h = await newHost(t);
      const listing = await createListing(t, h, { title: `Gone ${q}` });
      await t.ds.query('update vendors set is_verified = false where id = $1', [h.vendorId]);
      const res = await t.http.get(`/api/apartments?q=${q}`).expect(200);
      expect(res.body.data).toEqual([]);
      await t.http.get(`/api/apartments/${listing.id}`).expect(404);
    });

    it('filters by type, q (title, location, description; case-insensitive), guests, and orders verified first then newest', async () => {
      const q = token();
      const hotel = await createListing(t, host, { title: `Hotel ${q}`, type: 'hotel', max_guests: 2 });
      const hostel = await createListing(t, host, { title: `Hostel`, location: `Yaba ${q.toUpperCase()}`, type: 'hostel', max_guests: 6 });
      const shortlet = await createListing(t, host, { title: 'Flat', description: `near ${q}`, type: 'shortlet', max_guests: null });
      await t.ds.query('update apartment_listings set is_verified = true where id = $1', [hotel.id]);
      const ids = async (qs: string) => (await t.http.get(`/api/apartments?q=${q}${qs}`).expect(200)).body.data.map((l: { id: number }) => l.id);
      expect(await ids('')).toEqual([hotel.id, shortlet.id, hostel.id]);
      expect(await ids('&type=hostel')).toEqual([hostel.id]);
      expect(await ids('&type=all')).toHaveLength(3);
      expect(await ids('&guests=3')).toEqual([hostel.id]);
      expect(await ids('&guests=2')).toEqual([hotel.id, shortlet.id, hostel.id]);
      const paged = await t.http.get(`/api/apartments?q=${q}&per_page=2&page=2`).expect(200);
      expect(paged.body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
      expect(paged.body.data.map((l: { id: number }) => l.id)).toEqual([hostel.id]);
    });

    it('leaves out a listing whose dates are held by an approved booking, for overlapping dates only', async () => {
      const q = token();
      const listing = await createListing(t, host, { title: `Held ${q}` });
      await insertBooking(t, {
        listingId: listing.id,
        userId: guest.userId,
        vendorId: host.vendorId,
        checkIn: lagosDay(10),
        checkOut: lagosDay(13),
        status: 'processing',
      });
      await insertBooking(t, {
        listingId: listing.id,
        userId: guest.userId,
        vendorId: host.vendorId,
        checkIn: lagosDay(20),
        checkOut: lagosDay(25),
        status: 'pending',
      });
      const count = async (inDays: number, outDays: number) =>
        (await t.http.get(`/api/apartments?q=${q}&check_in=${lagosDay(inDays)}&check_out=${lagosDay(outDays)}`).expect(200)).body.data.length;
      expect(await count(11, 12)).toBe(0);
      expect(await count(8, 11)).toBe(0);
      expect(await count(12, 15)).toBe(0);
      expect(await count(13, 15)).toBe(1); // check-out day is free for the next guest
      expect(await count(7, 10)).toBe(1);
      expect(await count(21, 23)).toBe(1); // a pending request does not hold dates
    });

    it.each([
      ['check_out not after check_in', (d: typeof lagosDay) => `check_in=${d(5)}&check_out=${d(5)}`, 'check_out', 'Check-out date must be after check-in date'],
      ['an unparsable date', (d: typeof lagosDay) => `check_in=tomorrow&check_out=${d(5)}`, 'check_in', 'check_in must be a date (YYYY-MM-DD)'],
      ['a past check-in', (d: typeof lagosDay) => `check_in=${d(-2)}&check_out=${d(1)}`, 'check_in', 'Check-in date cannot be in the past'],
      ['only one date', (d: typeof lagosDay) => `check_in=${d(2)}`, 'check_out', 'Please choose a check-out date as well'],
      ['bad guests', () => 'guests=0', 'guests', 'guests must be a whole number from 1 to 8'],
      ['bad page', () => 'page=0', 'page', 'page must be a whole number from 1 to 100000'],
      ['bad type', () => 'type=villa', 'type', 'type must be hotel, hostel or shortlet'],
    ])('422 for %s', async (_name, qs, field, message) => {
      const res = await t.http.get(`/api/apartments?${qs(lagosDay)}`).expect(422);
      expect(res.body.errors[field]).toEqual([message]);
      expect(res.body.message).toBe(message);
    });
  });

  describe('the exclusion constraint', () => {
    it('refuses a second stay holding overlapping dates of one listing; back-to-back and cancelled are fine', async () => {
      const listing = await createListing(t, host);
      const base = { listingId: listing.id, userId: guest.userId, vendorId: host.vendorId };
      await insertBooking(t, { ...base, checkIn: lagosDay(30), checkOut: lagosDay(33), status: 'processing' });
      await expect(insertBooking(t, { ...base, checkIn: lagosDay(32), checkOut: lagosDay(35), status: 'paid' })).rejects.toThrow(
        /apartment_bookings_no_overlap/,
      );
      await expect(insertBooking(t, { ...base, checkIn: lagosDay(31), checkOut: lagosDay(32), status: 'checked_in' })).rejects.toThrow(
        /apartment_bookings_no_overlap/,
      );
      await insertBooking(t, { ...base, checkIn: lagosDay(33), checkOut: lagosDay(35), status: 'processing' });
      await insertBooking(t, { ...base, checkIn: lagosDay(30), checkOut: lagosDay(33), status: 'cancelled' });
      await insertBooking(t, { ...base, checkIn: lagosDay(30), checkOut: lagosDay(33), status: 'pending' });
    });
  });

  describe('booking requests', () => {
    let listing: { id: number };
    beforeAll(async () => {
      listing = await createListing(t, host, { price_per_night: 25000, max_guests: 3 });
    });

    it("creates a pending request; nights and total are the server's; the timeline has its first step", async () => {
      const res = await book(guest.auth, stay(listing.id, 5, 3, { notes: 'Late arrival', total_price: 10 })).expect(201);
      expect(res.body).toEqual({ message: 'Booking request submitted successfully', data: { id: expect.any(Number), status: 'pending' } });
      const [row] = await t.ds.query('select nights, total_price_kobo, check_in_date::text as cin, status from apartment_bookings where id = $1', [
        res.body.data.id,
      ]);
      expect(row).toEqual({ nights: 3, total_price_kobo: '7500000', cin: lagosDay(5), status: 'pending' });
      const events = await t.ds.query(
        `select event, from_status, to_status, actor, actor_id from subject_events where subject_kind = 'apartment_booking' and subject_id = $1`,
        [res.body.data.id],
      );
      expect(events).toEqual([{ event: null, from_status: null, to_status: 'pending', actor: 'customer', actor_id: guest.userId }]);
      const mine = await t.http.get(`/api/bookings/${res.body.data.id}`).set(guest.auth).expect(200);
      expect(mine.body.data).toMatchObject({
        total_price: '75000.00',
        nights: 3,
        guests: 2,
        notes: 'Late arrival',
        status: 'pending',
        listing: { id: listing.id },
        vendor: { business_name: host.businessName, contact_phone: null },
        cancellation_refund: null,
      });
      expect(mine.body.data.available_actions).toEqual(expect.arrayContaining(['CANCEL']));
    });

    it.each([
      ['check_in_date', { check_in_date: undefined }, 'Check-in date is required'],
      ['check_in_date', { check_in_date: 'not-a-date' }, 'Check-in date is required'],
      ['check_in_date', { check_in_date: lagosDay(-1) }, 'Check-in date cannot be in the past'],
      ['check_out_date', { check_out_date: undefined }, 'Check-out date is required'],
      ['check_out_date', { check_out_date: lagosDay(5) }, 'Check-out date must be after check-in date'],
      ['guests', { guests: 0 }, 'At least 1 guest is required'],
      ['guests', { guests: undefined }, 'At least 1 guest is required'],
      ['guests', { guests: 9 }, 'No more than 8 guests are allowed'],
      ['guests', { guests: 4 }, 'This property allows at most 3 guests'],
      ['nights', { nights: 0 }, 'Booking must be for at least 1 night'],
      ['listing_id', { listing_id: undefined }, 'Please choose an apartment to book'],
    ])('%s: "%s" → %s', async (field, over, message) => {
      const res = await book(guest.auth, stay(listing.id, 5, 2, over)).expect(422);
      expect(res.body.errors[field]).toEqual([message]);
    });

    it('check-in today is allowed', async () => {
      await book(guest.auth, stay(listing.id, 0, 1)).expect(201);
    });

    it('dates held by an approved stay: 409 BOOKING_DATES_TAKEN; two pending requests may overlap', async () => {
      const l = await createListing(t, host);
      await book(guest.auth, stay(l.id, 40, 3)).expect(201);
      await book(guest.auth, stay(l.id, 41, 3)).expect(201);
      await insertBooking(t, { listingId: l.id, userId: guest.userId, vendorId: host.vendorId, checkIn: lagosDay(50), checkOut: lagosDay(52) });
      const res = await book(guest.auth, stay(l.id, 51, 3)).expect(409);
      expect(res.body).toMatchObject({ code: 'BOOKING_DATES_TAKEN', message: 'These dates are no longer available for this apartment' });
      await book(guest.auth, stay(l.id, 52, 1)).expect(201);
    });

    it('customers only; unknown and paused listings refused', async () => {
      let res = await book(host.auth, stay(listing.id, 5, 2)).expect(403);
      expect(res.body.message).toBe('Only customer accounts can book apartments.');
      res = await book(guest.auth, stay(999999, 5, 2)).expect(404);
      expect(res.body.message).toBe('Apartment not found');
      const paused = await createListing(t, host);
      await t.http.patch(`/api/listings/${paused.id}/status`).set(host.auth).send({ status: 'paused' }).expect(200);
      res = await book(guest.auth, stay(paused.id, 5, 2)).expect(409);
      expect(res.body.code).toBe('LISTING_NOT_BOOKABLE');
      await t.http
        .post('/api/apartment/bookings')
        .send(stay(listing.id, 5, 2))
        .expect(401);
    });

    it('the un-prefixed paths answer JSON, not the SPA', async () => {
      const created = await book(guest.auth, stay(listing.id, 60, 2), '/apartment/bookings').expect(201);
      const res = await t.http.get('/apartment/bookings/my').set(guest.auth).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.data.map((b: { id: number }) => b.id)).toContain(created.body.data.id);
      await t.http.get('/apartment/bookings/my').expect(401);
      const api = await t.http.get('/api/apartment/bookings/my').set(guest.auth).expect(200);
      expect(api.body.data.length).toBe(res.body.data.length);
    });
  });

  describe('reads of customers, hosts and admins', () => {
    it('a booking is readable by its customer only; the host sees the guest contact once paid', async () => {
      const listing = await createListing(t, host);
      const id = (await book(guest.auth, stay(listing.id, 7, 2))).body.data.id as number;
      const stranger = await newGuest(t);
      await t.http.get(`/api/bookings/${id}`).set(stranger.auth).expect(404);
      await t.http.get(`/api/bookings/${id}`).set(host.auth).expect(403);
      let mine = await t.http.get('/api/apartment/bookings/my').set(stranger.auth).expect(200);
      expect(mine.body.data).toEqual([]);

      const hostView = async (h: HostFixture) =>
        (await t.http.get('/api/vendor/apartment/bookings').set(h.auth).expect(200)).body.data.find((b: { id: number }) => b.id === id);
      expect((await hostView(host)).guest).toEqual({ name: guest.name, email: null, phone: null });
      expect(await hostView(await newHost(t))).toBeUndefined();

      await t.ds.query(`update apartment_bookings set status = 'paid', escrow_status = 'held', paid_at = now() where id = $1`, [id]);
      expect((await hostView(host)).guest).toEqual({ name: guest.name, email: guest.email, phone: guest.phone });
      mine = await t.http.get(`/api/bookings/${id}`).set(guest.auth).expect(200);
      expect(mine.body.data.vendor.contact_phone).toMatch(/^\+234/);
      expect(mine.body.data.cancellation_refund).toEqual({ amount: '25000.00', percent: 50 }); // 7 days before check-in: 50 % of ₦50,000
    });

    it('the host dashboard counts listings, occupancy, upcoming stays, pending requests and the 90 % revenue', async () => {
      const h = await newHost(t);
      const a = await createListing(t, h, { price_per_night: 10000 });
      const b = await createListing(t, h, { price_per_night: 20000 });
      await t.http.patch(`/api/listings/${b.id}/status`).set(h.auth).send({ status: 'paused' }).expect(200);
      await book(guest.auth, stay(a.id, 2, 2)).expect(201);
      await insertBooking(t, { listingId: a.id, userId: guest.userId, vendorId: h.vendorId, checkIn: lagosDay(3), checkOut: lagosDay(9), status: 'paid' });
      const done = await insertBooking(t, {
        listingId: a.id,
        userId: guest.userId,
        vendorId: h.vendorId,
        checkIn: lagosDay(-5),
        checkOut: lagosDay(-3),
        status: 'completed',
        totalKobo: 2_000_005,
      });
      await t.ds.query('update apartment_bookings set completed_at = now() where id = $1', [done]);
      const res = await t.http.get('/api/vendor/apartment/dashboard').set(h.auth).expect(200);
      expect(res.body.data).toEqual({
        category: 'service_apartment',
        is_live: true,
        going_live: null,
        listings: 2,
        active_listings: 1,
        occupancy_rate: 20, // 6 of 30 nights
        upcoming_stays: 1,
        pending_requests: 1,
        revenue: 18000.04, // 20000.05 − 2000.01 (10 %, half up)
        revenue_this_month: 18000.04,
      });
    });

    it('admins list bookings (both paths), read one with its timeline and allowed statuses, list and verify listings', async () => {
      const admin = await adminLogin(t);
      const listing = await createListing(t, host);
      const id = (await book(guest.auth, stay(listing.id, 9, 2))).body.data.id as number;
      for (const path of ['/api/admin/bookings/apartments', '/api/admin/apartment/bookings']) {
        const res = await t.http.get(path).set(admin.auth).expect(200);
        const row = res.body.data.find((b: { id: number }) => b.id === id);
        expect(row).toMatchObject({
          status: 'pending',
          user: { name: guest.name, email: guest.email },
          listing: { title: listing.title },
          vendor: { business_name: host.businessName },
        });
        expect(row.allowed_statuses).toEqual(expect.arrayContaining(['processing', 'cancelled']));
      }
      const one = await t.http.get(`/api/admin/bookings/${id}`).set(admin.auth).expect(200);
      expect(one.body.data.timeline).toEqual([expect.objectContaining({ status: 'pending', actor: 'customer' })]);
      await t.http.get('/api/admin/bookings/999999').set(admin.auth).expect(404);
      await t.http.get('/api/admin/bookings/apartments').set(guest.auth).expect(403);

      const listings = await t.http.get('/api/admin/listings?per_page=100').set(admin.auth).expect(200);
      expect(listings.body.meta.total).toBeGreaterThan(0);
      let res = await t.http.patch(`/api/admin/listings/${listing.id}/verify`).set(admin.auth).send({ is_verified: 1 }).expect(200);
      expect(res.body.data.is_verified).toBe(1);
      res = await t.http.patch(`/api/admin/listings/${listing.id}/verify`).set(admin.auth).send({ is_verified: 0 }).expect(200);
      expect(res.body.data.is_verified).toBe(0);
      res = await t.http.patch(`/api/admin/listings/${listing.id}/verify`).set(admin.auth).send({ is_verified: 'yes' }).expect(422);
      expect(res.body.message).toBe('is_verified must be 1 or 0');
    });
  });
});
