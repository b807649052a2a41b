import type { EntityManager } from 'typeorm';
import { registeredSubjects, type ReviewTarget, type SubjectKind, type SubjectReviewSource } from '../../common/subjects.js';
import type { ReviewTargetKind } from './entities/review.entity.js';

/** A reviewable subject as the reviews module sees it: its two parties, when it completed, and what a customer's review rates. */
export interface ReviewSubject {
  kind: SubjectKind;
  id: number;
  customerUserId: number;
  vendorUserId: number;
  /** Null while not completed (nothing to review yet). */
  completedAt: Date | null;
  target: { kind: ReviewTargetKind; id: number | null };
  /** A short label for the pending list ("Deep cleaning — Ade Plumbing"). */
  title: string;
}

interface SubjectRow {
  id: number;
  customer: number;
  vendor: number;
  completed: Date | null;
  target: number | null;
  title: string | null;
}

/** The reviewable subjects: every registered descriptor that declares `reviews` (common/subjects.ts). */
const sources = (): [string, SubjectReviewSource][] =>
  registeredSubjects().flatMap((d) => (d.reviews ? [[d.kind, d.reviews] as [string, SubjectReviewSource]] : []));
const sourceOf = (kind: string): SubjectReviewSource | undefined => sources().find(([k]) => k === kind)?.[1];

/** The subject kinds that can be reviewed. */
export const reviewableKinds = (): string[] => sources().map(([kind]) => kind);

/** A review target kind's owner, from the descriptor that declares it; undefined for 'none' or an unknown kind. */
export const reviewTarget = (kind: string): ReviewTarget | undefined => registeredSubjects().find((d) => d.reviewTargets?.[kind])?.reviewTargets?.[kind];

/**
 * Whether a review target is on public view (its owning module's condition, e.g. a live vendor). A vendor that is not live has no public surface, its reviews included.
 */
export async function isPublicTarget(manager: EntityManager, kind: string, id: number): Promise<boolean> {
  return (await reviewTarget(kind)?.isPublic(manager, id)) ?? false;
}

const toSubject = (kind: SubjectKind, src: SubjectReviewSource, r: SubjectRow, completed: boolean): ReviewSubject => ({
  kind,
  id: Number(r.id),
  customerUserId: Number(r.customer),
  vendorUserId: Number(r.vendor),
  completedAt: completed && r.completed ? new Date(r.completed) : null,
  target: { kind: src.target, id: r.target === null ? null : Number(r.target) },
  title: r.title ?? `${kind.replace('_', ' ')} #${r.id}`,
});

/** One subject, or null when it does not exist (or its kind cannot be reviewed). */
export async function loadSubject(manager: EntityManager, kind: SubjectKind, id: number): Promise<ReviewSubject | null> {
  const src = sourceOf(kind);
  if (!src) return null;
  const r = await src
    .query(manager)
    .addSelect(`(${src.completed}) AS is_completed`)
    .where('s.id = :id', { id })
    .getRawOne<SubjectRow & { is_completed: boolean }>();
  return r ? toSubject(kind, src, r, r.is_completed) : null;
}

/** Completed subjects since `since` where the user is the customer or the vendor. */
export async function completedSubjectsOf(manager: EntityManager, userId: number, since: Date): Promise<ReviewSubject[]> {
  const out: ReviewSubject[] = [];
  for (const [kind, src] of sources()) {
    const rows = await src
      .query(manager)
      .where(src.completed)
      .andWhere(`${src.completedColumn} > :since`, { since })
      .andWhere(`(${src.customerColumn} = :userId OR ${src.vendorColumn} = :userId)`, { userId })
      .orderBy(src.completedColumn, 'DESC')
      .limit(100)
      .getRawMany<SubjectRow>();
    out.push(...rows.map((r) => toSubject(kind, src, r, true)));
  }
  return out;
}
