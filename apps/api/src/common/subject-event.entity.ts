import { Check, Entity, Index } from 'typeorm';
import { CreatedAt, IntColumn, TextColumn, VarcharColumn } from '../database/columns.js';
import type { TimelineActor } from './subject-timeline.js';
import { SubjectRow } from './subject-row.js';

/**
 * One step of a subject's timeline (any registered subject kind): which event
 * moved it from which status to which, who sent it, and when. The lifecycle engine writes one per accepted
 * transition; a vertical adds its creation step itself. Read through `SubjectTimeline` (subject-timeline.ts).
 */
@Entity('subject_events')
@Index('subject_events_subject', ['subjectKind', 'subjectId', 'id'])
@Check('subject_events_actor', `"actor" IN ('customer', 'vendor', 'admin', 'system', 'rider', 'courier')`)
export class SubjectEvent extends SubjectRow {
  /** The machine's event ('APPROVE', 'PAYMENT_CAPTURED'); null for a creation step and for rows copied from the table this one replaced (migration SubjectEvents), which kept none. */
  @VarcharColumn(40, { nullable: true }) event: string | null;

  /** Null for the creation step. Equal to `toStatus` for an event that changes something else (a payment, the escrow). */
  @VarcharColumn(20, { nullable: true }) fromStatus: string | null;
  @VarcharColumn(20) toStatus: string;
  @VarcharColumn(10) actor: TimelineActor;

  /** users.id for customer/vendor, admins.id for admin, null for system (or when the lifecycle does not say). */
  @IntColumn({ nullable: true }) actorId: number | null;
  @TextColumn({ nullable: true }) note: string | null;
  @CreatedAt() createdAt: Date;
}
