import type { EntityManager } from 'typeorm';
import type { ActorRole } from '@oja/shared';
import type { SubjectKind, SubjectRef } from '../queue/jobs.js';
import { SubjectEvent } from './subject-event.entity.js';
import type { RowWriter } from './write-batch.js';

/** Who acts on a subject: the platform's roles, and a ride's rider or a cart order's courier. */
export type TimelineActor = ActorRole | 'rider' | 'courier';

/** One step to append: the subject, the machine event (null for a creation step), the statuses and who acted. */
export interface TimelineStep {
  subject: SubjectRef;
  event: string | null;
  from: string | null;
  to: string;
  actor: TimelineActor;
  actorId?: number | null;
  note?: string | null;
}

/**
 * Every subject's timeline, in one table (`subject_events`). The lifecycle engine appends a step per accepted
 * transition; verticals append their creation step and read their subjects' steps here, never the table.
 */
export const SubjectTimeline = {
  /** Appends one step in the caller's transaction (or its `WriteBatch`). */
  async add(writer: RowWriter, step: TimelineStep): Promise<void> {
    await writer.insert(SubjectEvent, {
      subjectKind: step.subject.kind,
      subjectId: step.subject.id,
      event: step.event,
      fromStatus: step.from,
      toStatus: step.to,
      actor: step.actor,
      actorId: step.actorId ?? null,
      note: step.note ?? null,
    });
  },

  /** One subject's steps, oldest first. */
  list(manager: EntityManager, kind: SubjectKind, id: number): Promise<SubjectEvent[]> {
    return manager.find(SubjectEvent, { where: { subjectKind: kind, subjectId: id }, order: { id: 'ASC' } });
  },
};
