import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { StorageService } from '../storage/storage.service.js';
import { OrphanFilesSweeper } from '../storage/orphan-files.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { VendorDocument } from './entities/vendor-document.entity.js';

/**
 * Hourly (OrphanFilesSweeper): first the retention rule — the documents of vendors who left Oja (rejected, or
 * their account deactivated or erased) more than KYC_RETENTION_MS ago are deleted (docs/privacy.md) — then every
 * KYC file no `vendor_documents` row refers to and older than an hour: those, and any left by an upload whose
 * transaction failed, a process killed between the two steps, or a failed delete after a replacement.
 */
@Injectable()
export class KycFilesSweeper extends OrphanFilesSweeper {
  constructor(
    private readonly dataSource: DataSource,
    private readonly vendors: VendorsService,
    @Inject(ENV) private readonly env: Env,
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

  /** Deletes the rows past their retention, then the files no row holds; `minAgeMs` as for any orphan. */
  override async sweep(minAgeMs?: number): Promise<string[]> {
    await this.expire();
    return super.sweep(minAgeMs);
  }

  /** The documents of vendors who left more than KYC_RETENTION_MS before `now`; returns how many rows went. */
  async expire(now = Date.now()): Promise<number> {
    const gone = await this.vendors.departedBefore(new Date(now - this.env.KYC_RETENTION_MS));
    if (!gone.length) return 0;
    const result = await this.dataSource.getRepository(VendorDocument).delete({ vendorId: In(gone) });
    return result.affected ?? 0;
  }

  protected async referenced(keys: string[]) {
    const rows: Array<{ storage_key: string }> = await this.dataSource.query('select storage_key from vendor_documents where storage_key = any($1)', [keys]);
    return new Set(rows.map((r) => r.storage_key));
  }
}
