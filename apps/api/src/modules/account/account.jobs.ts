import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { OrphanFilesSweeper } from '../storage/orphan-files.js';
import { StorageService } from '../storage/storage.service.js';
import { AccountService } from './account.service.js';
import { DataRightsService, EXPORT_FOLDER } from './data-rights.service.js';

@Injectable()
export class AccountJobs {
  constructor(
    private readonly account: AccountService,
    private readonly rights: DataRightsService,
  ) {}

  /** Idempotent: deactivates only a standing, due request. */
  @JobHandler('account.deactivate')
  async deactivate({ userId }: JobPayloads['account.deactivate']) {
    await this.account.deactivateIfDue(userId);
  }

  /** Idempotent: builds only a pending export. */
  @JobHandler('account.export')
  async export({ exportId }: JobPayloads['account.export']) {
    await this.rights.build(exportId);
  }

  /** Idempotent: erases only a standing, due, unblocked request (a blocked one is tried again later). */
  @JobHandler('account.erase')
  async erase({ userId }: JobPayloads['account.erase']) {
    await this.rights.eraseIfDue(userId);
  }
}

/**
 * Hourly: data exports past DATA_EXPORT_RETENTION_MS lose their file (the row stays, expired), then every export
 * file no row refers to is deleted (those, and any left by a build killed before its row was marked ready).
 */
@Injectable()
export class ExportFilesSweeper extends OrphanFilesSweeper implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rights: DataRightsService,
    storage: StorageService,
    queue: QueueService,
    @Inject(QUEUE_OPTIONS) queueOptions: QueueOptions,
  ) {
    super(storage, queue, queueOptions, 'account.sweep-export-files', EXPORT_FOLDER, 'data export');
  }

  @JobHandler('account.sweep-export-files')
  run(payload: JobPayloads['account.sweep-export-files']) {
    return this.runSlot(payload);
  }

  /** Expires what is due, then deletes the files no row holds; `minAgeMs` as for any orphan (0 in tests). */
  override async sweep(minAgeMs?: number): Promise<string[]> {
    await this.rights.expireExports();
    return super.sweep(minAgeMs);
  }

  protected async referenced(keys: string[]) {
    const rows: Array<{ storage_key: string }> = await this.dataSource.query('select storage_key from data_exports where storage_key = any($1)', [keys]);
    return new Set(rows.map((r) => r.storage_key));
  }
}
