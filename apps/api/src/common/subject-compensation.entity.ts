import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
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
  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** The lifecycle action that undoes it. */
  @Column({ type: 'varchar', length: 40 })
  undo: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the undo ran (null: still owed). */
  @Column({ type: 'timestamptz', nullable: true })
  doneAt: Date | null;
}
