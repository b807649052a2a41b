import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { StorageService } from '../storage/storage.service.js';
import { OrphanFilesSweeper } from '../storage/orphan-files.js';
import { ATTACHMENT_FOLDER } from './attachments.service.js';

/** Hourly: deletes attachment files no `attachments` row refers to and older than an hour (an upload killed between its file and its row). */
@Injectable()
export class AttachmentFilesSweeper extends OrphanFilesSweeper {
  constructor(
    private readonly dataSource: DataSource,
    storage: StorageService,
    queue: QueueService,
    @Inject(QUEUE_OPTIONS) queueOptions: QueueOptions,
  ) {
    super(storage, queue, queueOptions, 'attachments.sweep-orphan-files', ATTACHMENT_FOLDER, 'attachment');
  }

  @JobHandler('attachments.sweep-orphan-files')
  run(payload: JobPayloads['attachments.sweep-orphan-files']) {
    return this.runSlot(payload);
  }

  protected async referenced(keys: string[]) {
    const rows: Array<{ storage_key: string }> = await this.dataSource.query('select storage_key from attachments where storage_key = any($1)', [keys]);
    return new Set(rows.map((r) => r.storage_key));
  }
}
