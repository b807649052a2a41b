import { Injectable } from '@nestjs/common';
import type { RowWriter } from '../common/write-batch.js';
import type { JobName, JobPayloads } from '../queue/jobs.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * Writes jobs to the outbox inside the caller's transaction, so a state change and the work it causes
 * commit together; the relay hands them to the queues with the row id as job id. Nothing to do to wake it: a
 * deferred trigger on the table sends `NOTIFY oja_outbox` at commit when a relay is idle (migration OutboxWake).
 */
@Injectable()
export class OutboxService {
  /** `writer`: the caller's transaction (`EntityManager`) or its `WriteBatch`. */
  async add<K extends JobName>(writer: RowWriter, name: K, payload: JobPayloads[K], opts: { delayMs?: number } = {}): Promise<void> {
    await writer.insert(OutboxEvent, {
      jobName: name,
      payload: payload as never,
      availableAt: new Date(Date.now() + (opts.delayMs ?? 0)),
    });
  }
}
