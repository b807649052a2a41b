import { Inject, Injectable, Logger } from '@nestjs/common';
import { ENV, type Env } from '../../config/env.js';
import { HourlyJob } from '../../queue/hourly-schedule.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { LiveHub } from './live-hub.js';

/** Deletes live events past the replay window (LIVE_REPLAY_MS), hourly, in a worker. */
@Injectable()
export class LivePurge extends HourlyJob {
  constructor(
    private readonly hub: LiveHub,
    queue: QueueService,
    @Inject(QUEUE_OPTIONS) queueOptions: QueueOptions,
    @Inject(ENV) private readonly env: Env,
  ) {
    super(queue, queueOptions, 'live.purge', 'live-purge', new Logger('Live'));
  }

  @JobHandler('live.purge')
  run(payload: JobPayloads['live.purge']) {
    return this.schedule.run(payload, () => this.hub.store.purge(this.env.LIVE_REPLAY_MS));
  }
}
