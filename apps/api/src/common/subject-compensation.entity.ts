import { Entity, Index } from 'typeorm';
import { CreatedAt, TimestampColumn, VarcharColumn } from '../database/columns.js';
import { SubjectRow } from './subject-row.js';

/**
 * A compensation a subject owes if it later fails (a saga's undo step): the lifecycle engine writes one when it
 * runs an action the lifecycle declares a compensation for (a shop order's stock hold → its release), and runs the
 * undo actions still owed, newest first and once each, when the machine asks to compensate (common/lifecycle-engine.ts).
 */
@Entity('subject_compensations')
@Index('subject_compensations_owed', ['subjectKind', 'subjectId', 'id'], { where: '"done_at" IS NULL' })
export class SubjectCompensation extends SubjectRow {
  /** The action whose effect this undoes. */
  @VarcharColumn(40) action: string;

  /** The lifecycle action that undoes it. */
  @VarcharColumn(40) undo: string;
  @CreatedAt() createdAt: Date;

  /** When the undo ran (null: still owed). */
  @TimestampColumn({ nullable: true }) doneAt: Date | null;
}
