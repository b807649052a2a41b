import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { StorageService } from '../storage/storage.service.js';
import { OrphanFilesSweeper } from '../storage/orphan-files.js';

/**
 * Deletes KYC files that no `vendor_documents` row refers to and that are older than an hour: left by an
 * upload whose transaction failed, a process killed between the two steps, or a failed delete after a
 * replacement. Hourly (OrphanFilesSweeper).
 */
@Injectable()
export class KycFilesSweeper extends OrphanFilesSweeper {
  constructor(
    private readonly dataSource: DataSource,
    storage: StorageService,
    queue: QueueService,
    @Inject(QUEUE_OPTIONS) queueOptions: QueueOptions,
  ) {
    super(storage, queue, queueOptions, 'compliance.sweep-orphan-files', 'kyc', 'KYC');
  }

  @JobHandler('compliance.sweep-orphan-files')
  run(payload: JobPayloads['compliance.sweep-orphan-files']) {
    return this.runSlot(payload);
  }

  protected async referenced(keys: string[]) {
    const rows: Array<{ storage_key: string }> = await this.dataSource.query('select storage_key from vendor_documents where storage_key = any($1)', [keys]);
    return new Set(rows.map((r) => r.storage_key));
  }
}
