import { Logger } from '@nestjs/common';
import type { JobPayloads } from '../../queue/jobs.js';
import { HourlyJob, type HourlyJobName } from '../../queue/hourly-schedule.js';
import type { QueueOptions, QueueService } from '../../queue/queue.service.js';
import type { StorageService } from './storage.service.js';

/** Files younger than this are left alone: an upload stores its file before its row commits. */
export const ORPHAN_MIN_AGE_MS = 3_600_000;

/**
 * Deletes the files of one storage folder that no row of the owning module refers to and that are older than an
 * hour: left by an upload whose transaction failed, a process killed between storing the file and its row, or a
 * delete that failed. Runs hourly as a delayed job (the job id is the hour, so replicas schedule it once). A module
 * extends it with its folder, its job (whose `@JobHandler` calls `runSlot`) and `referenced`, the keys its table
 * still holds.
 */
export abstract class OrphanFilesSweeper extends HourlyJob {
  protected constructor(
    private readonly storage: StorageService,
    queue: QueueService,
    queueOptions: QueueOptions,
    job: HourlyJobName,
    private readonly folder: string,
    private readonly what: string,
  ) {
    super(queue, queueOptions, job, `${folder}-sweep`, new Logger(new.target.name));
  }

  /** Which of `keys` a row still refers to. */
  protected abstract referenced(keys: string[]): Promise<Set<string>>;

  /** One hourly run (from the subclass's job handler), then the next hour's is scheduled. */
  protected runSlot(payload: JobPayloads[HourlyJobName]) {
    return this.schedule.run(payload, () => this.sweep());
  }

  /** Deletes the unreferenced files older than `minAgeMs`; returns the deleted keys. */
  async sweep(minAgeMs = ORPHAN_MIN_AGE_MS): Promise<string[]> {
    const cutoff = Date.now() - minAgeMs;
    const deleted: string[] = [];
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const kept = await this.referenced(batch);
      for (const key of batch) {
        if (kept.has(key)) continue;
        await this.storage.remove(key);
        deleted.push(key);
      }
      batch = [];
    };
    for await (const object of this.storage.list(this.folder)) {
      if (object.modifiedAt.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length >= 500) await flush();
    }
    await flush();
    if (deleted.length) this.logger.log(`deleted ${deleted.length} orphaned ${this.what} file(s)`);
    return deleted;
  }
}
