import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { HourlySchedule } from '../../queue/hourly-schedule.js';
import { StorageService } from '../storage/storage.service.js';

const HOUR = 3_600_000;
/** Files younger than this are left alone: an upload stores its file before its row commits. */
export const ORPHAN_MIN_AGE_MS = HOUR;
const FOLDER = 'kyc';

/**
 * Deletes KYC files that no `vendor_documents` row refers to and that are older than an hour: left by an
 * upload whose transaction failed, a process killed between the two steps, or a failed delete after a
 * replacement. Runs hourly as a delayed job; the job id is the hour, so replicas schedule it once.
 */
@Injectable()
export class KycFilesSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('KycFilesSweeper');
  private readonly schedule: HourlySchedule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    queue: QueueService,
    @Inject(QUEUE_OPTIONS) private readonly queueOptions: QueueOptions,
  ) {
    this.schedule = new HourlySchedule(queue, 'compliance.sweep-orphan-files', 'kyc-sweep', this.logger);
  }

  async onApplicationBootstrap() {
    if (this.queueOptions.runWorkers) await this.schedule.next();
  }

  onApplicationShutdown() {
    this.schedule.stop();
  }

  @JobHandler('compliance.sweep-orphan-files')
  run(payload: JobPayloads['compliance.sweep-orphan-files']) {
    return this.schedule.run(payload, () => this.sweep());
  }

  /** Deletes unreferenced KYC files older than `minAgeMs`; returns the deleted keys. */
  async sweep(minAgeMs = ORPHAN_MIN_AGE_MS): Promise<string[]> {
    const cutoff = Date.now() - minAgeMs;
    const deleted: string[] = [];
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const rows: Array<{ storage_key: string }> = await this.dataSource.query('select storage_key from vendor_documents where storage_key = any($1)', [batch]);
      const referenced = new Set(rows.map((r) => r.storage_key));
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await this.storage.remove(key);
        deleted.push(key);
      }
      batch = [];
    };
    for await (const object of this.storage.list(FOLDER)) {
      if (object.modifiedAt.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length >= 500) await flush();
    }
    await flush();
    if (deleted.length) this.logger.log(`deleted ${deleted.length} orphaned KYC file(s)`);
    return deleted;
  }
}
