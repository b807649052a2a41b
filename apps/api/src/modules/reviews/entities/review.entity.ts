import { Check, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, IntColumn, SmallIntColumn, TextColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';
import { SubjectRow } from '../../../common/subject-row.js';
import type { User } from '../../users/entities/user.entity.js';

export const REVIEW_ROLES = ['customer', 'vendor'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];
/**
 * What a customer's review rates: a target kind declared by a subject's descriptor (`reviewTargets`, owned by its
 * module), or 'none'. The public lists and ratings read these.
 */
export type ReviewTargetKind = string;

/**
 * One side's review of a completed subject (order, booking…): 1–5 with a comment. Blind: the other side
 * sees it only once `revealedAt` is set (both wrote, or the window closed).
 */
@Entity('reviews')
@Index('reviews_subject_role_unique', ['subjectKind', 'subjectId', 'authorRole'], { unique: true })
@Index('reviews_target_revealed', ['targetKind', 'targetId', 'authorRole', 'revealedAt'])
@Index('reviews_author', ['authorUserId', 'id'])
@Check('reviews_rating_check', '"rating" BETWEEN 1 AND 5')
@Check('reviews_author_role_check', `"author_role" IN ('customer', 'vendor')`)
export class Review extends SubjectRow {
  @VarcharColumn(10) authorRole: ReviewRole;
  @IntColumn() authorUserId: number;
  @ManyToOne('User', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'author_user_id' }) author?: User;
  @VarcharColumn(20) targetKind: ReviewTargetKind;
  @IntColumn({ nullable: true }) targetId: number | null;
  @SmallIntColumn() rating: number;
  @TextColumn() comment: string;
  @TimestampColumn({ nullable: true }) revealedAt: Date | null;
  @CreatedAt() createdAt: Date;
}
