import webpush from 'web-push';
import { normalizePhoneNg } from '@oja/shared';
import { createTestApp, eventually, type TestApp } from './utils/app.js';
import { signUpAndLogin } from './factories/users.js';
import { book, newCustomer, newServiceVendor, type ServiceVendorFixture } from './factories/service-marketplace.js';
import { FakeAfricasTalkingSms } from './fakes/africastalking-sms.fake.js';
import { FakePushService } from './fakes/push-service.fake.js';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { NotificationDeliveriesPersonalData, PushSubscriptionsPersonalData } from '../src/modules/notifications/notifications.personal-data.js';

/** notices that need action reach the phone by SMS (Africa's Talking), and the bell's notices reach subscribed browsers by Web Push. */
describe('SMS and Web Push notices', () => {
  let t: TestApp;
  let at: FakeAfricasTalkingSms;
  let push: FakePushService;
  let vendor: ServiceVendorFixture;
  let vendorPhone: string;
  let customer: Awaited<ReturnType<typeof newCustomer>>;
  const vapid = webpush.generateVAPIDKeys();
  const APP_URL = 'http://oja.test:3000';

  const smsJobsFor = async (userId: number) =>
    Number(
      (
        await t.ds.query(`SELECT count(*)::int AS n FROM outbox_events WHERE job_name = 'notifications.send-sms' AND (payload->>'userId')::int = $1`, [userId])
      )[0].n,
    );
  const deliveries = (userId: number, channel: 'sms' | 'push') =>
    t.ds.query('SELECT status, attempts, provider_id, recipient FROM notification_deliveries WHERE user_id = $1 AND channel = $2 ORDER BY id', [
      userId,
      channel,
    ]) as Promise<{ status: string; attempts: number; provider_id: string | null; recipient: string }[]>;
  /** Waits until every delivery of the user on `channel` is final (none `sending` or `failed`), and there are `n`. */
  const settled = (userId: number, channel: 'sms' | 'push', n: number) =>
    eventually(async () => {
      await t.flushOutbox();
      const rows = await deliveries(userId, channel);
      return rows.length === n && rows.every((r) => r.status === 'sent' || r.status === 'gone') ? rows : null;
    }, 15_000);

  beforeAll(async () => {
    at = await new FakeAfricasTalkingSms({ username: 'oja-test', apiKey: `at_${Date.now()}_key` }).start();
    push = await new FakePushService().start();
    t = await createTestApp({
      ...at.env(),
      AT_SENDER_ID: 'OJA',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@oja.test',
      APP_URL,
      OUTBOX_POLL_MS: '100',
    });
    vendor = await newServiceVendor(t);
    vendorPhone = normalizePhoneNg((await t.ds.query('SELECT phone FROM users WHERE id = $1', [vendor.userId]))[0].phone)!;
    customer = await newCustomer(t);
  });
  afterAll(async () => {
    await t?.close();
    await at?.stop();
    await push?.stop();
  });

  it("a new order sends the vendor one SMS through Africa's Talking, with the order's link and no secret", async () => {
    const order = await book(t, customer, vendor);
    const [row] = await settled(vendor.userId, 'sms', 1);
    const sms = at.to(vendorPhone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ username: 'oja-test', from: 'OJA', apiKey: at.expected.apiKey, accept: 'application/json' });
    expect(sms[0]!.message).toMatch(/^Oja: New service request\./);
    expect(sms[0]!.message).toContain(`${APP_URL}/dashboard/`);
    expect(sms[0]!.message).not.toMatch(/token|secret|reset|sig=/i);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider_id: sms[0]!.messageId, recipient: vendorPhone });
    // The customer placed it: nothing for them to act on, no SMS.
    expect(await smsJobsFor(customer.user.id)).toBe(0);
    expect(order.id).toBeGreaterThan(0);
  });

  it('a notice carrying a secret link (reset, verification) is never sent by SMS, even when marked as needing action', async () => {
    await t.ds.transaction((manager) =>
      t.app.get(NotificationsService).notify(manager, {
        userId: vendor.userId,
        email: 'x@example.com',
        title: 'Reset your password',
        body: 'Use the link.',
        secretLink: 'https://oja.test/reset?token=abc',
        action: true,
        inApp: false,
      }),
    );
    expect(await smsJobsFor(vendor.userId)).toBe(1);
  });

  it("a refusal worth retrying (Africa's Talking's 500) is sent again, once", async () => {
    at.failNext = ['gateway'];
    const posts = at.posts;
    await book(t, customer, vendor);
    const rows = await settled(vendor.userId, 'sms', 2);
    expect(rows[1]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(at.posts - posts).toBe(2);
    expect(at.to(vendorPhone)).toHaveLength(2);
  });

  it('with SMS off for orders, a new order sends none; an older client saving only in_app and email keeps it off', async () => {
    const prefs = await t.http.get('/api/me/notification-preferences').set(vendor.auth).expect(200);
    expect(prefs.body.data.orders).toEqual({ in_app: true, email: true, sms: true, push: true });
    const off = await t.http
      .put('/api/me/notification-preferences')
      .set(vendor.auth)
      .send({ orders: { in_app: true, email: true, sms: false, push: false }, payments: { in_app: true, email: true } })
      .expect(200);
    expect(off.body.data).toEqual({
      orders: { in_app: true, email: true, sms: false, push: false },
      payments: { in_app: true, email: true, sms: true, push: true },
      messages: { in_app: true, email: true, sms: true, push: true },
    });
    // Today's payload, as the SPA sent it before SMS and push: the stored SMS and push choices stay.
    const old = await t.http
      .put('/api/me/notification-preferences')
      .set(vendor.auth)
      .send({ orders: { in_app: true, email: false }, payments: { in_app: true, email: true } })
      .expect(200);
    expect(old.body.data.orders).toEqual({ in_app: true, email: false, sms: false, push: false });
    const bad = await t.http
      .put('/api/me/notification-preferences')
      .set(vendor.auth)
      .send({ orders: { in_app: true, email: true, sms: 'yes' }, payments: { in_app: true, email: true } })
      .expect(422);
    expect(JSON.stringify(bad.body)).toContain('sms must be true or false');

    const before = await smsJobsFor(vendor.userId);
    const order = await book(t, customer, vendor);
    const bell = await t.http.get('/api/notifications').set(vendor.auth).expect(200);
    expect(bell.body.data[0].title).toBe('New service request');
    expect(await smsJobsFor(vendor.userId)).toBe(before);
    expect(order.id).toBeGreaterThan(0);
    await t.http
      .put('/api/me/notification-preferences')
      .set(vendor.auth)
      .send({ orders: { in_app: true, email: true, sms: true, push: true }, payments: { in_app: true, email: true } })
      .expect(200);
  });

  it('push subscriptions: the config, validation, the cap, and removal by endpoint', async () => {
    expect((await t.http.get('/api/push/config').expect(200)).body.data).toEqual({ enabled: true, public_key: vapid.publicKey });
    const user = await signUpAndLogin(t);
    const good = push.subscription();
    await t.http.post('/api/me/push-subscriptions').send(good).expect(401);
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: 'ftp://push.example.com/x' }, 'endpoint must be an https URL'],
      [{ ...good, endpoint: 'http://push.example.com/x' }, 'endpoint must be an https URL'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint must be an https URL'],
      [{ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(64, 4).toString('base64url') } }, 'keys.p256dh must be'],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } }, 'keys.auth must be'],
      [{ endpoint: good.endpoint }, 'keys is required'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth is required'],
    ];
    for (const [body, message] of cases) {
      const res = await t.http
        .post('/api/me/push-subscriptions')
        .set(user.auth)
        .send(body as object);
      expect([400, 422]).toContain(res.status);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    await t.http.post('/api/me/push-subscriptions').set(user.auth).send(good).expect(201);
    await t.http.post('/api/me/push-subscriptions').set(user.auth).send(good).expect(201);
    const count = async () => Number((await t.ds.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [user.user.id]))[0].n);
    expect(await count()).toBe(1);
    for (let i = 0; i < 11; i++) await t.http.post('/api/me/push-subscriptions').set(user.auth).send(push.subscription()).expect(201);
    expect(await count()).toBe(10);
    const [newest] = await t.ds.query('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [user.user.id]);
    // Someone else cannot remove it; its owner can.
    await t.http.delete('/api/me/push-subscriptions').set(customer.auth).send({ endpoint: newest.endpoint }).expect(200);
    expect(await count()).toBe(10);
    await t.http.delete('/api/me/push-subscriptions').set(user.auth).send({ endpoint: newest.endpoint }).expect(200);
    expect(await count()).toBe(9);
    const noEndpoint = await t.http.delete('/api/me/push-subscriptions').set(user.auth).send({}).expect(422);
    expect(JSON.stringify(noEndpoint.body)).toContain('endpoint is required');
  });

  it('a bell notice reaches each subscribed browser once, encrypted and VAPID-signed; a gone subscription (410) is deleted', async () => {
    const sub = push.subscription('customer-phone');
    await t.http.post('/api/me/push-subscriptions').set(customer.auth).send(sub).expect(201);
    const order = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    await settled(customer.user.id, 'push', 1);
    const [msg, ...more] = push.to(sub.endpoint);
    expect(more).toHaveLength(0);
    expect(msg!.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    expect(msg).toMatchObject({ ttl: '86400', urgency: 'high', contentEncoding: 'aes128gcm' });
    expect(msg!.body.length).toBeGreaterThan(40);
    expect(msg!.body.toString('latin1')).not.toContain('accepted');
    // What the service worker shows: the bell's notice, its link in the SPA.
    expect(push.decrypt(msg!)).toEqual({
      title: 'Your service request was accepted',
      body: expect.stringContaining(`order #${order.id}`),
      link: '/dashboard/user/my-service-orders',
    });

    // Push off for orders: the next accepted order is in the bell, not pushed.
    await t.http
      .put('/api/me/notification-preferences')
      .set(customer.auth)
      .send({ orders: { in_app: true, email: true, push: false }, payments: { in_app: true, email: true } })
      .expect(200);
    const quiet = await book(t, customer, vendor);
    await t.http.post(`/api/vendor/service-orders/${quiet.id}/accept`).set(vendor.auth).send({}).expect(200);
    expect(
      Number(
        (
          await t.ds.query(`SELECT count(*)::int AS n FROM outbox_events WHERE job_name = 'notifications.send-push' AND (payload->>'userId')::int = $1`, [
            customer.user.id,
          ])
        )[0].n,
      ),
    ).toBe(1);
    expect((await t.http.get('/api/notifications').set(customer.auth).expect(200)).body.data[0].body).toContain(`order #${quiet.id}`);

    push.statusFor.set(new URL(sub.endpoint).pathname, 410);
    await t.ds.transaction((manager) =>
      t.app.get(NotificationsService).notify(manager, { userId: customer.user.id, title: 'Account notice', body: 'Something about your account.' }),
    );
    const rows = await settled(customer.user.id, 'push', 2);
    expect(rows[1]!.status).toBe('gone');
    expect(await t.ds.query('SELECT id FROM push_subscriptions WHERE endpoint = $1', [sub.endpoint])).toEqual([]);
    expect(push.to(sub.endpoint)).toHaveLength(2);
  });

  it("data rights: the user's devices and the SMS sent to their phone are exported, and deleted at erasure", async () => {
    const owner = { userId: vendor.userId, vendorId: vendor.vendorId };
    const sub = push.subscription('vendor-laptop');
    await t.http.post('/api/me/push-subscriptions').set(vendor.auth).send(sub).expect(201);
    const devices = t.app.get(PushSubscriptionsPersonalData);
    const sent = t.app.get(NotificationDeliveriesPersonalData);
    await t.ds.transaction(async (manager) => {
      expect((await devices.export(manager, owner)).data).toEqual([{ endpoint: sub.endpoint, created_at: expect.any(Date) }]);
      const smsRows = (await sent.export(manager, owner)).data as { channel: string; to: string; status: string }[];
      expect(smsRows.length).toBeGreaterThanOrEqual(3);
      expect(smsRows.every((r) => r.channel === 'sms' && r.to === vendorPhone)).toBe(true);
      await devices.erase(manager, owner);
      await sent.erase(manager, owner);
    });
    expect(await t.ds.query('SELECT id FROM push_subscriptions WHERE user_id = $1', [vendor.userId])).toEqual([]);
    expect(await t.ds.query('SELECT id FROM notification_deliveries WHERE user_id = $1', [vendor.userId])).toEqual([]);
  });
});
