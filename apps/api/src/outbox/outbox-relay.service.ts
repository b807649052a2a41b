import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueService } from '../queue/queue.service.js';
import type { JobName } from '../queue/jobs.js';
import { OutboxEvent } from './outbox-event.entity.js';

const BATCH = 100;
const ENQUEUE_TIMEOUT_MS = 3000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${ms} ms`)), ms);
  });
  p.catch(() => undefined);
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Moves due outbox rows to the queues. Rows are claimed with SKIP LOCKED so any number of processes
 * can relay; the job id is `outbox-<row id>`, so a crash between enqueue and marking does nothing twice.
 * When the queue is unreachable the rows stay and are retried on the next tick: nothing is lost.
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
      const n = await this.dataSource.transaction(async (manager) => {
        const rows = await manager
          .createQueryBuilder(OutboxEvent, 'o')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .where('o.dispatched_at IS NULL AND o.available_at <= now()')
          .orderBy('o.id', 'ASC')
          .limit(BATCH)
          .getMany();
        if (!rows.length) return { done: 0, more: false };
        const ids = rows.map((r) => r.id);
        try {
          // One hand-over for the whole batch (one round trip per queue), then one UPDATE marks them all.
          // Bounded: while Redis reconnects a client may wait instead of failing; the rows then wait here.
          // A late success is harmless: the job ids make the next hand-over a no-op.
          await withTimeout(this.queues.addMany(rows.map((row) => ({ name: row.jobName as JobName, payload: row.payload as never, opts: { jobId: `outbox-${row.id}` } }))), ENQUEUE_TIMEOUT_MS);
          await manager.query('UPDATE outbox_events SET dispatched_at = now(), attempts = attempts + 1 WHERE id = ANY($1)', [ids]);
          return { done: rows.length, more: rows.length === BATCH };
        } catch (err) {
          const message = String((err as Error).message).slice(0, 1000);
          await manager.query('UPDATE outbox_events SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1)', [ids, message]);
          // The queue is unreachable: stop this round; the rows wait for the next.
          this.logger.warn(`queue unavailable (${message}); ${rows.length} events wait in the outbox`);
          return { done: 0, more: false };
        }
      });
      total += n.done;
      if (!n.more) return total;
    }
  }

  async onApplicationShutdown() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
