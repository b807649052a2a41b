// The live channel (issue "Live Oja"; docs/live.md): GET /api/live as Server-Sent Events on two API instances that
// share one PostgreSQL and one Redis, as two processes behind a load balancer do (the resilience suite repeats the
// cross-process check with real `node dist/main.js` processes).
import { EventBus, type DomainEventType, type DomainEvents } from '../src/common/events.js';
import { LiveHub } from '../src/modules/live/live-hub.js';
import { LIVE_TICKET_INVALID } from '../src/modules/live/live-auth.guard.js';
import { book, newCustomer, newServiceVendor } from './factories/service-marketplace.js';
import { newAdmin, signUpAndLogin } from './factories/users.js';
import { createTestApp, eventually, type TestApp } from './utils/app.js';
import { openSse, type SseStream } from './utils/sse.js';

type Auth = { Authorization: string };

describe('live channel: one stream per signed-in user, across API instances', () => {
  let A: TestApp;
  let B: TestApp;
  let urlA = '';
  let urlB = '';
  const open: SseStream[] = [];

  const env = { LIVE_HEARTBEAT_MS: '300', LIVE_MAX_CONNECTIONS: '3' };
  beforeAll(async () => {
    A = await createTestApp(env);
    B = await createTestApp(env);
    await A.app.listen(0, '127.0.0.1');
    await B.app.listen(0, '127.0.0.1');
    urlA = await A.app.getUrl();
    urlB = await B.app.getUrl();
  });
  afterEach(() => open.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await A?.close();
    await B?.close();
  });

  /** A stream opened with the bearer token, once it has said where it starts. */
  async function stream(base: string, auth: Auth, headers: Record<string, string> = {}, query = '') {
    const s = await openSse(`${base}/api/live${query}`, { ...auth, ...headers });
    open.push(s);
    expect(s.status).toBe(200);
    const start = await s.next((f) => f.event === 'ready' || f.event === 'reset');
    return Object.assign(s, { start });
  }

  /** Waits until the user's stream has stored the notice titled `title` (the sink runs in a worker, after commit). */
  const stored = (userId: number, title: string) =>
    eventually(
      async () =>
        (await A.ds.query(`select 1 from live_events where recipient = $1 and data->'notification'->>'title' = $2`, [`user:${userId}`, title])).length > 0,
    );

  /** Writes a domain event in a transaction (committed, or rolled back when `rollback`), then hands the outbox over. */
  async function emit<K extends DomainEventType>(t: TestApp, type: K, payload: DomainEvents[K], rollback = false) {
    const bus = t.app.get(EventBus);
    await t.ds
      .transaction(async (m) => {
        await bus.emit(m, type, payload);
        if (rollback) throw new Error('rolled back');
      })
      .catch((err: Error) => {
        if (err.message !== 'rolled back') throw err;
      });
    await t.flushOutbox();
  }
  /** A new user whose sign-up notice ("Welcome to Oja!") has already reached their stream: later events are the test's own. */
  async function settledUser(t: TestApp) {
    const u = await signUpAndLogin(t);
    await stored(u.user.id, 'Welcome to Oja!');
    return u;
  }
  const notice = (userId: number, title: string): DomainEvents['notification.created'] => ({ userId, title, body: 'Body', link: null });

  it('answers 401 without a token or a ticket, and a ticket opens one stream once', async () => {
    const none = await fetch(`${urlA}/api/live`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'Unauthenticated.' });
    const bogus = await fetch(`${urlA}/api/live?ticket=${'x'.repeat(32)}`);
    expect(bogus.status).toBe(401);
    expect(await bogus.json()).toMatchObject({ message: LIVE_TICKET_INVALID });
    const user = await settledUser(A);
    await A.http.post('/api/live/ticket').expect(401);
    const { body } = await A.http.post('/api/live/ticket').set(user.auth).expect(201);
    expect(body).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), expires_in: 30 });
    // Taken on the other instance: tickets live in Redis.
    const s = await openSse(`${urlB}/api/live?ticket=${body.ticket}`);
    open.push(s);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toContain('text/event-stream');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    await s.next((f) => f.event === 'ready');
    const again = await fetch(`${urlA}/api/live?ticket=${body.ticket}`);
    expect(again.status).toBe(401);
    // The heartbeat (LIVE_HEARTBEAT_MS, 300 ms here; 25 s by default) keeps idle streams open.
    await new Promise((r) => setTimeout(r, 700));
    expect(s.comments).toContain('ping');
  });

  it("a vendor connected to instance A sees a customer's order placed through instance B at once, and the customer sees the acceptance", async () => {
    const vendor = await newServiceVendor(A);
    const customer = await newCustomer(B);
    await stored(vendor.userId, 'Welcome to Oja!');
    await stored(customer.user.id, 'Welcome to Oja!');
    const vendorStream = await stream(urlA, vendor.auth);
    const customerStream = await stream(urlB, customer.auth);
    const placed = Date.now();
    const order = await book(B, customer, vendor);
    // Within a second on a machine at rest (the two-process resilience test and `pnpm bench --live` measure it there);
    // here, beside the browser lane on two cores, within two.
    const told = await vendorStream.next((f) => f.event === 'notification.created', 3000);
    // (At once on a loaded two-core CI machine running three suites; the heartbeat is 25 s.)
    expect(told.at - placed).toBeLessThan(3000);
    expect(told.data).toMatchObject({ type: 'notification.created', notification: { title: expect.any(String), link: expect.stringContaining('orders') } });
    const accepted = Date.now();
    await A.http.post(`/api/vendor/service-orders/${order.id}/accept`).set(vendor.auth).send({}).expect(200);
    const changed = await customerStream.next((f) => f.event === 'subject.changed', 3000);
    // (At once on a loaded two-core CI machine running three suites; the heartbeat is 25 s.)
    expect(changed.at - accepted).toBeLessThan(3000);
    expect(changed.data).toMatchObject({ type: 'subject.changed', subject: { kind: 'service_order', id: order.id }, to: 'accepted', actor: 'vendor' });
    // The vendor's own screens hear of their transition too (another tab of theirs).
    await vendorStream.next((f) => f.event === 'subject.changed' && (f.data.subject as { id: number }).id === order.id);
  });

  it('a client that drops and resumes with Last-Event-ID misses nothing, in order; a rolled-back change emits nothing', async () => {
    const user = await settledUser(A);
    const first = await stream(urlA, user.auth);
    const startId = Number(first.start.id);
    await emit(A, 'notification.created', notice(user.user.id, 'one'));
    // (The sign-up's own notice may arrive at any point: the titles below are this test's.)
    const title = (f: { data: Record<string, unknown> }) => (f.data.notification as { title?: string } | undefined)?.title;
    const one = await first.next((f) => title(f) === 'one');
    expect(Number(one.id)).toBeGreaterThan(startId);
    first.close();
    // While it is away: a change that rolls back, then two that commit.
    await emit(B, 'notification.created', notice(user.user.id, 'rolled back'), true);
    await emit(B, 'notification.created', notice(user.user.id, 'two'));
    await emit(A, 'notification.created', notice(user.user.id, 'three'));
    await stored(user.user.id, 'three');
    const resumed = await stream(urlB, user.auth, { 'Last-Event-ID': one.id! });
    const replayed = resumed.frames.filter((f) => f.event === 'notification.created');
    expect(replayed.map(title).filter((x) => ['two', 'three', 'rolled back'].includes(x!))).toEqual(['two', 'three']);
    // Every event after the client's last one, numbered one after another.
    expect(replayed.map((f) => Number(f.id))).toEqual(replayed.map((_, i) => Number(one.id) + 1 + i));
    const threeId = Number(replayed.find((f) => title(f) === 'three')!.id);
    // EventSource's own reconnect after a ticket: `last_event_id` in the query does the same.
    const { body } = await A.http.post('/api/live/ticket').set(user.auth).expect(201);
    const viaTicket = await openSse(`${urlA}/api/live?ticket=${body.ticket}&last_event_id=${threeId - 1}`);
    open.push(viaTicket);
    const three = await viaTicket.next((f) => f.event === 'notification.created');
    expect([Number(three.id), title(three)]).toEqual([threeId, 'three']);
  });

  it('sends `reset` when the client is further behind than what is kept, or names an id the stream never gave', async () => {
    const user = await settledUser(A);
    await emit(A, 'notification.created', notice(user.user.id, 'old'));
    await emit(A, 'notification.created', notice(user.user.id, 'older'));
    const cursor = async () => Number((await A.ds.query(`select seq from live_cursors where recipient = $1`, [`user:${user.user.id}`]))[0].seq);
    await stored(user.user.id, 'older');
    const reset = (await stream(urlA, user.auth, { 'Last-Event-ID': '999999' })).start;
    expect(reset).toMatchObject({ event: 'reset', data: { type: 'reset', last_event_id: Number(reset.id) } });
    expect(Number(reset.id)).toBeGreaterThanOrEqual(2);
    // An id that is not a whole number is no id: the stream starts where it stands (never a 500).
    for (const junk of ['abc', '-1', '1e3', '9'.repeat(40)]) {
      expect((await stream(urlA, user.auth, { 'Last-Event-ID': junk })).start).toMatchObject({ event: 'ready' });
      expect((await stream(urlA, user.auth, {}, `?last_event_id=${encodeURIComponent(junk)}`)).start).toMatchObject({ event: 'ready' });
      open.splice(0).forEach((x) => x.close());
    }
    // Past the replay window the events are purged: a client that last saw event 1 must refetch.
    await A.ds.query(`update live_events set created_at = now() - interval '1 hour' where recipient = $1`, [`user:${user.user.id}`]);
    await A.app.get(LiveHub).store.purge(10 * 60_000);
    const behind = await stream(urlA, user.auth, { 'Last-Event-ID': '1' });
    expect(behind.start).toMatchObject({ event: 'reset', id: String(await cursor()) });
  });

  it('a user receives no other user’s events, of any kind; admins receive the back office’s', async () => {
    const me = await settledUser(A);
    const other = await settledUser(A);
    const admin = await newAdmin(A);
    const mine = await stream(urlA, me.auth);
    const theirs = await stream(urlB, other.auth);
    const admins = await stream(urlB, admin.auth);
    const subject = { kind: 'service_order', id: 987_654 };
    await emit(A, 'subject.changed', {
      kind: subject.kind,
      id: subject.id,
      event: 'ACCEPT',
      from: 'pending',
      to: 'accepted',
      actor: 'vendor',
      audience: [me.user.id],
    });
    await emit(A, 'notification.created', notice(me.user.id, 'for me'));
    await emit(A, 'message.created', { subject, audience: [me.user.id], message: { id: 1, body: 'Hello' } });
    await emit(A, 'message.read', { subject, audience: [me.user.id], readerId: me.user.id, upToId: 1, readAt: new Date().toISOString() });
    await emit(A, 'admin-notification.created', { title: 'For admins', body: 'Body', link: '/admin/kyc/review' });
    await emit(A, 'kyc.submitted', { vendorId: 1, documentId: 2 });
    await emit(A, 'dispute.opened', { subject, disputeId: 3 });
    await emit(A, 'support.message.created', { messageId: 4 });
    // (A loaded machine takes a while to run eight events through the outbox and a worker; each
    // event is its own job, so one retried after a dropped connection may arrive after a later one.)
    const kinds = (s: SseStream) => s.frames.map((f) => f.event).filter((e) => e !== 'ready');
    const all = async (s: SseStream, want: string[]) => {
      for (const kind of want) await s.next((f) => f.event === kind, 15_000);
      return [...kinds(s)].sort();
    };
    const mineWant = ['subject.changed', 'notification.created', 'message.created', 'message.read'];
    const adminWant = ['notification.created', 'kyc.submitted', 'dispute.opened', 'support.message.created'];
    expect(await all(mine, mineWant)).toEqual([...mineWant].sort());
    expect(mine.frames.find((f) => f.event === 'message.read')!.data).toMatchObject({ subject, reader_id: me.user.id, up_to_id: 1 });
    expect(await all(admins, adminWant)).toEqual([...adminWant].sort());
    // Each stream numbers what it sends one after another, whatever order the jobs ran in.
    const ids = (s: SseStream) => s.frames.filter((f) => f.event !== 'ready').map((f) => Number(f.id));
    expect(ids(admins)).toEqual([...ids(admins)].sort((a, b) => a - b));
    expect(admins.frames.find((f) => f.event === 'dispute.opened')!.data).toMatchObject({ subject, dispute_id: 3 });
    // The other user's stream, on the other instance, heard nothing (its heartbeat shows it is alive).
    expect(kinds(theirs)).toEqual([]);
    expect(theirs.comments).toContain('connected');
  });

  it('an ephemeral event (a position) reaches each open stream once, carries no id and is never replayed', async () => {
    const user = await settledUser(A);
    const first = await stream(urlA, user.auth);
    // Two on one instance (each stream gets it once, not once per stream the process holds), one on the other.
    const second = await stream(urlA, user.auth);
    const third = await stream(urlB, user.auth);
    const lastId = first.start.id!;
    await B.app.get(LiveHub).publishEphemeral([`user:${user.user.id}`], 'position.changed', { lat: 6.45, lng: 3.39 });
    for (const s of [first, second, third]) {
      const got = await s.next((f) => f.event === 'position.changed');
      expect(got.id).toBeUndefined();
      expect(got.data).toEqual({ type: 'position.changed', lat: 6.45, lng: 3.39 });
    }
    await new Promise((r) => setTimeout(r, 200));
    for (const s of [first, second, third]) expect(s.frames.filter((f) => f.event === 'position.changed')).toHaveLength(1);
    const resumed = await stream(urlA, user.auth, { 'Last-Event-ID': lastId });
    expect(resumed.frames.map((f) => f.event)).not.toContain('position.changed');
  });

  it('keeps at most LIVE_MAX_CONNECTIONS streams per user across instances: a new one closes the oldest', async () => {
    const user = await settledUser(A);
    const oldest = await stream(urlA, user.auth);
    await stream(urlB, user.auth);
    await stream(urlA, user.auth);
    await stream(urlB, user.auth);
    await oldest.next((f) => f.event === 'close');
    expect(oldest.frames.at(-1)!.data).toEqual({ type: 'close', reason: 'replaced' });
    await oldest.ended;
    expect(A.app.get(LiveHub).connectionCount + B.app.get(LiveHub).connectionCount).toBeGreaterThanOrEqual(3);
  });

  it('numbers a burst of concurrent events for one user 1, 2, 3… with none skipped', async () => {
    const user = await settledUser(A);
    const s = await stream(urlA, user.auth);
    const start = Number(s.start.id);
    await Promise.all(Array.from({ length: 40 }, (_, i) => emit(i % 2 ? A : B, 'notification.created', notice(user.user.id, `n${i}`))));
    await s.next((f) => Number(f.id) === start + 40, 10_000);
    expect(new Set(s.frames.map((f) => (f.data.notification as { title?: string } | undefined)?.title).filter(Boolean)).size).toBe(40);
    const ids = s.frames.filter((f) => f.event === 'notification.created').map((f) => Number(f.id));
    expect(ids).toEqual(Array.from({ length: 40 }, (_, i) => start + 1 + i));
  });

  it('publishes of one turn go as one batch: 100 at once on two instances, shared and crossed audiences, a key handed over twice', async () => {
    const [one, two] = [await settledUser(A), await settledUser(B)];
    const [s1, s2] = [await stream(urlA, one.auth), await stream(urlB, two.auth)];
    const [start1, start2] = [Number(s1.start.id), Number(s2.start.id)];
    const r1 = `user:${one.user.id}`;
    const r2 = `user:${two.user.id}`;
    // Audiences in both orders (two batches locking the same cursors must not deadlock), each key published twice.
    const audiences = [[r1], [r2], [r1, r2], [r2, r1]];
    const keys = Array.from({ length: 50 }, (_, i) => `batch-${one.user.id}-${i}`);
    await Promise.all(
      [...keys, ...keys].map((key, i) =>
        (i % 2 ? A : B).app.get(LiveHub).publish(audiences[Number(key.split('-').at(-1)) % 4]!, 'notification.created', { notification: { title: key } }, key),
      ),
    );
    // Each key once per recipient, numbered without a gap.
    const expected = (r: string) => keys.filter((k) => audiences[Number(k.split('-').at(-1)) % 4]!.includes(r));
    await s1.next((f) => Number(f.id) === start1 + expected(r1).length, 10_000);
    await s2.next((f) => Number(f.id) === start2 + expected(r2).length, 10_000);
    for (const [s, start, r] of [
      [s1, start1, r1],
      [s2, start2, r2],
    ] as const) {
      const frames = s.frames.filter((f) => f.event === 'notification.created');
      expect(frames.map((f) => Number(f.id))).toEqual(Array.from({ length: expected(r).length }, (_, i) => start + 1 + i));
      expect(new Set(frames.map((f) => (f.data.notification as { title: string }).title))).toEqual(new Set(expected(r)));
    }
    const [{ n }] = await A.ds.query(`SELECT count(*)::int AS n FROM live_events WHERE event_key LIKE $1`, [`batch-${one.user.id}-%`]);
    expect(n).toBe(expected(r1).length + expected(r2).length);
  });
});

describe('live channel in the embedded single-process mode (no Redis)', () => {
  it('carries events through the in-process bus, with tickets kept in process', async () => {
    // After the describe above has closed its instances: this one is alone on the database, as an embedded app is.
    const solo = await createTestApp({ QUEUE_DRIVER: 'memory' });
    let s: SseStream | undefined;
    try {
      await solo.app.listen(0, '127.0.0.1');
      const base = await solo.app.getUrl();
      const user = await signUpAndLogin(solo);
      const { body } = await solo.http.post('/api/live/ticket').set(user.auth).expect(201);
      s = await openSse(`${base}/api/live?ticket=${body.ticket}`);
      await s.next((f) => f.event === 'ready');
      const bus = solo.app.get(EventBus);
      await solo.ds.transaction((m) => bus.emit(m, 'notification.created', { userId: user.user.id, title: 'embedded', body: 'Body', link: null }));
      await solo.flushOutbox();
      expect((await s.next((f) => (f.data.notification as { title?: string } | undefined)?.title === 'embedded')).id).toMatch(/^\d+$/);
      expect((await fetch(`${base}/api/live?ticket=${body.ticket}`)).status).toBe(401);
    } finally {
      s?.close();
      await solo.close();
    }
  });
});
