import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { JobName, JobPayloads } from './jobs.js';
import type { QueueOptions, QueueService } from './queue.service.js';

const HOUR = 3_600_000;

/** The jobs whose payload is only the slot they run in. */
export type HourlyJobName = { [K in JobName]: JobPayloads[K] extends { runAt: string } ? K : never }[JobName];

/**
 * A job at the start of every hour, as one delayed job per hour (no timer in any process's memory). The job id
 * is the hour, so every process that schedules it — each worker at start-up, each run for the next — adds it once.
 */
export class HourlySchedule {
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly queue: QueueService,
    private readonly name: HourlyJobName,
    /** The job id is `<idPrefix>-<hour in ms>`. */
    private readonly idPrefix: string,
    private readonly logger: Logger,
  ) {}

  /** Queues the run at the start of the hour after `after`. */
  async next(after = Date.now()): Promise<void> {
    const now = Date.now();
    const runAt = (Math.floor(Math.max(now, after) / HOUR) + 1) * HOUR;
    try {
      await this.queue.add(this.name, { runAt: new Date(runAt).toISOString() }, { jobId: `${this.idPrefix}-${runAt}`, delayMs: Math.max(0, runAt - now) });
    } catch (err) {
      // Redis away at start-up: try again in five minutes rather than never.
      this.logger.warn(`could not schedule ${this.name}: ${(err as Error).message}`);
      this.retry = setTimeout(() => void this.next(), 5 * 60_000);
      this.retry.unref?.();
    }
  }

  /** Runs one slot's work, then schedules the hour after that slot (even if this run fired a little early). */
  async run(payload: { runAt: string }, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } finally {
      await this.next(Date.parse(payload.runAt) || Date.now());
    }
  }

  stop() {
    if (this.retry) clearTimeout(this.retry);
  }
}

/**
 * A provider with one hourly job: scheduled at start-up in a process that runs the workers, its retry timer stopped
 * at shutdown. The subclass's `@JobHandler` runs a slot with `this.schedule.run(payload, work)`.
 */
export abstract class HourlyJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly schedule: HourlySchedule;

  protected constructor(
    queue: QueueService,
    private readonly queueOptions: QueueOptions,
    job: HourlyJobName,
    idPrefix: string,
    protected readonly logger: Logger,
  ) {
    this.schedule = new HourlySchedule(queue, job, idPrefix, logger);
  }

  async onApplicationBootstrap() {
    if (this.queueOptions.runWorkers) await this.schedule.next();
  }

  onApplicationShutdown() {
    this.schedule.stop();
  }
}
