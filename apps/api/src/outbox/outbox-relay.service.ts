import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UNPREPARED } from '../database/data-source.js';
import { QueueService } from '../queue/queue.service.js';
import type { JobName } from '../queue/jobs.js';

const BATCH = 100;
const ENQUEUE_TIMEOUT_MS = 3000;
/** How long a claimed row is left to its relay: longer than a hand-over may take (the queue's time limit). */
const LEASE_MS = 10_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${ms} ms`)), ms);
  });
  p.catch(() => undefined);
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Moves due outbox rows to the queues. Rows are claimed with a lease (SKIP LOCKED, then `claimed_until`) so any
 * number of processes can relay without holding a lock across the hand-over; the job id is `outbox-<row id>`,
 * so a crash between enqueue and marking does nothing twice. When the queue is unreachable the rows are released
 * and retried on the next tick: nothing is lost.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
  ) {}

  onApplicationBootstrap() {
    const intervalMs = Number(process.env.OUTBOX_POLL_MS ?? 500);
    const loop = async () => {
      if (this.stopped) return;
      await this.flush().catch((err) => this.logger.warn(`relay: ${(err as Error).message}`));
      if (!this.stopped) this.timer = setTimeout(loop, intervalMs);
    };
    this.timer = setTimeout(loop, 50);
  }

  /** Relays every due row now; returns how many were handed over. Safe to call concurrently. */
  flush(): Promise<number> {
    this.running ??= this.relayDue().finally(() => (this.running = null));
    return this.running;
  }

  private async relayDue(): Promise<number> {
    let total = 0;
    for (;;) {
      // (UNPREPARED: the outbox grows fast, and a plan kept from when it was small scans all of it.)
      // Claim a batch of due rows with a lease, in one statement: no transaction or row lock is held while the
      // rows are handed to Redis. Other relays skip rows locked by this statement and rows under a lease.
      // (TypeORM answers an UPDATE with [rows, count].)
      const [claimed]: [{ id: string; job_name: string; payload: Record<string, unknown> }[], number] = await this.dataSource.query(
        `${UNPREPARED}UPDATE outbox_events o SET claimed_until = now() + make_interval(secs => $1), attempts = o.attempts + 1
          WHERE o.id IN (SELECT id FROM outbox_events
                          WHERE dispatched_at IS NULL AND available_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
                          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING o.id, o.job_name, o.payload`,
        [LEASE_MS / 1000, BATCH],
      );
      if (!claimed.length) return total;
      const rows = claimed.sort((a, b) => Number(a.id) - Number(b.id));
      const ids = rows.map((r) => r.id);
      try {
        // One hand-over for the whole batch (one round trip per queue), then one UPDATE marks them all.
        // Bounded: while Redis reconnects a client may wait instead of failing; the rows then wait for the next
        // round. A late success is harmless: the job ids make the next hand-over a no-op.
        await withTimeout(this.queues.addMany(rows.map((row) => ({ name: row.job_name as JobName, payload: row.payload as never, opts: { jobId: `outbox-${row.id}` } }))), ENQUEUE_TIMEOUT_MS);
      } catch (err) {
        const message = String((err as Error).message).slice(0, 1000);
        await this.dataSource.query(`${UNPREPARED}UPDATE outbox_events SET claimed_until = NULL, last_error = $2 WHERE id = ANY($1)`, [ids, message]);
        // The queue is unreachable: stop this round; the rows wait for the next.
        this.logger.warn(`queue unavailable (${message}); ${rows.length} events wait in the outbox`);
        return total;
      }
      // A crash before this line leaves the rows claimed: another relay takes them when the lease ends, and the
      // job ids make that second hand-over a no-op.
      await this.dataSource.query(`${UNPREPARED}UPDATE outbox_events SET dispatched_at = now(), claimed_until = NULL WHERE id = ANY($1)`, [ids]);
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  async onApplicationShutdown() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
