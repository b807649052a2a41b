import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxService } from '../outbox/outbox.service.js';
import { JobHandler } from '../queue/job-handler.decorator.js';
import type { JobPayloads } from '../queue/jobs.js';
import { isTransitionTimer, LIFECYCLE_REMINDER_JOB, LIFECYCLE_TIMER_JOB, LifecycleEngine, type Lifecycle, type LifecycleEvent } from './lifecycle-engine.js';
import { SubjectRegistry } from './subjects.js';
import { timerNow } from './timer-clock.js';
import type { RowWriter } from './write-batch.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any vertical's lifecycle
type AnyLifecycle = Lifecycle<any, any, any, any>;

/**
 * Writes a lifecycle's timer (or reminder) job in the caller's transaction or batch, due in `delayMs`. The job
 * names the subject's kind and the timer; the one handler below finds the lifecycle through the subject registry.
 */
export function scheduleTimer(outbox: OutboxService, writer: RowWriter, lifecycle: AnyLifecycle, id: number, timer: string, delayMs: number, arg?: string) {
  const declared = lifecycle.timers?.[timer];
  if (!declared) throw new Error(`${lifecycle.kind} declares no timer "${timer}"`);
  return isTransitionTimer(declared)
    ? outbox.add(writer, LIFECYCLE_TIMER_JOB, { kind: lifecycle.kind, id, timer }, { delayMs })
    : outbox.add(writer, LIFECYCLE_REMINDER_JOB, { kind: lifecycle.kind, id, timer, arg }, { delayMs });
}

/**
 * Every lifecycle's timers, as two generic delayed jobs. Each run locks the subject and checks its state first,
 * so a late, early or repeated run acts once: a timed event the machine refuses for one of its rules while time
 * is left is scheduled again for the time left; a reminder decides itself whether it is still due.
 */
@Injectable()
export class LifecycleTimers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly outbox: OutboxService,
    private readonly subjects: SubjectRegistry,
  ) {}

  @JobHandler(LIFECYCLE_TIMER_JOB)
  fire({ kind, id, timer }: JobPayloads['lifecycle.timer']) {
    return this.run(kind, id, timer);
  }

  @JobHandler(LIFECYCLE_REMINDER_JOB)
  remind({ kind, id, timer, arg }: JobPayloads['lifecycle.reminder']) {
    return this.run(kind, id, timer, arg);
  }

  private async run(kind: string, id: number, name: string, arg?: string) {
    const lifecycle: AnyLifecycle = this.subjects.get(kind).lifecycle;
    const timer = lifecycle.timers?.[name];
    if (!timer) throw new Error(`${kind} declares no timer "${name}"`);
    await this.dataSource.transaction(async (manager) => {
      const subject = await manager.findOne(lifecycle.entity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!subject) return;
      if (!isTransitionTimer(timer)) return timer.remind(manager, subject, arg);
      const { anchor, configuredMs, specMs } = timer.clock(subject);
      if (!anchor) return;
      const event = { type: timer.event, actor: 'system', now: timerNow(anchor, configuredMs, specMs) } as LifecycleEvent;
      const check = lifecycle.transition(subject, event, new Date());
      if (!check.ok) {
        const left = anchor.getTime() + configuredMs - Date.now();
        if (check.reason === 'rule' && left > 0) await this.outbox.add(manager, LIFECYCLE_TIMER_JOB, { kind, id, timer: name }, { delayMs: left });
        return;
      }
      await this.engine.apply(lifecycle, manager, subject, event, {});
    });
  }
}
