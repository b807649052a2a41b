import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ENV, type Env } from '../../config/env.js';
import { HourlySchedule } from '../../queue/hourly-schedule.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { LiveHub } from './live-hub.js';

/** Deletes live events past the replay window (LIVE_REPLAY_MS), hourly, in a worker. */
@Injectable()
export class LivePurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  private readonly schedule: HourlySchedule;

  constructor(
    private readonly hub: LiveHub,
    queue: QueueService,
    @Inject(QUEUE_OPTIONS) private readonly queueOptions: QueueOptions,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.schedule = new HourlySchedule(queue, 'live.purge', 'live-purge', this.logger);
  }

  async onApplicationBootstrap() {
    if (this.queueOptions.runWorkers) await this.schedule.next();
  }

  onApplicationShutdown() {
    this.schedule.stop();
  }

  @JobHandler('live.purge')
  run(payload: JobPayloads['live.purge']) {
    return this.schedule.run(payload, () => this.hub.store.purge(this.env.LIVE_REPLAY_MS));
  }
}
