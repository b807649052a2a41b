import { Injectable, Optional } from '@nestjs/common';
import { EventBus } from './events.js';
import { DataSource, EntityManager, type EntityTarget, type FindOptionsWhere, IsNull, type ObjectLiteral } from 'typeorm';
import { COMPENSATE, type TransitionResult } from '@oja/shared';
import type { SubjectKind } from '../queue/jobs.js';
import { DomainError, type ErrorCodeFor } from './domain-error.js';
import { SubjectCompensation } from './subject-compensation.entity.js';
import { SubjectTimeline, type TimelineActor } from './subject-timeline.js';

/** What every lifecycle event carries: its type and who sends it. */
export interface LifecycleEvent {
  type: string;
  /** The platform's roles, and the parties a vertical adds: a ride's rider, a cart order's courier. */
  actor: TimelineActor;
}

/** What one effect handler is given: the locked row (already patched), the event, and the caller's context. */
export interface EffectArgs<TEntity, TEvent, TCtx> {
  manager: EntityManager;
  subject: TEntity;
  event: TEvent;
  ctx: TCtx;
  /** The status before the transition. */
  from: string;
}

/** One side effect of the machine, run in the transition's transaction; `null` where the caller does it itself. */
export type EffectHandler<TEntity, TEvent, TCtx> = ((args: EffectArgs<TEntity, TEvent, TCtx>) => Promise<void>) | null;

/** What a timeline step says beyond the event and the actor's role: the acting user's (or admin's) id and a note. */
export interface TimelineDetails {
  actorId?: number | null;
  note?: string | null;
}

/**
 * One lifecycle: its subject kind and the table it owns, the shared machine's pure transition (speaking the
 * entity's own field names and returning a patch with its timestamps), one handler per action the machine may
 * ask for, and the stable codes of its refusals.
 */
export interface Lifecycle<TEntity extends ObjectLiteral & { id: number; status: string }, TEvent extends LifecycleEvent, TAction extends string, TCtx> {
  /** The subject kind its timeline steps (and payments, escrow, reviews) are filed under. */
  kind: SubjectKind;
  entity: EntityTarget<TEntity>;
  notFound: { code: ErrorCodeFor<404>; message: string };
  /** Codes for a refused event: the wrong actor, and anything else (per event type where it matters). */
  codes: { actor: ErrorCodeFor<403>; refused: ErrorCodeFor<409>; byEvent?: Partial<Record<TEvent['type'], ErrorCodeFor<409>>> };
  transition(subject: TEntity, event: TEvent, at: Date): TransitionResult<Partial<TEntity>, TAction>;
  effects: { readonly [A in Exclude<TAction, typeof COMPENSATE>]: EffectHandler<TEntity, TEvent, TCtx> };
  /** The timeline step's actor id and note, from the caller's context; without it they are null. */
  timelineDetails?: (args: EffectArgs<TEntity, TEvent, TCtx>) => TimelineDetails;
  /** Runs after every accepted transition and its timeline step, before the effects: anything else a vertical records. */
  record?: (args: EffectArgs<TEntity, TEvent, TCtx>) => Promise<void>;
  /**
   * Its compensations, by the action whose effect they undo: the action that undoes it (a shop order's
   * `holdStock` → `releaseStock`). When the engine runs such an action it records the undo as owed; when the
   * machine returns the COMPENSATE action (on its transitions into failure: declined, expired, refunded) the engine
   * runs every undo still owed, newest first, once each, in the same transaction.
   */
  compensations?: Readonly<Partial<Record<TAction, TAction>>>;
  /** Its timers by name, run by the one generic timer job (common/lifecycle-timers.ts). */
  timers?: Readonly<Record<string, LifecycleTimer<TEntity>>>;
  /**
   * Timer jobs queued under the names they had before the generic job, by old name: which timer, and the id and
   * argument read from the old payload (they still run after the change).
   */
  legacyTimerJobs?: Readonly<Record<string, LegacyTimerJob>>;
}

/**
 * A timer that sends the machine's `event` (by the system) when it fires, if the machine allows it then; too
 * early for one of the machine's rules, it is scheduled again for the time left. Its clock: when it started, its
 * configured length and the spec's (the machine's `now` is scaled by timer-clock.ts); no anchor: nothing to do.
 */
export interface TransitionTimer<TEntity> {
  event: string;
  clock(subject: TEntity): { anchor: Date | null | undefined; configuredMs: number; specMs: number };
}

/** A reminder: run under the subject's lock; it checks itself that it is still due, and acts once. */
export interface ReminderTimer<TEntity> {
  remind(manager: EntityManager, subject: TEntity, arg?: string): Promise<void>;
}

export type LifecycleTimer<TEntity> = TransitionTimer<TEntity> | ReminderTimer<TEntity>;

/** The user ids a subject's "subject changed" events go to (its parties, from its descriptor: common/subjects.ts). */
export type AudienceOf = (kind: SubjectKind, manager: EntityManager, id: number) => Promise<number[]>;

/** The timer jobs (common/lifecycle-timers.ts): one for the machine's timed events, one for reminders (on the notifications queue). */
export const LIFECYCLE_TIMER_JOB = 'lifecycle.timer';
export const LIFECYCLE_REMINDER_JOB = 'lifecycle.reminder';

/** Whether a declared timer sends a machine event (else it is a reminder). */
export const isTransitionTimer = <T>(timer: LifecycleTimer<T>): timer is TransitionTimer<T> => 'event' in timer;

/** The job that runs a declared timer. */
export const timerJobOf = <T>(timer: LifecycleTimer<T>) => (isTransitionTimer(timer) ? LIFECYCLE_TIMER_JOB : LIFECYCLE_REMINDER_JOB);

/** How a timer job of the past maps onto a declared timer. */
export interface LegacyTimerJob {
  timer: string;
  id: (payload: Record<string, unknown>) => number;
  arg?: (payload: Record<string, unknown>) => string | undefined;
}

/** A refused transition as a domain error: 403 for the wrong actor, 400 for an unknown event, 409 otherwise. */
export function refusalError(
  codes: Lifecycle<never, LifecycleEvent, string, unknown>['codes'],
  type: string,
  result: { reason: string; message: string },
): DomainError {
  if (result.reason === 'actor') return DomainError.forbidden(codes.actor, result.message);
  if (result.reason === 'unknown_event') return new DomainError('bad_request', 'UNKNOWN_ACTION', result.message);
  return DomainError.conflict((codes.byEvent as Record<string, ErrorCodeFor<409>> | undefined)?.[type] ?? codes.refused, result.message);
}

export interface RunOptions<TEntity, TEvent, TCtx> {
  id: number;
  /** Extra conditions on the row (its owner): anyone else's row is "not found". */
  where?: FindOptionsWhere<TEntity>;
  event: TEvent;
  ctx: TCtx;
  /** Run in this transaction instead of a new one. */
  manager?: EntityManager;
  /** Checks on the locked row before the machine is asked (e.g. a rule that needs data the machine has not). */
  guard?: (subject: TEntity, manager: EntityManager) => Promise<void> | void;
}

/**
 * The lifecycle engine: load and lock the row, ask the shared machine whether the event is allowed for
 * this actor, apply the machine's patch (one assignment), save, append the step to the subject's timeline,
 * then run the declared effects — ledger postings, outbox jobs, notifications — in the same transaction.
 * Nothing here calls a provider: effects that need one write an outbox job, so no lock is ever held across a
 * network call.
 */
@Injectable()
export class LifecycleEngine {
  private audienceOf: AudienceOf | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() private readonly events?: EventBus,
  ) {}

  async run<TEntity extends ObjectLiteral & { id: number; status: string }, TEvent extends LifecycleEvent, TAction extends string, TCtx>(
    lifecycle: Lifecycle<TEntity, TEvent, TAction, TCtx>,
    opts: RunOptions<TEntity, TEvent, TCtx>,
  ): Promise<{ subject: TEntity; actions: TAction[] }> {
    const work = async (manager: EntityManager) => {
      const subject = await this.lock(lifecycle, manager, opts.id, opts.where);
      await opts.guard?.(subject, manager);
      const actions = await this.apply(lifecycle, manager, subject, opts.event, opts.ctx);
      return { subject, actions };
    };
    return opts.manager ? work(opts.manager) : this.dataSource.transaction(work);
  }

  /** Who a subject's "subject changed" events go to (the subject registry installs its parties at start-up). */
  useAudience(audienceOf: AudienceOf): void {
    this.audienceOf = audienceOf;
  }

  /** Locks one row (FOR UPDATE) or throws the lifecycle's not-found error. */
  async lock<TEntity extends ObjectLiteral & { id: number; status: string }>(
    lifecycle: Pick<Lifecycle<TEntity, LifecycleEvent, string, unknown>, 'entity' | 'notFound'>,
    manager: EntityManager,
    id: number,
    where?: FindOptionsWhere<TEntity>,
  ): Promise<TEntity> {
    const subject = await manager.findOne(lifecycle.entity, { where: { ...where, id } as FindOptionsWhere<TEntity>, lock: { mode: 'pessimistic_write' } });
    if (!subject) throw DomainError.notFound(lifecycle.notFound.code, lifecycle.notFound.message);
    return subject;
  }

  /** Applies `event` to a row the caller has locked: the machine's patch, save, a timeline step, and each effect in order. */
  async apply<TEntity extends ObjectLiteral & { id: number; status: string }, TEvent extends LifecycleEvent, TAction extends string, TCtx>(
    lifecycle: Lifecycle<TEntity, TEvent, TAction, TCtx>,
    manager: EntityManager,
    subject: TEntity,
    event: TEvent,
    ctx: TCtx,
  ): Promise<TAction[]> {
    const result = lifecycle.transition(subject, event, new Date());
    if (!result.ok) throw refusalError(lifecycle.codes as never, event.type, result);
    const from = subject.status;
    Object.assign(subject, result.next);
    await manager.save(lifecycle.entity, subject);
    const args = { manager, subject, event, ctx, from };
    const details = lifecycle.timelineDetails?.(args) ?? {};
    await SubjectTimeline.add(manager, {
      subject: { kind: lifecycle.kind, id: subject.id },
      event: event.type,
      from,
      to: subject.status,
      actor: event.actor,
      ...details,
    });
    await lifecycle.record?.(args);
    for (const action of result.actions) {
      if (action === COMPENSATE) {
        await this.compensate(lifecycle, args);
        continue;
      }
      const handler = lifecycle.effects[action as Exclude<TAction, typeof COMPENSATE>];
      if (handler) await handler(args);
      const undo = lifecycle.compensations?.[action];
      if (undo) await manager.insert(SubjectCompensation, { subjectKind: lifecycle.kind, subjectId: subject.id, action, undo, doneAt: null });
    }
    // One "subject changed" event per transition, to the subject's parties; written only when something listens.
    if (this.audienceOf && this.events?.wanted('subject.changed')) {
      const audience = await this.audienceOf(lifecycle.kind, manager, subject.id);
      await this.events.emit(manager, 'subject.changed', {
        kind: lifecycle.kind,
        id: subject.id,
        event: event.type,
        from,
        to: subject.status,
        actor: event.actor,
        audience,
      });
    }
    return result.actions;
  }

  /** Runs the undo actions the (locked) subject still owes, newest first, and marks each done: once, under the row's lock. */
  private async compensate<TEntity extends ObjectLiteral & { id: number; status: string }, TEvent extends LifecycleEvent, TAction extends string, TCtx>(
    lifecycle: Lifecycle<TEntity, TEvent, TAction, TCtx>,
    args: EffectArgs<TEntity, TEvent, TCtx>,
  ): Promise<void> {
    const owed = await args.manager.find(SubjectCompensation, {
      where: { subjectKind: lifecycle.kind, subjectId: args.subject.id, doneAt: IsNull() },
      order: { id: 'DESC' },
    });
    for (const row of owed) {
      const handler = lifecycle.effects[row.undo as Exclude<TAction, typeof COMPENSATE>];
      if (handler === undefined) throw new Error(`${lifecycle.kind}: the compensation "${row.undo}" of "${row.action}" has no effect`);
      if (handler) await handler(args);
      await args.manager.update(SubjectCompensation, { id: row.id }, { doneAt: new Date() });
    }
  }
}
