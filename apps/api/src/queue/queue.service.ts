import type { EnqueueOptions, JobName, JobPayloads } from './jobs.js';

/** One job to add: its name, payload and options. */
export interface QueuedJob {
  name: JobName;
  payload: JobPayloads[JobName];
  opts?: EnqueueOptions;
}

/** Adds jobs to the queues, whatever the driver (BullMQ on Redis, or in-process). */
export abstract class QueueService {
  abstract add<K extends JobName>(name: K, payload: JobPayloads[K], opts?: EnqueueOptions): Promise<void>;
  /** Several jobs in one hand-over (one round trip per queue on Redis); all are added or the call rejects. */
  abstract addMany(jobs: QueuedJob[]): Promise<void>;
  /** True when jobs can be handed over now (Redis answers, or the in-process driver). */
  abstract isReady(): Promise<boolean>;
  /**
   * Called by an HTTP process with how many of its requests wait for a database connection now: the queues that can
   * wait yield while any do (queue/request-pressure.ts). The in-process driver has nothing to yield.
   */
  reportRequestPressure(_waiting: () => number): void {}
}

export const QUEUE_OPTIONS = Symbol('QUEUE_OPTIONS');
export interface QueueOptions {
  driver: 'bullmq' | 'memory';
  redisUrl: string | null;
  prefix: string;
  runWorkers: boolean;
  /** BullMQ lockDuration and stalled-job check interval (QUEUE_LOCK_MS); BullMQ's 30 s when unset. */
  lockMs?: number;
  /** The longest stretch the notices pause for requests (QUEUE_YIELD_MAX_MS); 0 or unset: they never pause. */
  yieldMaxMs?: number;
}
export const DEFAULT_ATTEMPTS = 8;
export const backoffMs = (attempt: number) => Math.min(2000 * 2 ** (attempt - 1), 5 * 60_000);
