import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTO_RELEASE_HOURS, HOUR_MS, MAINTENANCE_ANSWER_HOURS, type MaintenanceEvent } from '@oja/shared';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { timerNow } from '../../common/timer-clock.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';

/**
 * The timers of a maintenance request as delayed jobs: a paid request unanswered for 2 h lapses (full
 * refund); a completed job is released after 72 h. Each run checks the state first, so late, early or
 * repeated runs act once; an early one is scheduled again for the time left.
 */
@Injectable()
export class MaintenanceTimersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: MaintenanceLifecycle,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @JobHandler('maintenance.lapse')
  lapse({ requestId }: JobPayloads['maintenance.lapse']) {
    return this.fire(requestId, 'LAPSE');
  }

  @JobHandler('maintenance.auto-release')
  autoRelease({ requestId }: JobPayloads['maintenance.auto-release']) {
    return this.fire(requestId, 'AUTO_RELEASE');
  }

  /** Reminds the customer, once and only while the job still waits for confirmation. */
  @JobHandler('maintenance.reminder')
  async remind({ requestId }: JobPayloads['maintenance.reminder']) {
    await this.dataSource.transaction(async (manager) => {
      const r = await manager.findOne(MaintenanceRequest, { where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
      if (!r || r.status !== 'completed' || r.confirmReminderSentAt) return;
      await manager.update(MaintenanceRequest, { id: requestId }, { confirmReminderSentAt: new Date() });
      const p = await this.lifecycle.parties(manager, r);
      await p.customer('Reminder: confirm the job', `Please confirm your ${p.job}. The fee is released to ${p.workshop} automatically in about 12 hours.`);
    });
  }

  private timer(r: MaintenanceRequest, type: 'LAPSE' | 'AUTO_RELEASE') {
    if (type === 'LAPSE') return { anchor: r.paidAt, configured: this.env.MAINTENANCE_ANSWER_TIMEOUT_MS, spec: MAINTENANCE_ANSWER_HOURS * HOUR_MS, job: 'maintenance.lapse' as const };
    return { anchor: r.completedAt, configured: this.env.MAINTENANCE_AUTO_RELEASE_MS, spec: AUTO_RELEASE_HOURS * HOUR_MS, job: 'maintenance.auto-release' as const };
  }

  private async fire(requestId: number, type: 'LAPSE' | 'AUTO_RELEASE') {
    await this.dataSource.transaction(async (manager) => {
      const r = await manager.findOne(MaintenanceRequest, { where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
      if (!r) return;
      const { anchor, configured, spec, job } = this.timer(r, type);
      if (!anchor) return;
      const event = { type, actor: 'system', now: timerNow(anchor, configured, spec) } as MaintenanceEvent;
      const check = this.lifecycle.transition(r, event, new Date());
      if (!check.ok) {
        const left = anchor.getTime() + configured - Date.now();
        if (check.reason === 'rule' && left > 0) await this.outbox.add(manager, job, { requestId }, { delayMs: left });
        return;
      }
      await this.engine.apply(this.lifecycle, manager, r, event, {});
    });
  }
}
