import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads, SubjectKind } from '../../queue/jobs.js';
import { pageOf, paginated, type PageQuery, type PageRequest } from '../../common/pagination.js';
import { Review, type ReviewRole, type ReviewTargetKind } from './entities/review.entity.js';
import { completedSubjectsOf, isPublicTarget, loadSubject, reviewTarget, type ReviewSubject } from './review-subjects.js';

export const BLIND_RULE = 'Your review is shown once the other side has written theirs, or after 14 days.';

/** A review on the wire; `author` is loaded by the caller for public lists. */
export function presentReview(r: Review) {
  return {
    id: r.id,
    subject_kind: r.subjectKind,
    subject_id: r.subjectId,
    author_role: r.authorRole,
    author: { name: r.author?.name ?? null },
    rating: r.rating,
    comment: r.comment,
    revealed: r.revealedAt !== null,
    created_at: r.createdAt,
  };
}

/**
 * Double-blind reviews of completed subjects (any subject whose descriptor declares reviews): each side writes once within the window; a review is revealed when both have
 * written or the window closes (a delayed job), and revealing updates the rated profile's stored rating.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private closesAt(s: ReviewSubject) {
    return s.completedAt ? new Date(s.completedAt.getTime() + this.env.REVIEW_WINDOW_MS) : null;
  }

  private roleOf(s: ReviewSubject, userId: number): ReviewRole | null {
    if (s.customerUserId === userId) return 'customer';
    if (s.vendorUserId === userId) return 'vendor';
    return null;
  }

  /** The subject, when the user is one of its parties (else 404 / 403). */
  private async partySubject(manager: EntityManager, userId: number, kind: SubjectKind, id: number) {
    const subject = await loadSubject(manager, kind, id);
    if (!subject) throw DomainError.notFound('REVIEW_SUBJECT_NOT_FOUND', 'Nothing to review was found');
    const role = this.roleOf(subject, userId);
    if (!role) throw DomainError.forbidden('REVIEW_NOT_A_PARTY', 'Only the customer and the vendor can review this');
    return { subject, role };
  }

  async create(userId: number, kind: SubjectKind, id: number, rating: number, comment: string) {
    return this.dataSource.transaction((manager) => this.write(manager, userId, kind, id, rating, comment));
  }

  /** One party's review in the caller's transaction (the demo seed writes both sides this way, so they reveal as real ones do). */
  async write(manager: EntityManager, userId: number, kind: SubjectKind, id: number, rating: number, comment: string) {
    await manager.query('select pg_advisory_xact_lock(hashtext($1), $2)', [`review:${kind}`, id]);
    const { subject, role } = await this.partySubject(manager, userId, kind, id);
    const closes = this.closesAt(subject);
    if (!closes) throw DomainError.conflict('REVIEW_NOT_COMPLETED', 'You can leave a review once this is completed');
    if (Date.now() >= closes.getTime()) throw DomainError.conflict('REVIEW_WINDOW_CLOSED', 'The 14-day review window has closed');
    const existing = await manager.find(Review, { where: { subjectKind: kind, subjectId: id } });
    if (existing.some((r) => r.authorRole === role)) throw DomainError.conflict('REVIEW_ALREADY_WRITTEN', 'You have already reviewed this');
    const target = role === 'customer' ? subject.target : { kind: 'none' as const, id: null };
    const { identifiers } = await manager.insert(Review, {
      subjectKind: kind,
      subjectId: id,
      authorRole: role,
      authorUserId: userId,
      targetKind: target.kind,
      targetId: target.id,
      rating,
      comment,
    });
    if (existing.length) {
      await this.reveal(manager, subject);
    } else {
      await this.outbox.add(manager, 'reviews.reveal', { kind, id }, { delayMs: Math.max(0, closes.getTime() - Date.now()) });
    }
    return manager.findOneOrFail(Review, { where: { id: identifiers[0].id as number }, relations: { author: true } });
  }

  /** Reveals the subject's unrevealed reviews and recomputes the ratings they count in. */
  private async reveal(manager: EntityManager, subject: ReviewSubject) {
    const res = await manager.update(Review, { subjectKind: subject.kind, subjectId: subject.id, revealedAt: IsNull() }, { revealedAt: new Date() });
    if (res.affected) await this.refreshRating(manager, subject.target.kind, subject.target.id);
  }

  /** The stored rating of a review target (declared by its owning module), from its revealed customer reviews, written by its owner. */
  async refreshRating(manager: EntityManager, kind: ReviewTargetKind, id: number | null) {
    if (id === null || kind === 'none') return;
    const agg = `select coalesce(round(avg(rating), 1), 0) as rating, count(*)::int as n from reviews where target_kind = $1 and target_id = $2 and author_role = 'customer' and revealed_at is not null`;
    await reviewTarget(kind)?.saveRating(manager, id, agg, [kind, id]);
  }

  /** The window closed: reveal what was written (too early, it waits for the time left). */
  @JobHandler('reviews.reveal')
  async revealJob({ kind, id }: JobPayloads['reviews.reveal']) {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('select pg_advisory_xact_lock(hashtext($1), $2)', [`review:${kind}`, id]);
      const subject = await loadSubject(manager, kind, id);
      const closes = subject && this.closesAt(subject);
      if (!subject || !closes) return;
      const left = closes.getTime() - Date.now();
      if (left > 0) {
        await this.outbox.add(manager, 'reviews.reveal', { kind, id }, { delayMs: left });
        return;
      }
      await this.reveal(manager, subject);
    });
  }

  /** The caller's review of the subject and the other side's once revealed (both wrote, or the window closed). */
  async forSubject(userId: number, kind: SubjectKind, id: number) {
    const manager = this.dataSource.manager;
    const { subject, role } = await this.partySubject(manager, userId, kind, id);
    const reviews = await manager.find(Review, { where: { subjectKind: kind, subjectId: id }, relations: { author: true } });
    const mine = reviews.find((r) => r.authorRole === role) ?? null;
    const theirs = reviews.find((r) => r.authorRole !== role) ?? null;
    const closes = this.closesAt(subject);
    const closed = closes !== null && Date.now() >= closes.getTime();
    const shown = theirs && (theirs.revealedAt !== null || closed) ? theirs : null;
    return {
      subject_kind: kind,
      subject_id: id,
      role,
      completed_at: subject.completedAt,
      window_closes_at: closes,
      can_review: closes !== null && !closed && !mine,
      rule: BLIND_RULE,
      mine: mine ? presentReview(mine) : null,
      theirs: shown ? presentReview(shown) : null,
      theirs_written: theirs !== null,
    };
  }

  /** Completed subjects the caller can still review (within the window, not yet written). */
  async pending(userId: number) {
    const manager = this.dataSource.manager;
    const since = new Date(Date.now() - this.env.REVIEW_WINDOW_MS);
    const subjects = await completedSubjectsOf(manager, userId, since);
    if (!subjects.length) return [];
    const written = await manager.find(Review, {
      where: { authorUserId: userId },
      select: { subjectKind: true, subjectId: true, authorRole: true },
      order: { id: 'DESC' },
      take: 500,
    });
    const done = new Set(written.map((r) => `${r.subjectKind}:${r.subjectId}:${r.authorRole}`));
    return subjects
      .map((s) => ({ s, role: this.roleOf(s, userId)! }))
      .filter(({ s, role }) => !done.has(`${s.kind}:${s.id}:${role}`))
      .map(({ s, role }) => ({
        subject_kind: s.kind,
        subject_id: s.id,
        role,
        title: s.title,
        completed_at: s.completedAt,
        window_closes_at: this.closesAt(s),
      }));
  }

  /** Revealed customer reviews of a public review target, newest first (one query with the authors). */
  /** One page of a target's revealed customer reviews as the public list routes answer it (`?page`, 10 per page). */
  async publicPage(targetKind: ReviewTargetKind, targetId: number, q: PageQuery) {
    const p = pageOf(q, 10);
    const [rows, total] = await this.publicList(targetKind, targetId, p);
    return paginated(rows.map(presentReview), p, total);
  }

  async publicList(targetKind: ReviewTargetKind, targetId: number, p: PageRequest): Promise<[Review[], number]> {
    // A vendor that is not live (deactivated, KYC withdrawn) or a target its owner hides shows no reviews either.
    if (!(await isPublicTarget(this.dataSource.manager, targetKind, targetId))) return [[], 0];
    return this.dataSource.getRepository(Review).findAndCount({
      where: { targetKind, targetId, authorRole: 'customer', revealedAt: Not(IsNull()) },
      relations: { author: true },
      order: { id: 'DESC' },
      skip: p.skip,
      take: p.take,
    });
  }
}
