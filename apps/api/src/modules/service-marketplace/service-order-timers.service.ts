import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { SPEC_AUTO_CANCEL_MS, SPEC_AUTO_RELEASE_MS, SPEC_REMINDER_LEAD_MS, timerNow } from '../../common/timer-clock.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { ORDER_NOTICES } from './service-order.notices.js';

/**
 * The timers of a service order (48 h auto-cancel, 72 h auto-release, reminders before each), run as
 * delayed jobs. Each checks the order's state first, so a late, early or repeated run does the right
 * thing once: an early one is scheduled again for the time left.
 */
@Injectable()
export class ServiceOrderTimersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @JobHandler('service-orders.auto-cancel')
  autoCancel({ orderId }: JobPayloads['service-orders.auto-cancel']) {
    return this.fire(orderId, 'AUTO_CANCEL');
  }

  @JobHandler('service-orders.auto-release')
  autoRelease({ orderId }: JobPayloads['service-orders.auto-release']) {
    return this.fire(orderId, 'AUTO_RELEASE');
  }

  /** One timer event, when the machine says it is due; too early, it is scheduled again for the time left. */
  private async fire(orderId: number, type: 'AUTO_CANCEL' | 'AUTO_RELEASE') {
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(ServiceOrder, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      const anchor = type === 'AUTO_CANCEL' ? order?.createdAt : order?.completedAt;
      if (!order || !anchor) return;
      const [configured, spec] = type === 'AUTO_CANCEL' ? [this.env.SERVICE_ORDER_AUTO_CANCEL_MS, SPEC_AUTO_CANCEL_MS] : [this.env.SERVICE_ORDER_AUTO_RELEASE_MS, SPEC_AUTO_RELEASE_MS];
      const event = { type, actor: 'system' as const, now: timerNow(anchor, configured, spec) };
      const check = this.lifecycle.transition(order, event, new Date());
      if (!check.ok) {
        const left = anchor.getTime() + configured - Date.now();
        const job = type === 'AUTO_CANCEL' ? 'service-orders.auto-cancel' : 'service-orders.auto-release';
        if (check.reason === 'rule' && left > 0) await this.outbox.add(manager, job, { orderId }, { delayMs: left });
        return;
      }
      await this.engine.apply(this.lifecycle, manager, order, event, {});
    });
  }

  /** Reminds the party who must act, once, and only while they still must. */
  @JobHandler('service-orders.reminder')
  async remind({ orderId, kind }: JobPayloads['service-orders.reminder']) {
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(ServiceOrder, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) return;
      const due = kind === 'answer' ? order.status === 'pending' && !order.answerReminderSentAt : order.status === 'completed' && order.escrowStatus === 'held' && !order.confirmReminderSentAt;
      if (!due) return;
      const p = await this.lifecycle.parties(manager, order);
      const hours = Math.round(SPEC_REMINDER_LEAD_MS / 3_600_000);
      if (kind === 'answer') {
        await manager.update(ServiceOrder, { id: orderId }, { answerReminderSentAt: new Date() });
        await p.vendor(ORDER_NOTICES.remindVendor(p.names, hours));
      } else {
        await manager.update(ServiceOrder, { id: orderId }, { confirmReminderSentAt: new Date() });
        await p.customer(ORDER_NOTICES.remindCustomer(p.names, hours));
      }
    });
  }
}
