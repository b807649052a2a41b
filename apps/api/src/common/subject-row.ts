import { Column, PrimaryGeneratedColumn } from 'typeorm';
import type { SubjectKind } from '../queue/jobs.js';

/**
 * The columns of a row that belongs to a subject by reference (kind and id; no foreign key, since the subject's
 * table belongs to its module): timeline steps, compensations, disputes, attachments.
 */
export abstract class SubjectRow {
  @PrimaryGeneratedColumn()
  id: number;

  /** The subject's kind (common/subjects.ts). */
  @Column({ type: 'varchar', length: 30 })
  subjectKind: SubjectKind;

  @Column({ type: 'int' })
  subjectId: number;
}
