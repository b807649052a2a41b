import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { legacyOrderKind, subjectDescriptor } from '../../common/subjects.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { EscrowService } from './escrow.service.js';

@Injectable()
export class EscrowJobs {
  constructor(
    private readonly dataSource: DataSource,
    private readonly escrow: EscrowService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Idempotent: the posting is keyed by the subject; a second run posts nothing and sweeps nothing. A job queued
   * before subjects had kinds names an order (the subject that keeps the ledger's order_id).
   */
  @JobHandler('escrow.make-available')
  async makeAvailable({ orderId, kind }: JobPayloads['escrow.make-available']) {
    const subject = { kind: kind ?? legacyOrderKind(), id: orderId };
    await this.dataSource.transaction(async (manager) => {
      // Held while disputed: the dispute's resolution schedules this job again.
      if (await subjectDescriptor(subject.kind).payoutHeld?.(manager, subject.id)) return;
      const result = await this.escrow.makeAvailable(manager, subject);
      if (result.posted && result.vendorId !== null) await this.outbox.add(manager, 'payouts.sweep', { vendorId: result.vendorId });
    });
  }
}
