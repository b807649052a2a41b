import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { JobName, JobPayloads } from '../queue/jobs.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * Writes jobs to the outbox inside the caller's transaction, so a state change and the work it causes
 * commit together; the relay hands them to the queues with the row id as job id.
 */
@Injectable()
export class OutboxService {
  async add<K extends JobName>(
    manager: EntityManager,
    name: K,
    payload: JobPayloads[K],
    opts: { delayMs?: number } = {},
  ): Promise<OutboxEvent> {
    const row = manager.create(OutboxEvent, {
      jobName: name,
      payload: payload as Record<string, unknown>,
      availableAt: new Date(Date.now() + (opts.delayMs ?? 0)),
    });
    return manager.save(row);
  }
}
