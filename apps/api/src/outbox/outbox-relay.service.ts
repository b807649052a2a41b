import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PgListener } from '../common/pg-listener.js';
import { ENV, type Env } from '../config/env.js';
import { UNPREPARED } from '../database/data-source.js';
import { JobRegistry } from '../queue/job-registry.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../queue/queue.service.js';
import { RUN_BY_RELAY, type JobName } from '../queue/jobs.js';

const BATCH = 100;
const ENQUEUE_TIMEOUT_MS = 3000;
/** How long a claimed row is left to its relay: longer than a hand-over may take (the queue's time limit). */
const LEASE_MS = 10_000;
/**
 * How many of the relay's own jobs (RUN_BY_RELAY) run at once, started in the order they fell due. Their live events
 * are stored in one round trip per turn of the event loop (LiveHub.publish), so the lanes are that batch's size.
 */
const OWN_JOB_LANES = 16;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${ms} ms`)), ms);
  });
  p.catch(() => undefined);
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** The channel writers NOTIFY on (migration OutboxWake: only when a relay has said it is idle). */
const WAKE_CHANNEL = 'oja_outbox';
/**
 * After a round that handed rows over or was woken, the relay looks once more this much later: a row whose commit
 * overlapped the relay going idle woke nobody (its writer read the flag while the relay was busy).
 */
const SETTLE_MS = 100;
/**
 * While rows keep coming, the relay's loop looks again this much later instead of saying it is idle (and being woken
 * by the very next write): under a stream of writes a round then takes what a few dozen writes left, in one claim,
 * one hand-over and one mark, rather than a round of five round trips for every write or two. A row waits at most
 * this much longer; a lone write is still handed over as soon as it commits.
 */
const GATHER_MS = 25;

/** A row the relay claimed. */
interface Claimed {
  id: string;
  job_name: string;
  payload: Record<string, unknown>;
  available_at: Date;
}

interface Round {
  handed: number;
  /** The queues did not take a batch: the rows wait for the next look. */
  failed: boolean;
  /** Milliseconds until the next delayed row is due; null when none is waiting. */
  nextDueMs: number | null;
  /** Rows were handed over and the relay did not say it is idle: the loop looks again after GATHER_MS. */
  gathering?: boolean;
}

/**
 * Moves due outbox rows to the queues. Rows are claimed with a lease (SKIP LOCKED, then `claimed_until`) so any
 * number of processes can relay without holding a lock across the hand-over; the job id is `outbox-<row id>`,
 * so a crash between enqueue and marking does nothing twice. When the queue is unreachable the rows are released
 * and retried on the next tick: nothing is lost. The few jobs in RUN_BY_RELAY (an event's hand-over to its sinks)
 * the relay runs itself, under the same lease; one that fails goes to its queue like any other row.
 *
 * A relay is woken by `NOTIFY oja_outbox` on its own LISTEN connection (not from the pool). Writers notify only
 * when a relay has set the idle flag (`oja_outbox_idle`, migration OutboxWake), so a burst of writes costs one
 * NOTIFY, not one per transaction. Polling stays as the safety net: every OUTBOX_POLL_MS while LISTEN is up,
 * every OUTBOX_FALLBACK_POLL_MS while it is down (it reconnects) or the queues refused a batch, and at the time
 * the next delayed row falls due.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private running: Promise<Round> | null = null;
  private stopped = false;
  private listener: PgListener | null = null;
  /** A round of the loop is under way (it schedules the next itself). */
  private looping = false;
  /** A wake-up came during the loop's round: run another right after it. */
  private woken = false;
  private readonly pollMs: number;
  private readonly fallbackPollMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    @Optional() @Inject(ENV) env?: Pick<Env, 'OUTBOX_POLL_MS' | 'OUTBOX_FALLBACK_POLL_MS'>,
    @Optional() @Inject(QUEUE_OPTIONS) private readonly queueOptions?: Pick<QueueOptions, 'runWorkers'>,
    /** Runs the jobs the relay does itself (RUN_BY_RELAY); without it every row goes to a queue. */
    @Optional() private readonly registry?: JobRegistry,
  ) {
    this.pollMs = env?.OUTBOX_POLL_MS ?? 5_000;
    this.fallbackPollMs = env?.OUTBOX_FALLBACK_POLL_MS ?? 500;
  }

  /** True while notifications can wake this relay (its LISTEN connection is up). */
  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  async onApplicationBootstrap() {
    // The relay runs beside the workers: in the API when it runs them (RUN_WORKERS, the default), else in the
    // worker processes. An API process that only takes requests leaves the hand-over to them, so it spends its CPU on
    // requests (each API process relaying too was a fifth of the API's CPU in the write bench, and every relay woken
    // by every write claims and hands over in turn). `flush()` still relays on demand.
    if (this.queueOptions && !this.queueOptions.runWorkers) return;
    // The primary, where the writers notify (the read replica, if any, has no part in the outbox).
    const url = (this.dataSource.options as { url?: string }).url;
    if (url) {
      this.listener = new PgListener({
        databaseUrl: url,
        channel: WAKE_CHANNEL,
        applicationName: 'oja-outbox-relay',
        onNotification: () => this.wake(),
        // Rows written while it was down woke nobody; the round also marks this relay idle for the writers.
        onUp: () => this.wake(),
        // (During a round, the round's end sees that LISTEN is down and polls at the fallback interval.)
        onDown: () => {
          if (!this.looping) this.schedule(this.fallbackPollMs);
        },
        log: (m) => this.logger.warn(`relay: ${m}; polling every ${this.fallbackPollMs} ms until it is back`),
      });
      await this.listener.start();
    }
    this.schedule(50);
  }

  /** Relays every due row now; returns how many were handed over. Safe to call concurrently. */
  async flush(): Promise<number> {
    // Its own round takes every due row; a round of the loop it joins may have stopped after one batch to gather more
    // (GATHER_MS): flush then goes on until none is due.
    let handed = 0;
    for (;;) {
      const round = await this.round(false);
      handed += round.handed;
      if (!round.gathering) return handed;
    }
  }

  private round(gather: boolean): Promise<Round> {
    this.running ??= this.relayDue(gather).finally(() => (this.running = null));
    return this.running;
  }

  private wake() {
    this.woken = true;
    if (!this.looping) this.schedule(0);
  }

  /** Sets the next look `ms` from now, unless one is already set sooner. */
  private schedule(ms: number) {
    if (this.stopped) return;
    const at = Date.now() + ms;
    if (this.timer) {
      if (this.timerAt <= at) return;
      clearTimeout(this.timer);
    }
    this.timerAt = at;
    this.timer = setTimeout(() => void this.loop(), ms);
  }

  /** One round of the relay's own loop, then the next look: woken, settling, at the next due row, or polling. */
  private async loop() {
    this.timer = null;
    if (this.stopped) return;
    this.looping = true;
    const woken = this.woken;
    this.woken = false;
    let next: number;
    try {
      // A round already under way (a test's flush) may have claimed before the rows that woke this one.
      await this.running?.catch(() => undefined);
      const round = await this.round(true);
      next = round.failed || !this.listening ? this.fallbackPollMs : this.pollMs;
      if (round.handed > 0 || woken) next = Math.min(next, round.gathering ? GATHER_MS : SETTLE_MS);
      if (round.nextDueMs !== null) next = Math.min(next, round.nextDueMs);
    } catch (err) {
      this.logger.warn(`relay: ${(err as Error).message}`);
      next = this.fallbackPollMs;
    } finally {
      this.looping = false;
    }
    this.schedule(this.woken ? 0 : next);
  }

  /** One round: every due row in batches; with `gather`, the round ends after a batch that was not full. */
  private async relayDue(gather: boolean): Promise<Round> {
    let handed = 0;
    let nextDueMs: number | null = null;
    let markedIdle = false;
    for (;;) {
      // Claim a batch of due rows with a lease, in one statement: no transaction or row lock is held while the
      // rows are handed to Redis. Other relays skip rows locked by this statement and rows under a lease. Oldest
      // due first, walking the pending index in its order (function `oja_outbox_claim`, migration
      // OutboxClaimByIndex, which says why a function; the function plans its statement on every call).
      const claimed: Claimed[] = await this.dataSource.query('SELECT id, job_name, payload, available_at FROM oja_outbox_claim($1, $2)', [
        LEASE_MS / 1000,
        BATCH,
      ]);
      if (claimed.length) {
        // The queue is unreachable: stop this round; the rows wait for the next.
        if (!(await this.handOver(claimed))) return { handed, failed: true, nextDueMs: null };
        handed += claimed.length;
        if (claimed.length === BATCH) continue;
        // Rows are coming in: look again shortly (the loop's GATHER_MS) rather than mark idle and be woken by the next.
        if (gather && !markedIdle) return { handed, failed: false, nextDueMs: null, gathering: true };
      }
      if (markedIdle) return { handed, failed: false, nextDueMs };
      // Nothing more is due. Tell the writers this relay is idle (from now on a write wakes it), then look once
      // more: a row that committed before the flag was set woke nobody.
      nextDueMs = await this.markIdle();
      markedIdle = true;
    }
  }

  /**
   * Runs the relay's own jobs (RUN_BY_RELAY), hands the other rows (and any own job that failed, for the queue's
   * retries) to the queues, and marks them; false when the queues did not take theirs (those are released).
   */
  private async handOver(claimed: Claimed[]): Promise<boolean> {
    // In the order they fell due (RETURNING keeps none).
    const rows = claimed.sort((a, b) => a.available_at.getTime() - b.available_at.getTime() || Number(a.id) - Number(b.id));
    const own = this.registry ? rows.filter((row) => RUN_BY_RELAY.has(row.job_name as JobName)) : [];
    const done = await this.runOwn(own);
    const queued = rows.filter((row) => !done.has(row));
    try {
      // One hand-over for the whole batch (one round trip per queue), then one UPDATE marks them all.
      // Bounded: while Redis reconnects a client may wait instead of failing; the rows then wait for the next
      // round. A late success is harmless: the job ids make the next hand-over a no-op.
      if (queued.length)
        await withTimeout(
          this.queues.addMany(queued.map((row) => ({ name: row.job_name as JobName, payload: row.payload as never, opts: { jobId: `outbox-${row.id}` } }))),
          ENQUEUE_TIMEOUT_MS,
        );
    } catch (err) {
      const message = String((err as Error).message).slice(0, 1000);
      await this.dataSource.query(`${UNPREPARED}UPDATE outbox_events SET claimed_until = NULL, last_error = $2 WHERE id = ANY($1)`, [
        queued.map((row) => row.id),
        message,
      ]);
      if (done.size) await this.markDispatched([...done].map((row) => row.id));
      this.logger.warn(`queue unavailable (${message}); ${queued.length} events wait in the outbox`);
      return false;
    }
    // A crash before this line leaves the rows claimed: another relay takes them when the lease ends, and the
    // job ids make that second hand-over a no-op (an own job runs again: its handler is idempotent).
    await this.markDispatched(rows.map((row) => row.id));
    return true;
  }

  private async markDispatched(ids: string[]) {
    await this.dataSource.query(`${UNPREPARED}UPDATE outbox_events SET dispatched_at = now(), claimed_until = NULL WHERE id = ANY($1)`, [ids]);
  }

  /**
   * Runs the relay's own jobs, OWN_JOB_LANES at a time in their order; answers those that succeeded. One that fails,
   * or does not finish within ENQUEUE_TIMEOUT_MS (a sink waiting on a reconnecting Redis), goes to its queue: the
   * relay never stalls the other rows behind it, and a late finish is harmless (the handler is idempotent).
   */
  private async runOwn(rows: Claimed[]): Promise<Set<Claimed>> {
    const done = new Set<Claimed>();
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          await withTimeout(this.registry!.run(row.job_name as JobName, row.payload as never), ENQUEUE_TIMEOUT_MS);
          done.add(row);
        } catch (err) {
          this.logger.warn(`${row.job_name} #${row.id} failed in the relay (${(err as Error).message}); it goes to its queue for retries`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(OWN_JOB_LANES, rows.length) }, lane));
    return done;
  }

  /**
   * Sets the idle flag that makes the next writer NOTIFY (only while this relay listens: otherwise nobody would
   * hear it), and answers in how many ms the next delayed row falls due. The flag is written only when it reads
   * 0 (a writer took it), so an idle relay's polls do not write.
   */
  private async markIdle(): Promise<number | null> {
    const [row]: { next_due_ms: string | null }[] = await this.dataSource.query(
      `${UNPREPARED}SELECT CASE WHEN $1::boolean AND i.last_value = 0 THEN setval('oja_outbox_idle', 1) END AS marked,
              (SELECT ceil(extract(epoch FROM min(available_at) - now()) * 1000) FROM outbox_events
                WHERE dispatched_at IS NULL AND available_at > now()) AS next_due_ms
         FROM oja_outbox_idle i`,
      [this.listening],
    );
    return row?.next_due_ms == null ? null : Math.max(0, Number(row.next_due_ms));
  }

  async onApplicationShutdown() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.listener?.close();
    // The round in flight finishes (its statements are short), but shutdown never waits on it for long.
    await Promise.race([this.running?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  }
}
