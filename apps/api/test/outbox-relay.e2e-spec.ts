import { createTestApp, TestApp } from './utils/app.js';
import { OutboxRelayService } from '../src/outbox/outbox-relay.service.js';
import { OutboxPurgeService } from '../src/outbox/outbox-purge.service.js';
import type { QueueService, QueuedJob } from '../src/queue/queue.service.js';
import type { JobRegistry } from '../src/queue/job-registry.js';

/** A queue whose hand-overs wait until the test lets them finish (or fail). */
class HeldQueue {
  readonly received: QueuedJob[] = [];
  private pending: { ok: () => void; fail: (e: Error) => void }[] = [];
  addMany(jobs: QueuedJob[]): Promise<void> {
    this.received.push(...jobs);
    return new Promise((ok, fail) => this.pending.push({ ok, fail }));
  }
  release() {
    for (const p of this.pending.splice(0)) p.ok();
  }
  refuse(message: string) {
    for (const p of this.pending.splice(0)) p.fail(new Error(message));
  }
}

/**
 * The relay claims due outbox rows with a lease in one statement and holds no transaction or row lock while it
 * hands them to Redis (ARCHITECTURE: never a lock across a call out of the process).
 */
describe('outbox relay: leases, not locks', () => {
  let t: TestApp;
  const pollBefore = process.env.OUTBOX_POLL_MS;

  beforeAll(async () => {
    // The app's own relay runs once at start and is then stopped (woken by this file's rows, it would take them).
    process.env.OUTBOX_POLL_MS = '3600000';
    t = await createTestApp();
    await t.flushOutbox();
    await t.app.get(OutboxRelayService).onApplicationShutdown();
  });
  afterAll(async () => {
    // The rows this file left undispatched (a lease that has not run out, the purge's waiting rows) are not jobs:
    // a later file's relay must not hand them to the queues.
    await t.ds.query(`DELETE FROM outbox_events WHERE payload ? 'marker'`);
    if (pollBefore === undefined) delete process.env.OUTBOX_POLL_MS;
    else process.env.OUTBOX_POLL_MS = pollBefore;
    await t.close();
  });

  const relayWith = (queue: HeldQueue) => new OutboxRelayService(t.ds, queue as unknown as QueueService);
  const addRows = async (marker: string, n: number): Promise<string[]> =>
    (
      await t.ds.query(
        `INSERT INTO outbox_events (job_name, payload) SELECT 'notifications.send-email', jsonb_build_object('marker', $1::text, 'n', g) FROM generate_series(1, $2) g RETURNING id`,
        [marker, n],
      )
    ).map((r: { id: string }) => r.id);
  const rowsOf = (ids: string[]) =>
    t.ds.query(`SELECT id, dispatched_at, claimed_until > now() AS leased, attempts, last_error FROM outbox_events WHERE id = ANY($1) ORDER BY id`, [ids]);
  /** The jobs of these rows among those a queue received (timers of other files may fall due meanwhile). */
  const jobsOf = (queue: HeldQueue, ids: string[]) => queue.received.map((j) => String(j.opts?.jobId)).filter((id) => ids.includes(id.replace('outbox-', '')));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('holds no row lock during the hand-over; a second relay leaves leased rows alone; the rows are marked once handed over', async () => {
    const ids = await addRows(`lease-${Date.now()}`, 3);
    const queue = new HeldQueue();
    const running = relayWith(queue).flush();
    await until(() => jobsOf(queue, ids).length === 3);
    expect(jobsOf(queue, ids)).toEqual(ids.map((id) => `outbox-${id}`));

    // Mid hand-over: the rows can be locked by anyone (no transaction holds them), and they are leased.
    const runner = t.ds.createQueryRunner();
    try {
      await runner.startTransaction();
      const locked = await runner.query(`SELECT id FROM outbox_events WHERE id = ANY($1) FOR UPDATE NOWAIT`, [ids]);
      expect(locked).toHaveLength(3);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    expect((await rowsOf(ids)).map((r: { leased: boolean; dispatched_at: Date | null }) => [r.leased, r.dispatched_at])).toEqual(ids.map(() => [true, null]));

    // Another relay finds nothing of these to take.
    const other = new HeldQueue();
    const second = relayWith(other).flush();
    await new Promise((r) => setTimeout(r, 100));
    other.release();
    await second;
    expect(jobsOf(other, ids)).toEqual([]);

    queue.release();
    expect(await running).toBeGreaterThanOrEqual(3);
    const done = await rowsOf(ids);
    expect(
      done.every((r: { dispatched_at: Date | null; leased: boolean | null; attempts: number }) => r.dispatched_at !== null && !r.leased && r.attempts === 1),
    ).toBe(true);
  });

  it('releases the rows with the error when the queue refuses them, and they go on the next round', async () => {
    const ids = await addRows(`refused-${Date.now()}`, 2);
    const queue = new HeldQueue();
    const relay = relayWith(queue);
    const running = relay.flush();
    await until(() => jobsOf(queue, ids).length === 2);
    queue.refuse('connection refused');
    expect(await running).toBe(0);
    const waiting = await rowsOf(ids);
    expect(waiting.map((r: { dispatched_at: Date | null; leased: boolean | null; last_error: string }) => [r.dispatched_at, r.leased, r.last_error])).toEqual(
      ids.map(() => [null, null, 'connection refused']),
    );

    const again = relay.flush();
    await until(() => jobsOf(queue, ids).length === 4);
    queue.release();
    await again;
    expect((await rowsOf(ids)).every((r: { dispatched_at: Date | null; attempts: number }) => r.dispatched_at !== null && r.attempts === 2)).toBe(true);
  });

  /** `n` rows of the events' job, marked (their payload's `marker` and `n` tell them apart). */
  const addEvents = async (marker: string, n: number, suffix: string): Promise<string[]> =>
    (
      await t.ds.query(
        `INSERT INTO outbox_events (job_name, payload)
         SELECT 'events.dispatch', jsonb_build_object('type', 'test.event', 'marker', $1::text, 'key', $1::text || $3::text || g, 'payload', jsonb_build_object('marker', $1::text, 'n', g))
           FROM generate_series(1, $2) g RETURNING id`,
        [marker, n, suffix],
      )
    ).map((r: { id: string }) => r.id);

  it("runs an event's hand-over itself (no queue), sends one that failed or hung to its queue, and marks them all", async () => {
    const marker = `own-${Date.now()}`;
    const ids = await addEvents(marker, 4, '-');
    const ran: number[] = [];
    const registry = {
      run: async (_name: string, payload: { payload: { marker?: string; n: number } }) => {
        if (payload.payload.marker !== marker) return;
        ran.push(payload.payload.n);
        if (payload.payload.n === 2) throw new Error('sink down');
        // A sink waiting on a Redis that does not answer: the relay stops waiting after its time limit.
        if (payload.payload.n === 4) await new Promise(() => undefined);
      },
    };
    const queue = new HeldQueue();
    const relay = new OutboxRelayService(t.ds, queue as unknown as QueueService, undefined, undefined, registry as unknown as JobRegistry);
    const running = relay.flush();
    for (let i = 0; i < 100 && jobsOf(queue, ids).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    queue.release();
    await running;
    expect(ran.sort()).toEqual([1, 2, 3, 4]);
    ran.length = 0;
    // Only the one that failed and the one that hung reached the queue (for its retries), under their rows' job ids.
    expect(jobsOf(queue, ids)).toEqual([`outbox-${ids[1]}`, `outbox-${ids[3]}`]);
    expect((await rowsOf(ids)).map((r: { dispatched_at: Date | null }) => r.dispatched_at !== null)).toEqual([true, true, true, true]);

    // While the queues refuse: what ran is marked, what failed waits for the next round.
    const more = await addEvents(marker, 2, '-b');
    const second = relay.flush();
    await until(() => jobsOf(queue, more).length === 1);
    queue.refuse('connection refused');
    await second;
    expect((await rowsOf(more)).map((r: { dispatched_at: Date | null; last_error: string | null }) => [r.dispatched_at !== null, r.last_error])).toEqual([
      [true, null],
      [false, 'connection refused'],
    ]);
    await t.ds.query(`DELETE FROM outbox_events WHERE id = ANY($1)`, [more]);
  });

  it('takes over rows whose relay died: once the lease has run out, not before', async () => {
    const ids = await addRows(`orphan-${Date.now()}`, 2);
    await t.ds.query(`UPDATE outbox_events SET claimed_until = now() + interval '1 minute' WHERE id = $1`, [ids[0]]);
    await t.ds.query(`UPDATE outbox_events SET claimed_until = now() - interval '1 second' WHERE id = $1`, [ids[1]]);
    const queue = new HeldQueue();
    const running = relayWith(queue).flush();
    await until(() => jobsOf(queue, ids).length > 0);
    queue.release();
    await running;
    const [leased, expired] = await rowsOf(ids);
    expect(leased.dispatched_at).toBeNull();
    expect(expired.dispatched_at).not.toBeNull();
    expect(jobsOf(queue, ids)).toEqual([`outbox-${ids[1]}`]);
  });

  it('hands over the oldest due rows first, by when they fell due, and leaves a timer not yet due', async () => {
    const marker = `due-order-${Date.now()}`;
    const insert = async (availableAt: string) =>
      (
        await t.ds.query(
          `INSERT INTO outbox_events (job_name, payload, available_at) VALUES ('notifications.send-email', jsonb_build_object('marker', $1::text), ${availableAt}) RETURNING id`,
          [marker],
        )
      )[0].id as string;
    // Written in this order: a timer due tomorrow, a job due now, a timer that fell due a minute ago.
    const tomorrow = await insert(`now() + interval '1 day'`);
    const now = await insert('now()');
    const minuteAgo = await insert(`now() - interval '1 minute'`);
    const queue = new HeldQueue();
    const running = relayWith(queue).flush();
    await until(() => jobsOf(queue, [tomorrow, now, minuteAgo]).length === 2);
    queue.release();
    await running;
    expect(jobsOf(queue, [tomorrow, now, minuteAgo])).toEqual([`outbox-${minuteAgo}`, `outbox-${now}`]);
    expect((await rowsOf([tomorrow]))[0].dispatched_at).toBeNull();
  });

  it('purge: deletes rows dispatched longer ago than the retention, batch after batch, and nothing else', async () => {
    const marker = `purge-${Date.now()}`;
    const insert = (n: number, dispatchedHoursAgo: number | null, availableInHours = 0) =>
      t.ds.query(
        `INSERT INTO outbox_events (job_name, payload, created_at, available_at, dispatched_at)
         SELECT 'notifications.send-email', jsonb_build_object('marker', $1::text), now() - interval '30 days',
                now() + make_interval(hours => $4), CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(hours => $3::int) END
           FROM generate_series(1, $2)`,
        [marker, n, dispatchedHoursAgo, availableInHours],
      );
    await insert(5003, 200); // dispatched 200 h ago: more than one batch of 5,000
    await insert(2, 100); // dispatched 100 h ago: inside the week
    await insert(2, null); // never dispatched: waiting for Redis
    await insert(2, null, 400); // a timer due in 400 h
    const left = async () =>
      (
        await t.ds.query(
          `SELECT (dispatched_at IS NOT NULL) AS dispatched, available_at > now() AS delayed, count(*)::int AS n FROM outbox_events WHERE payload->>'marker' = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
          [marker],
        )
      ).map((r: { dispatched: boolean; delayed: boolean; n: number }) => [r.dispatched, r.delayed, r.n]);
    expect(await left()).toEqual([
      [false, false, 2],
      [false, true, 2],
      [true, false, 5005],
    ]);

    expect(await t.app.get(OutboxPurgeService).purge(168)).toBeGreaterThanOrEqual(5003);
    expect(await left()).toEqual([
      [false, false, 2],
      [false, true, 2],
      [true, false, 2],
    ]);
    // A shorter retention takes the younger dispatched rows too, still not the waiting ones.
    await t.app.get(OutboxPurgeService).purge(1);
    expect(await left()).toEqual([
      [false, false, 2],
      [false, true, 2],
    ]);
  });
});
