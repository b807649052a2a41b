import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
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
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly queue: QueueService,
    @Inject(QUEUE_OPTIONS) private readonly queueOptions: QueueOptions,
  ) {}

  async onApplicationBootstrap() {
    if (this.queueOptions.runWorkers) await this.scheduleNext();
  }

  onApplicationShutdown() {
    if (this.retry) clearTimeout(this.retry);
  }

  /** Queues the run at the start of the hour after `after` (deduplicated by its job id). */
  async scheduleNext(after = Date.now()) {
    const now = Date.now();
    const runAt = (Math.floor(Math.max(now, after) / HOUR) + 1) * HOUR;
    try {
      await this.queue.add('compliance.sweep-orphan-files', { runAt: new Date(runAt).toISOString() }, { jobId: `kyc-sweep-${runAt}`, delayMs: Math.max(0, runAt - now) });
    } catch (err) {
      // Redis away at start-up: try again in five minutes rather than never.
      this.logger.warn(`could not schedule the KYC file sweep: ${(err as Error).message}`);
      this.retry = setTimeout(() => void this.scheduleNext(), 5 * 60_000);
      this.retry.unref?.();
    }
  }

  @JobHandler('compliance.sweep-orphan-files')
  async run(payload: JobPayloads['compliance.sweep-orphan-files']) {
    try {
      await this.sweep();
    } finally {
      // The next hour after this run's own slot, even if this one fired a little early.
      await this.scheduleNext(Date.parse(payload.runAt) || Date.now());
    }
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
