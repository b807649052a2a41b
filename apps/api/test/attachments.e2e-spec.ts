import sharp from 'sharp';
import { createTestApp, TestApp } from './utils/app.js';
import { adminLogin } from './factories/users.js';
import { completedOrder, newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { PDF_MIN, PNG_1PX } from './factories/vendors.js';
import { ENV, type Env } from '../src/config/env.js';
import { ATTACHMENT_FOLDER, attachmentFilePath, attachmentLinks } from '../src/modules/attachments/attachments.service.js';
import { AttachmentFilesSweeper } from '../src/modules/attachments/attachment-files-sweeper.service.js';
import { StorageService } from '../src/modules/storage/storage.service.js';

type Auth = { Authorization: string };
/** The path and query of an absolute link (the app under test answers on its own origin). */
const path = (url: string) => new URL(url).pathname + new URL(url).search;
/** A JPEG by its first bytes only (SOI marker and a JFIF header): file-type accepts it, no decoder can read it. */
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200, 9)]);

/**
 * attachments: a dispute photo is a private file of the order, readable by its customer, its vendor and
 * admins through short-lived signed links, and by nobody else; never under the public /uploads paths.
 */
describe('dispute photos: private attachments of a subject', () => {
  let t: TestApp;
  let admin: { auth: Auth };
  let vendor: ServiceVendorFixture;
  let otherVendor: ServiceVendorFixture;
  let customer: { auth: Auth; user: { id: number } };
  let otherCustomer: { auth: Auth; user: { id: number } };

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' });
    admin = await adminLogin(t);
    [vendor, otherVendor, customer, otherCustomer] = await Promise.all([newServiceVendor(t), newServiceVendor(t), newCustomer(t), newCustomer(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const addPhoto = (who: { auth: Auth }, orderId: number, body: Buffer, name: string) =>
    t.http.post(`/api/service-orders/${orderId}/dispute/photos`).set(who.auth).attach('photo', body, name);
  const stored = async (orderId: number) =>
    (await t.ds.query(`SELECT id, storage_key FROM attachments WHERE subject_kind = 'service_order' AND subject_id = $1 ORDER BY id`, [orderId])) as Array<{
      id: number;
      storage_key: string;
    }>;
  const vendorView = async (orderId: number) =>
    (
      (await t.http.get('/api/vendor/service-orders').set(vendor.auth).expect(200)).body.data as Array<{
        id: number;
        dispute: { photos: Array<{ url: string }> };
      }>
    ).find((o) => o.id === orderId)!;

  it("still opens a dispute with the spec's payload and no photo", async () => {
    const orderId = await completedOrder(t, customer, vendor);
    const res = await t.http.post(`/api/service-orders/${orderId}/dispute`).set(customer.auth).send({ reason: 'The tap still leaks' }).expect(200);
    expect(res.body.message).toBe('Your dispute has been opened. The payment stays in escrow until an administrator resolves it.');
    expect(res.body.data.dispute).toMatchObject({ status: 'open', reason: 'The tap still leaks', photos: [] });
  });

  it('lets the customer, the vendor and an admin read a dispute photo, and nobody else', async () => {
    const orderId = await completedOrder(t, customer, vendor);
    // No dispute yet: nothing to attach to (refused before the body is read); another customer's order is not found.
    expect((await addPhoto(customer, orderId, PNG_1PX, 'leak.png').expect(409)).body).toMatchObject({
      code: 'DISPUTE_NOT_OPEN',
      message: 'Open a dispute on this order before adding photos',
    });
    await t.http.post(`/api/service-orders/${orderId}/dispute`).set(customer.auth).send({ reason: 'Water everywhere' }).expect(200);
    await addPhoto(otherCustomer, orderId, PNG_1PX, 'leak.png').expect(404);

    const added = await addPhoto(customer, orderId, PNG_1PX, 'leak.png').expect(201);
    expect(added.body.message).toBe('Photo added to your dispute.');
    // Re-encoded (WebP, metadata dropped): never the bytes as uploaded.
    expect(added.body.data).toMatchObject({ purpose: 'dispute', content_type: 'image/webp', size: expect.any(Number), uploaded_by: 'customer' });

    // The three who may see it: each view carries a fresh link that opens the exact bytes, privately.
    const customerLink = (await t.http.get(`/api/service-orders/${orderId}`).set(customer.auth).expect(200)).body.data.dispute.photos[0].url as string;
    const vendorLink = (await vendorView(orderId)).dispute.photos[0]!.url;
    const disputeId = (await t.ds.query("SELECT id FROM disputes WHERE subject_kind = 'service_order' AND subject_id = $1", [orderId]))[0].id as number;
    const adminDispute = (await t.http.get(`/api/admin/disputes/${disputeId}`).set(admin.auth).expect(200)).body.data;
    expect(adminDispute.photos).toHaveLength(1);
    for (const link of [customerLink, vendorLink, adminDispute.photos[0].url as string, added.body.data.url as string]) {
      expect(new URL(link).pathname).toMatch(/^\/api\/attachments\/\d+\/file$/);
      const file = await t.http.get(path(link)).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect((file.body as Buffer).subarray(8, 12).toString()).toBe('WEBP');
      expect((file.body as Buffer).length).toBe(added.body.data.size);
    }
    for (const who of [customer, vendor, admin]) {
      const list = (await t.http.get(`/api/attachments/subject/service_order/${orderId}`).set(who.auth).expect(200)).body.data;
      expect(list).toEqual([expect.objectContaining({ id: added.body.data.id, uploaded_by: 'customer' })]);
    }

    // Everyone else: no listing, no order view, and the file path without a genuine link is "not found".
    for (const who of [otherCustomer, otherVendor]) {
      expect((await t.http.get(`/api/attachments/subject/service_order/${orderId}`).set(who.auth).expect(404)).body.data).toBeUndefined();
      await t.http.get(attachmentFilePath(added.body.data.id)).set(who.auth).expect(404);
    }
    await t.http.get(`/api/service-orders/${orderId}`).set(otherCustomer.auth).expect(404);
    expect(
      ((await t.http.get('/api/vendor/service-orders').set(otherVendor.auth).expect(200)).body.data as Array<{ id: number }>).map((o) => o.id),
    ).not.toContain(orderId);
    await t.http.get(`/api/attachments/subject/service_order/${orderId}`).expect(401);
    await t.http.get(attachmentFilePath(added.body.data.id)).expect(404);
    await t.http.get(`${attachmentFilePath(added.body.data.id)}?expires=9999999999&signature=forged`).expect(404);
  });

  it('answers 404 to an expired, tampered or borrowed link', async () => {
    const orderId = await completedOrder(t, customer, vendor);
    await t.http.post(`/api/service-orders/${orderId}/dispute`).set(customer.auth).send({ reason: 'Broken tiles' }).expect(200);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa5533' } })
      .jpeg()
      .toBuffer();
    const photo = (await addPhoto(customer, orderId, jpeg, 'tiles.jpg').expect(201)).body.data as { id: number; url: string };
    const link = new URL(photo.url);
    await t.http.get(path(photo.url)).expect(200);

    // Genuinely signed with the app's key, but five minutes and a second ago.
    const links = attachmentLinks(t.app.get<Env>(ENV));
    const expired = links.url('attachment', photo.id, attachmentFilePath(photo.id), Date.now() - 301_000).url;
    await t.http.get(path(expired)).expect(404);

    const signature = link.searchParams.get('signature')!;
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await t.http.get(`${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${flipped}`).expect(404);
    await t.http.get(`${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 3600}&signature=${signature}`).expect(404);

    // Another customer's genuine link to their own photo does not open this one.
    const theirs = await completedOrder(t, otherCustomer, vendor);
    await t.http.post(`/api/service-orders/${theirs}/dispute`).set(otherCustomer.auth).send({ reason: 'Late' }).expect(200);
    const theirPhoto = (await addPhoto(otherCustomer, theirs, PNG_1PX, 'late.png').expect(201)).body.data as { id: number; url: string };
    await t.http.get(path(theirPhoto.url)).expect(200);
    await t.http.get(path(theirPhoto.url).replace(`/attachments/${theirPhoto.id}/`, `/attachments/${photo.id}/`)).expect(404);
  });

  it('refuses a file that is not a photo with a clear message, storing nothing', async () => {
    const orderId = await completedOrder(t, customer, vendor);
    await t.http.post(`/api/service-orders/${orderId}/dispute`).set(customer.auth).send({ reason: 'Nothing was done' }).expect(200);
    const message = 'Only photos can be attached: please upload a JPEG, PNG or WebP image';
    for (const [body, name] of [
      [PDF_MIN, 'receipt.pdf'],
      // Looks like a JPEG by its first bytes, but is not one: the re-encoding cannot read it.
      [FAKE_JPEG, 'tiles.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.png'],
    ] as const) {
      const res = await addPhoto(customer, orderId, body, name).expect(422);
      expect(res.body).toMatchObject({ message, errors: { photo: [message] } });
    }
    expect((await t.http.post(`/api/service-orders/${orderId}/dispute/photos`).set(customer.auth).send({}).expect(422)).body.errors.photo).toEqual([
      'Please choose a photo to upload',
    ]);
    expect(await stored(orderId)).toEqual([]);
  });

  it('keeps the file out of the public /uploads paths', async () => {
    const orderId = await completedOrder(t, customer, vendor);
    await t.http.post(`/api/service-orders/${orderId}/dispute`).set(customer.auth).send({ reason: 'Paint on the floor' }).expect(200);
    await addPhoto(customer, orderId, PNG_1PX, 'floor.png').expect(201);
    const [row] = await stored(orderId);
    expect(row!.storage_key).toMatch(/^attachments\/[0-9a-f-]{36}\.webp$/);
    const name = row!.storage_key.split('/')[1]!;
    for (const p of [`/uploads/${row!.storage_key}`, `/uploads/avatars/${name}`, `/uploads/listing-photos/${name}`]) {
      const res = await t.http.get(p).set(customer.auth);
      expect(res.status).toBe(404);
      expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
    }
    // Not in any answer either: the storage key never leaves the server.
    const view = JSON.stringify((await t.http.get(`/api/service-orders/${orderId}`).set(customer.auth).expect(200)).body);
    expect(view).not.toContain(name);
  });

  it('sweeps attachment files that no row refers to once they are an hour old, and nothing else', async () => {
    const orderId = await completedOrder(t, customer, vendor);
    await t.http.post(`/api/service-orders/${orderId}/dispute`).set(customer.auth).send({ reason: 'Wrong colour' }).expect(200);
    const photo = (await addPhoto(customer, orderId, PNG_1PX, 'colour.png').expect(201)).body.data as { url: string };
    // What a process killed between storing the file and writing its row leaves behind.
    const storage = t.app.get(StorageService);
    const orphan = await storage.put(ATTACHMENT_FOLDER, 'png', PNG_1PX, 'image/png');
    const sweeper = t.app.get(AttachmentFilesSweeper);
    expect(await sweeper.sweep()).not.toContain(orphan);
    expect(await storage.get(orphan)).not.toBeNull();
    const deleted = await sweeper.sweep(0);
    expect(deleted).toContain(orphan);
    expect(await storage.get(orphan)).toBeNull();
    expect(deleted).not.toContain((await stored(orderId))[0]!.storage_key);
    await t.http.get(path(photo.url)).expect(200);
  });
});
