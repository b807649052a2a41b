import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import { CONVERSATION_MESSAGES, MASKED_EMAIL, MASKED_PHONE } from '@oja/shared';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { book, completedOrder, newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { newVendor, PDF_MIN, PNG_1PX } from './factories/vendors.js';
import { createListing, insertBooking, lagosDay, newGuest, newHost } from './factories/apartments.js';
import { StorageService } from '../src/modules/storage/storage.service.js';
import { Injectable, Module } from '@nestjs/common';
import { type DomainEvents, EventSink } from '../src/common/events.js';

/** What the live channel would be handed, after commit (this test's own sink). */
const EVENTS: { type: string; payload: DomainEvents['message.created'] | DomainEvents['message.read'] }[] = [];
@Injectable()
class MessageSink {
  @EventSink('message.created')
  created(payload: DomainEvents['message.created']) {
    EVENTS.push({ type: 'message.created', payload });
  }

  @EventSink('message.read')
  read(payload: DomainEvents['message.read']) {
    EVENTS.push({ type: 'message.read', payload });
  }
}
@Module({ providers: [MessageSink] })
class MessageSinkModule {}

type Auth = { Authorization: string };
type Customer = Awaited<ReturnType<typeof newCustomer>>;
interface Message {
  id: number;
  body: string;
  sender: { id: number; name: string };
  created_at: string;
  read_at: string | null;
  photos: { id: number; url: string; content_type: string }[];
  masked: boolean;
  erased: boolean;
}

const RATE = 55;
const DELAY_MS = 400;
const path = (url: string) => new URL(url).pathname + new URL(url).search;

/**
 * messages per order: one conversation per subject among its parties (nobody else; admins read a disputed
 * one), masking of contact details before payment, limits that store nothing, private photos, unread counts and read
 * receipts, order under concurrent sends, and the user's data rights.
 */
describe('messages per order', () => {
  let t: TestApp;
  let admin: { auth: Auth };
  let vendor: ServiceVendorFixture;
  let otherVendor: ServiceVendorFixture;
  let customer: Customer;
  let stranger: Customer;

  beforeAll(async () => {
    t = await createTestApp(
      { PAYMENT_PROVIDER: 'sandbox', MESSAGES_PER_MINUTE: String(RATE), ACCOUNT_DEACTIVATION_DELAY_MS: String(DELAY_MS), OUTBOX_POLL_MS: '100' },
      { modules: [MessageSinkModule] },
    );
    admin = await adminLogin(t);
    [vendor, otherVendor, customer, stranger] = await Promise.all([newServiceVendor(t), newServiceVendor(t), newCustomer(t), newCustomer(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const url = (id: number, what = 'messages', kind = 'service_order') => `/api/conversations/${kind}/${id}/${what}`;
  const send = (who: { auth: Auth }, id: number, body: unknown) =>
    t.http
      .post(url(id))
      .set(who.auth)
      .send(body as object);
  const thread = async (who: { auth: Auth }, id: number, query = '') =>
    (
      await t.http
        .get(`${url(id)}${query}`)
        .set(who.auth)
        .expect(200)
    ).body as { data: Message[]; meta: { masking: boolean; has_more: boolean; label: string } };
  const stored = async (id: number) =>
    (await t.ds.query(
      `SELECT m.id, m.body, m.masked FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.subject_kind = 'service_order' AND c.subject_id = $1 ORDER BY m.id`,
      [id],
    )) as { id: number; body: string; masked: boolean }[];
  const photoRows = async (id: number) =>
    (await t.ds.query(`SELECT id FROM attachments WHERE subject_kind = 'service_order' AND subject_id = $1 AND purpose = 'message'`, [id])) as unknown[];
  const bellTitles = async (auth: Auth) =>
    ((await t.http.get('/api/notifications').set(auth).expect(200)).body.data as { title: string }[]).map((n) => n.title);

  it('lets only the parties read and write; strangers, other vendors and admins on an undisputed order get 404; admins read a disputed one', async () => {
    const order = await book(t, customer, vendor);
    expect((await send(customer, order.id, { body: 'Hello, can you come at 9?' }).expect(201)).body.data).toMatchObject({
      body: 'Hello, can you come at 9?',
      sender: { id: customer.user.id },
      read_at: null,
      photos: [],
    });
    await send(vendor, order.id, { body: 'Yes, 9 is fine.' }).expect(201);
    // Oldest first; the vendor is named by its business.
    expect((await thread(vendor, order.id)).data.map((m) => [m.sender.name, m.body])).toEqual([
      [customer.account.name, 'Hello, can you come at 9?'],
      [vendor.businessName, 'Yes, 9 is fine.'],
    ]);

    for (const who of [stranger, otherVendor]) {
      for (const res of [
        await t.http.get(url(order.id)).set(who.auth),
        await send(who, order.id, { body: 'Let me in' }),
        await t.http.post(url(order.id, 'read')).set(who.auth),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(CONVERSATION_MESSAGES.notFound);
      }
    }
    await t.http
      .get(url(order.id, 'messages', 'no_such_kind'))
      .set(customer.auth)
      .expect(404);
    await t.http.get(url(2_000_000_000)).set(customer.auth).expect(404);
    await t.http.get(url(order.id)).expect(401);
    // Admins use their own read-only route, only for a subject with a dispute.
    await t.http.get(url(order.id)).set(admin.auth).expect(403);
    expect((await t.http.get(`/api/admin/conversations/service_order/${order.id}/messages`).set(admin.auth).expect(404)).body.message).toBe(
      CONVERSATION_MESSAGES.notFound,
    );
    await t.http.get(`/api/admin/conversations/service_order/${order.id}/messages`).set(customer.auth).expect(403);
    expect(await stored(order.id)).toHaveLength(2);

    const disputed = await completedOrder(t, customer, vendor);
    await send(vendor, disputed, { body: 'All walls are painted.' }).expect(201);
    await t.http.post(`/api/service-orders/${disputed}/dispute`).set(customer.auth).send({ reason: 'Two walls were not painted' }).expect(200);
    const seen = (await t.http.get(`/api/admin/conversations/service_order/${disputed}/messages`).set(admin.auth).expect(200)).body;
    expect(seen.data.map((m: Message) => m.body)).toEqual(['All walls are painted.']);
    expect(seen.meta.label).toBe(`Order #${disputed}`);
    await t.http.post(`/api/admin/conversations/service_order/${disputed}/messages`).set(admin.auth).send({ body: 'Admin here' }).expect(404);
  });

  it('gives every registered subject its conversation among the parties its descriptor names: a stay, a maintenance request', async () => {
    // A stay: the guest and the host; another host is not a party.
    const [host, otherHost, guest] = await Promise.all([newHost(t), newHost(t), newGuest(t)]);
    const listing = await createListing(t, host);
    const stay = await insertBooking(t, {
      listingId: listing.id,
      userId: guest.userId,
      vendorId: host.vendorId,
      checkIn: lagosDay(20),
      checkOut: lagosDay(22),
    });
    await send(guest, stay, { body: 'Is there parking?' }).expect(404); // the kind is in the path: a service order of that id is not theirs
    await t.http
      .post(url(stay, 'messages', 'apartment_booking'))
      .set(guest.auth)
      .send({ body: 'Is there parking? 08031234567' })
      .expect(201);
    const seen = (
      await t.http
        .get(url(stay, 'messages', 'apartment_booking'))
        .set(host.auth)
        .expect(200)
    ).body;
    expect(seen.data.map((m: Message) => m.body)).toEqual([`Is there parking? ${MASKED_PHONE}`]);
    expect(seen.meta).toMatchObject({ label: `Booking #${stay}`, masking: true });
    await t.http
      .get(url(stay, 'messages', 'apartment_booking'))
      .set(otherHost.auth)
      .expect(404);

    // A request before a mechanic is chosen has its customer alone; once chosen, the mechanic joins the same thread.
    const [mechanic, otherMechanic] = await Promise.all([
      newVendor(t, { category: 'mechanic', live: true }),
      newVendor(t, { category: 'mechanic', live: true }),
    ]);
    await t.http
      .post('/api/vendor/mechanic/setup')
      .set(mechanic.auth)
      .send({ workshop_name: 'Chat Auto', services_offered: 'Brakes', location: 'Enugu', contact_number: '08031234567' })
      .expect((r) => expect(r.status).toBeLessThan(300));
    const mr = (
      await t.http.post('/api/maintenance/request').set(customer.auth).send({ location: 'Enugu', service_type: 'brake', issue: 'Soft pedal' }).expect(201)
    ).body.data.id as number;
    const mUrl = url(mr, 'messages', 'maintenance_request');
    await t.http.post(mUrl).set(customer.auth).send({ body: 'The pedal goes to the floor.' }).expect(201);
    await t.http.get(mUrl).set(mechanic.auth).expect(404);
    await t.http.post(`/api/maintenance/requests/${mr}/mechanic`).set(customer.auth).send({ mechanic_id: mechanic.vendorId }).expect(200);
    expect((await t.http.get(mUrl).set(mechanic.auth).expect(200)).body.data.map((m: Message) => m.body)).toEqual(['The pedal goes to the floor.']);
    await t.http.post(mUrl).set(mechanic.auth).send({ body: 'I can come at 4.' }).expect(201);
    await t.http.get(mUrl).set(otherMechanic.auth).expect(404);
    expect((await t.http.get('/api/conversations/unread').set(customer.auth).expect(200)).body.data).toContainEqual({
      kind: 'maintenance_request',
      id: mr,
      unread: 1,
    });
  });

  it('masks phone numbers and e-mail addresses before payment, and stores them as typed after', async () => {
    const unpaid = await book(t, customer, vendor);
    const typed = 'Call me on 0803 123 4567 or +234 805 555 1212, or mail ada@example.com';
    const res = await send(customer, unpaid.id, { body: typed }).expect(201);
    const masked = `Call me on ${MASKED_PHONE} or ${MASKED_PHONE}, or mail ${MASKED_EMAIL}`;
    expect(res.body).toMatchObject({ message: 'Message sent. Contact details are hidden until this order is paid.', data: { body: masked, masked: true } });
    expect(await stored(unpaid.id)).toEqual([expect.objectContaining({ body: masked, masked: true })]);
    expect((await thread(vendor, unpaid.id)).meta.masking).toBe(true);
    expect(JSON.stringify(await thread(vendor, unpaid.id))).not.toContain('0803');

    const paid = await completedOrder(t, customer, vendor);
    expect((await send(customer, paid, { body: typed }).expect(201)).body).toMatchObject({ message: 'Message sent.', data: { body: typed, masked: false } });
    expect(await stored(paid)).toEqual([expect.objectContaining({ body: typed, masked: false })]);
    expect((await thread(vendor, paid)).meta.masking).toBe(false);
  });

  it('refuses what breaks a limit with a clear message and stores nothing', async () => {
    const order = await book(t, customer, vendor);
    const refuse = async (req: ReturnType<typeof t.http.post>, status: number, message: string) => {
      const res = await req;
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    };
    await refuse(send(customer, order.id, {}), 422, CONVERSATION_MESSAGES.bodyRequired);
    await refuse(send(customer, order.id, { body: '   ' }), 422, CONVERSATION_MESSAGES.bodyRequired);
    await refuse(send(customer, order.id, { body: 42 }), 422, 'body must be text');
    await refuse(send(customer, order.id, { body: 'x'.repeat(2001) }), 422, CONVERSATION_MESSAGES.bodyTooLong);
    const post = () => t.http.post(url(order.id)).set(customer.auth).field('body', 'Look');
    await refuse(
      post().attach('photos', PNG_1PX, 'a.png').attach('photos', PNG_1PX, 'b.png').attach('photos', PNG_1PX, 'c.png').attach('photos', PNG_1PX, 'd.png'),
      422,
      CONVERSATION_MESSAGES.tooManyPhotos,
    );
    await refuse(post().attach('photos', PDF_MIN, 'a.pdf'), 422, 'Only photos can be attached: please upload a JPEG, PNG or WebP image');
    await refuse(post().attach('photos', Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]), 'big.png'), 422, 'Photo size should be less than 5MB');
    await refuse(
      t.http.post(url(order.id)).set(customer.auth).field('body', 'x'.repeat(2001)).attach('photos', PNG_1PX, 'a.png'),
      422,
      CONVERSATION_MESSAGES.bodyTooLong,
    );
    expect(await stored(order.id)).toEqual([]);
    expect(await photoRows(order.id)).toEqual([]);

    // The rate: RATE messages a minute per sender, the next one refused and not stored.
    const busy = await newCustomer(t);
    const other = await book(t, busy, vendor);
    const sent = await Promise.all(Array.from({ length: RATE }, (_, i) => send(busy, other.id, { body: `n${i}` })));
    expect(sent.map((r) => `${r.status} ${r.status === 201 ? '' : JSON.stringify(r.body)}`)).toEqual(Array(RATE).fill('201 '));
    const limited = await send(busy, other.id, { body: 'one more' }).expect(429);
    expect(limited.body.message).toMatch(/^You are sending messages too fast\. Please wait \d+ seconds? and try again\.$/);
    expect(await stored(other.id)).toHaveLength(RATE);
  });

  it('keeps photos private: signed links open them for the parties, nothing under a public path', async () => {
    const order = await book(t, customer, vendor);
    const res = await t.http
      .post(url(order.id))
      .set(customer.auth)
      .field('body', 'The leak')
      .attach('photos', PNG_1PX, 'a.png')
      .attach('photos', PNG_1PX, 'b.png')
      .expect(201);
    const photos = res.body.data.photos as Message['photos'];
    expect(photos).toHaveLength(2);
    // A phone photo with its GPS position in EXIF: re-encoded to WebP, the metadata dropped.
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS 6.4541N 3.3947E' } })
      .toBuffer();
    expect(withGps.includes(Buffer.from('6.4541N'))).toBe(true);
    const photoOnly = await t.http.post(url(order.id)).set(customer.auth).attach('photos', withGps, 'c.jpg').expect(201);
    expect(photoOnly.body.data).toMatchObject({ body: '', photos: [expect.objectContaining({ content_type: 'image/webp' })] });
    const reencoded = await t.http.get(path(photoOnly.body.data.photos[0].url)).buffer(true).expect(200);
    expect((reencoded.body as Buffer).subarray(8, 12).toString()).toBe('WEBP');
    expect((reencoded.body as Buffer).includes(Buffer.from('6.4541N'))).toBe(false);
    expect((await sharp(reencoded.body as Buffer).metadata()).exif).toBeUndefined();
    const keys = (await t.ds.query(`SELECT storage_key FROM attachments WHERE subject_kind = 'service_order' AND subject_id = $1 AND purpose = 'message'`, [
      order.id,
    ])) as { storage_key: string }[];
    expect(keys).toHaveLength(3);
    for (const { storage_key } of keys) expect(storage_key).toMatch(/^attachments\//);
    for (const p of photos) {
      expect(p.url).toMatch(/\/api\/attachments\/\d+\/file\?expires=\d+&signature=/);
      expect(p.url).not.toContain('/uploads/');
    }
    const seenByVendor = (await thread(vendor, order.id)).data[0]!.photos;
    const file = await t.http.get(path(seenByVendor[0]!.url)).expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(
      Buffer.from(file.body as Buffer)
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    await t.http.get(path(seenByVendor[0]!.url).replace(/signature=[^&]+/, 'signature=forged')).expect(404);
    await t.http.get(`/api/attachments/${seenByVendor[0]!.id}/file`).expect(404);
  });

  it('counts unread messages, rings the bell once per quiet spell, marks read with receipts, and respects the preference', async () => {
    const reader = await newCustomer(t);
    const order = await book(t, reader, vendor);
    const title = `New message on order #${order.id}`;
    await send(vendor, order.id, { body: 'First' }).expect(201);
    await send(vendor, order.id, { body: 'Second' }).expect(201);
    const list = (await t.http.get('/api/conversations').set(reader.auth).expect(200)).body;
    expect(list.meta).toMatchObject({ unread: 2, total: 1, current_page: 1 });
    expect(list.data).toEqual([
      expect.objectContaining({
        subject: { kind: 'service_order', id: order.id },
        label: `Order #${order.id}`,
        unread: 2,
        other_party: { id: vendor.userId, name: vendor.businessName },
        last_message: expect.objectContaining({ body: 'Second' }),
      }),
    ]);
    expect((await t.http.get('/api/conversations/unread').set(reader.auth).expect(200)).body).toEqual({
      data: [{ kind: 'service_order', id: order.id, unread: 2 }],
      meta: { unread: 2 },
    });
    expect((await bellTitles(reader.auth)).filter((x) => x === title)).toHaveLength(1);
    // The sender's own messages are never unread to them.
    expect(
      (await t.http.get('/api/conversations/unread').set(vendor.auth).expect(200)).body.data.find((r: { id: number }) => r.id === order.id),
    ).toBeUndefined();

    const read = (await t.http.post(url(order.id, 'read')).set(reader.auth).expect(200)).body.data;
    expect(read).toMatchObject({ marked: 2, up_to_id: expect.any(Number), read_at: expect.any(String) });
    const receipts = (await thread(vendor, order.id)).data;
    expect(receipts.map((m) => m.read_at)).toEqual([read.read_at, read.read_at]);
    expect((await t.http.get('/api/conversations').set(reader.auth).expect(200)).body).toMatchObject({
      meta: { unread: 0 },
      data: [expect.objectContaining({ unread: 0 })],
    });
    expect((await t.http.post(url(order.id, 'read')).set(reader.auth).expect(200)).body.data.marked).toBe(0);

    // Quiet again: the next message rings once more; switched off, it does not.
    await send(vendor, order.id, { body: 'Third' }).expect(201);
    expect((await bellTitles(reader.auth)).filter((x) => x === title)).toHaveLength(2);
    await t.http.post(url(order.id, 'read')).set(reader.auth).expect(200);
    const off = { in_app: false, email: false };
    await t.http
      .put('/api/me/notification-preferences')
      .set(reader.auth)
      .send({ orders: { in_app: true, email: true }, payments: { in_app: true, email: true }, messages: off })
      .expect(200);
    await send(vendor, order.id, { body: 'Fourth' }).expect(201);
    expect((await bellTitles(reader.auth)).filter((x) => x === title)).toHaveLength(2);
    expect((await t.http.get('/api/conversations/unread').set(reader.auth).expect(200)).body.meta.unread).toBe(1);
  });

  it('hands message.created and message.read to the live channel after commit, addressed to the parties', async () => {
    const order = await book(t, customer, vendor);
    const about = (type: string) => EVENTS.filter((e) => e.type === type && e.payload.subject.kind === 'service_order' && e.payload.subject.id === order.id);
    await send(customer, order.id, { body: 'x'.repeat(2001) }).expect(422);
    const sent = (await send(customer, order.id, { body: 'Are you on the way?' }).expect(201)).body.data;
    await t.flushOutbox();
    const created = await eventually(async () => about('message.created')[0]);
    expect(created.payload).toEqual({
      subject: { kind: 'service_order', id: order.id },
      audience: expect.arrayContaining([customer.user.id, vendor.userId]),
      message: expect.objectContaining({ id: sent.id, body: 'Are you on the way?', sender: { id: customer.user.id, name: customer.account.name } }),
    });
    expect((created.payload as DomainEvents['message.created']).audience).toHaveLength(2);
    await t.http.post(url(order.id, 'read')).set(vendor.auth).expect(200);
    await t.flushOutbox();
    const read = (await eventually(async () => about('message.read')[0])).payload as DomainEvents['message.read'];
    expect(read).toMatchObject({ readerId: vendor.userId, upToId: sent.id, readAt: expect.any(String) });
    // The refused message emitted nothing.
    expect(about('message.created')).toHaveLength(1);
  });

  it('keeps order and loses nothing under 100 concurrent sends', async () => {
    // A pair of its own: each sends 50, under the per-minute rate.
    const [buyer, seller] = await Promise.all([newCustomer(t), newServiceVendor(t)]);
    const order = await book(t, buyer, seller);
    const sends = Array.from({ length: 100 }, (_, i) => send(i % 2 ? seller : buyer, order.id, { body: `message ${i}` }));
    expect((await Promise.all(sends)).map((r) => r.status)).toEqual(Array(100).fill(201));
    const got = (await thread(buyer, order.id, '?per_page=100')).data;
    expect(got).toHaveLength(100);
    expect(new Set(got.map((m) => m.body)).size).toBe(100);
    for (let i = 1; i < got.length; i++) expect(got[i]!.id).toBeGreaterThan(got[i - 1]!.id);
    // Times rise strictly too (in microseconds, as stored).
    const [{ ordered }] = await t.ds.query(
      `SELECT bool_and(prev IS NULL OR created_at > prev) AS ordered FROM (SELECT m.created_at, lag(m.created_at) OVER (ORDER BY m.id) AS prev FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.subject_kind = 'service_order' AND c.subject_id = $1) x`,
      [order.id],
    );
    expect(ordered).toBe(true);
    // Older pages: ?before= the first shown.
    const older = await thread(seller, order.id, `?per_page=60&before=${got[50]!.id}`);
    expect(older.data.map((m) => m.id)).toEqual(got.slice(0, 50).map((m) => m.id));
    expect(older.meta.has_more).toBe(false);
  });

  it("exports the user's messages and conversations, and erasure blanks what they wrote and deletes their photos, keeping the thread", async () => {
    const [leaving, staying] = await Promise.all([newCustomer(t), newServiceVendor(t)]);
    const order = await book(t, leaving, staying);
    await t.http.post(url(order.id)).set(leaving.auth).field('body', 'My gate is the blue one').attach('photos', PNG_1PX, 'gate.png').expect(201);
    await send(staying, order.id, { body: 'Noted, see you.' }).expect(201);
    const [{ storage_key: photoKey }] = await t.ds.query(`SELECT storage_key FROM attachments WHERE subject_kind = 'service_order' AND subject_id = $1`, [
      order.id,
    ]);

    const asked = await t.http.post('/api/me/data-export').set(leaving.auth).expect(202);
    await t.flushOutbox();
    const ready = await eventually(async () => {
      const res = await t.http.get(`/api/me/data-exports/${asked.body.data.id}`).set(leaving.auth).expect(200);
      return res.body.data.status === 'ready' ? (res.body.data as { download_url: string }) : null;
    }, 20_000);
    const zip = await t.http
      .get(path(ready.download_url))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.body as Buffer))['data.json']!));
    expect(data.messages.sent).toEqual([
      expect.objectContaining({ subject: `service_order:${order.id}`, body: 'My gate is the blue one', photo_attachment_ids: [expect.any(Number)] }),
    ]);
    expect(data.messages.conversations).toEqual([expect.objectContaining({ subject: `service_order:${order.id}`, label: `Order #${order.id}` })]);
    expect(JSON.stringify(data.messages)).not.toContain('Noted, see you.');

    await t.http.post('/api/me/erasure').set(leaving.auth).send({ password: leaving.account.password }).expect(202);
    await new Promise((r) => setTimeout(r, DELAY_MS));
    await t.flushOutbox();
    await eventually(async () => ((await t.ds.query('SELECT erased_at FROM users WHERE id = $1', [leaving.user.id]))[0].erased_at ? true : null), 20_000);
    const after = (await thread(staying, order.id)).data;
    expect(after).toEqual([
      expect.objectContaining({ body: '', photos: [], erased: true, sender: { id: leaving.user.id, name: 'Former Oja user' } }),
      expect.objectContaining({ body: 'Noted, see you.', erased: false }),
    ]);
    expect(await photoRows(order.id)).toEqual([]);
    expect(await t.app.get(StorageService).get(photoKey)).toBeNull();
  });
});
