import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, type Env } from '../config/env.js';
import { UNPREPARED } from '../database/data-source.js';
import { HourlyJob } from '../queue/hourly-schedule.js';
import { JobHandler } from '../queue/job-handler.decorator.js';
import type { JobPayloads } from '../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../queue/queue.service.js';

/** Rows deleted per statement: each is its own short statement, so writers never wait long behind a purge. */
const PURGE_BATCH = 5000;

/**
 * Deletes outbox rows handed to the queues more than OUTBOX_RETENTION_HOURS ago, hourly, in a worker. A dispatched
 * row has done its work (its job id made the hand-over once-only); kept, the table would grow with every order.
 * Rows not yet dispatched — delayed timers, rows waiting for Redis — are never touched.
 */
@Injectable()
export class OutboxPurgeService extends HourlyJob {
  constructor(
    private readonly dataSource: DataSource,
    queue: QueueService,
    @Inject(QUEUE_OPTIONS) queueOptions: QueueOptions,
    @Inject(ENV) private readonly env: Env,
  ) {
    super(queue, queueOptions, 'outbox.purge', 'outbox-purge', new Logger('Outbox'));
  }

  @JobHandler('outbox.purge')
  run(payload: JobPayloads['outbox.purge']) {
    return this.schedule.run(payload, () => this.purge());
  }

  /** Deletes dispatched rows older than `retentionHours`, batch by batch; returns how many. */
  async purge(retentionHours = this.env.OUTBOX_RETENTION_HOURS): Promise<number> {
    let total = 0;
    for (;;) {
      // (UNPREPARED: planned on each call, as the table's size swings between purges.) SKIP LOCKED: a row some
      // other statement holds is left for the next hour.
      const [, deleted]: [unknown, number] = await this.dataSource.query(
        `${UNPREPARED}DELETE FROM outbox_events WHERE id IN (
           SELECT id FROM outbox_events WHERE dispatched_at < now() - make_interval(hours => $1) ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [retentionHours, PURGE_BATCH],
      );
      total += deleted;
      if (deleted < PURGE_BATCH) break;
    }
    if (total) this.logger.log(`purged ${total} dispatched outbox row(s) older than ${retentionHours} h`);
    return total;
  }
}
