import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { EnqueueOptions, JobName, JobPayloads } from './jobs.js';
import { JobRegistry } from './job-registry.js';
import { backoffMs, DEFAULT_ATTEMPTS, QueueService, type QueuedJob } from './queue.service.js';

/**
 * In-process driver for machines with no Redis: the same handlers, run in this process with the same
 * retries. Jobs in flight are lost on exit, which is why every job starts as a durable outbox row.
 */
@Injectable()
export class MemoryQueueService extends QueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly seen = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly registry: JobRegistry) {
    super();
  }

  async add<K extends JobName>(name: K, payload: JobPayloads[K], opts: EnqueueOptions = {}): Promise<void> {
    if (opts.jobId) {
      if (this.seen.has(opts.jobId)) return;
      this.seen.add(opts.jobId);
    }
    this.schedule(name, payload, 1, opts.delayMs ?? 0);
  }

  async addMany(jobs: QueuedJob[]): Promise<void> {
    for (const job of jobs) await this.add(job.name, job.payload, job.opts);
  }

  private schedule<K extends JobName>(name: K, payload: JobPayloads[K], attempt: number, delay: number) {
    if (this.closed) return;
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      try {
        await this.registry.run(name, payload);
      } catch (err) {
        this.logger.warn(`job ${name} failed (attempt ${attempt}): ${(err as Error).message}`);
        if (attempt < DEFAULT_ATTEMPTS) this.schedule(name, payload, attempt + 1, backoffMs(attempt));
      }
    }, delay);
    timer.unref?.();
    this.timers.add(timer);
  }

  async isReady() {
    return true;
  }

  onApplicationShutdown() {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
  }
}
