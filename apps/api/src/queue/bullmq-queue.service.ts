import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Job, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { currentJob, queueOf } from './jobs.js';
import type { EnqueueOptions, JobName, JobPayloads } from './jobs.js';
import { QueueName } from './queue-names.js';
import { JobRegistry } from './job-registry.js';
import { backoffMs, DEFAULT_ATTEMPTS, QUEUE_OPTIONS, QueueService } from './queue.service.js';
import type { QueuedJob, QueueOptions } from './queue.service.js';
import { PressureBeacon, pressureKey, YieldingWorkers, type PressureRedis } from './request-pressure.js';

/** BullMQ on Redis. Workers run here when `runWorkers` (the API by default, or the worker process). */
@Injectable()
export class BullmqQueueService extends QueueService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: IORedis[] = [];
  private beacon: PressureBeacon | null = null;
  private yielding: YieldingWorkers | null = null;

  constructor(
    @Inject(QUEUE_OPTIONS) private readonly options: QueueOptions,
    private readonly registry: JobRegistry,
    @Inject(getQueueToken(QueueName.Otp)) otp: Queue,
    @Inject(getQueueToken(QueueName.Notifications)) notifications: Queue,
    @Inject(getQueueToken(QueueName.Notices)) notices: Queue,
    @Inject(getQueueToken(QueueName.Payments)) payments: Queue,
    @Inject(getQueueToken(QueueName.Payouts)) payouts: Queue,
    @Inject(getQueueToken(QueueName.Events)) events: Queue,
  ) {
    super();
    // Queues are registered through @nestjs/bullmq (queue.module.ts) on a fail-fast connection:
    // when Redis is down, add() rejects at once and the outbox keeps the event for the next try.
    for (const q of [otp, notifications, notices, payments, payouts, events]) this.queues.set(q.name as QueueName, q);
  }

  onApplicationBootstrap() {
    if (!this.options.runWorkers) return;
    for (const name of Object.values(QueueName)) {
      const connection = new IORedis(this.options.redisUrl!, { maxRetriesPerRequest: null });
      connection.on('error', (err) => this.logger.warn(`Redis (worker ${name}): ${err.message}`));
      this.workerConnections.push(connection);
      const worker = new Worker(name, (job: Job) => this.registry.run(job.name as JobName, job.data), {
        connection,
        prefix: this.options.prefix,
        concurrency: 5,
        // A killed worker's jobs are taken up by another once their lock lapses.
        lockDuration: this.options.lockMs ?? 30_000,
        stalledInterval: this.options.lockMs ?? 30_000,
        settings: { backoffStrategy: (attempts: number) => backoffMs(attempts) },
      });
      worker.on('failed', (job, err) => this.logger.warn(`job ${job?.name} #${job?.id} failed (attempt ${job?.attemptsMade}): ${err.message}`));
      worker.on('error', (err) => this.logger.warn(`worker ${name}: ${err.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`workers running for queues: ${Object.values(QueueName).join(', ')}`);
    const maxPauseMs = this.options.yieldMaxMs ?? 0;
    if (maxPauseMs > 0) {
      // The notices yield to requests (queue/request-pressure.ts): a worker process pauses them while an API process
      // has requests waiting for a database connection.
      const notices = this.workers.filter((w) => w.name === QueueName.Notices);
      this.yielding = new YieldingWorkers(
        notices,
        () => this.noticesRedis(),
        pressureKey(this.options.prefix),
        { maxPauseMs, minRunMs: Math.max(1000, Math.round(maxPauseMs / 3)), pollMs: 100 },
        (m) => this.logger.log(m),
      );
      this.yielding.start();
    }
  }

  /** In an HTTP process: says, through Redis, while requests wait for a database connection (the notices yield). */
  override reportRequestPressure(waiting: () => number): void {
    // QUEUE_YIELD_MAX_MS=0: nothing yields, so nothing is reported either.
    if (!this.options.yieldMaxMs) return;
    this.beacon?.stop();
    this.beacon = new PressureBeacon(waiting, () => this.noticesRedis(), pressureKey(this.options.prefix));
    this.beacon.start();
  }

  /** The notices queue's own connection (ioredis): the pressure key costs no connection of its own. */
  private noticesRedis(): Promise<PressureRedis> {
    return this.queues.get(QueueName.Notices)!.getBackend().client as Promise<unknown> as Promise<PressureRedis>;
  }

  /** Whether this process's notices are paused for requests now (health and tests). */
  get noticesPaused(): boolean {
    return this.yielding?.paused ?? false;
  }

  async add<K extends JobName>(name: K, payload: JobPayloads[K], opts: EnqueueOptions = {}): Promise<void> {
    const job = currentJob(name, payload);
    await this.queues.get(queueOf(job.name, job.payload))!.add(job.name, job.payload, jobOptions(opts));
  }

  async addMany(jobs: QueuedJob[]): Promise<void> {
    const byQueue = new Map<QueueName, QueuedJob[]>();
    for (const queued of jobs) {
      // A job queued (in the outbox) under a name since replaced goes out under today's name.
      const job = { ...queued, ...currentJob(queued.name, queued.payload) } as QueuedJob;
      const queue = queueOf(job.name, job.payload);
      byQueue.set(queue, [...(byQueue.get(queue) ?? []), job]);
    }
    // addBulk: one MULTI per queue, so a batch of the outbox costs one round trip per queue, not one per job.
    await Promise.all(
      [...byQueue].map(([queue, list]) =>
        this.queues.get(queue)!.addBulk(list.map((j) => ({ name: j.name, data: j.payload, opts: jobOptions(j.opts ?? {}) }))),
      ),
    );
  }

  async isReady(): Promise<boolean> {
    try {
      await this.queues.get(QueueName.Notifications)!.count();
      return true;
    } catch {
      return false;
    }
  }

  /** The queue objects, for health checks and tests. */
  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  async onApplicationShutdown() {
    this.beacon?.stop();
    this.yielding?.stop();
    await Promise.allSettled(this.workers.map((w) => w.close()));
    for (const c of this.workerConnections) c.disconnect();
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }
}

function jobOptions(opts: EnqueueOptions) {
  return {
    jobId: opts.jobId,
    delay: opts.delayMs,
    attempts: DEFAULT_ATTEMPTS,
    backoff: { type: 'custom' as const },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}
