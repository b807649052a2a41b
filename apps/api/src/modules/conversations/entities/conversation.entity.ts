import { Entity, Index } from 'typeorm';
import { CreatedAt, IntColumn, TimestampColumn } from '../../../database/columns.js';
import { SubjectRow } from '../../../common/subject-row.js';

/**
 * The one conversation of a subject (order, booking, request) among the parties its descriptor names; created with
 * its first message. Its row is what a send locks, so a conversation's messages get ids and times in commit order.
 */
@Entity('conversations')
@Index('conversations_subject_unique', ['subjectKind', 'subjectId'], { unique: true })
export class Conversation extends SubjectRow {
  /** The newest message (null until the first). */
  @IntColumn({ nullable: true }) lastMessageId: number | null;
  @TimestampColumn({ nullable: true }) lastMessageAt: Date | null;
  @CreatedAt() createdAt: Date;
}
