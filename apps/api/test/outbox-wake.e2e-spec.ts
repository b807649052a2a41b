import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { createTestApp, eventually, TestApp } from './utils/app.js';
import { newAccount } from './factories/users.js';
import { OutboxRelayService } from '../src/outbox/outbox-relay.service.js';
import { QueueName } from '../src/queue/queue-names.js';

/**
 * The outbox relay is woken by PostgreSQL (NOTIFY oja_outbox) when rows are written, not only by its polling
 *: with polling set to an hour, a sign-up's e-mail job is in BullMQ within a second of its row. With the
 * LISTEN connection killed, polling at the fallback interval still delivers; once it reconnects, wake-ups work again.
 *
 * The bound tells a wake-up from the hour's poll, not how fast a wake-up is: alone it takes a median of 28 ms
 * (docs/performance.md, "The outbox relay is woken"), but in a shard beside two others on a 2-core machine one took
 * 307 ms, so a bound of 300 ms failed CI for load rather than for a relay that was not woken.
 */
describe('outbox relay: woken when rows are written', () => {
  let t: TestApp;
  const pollBefore = process.env.OUTBOX_POLL_MS;
  const fallbackBefore = process.env.OUTBOX_FALLBACK_POLL_MS;
  const BOUND_MS = 1_000;

  /** The relay's LISTEN connection, as PostgreSQL sees it. */
  const listener = async (): Promise<{ pid: number; backend_start: Date } | undefined> =>
    (
      await t.ds.query(
        `SELECT pid, backend_start FROM pg_stat_activity WHERE application_name = 'oja-outbox-relay' AND datname = current_database() ORDER BY backend_start DESC LIMIT 1`,
      )
    )[0];
  /** Waits until a relay has told the writers it is idle (its first round after connecting does). */
  const relayIdle = () => eventually(async () => (await t.ds.query(`SELECT last_value FROM oja_outbox_idle`))[0].last_value === '1');

  /**
   * The job of an outbox row once it is in BullMQ (null if not within 3 s), and how long after the row's commit it got
   * there. A sign-up's e-mail carries a sealed link (Notifications); a plain one is a notice (Notices).
   */
  const jobOf = async (row: { id: string; created_at: Date }, name: QueueName) => {
    const queue = t.app.get<Queue>(getQueueToken(name), { strict: false });
    const job = await eventually(() => queue.getJob(`outbox-${row.id}`), 3_000).catch(() => null);
    return { job, delayMs: job ? job.timestamp - new Date(row.created_at).getTime() : Infinity };
  };
  /** Signs up: the verification e-mail is an outbox row, written in the sign-up's transaction. */
  const signUpMail = async () => {
    const account = newAccount();
    await t.http.post('/api/register').send(account).expect(201);
    const [row] = await t.ds.query(`SELECT id, created_at FROM outbox_events WHERE job_name = 'notifications.send-email' AND payload->>'to' = $1`, [
      account.email,
    ]);
    return jobOf(row, QueueName.Notifications);
  };
  /** An e-mail row written by plain SQL (its own transaction: created_at is its commit, give or take a millisecond). */
  const sqlMail = async () => {
    const [row] = await t.ds.query(
      `INSERT INTO outbox_events (job_name, payload) VALUES ('notifications.send-email', jsonb_build_object('to', $1::text, 'subject', 'Outbox wake-up', 'text', 'test')) RETURNING id, created_at`,
      [newAccount().email],
    );
    return jobOf(row, QueueName.Notices);
  };

  beforeAll(async () => {
    // Without a wake-up, a row would wait an hour for the relay's next look while LISTEN is up.
    process.env.OUTBOX_POLL_MS = '3600000';
    process.env.OUTBOX_FALLBACK_POLL_MS = '200';
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const [name, before] of [
      ['OUTBOX_POLL_MS', pollBefore],
      ['OUTBOX_FALLBACK_POLL_MS', fallbackBefore],
    ] as const) {
      if (before === undefined) delete process.env[name];
      else process.env[name] = before;
    }
    await t.close();
  });

  it(`hands a written row to BullMQ within ${BOUND_MS} ms: the write wakes the relay`, async () => {
    // The relay has looked once since it started: it is idle, and nothing but a wake-up brings it back within the hour.
    await t.flushOutbox();
    for (let i = 0; i < 3; i++) {
      const { job, delayMs } = await signUpMail();
      expect(job).not.toBeNull();
      expect(delayMs).toBeLessThan(BOUND_MS);
    }
  });

  it('a stream of writes is handed over in batches gathered between looks, not in a round for every write', async () => {
    await relayIdle();
    const claims = jest.spyOn(t.ds, 'query');
    const claimCount = () => claims.mock.calls.filter(([sql]) => String(sql).includes('oja_outbox_claim')).length;
    const ids: string[] = [];
    const started = Date.now();
    try {
      // 120 rows, each committed on its own, one every ~10 ms (more than a round of the relay takes).
      for (let i = 0; i < 120; i++) {
        await new Promise((r) => setTimeout(r, 10));
        const [row] = await t.ds.query(
          `INSERT INTO outbox_events (job_name, payload) VALUES ('notifications.send-email', jsonb_build_object('to', $1::text, 'subject', 'Outbox stream', 'text', 'test')) RETURNING id`,
          [newAccount().email],
        );
        ids.push(row.id);
      }
      // Every row is handed over without waiting for a poll (an hour away)...
      await eventually(
        async () => (await t.ds.query(`SELECT count(*)::int AS n FROM outbox_events WHERE id = ANY($1) AND dispatched_at IS NULL`, [ids]))[0].n === 0,
        5_000,
      );
      // ...looking about once every 25 ms (GATHER_MS) while they came: without gathering, each write woke an idle
      // relay, two claims a write (~240 here, against ~50).
      expect(claimCount()).toBeLessThan((Date.now() - started) / 20 + 10);
    } finally {
      claims.mockRestore();
    }
  });

  it('without its LISTEN connection the relay still delivers by polling; once it is back, writes wake it again', async () => {
    await relayIdle();
    const before = await listener();
    expect(before).toBeDefined();
    await t.ds.query(`SELECT pg_terminate_backend($1)`, [before!.pid]);
    const relay = t.app.get(OutboxRelayService);
    await eventually(async () => !relay.listening, 2_000);

    // Delivered by the fallback polling (every 200 ms), before the relay has a LISTEN connection again (1 s later).
    const polled = await sqlMail();
    expect(polled.job).not.toBeNull();
    const again = await eventually(async () => {
      const now = await listener();
      return now && now.pid !== before!.pid ? now : null;
    });
    expect(polled.job!.timestamp).toBeLessThan(new Date(again.backend_start).getTime());

    // Reconnected: the relay marks itself idle again and the next write wakes it.
    await eventually(async () => relay.listening);
    await relayIdle();
    const woken = await sqlMail();
    expect(woken.job).not.toBeNull();
    expect(woken.delayMs).toBeLessThan(BOUND_MS);
  });
});
