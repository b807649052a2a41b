import { EventBus } from '../../common/events.js';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource, In } from 'typeorm';
import { formatKobo, maxRefundKobo, nairaToKobo } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import type { PageRequest } from '../../common/pagination.js';
import {
  type DisputedSubject,
  type SubjectDescriptor,
  type SubjectDisputes,
  type SubjectKind,
  type SubjectRef,
  SubjectRegistry,
} from '../../common/subjects.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { AttachmentsService, type AttachmentView } from '../attachments/attachments.service.js';
import { AdminNotificationsService } from '../notifications/admin-notifications.service.js';
import { disputeTimeline, presentDispute } from './dispute.presenter.js';
import { Dispute } from './entities/dispute.entity.js';

export const DISPUTE_FILTERS = ['open', 'resolved', 'all'] as const;
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number];

export const DISPUTE_FIRST = 'Open a dispute on this order before adding photos';
export const DISPUTE_RESOLVED = 'This dispute has already been resolved';

const ADMIN_LINK = '/admin/disputes';

/** A descriptor that declares disputes. */
type Disputable = SubjectDescriptor & { disputes: SubjectDisputes };

/**
 * Disputes of any subject whose descriptor declares `disputes` (common/subjects.ts): the customer opens one with
 * the subject's open event, the vendor answers, an admin resolves it — release to the vendor, or refund up to 50 %
 * with the rest released — with the subject's resolve events, each through its lifecycle and in one transaction
 * with the dispute's own row. The money moves in the vertical's lifecycle effects; this module names no vertical.
 */
@Injectable()
export class DisputesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly subjects: SubjectRegistry,
    private readonly outbox: OutboxService,
    private readonly adminNotifications: AdminNotificationsService,
    private readonly attachments: AttachmentsService,
    @Inject(ENV) private readonly env: Env,
    private readonly events: EventBus,
  ) {}

  /** The descriptor of `kind`, which must declare disputes (a route of a vertical without them is a programming error). */
  private disputable(kind: SubjectKind): Disputable {
    const d = this.subjects.get(kind);
    if (!d.disputes) throw new Error(`Subject kind "${kind}" declares no disputes`);
    return d as Disputable;
  }

  /**
   * The customer opens a dispute of one of their subjects (anyone else's is "not found"): the subject's open event
   * (the machine decides whether it may be disputed now), the dispute's row, and every admin's bell and the admins'
   * e-mail, in one transaction.
   */
  async open(kind: SubjectKind, id: number, customerUserId: number, reason: string): Promise<void> {
    const d = this.disputable(kind);
    const event = d.disputes.events.open(reason, new Date());
    await this.dataSource.transaction(async (manager) => {
      const subject = await this.engine.lock(d.lifecycle, manager, id, { userId: customerUserId });
      await this.engine.apply(d.lifecycle, manager, subject, event, { reason });
      const parties = (await d.parties(manager, [id])).get(id);
      if (parties?.vendorId == null) throw new Error(`${kind} #${id} has no vendor to dispute with`);
      const { identifiers } = await manager.insert(Dispute, {
        subjectKind: kind,
        subjectId: id,
        userId: parties.customerUserId,
        vendorId: parties.vendorId,
        reason,
        status: 'open',
      });
      await this.events.emit(manager, 'dispute.opened', { subject: { kind, id }, disputeId: Number(identifiers[0]!.id) });
      const n = (await d.disputes.adminNotice?.(manager, subject, reason)) ?? { title: `Dispute opened on ${d.noun} #${id}`, body: reason };
      await this.adminNotifications.notifyAll(manager, { ...n, link: ADMIN_LINK });
      if (this.env.ADMIN_EMAIL) {
        await this.outbox.add(manager, 'notifications.send-email', {
          to: this.env.ADMIN_EMAIL,
          subject: n.title,
          text: n.body,
          link: new URL(ADMIN_LINK, this.env.APP_URL).toString(),
        });
      }
    });
  }

  /**
   * One photo the customer adds to the open dispute of their subject (another customer's subject is "not found";
   * no dispute yet or a resolved one is 409, before the body is read).
   */
  async addPhoto(kind: SubjectKind, id: number, customerUserId: number, req: FastifyRequest) {
    const { lifecycle } = this.disputable(kind);
    const subject = await this.dataSource.manager.findOne(lifecycle.entity, { where: { id, userId: customerUserId } });
    if (!subject) throw DomainError.notFound(lifecycle.notFound.code, lifecycle.notFound.message);
    const dispute = await this.dataSource.getRepository(Dispute).findOneBy({ subjectKind: kind, subjectId: id });
    if (!dispute) throw DomainError.conflict('DISPUTE_NOT_OPEN', DISPUTE_FIRST);
    if (dispute.status !== 'open') throw DomainError.conflict('DISPUTE_RESOLVED', DISPUTE_RESOLVED);
    return this.attachments.uploadPhoto({ kind, id }, customerUserId, 'dispute', req);
  }

  /** The disputes of some subjects of one kind, as their parties see them (with photos), by subject id. */
  async forSubjects(kind: SubjectKind, ids: number[]): Promise<Map<number, NonNullable<ReturnType<typeof presentDispute>>>> {
    const out = new Map<number, NonNullable<ReturnType<typeof presentDispute>>>();
    if (!ids.length) return out;
    const rows = await this.dataSource.getRepository(Dispute).findBy({ subjectKind: kind, subjectId: In([...new Set(ids)]) });
    if (!rows.length) return out;
    const photos = await this.attachments.forSubjects(
      kind,
      rows.map((r) => r.subjectId),
      'dispute',
    );
    for (const r of rows) out.set(r.subjectId, presentDispute(r, photos.get(r.subjectId))!);
    return out;
  }

  /** Whether the subject has a dispute, open or resolved (admins may then read its conversation). */
  hasDispute(subject: SubjectRef): Promise<boolean> {
    return this.dataSource.getRepository(Dispute).existsBy({ subjectKind: subject.kind, subjectId: subject.id });
  }

  /** One page of disputes, newest first: [rows, total]. */
  list(filter: DisputeFilter, p: PageRequest) {
    return this.dataSource
      .getRepository(Dispute)
      .findAndCount({ where: filter === 'all' ? {} : { status: filter }, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  async get(id: number) {
    const dispute = await this.dataSource.getRepository(Dispute).findOneBy({ id });
    if (!dispute) throw DomainError.notFound('DISPUTE_NOT_FOUND', 'Dispute not found');
    return dispute;
  }

  /**
   * Disputes as the admin sees them: the dispute and its photos, then from the subject's module its customer,
   * vendor and view, and the timeline of both. `order_id` is the subject's id (disputes began with service orders,
   * and partners read it); `subject_kind` and `subject_label` ("Order #12", "Maintenance request #3") name it.
   * A row whose kind no running module declares any more is still listed, without its subject's details.
   */
  async present(disputes: Dispute[]) {
    const photos = new Map<string, AttachmentView[]>();
    const subjects = new Map<string, DisputedSubject>();
    const key = (kind: string, id: number) => `${kind}:${id}`;
    for (const kind of new Set(disputes.map((d) => d.subjectKind))) {
      const ids = disputes.filter((d) => d.subjectKind === kind).map((d) => d.subjectId);
      const of = this.subjects.has(kind) ? this.subjects.get(kind).disputes : undefined;
      const [files, views] = await Promise.all([
        this.attachments.forSubjects(kind, ids, 'dispute'),
        of?.view ? of.view(this.dataSource.manager, ids) : new Map<number, DisputedSubject>(),
      ]);
      for (const [id, list] of files) photos.set(key(kind, id), list);
      for (const [id, s] of views) subjects.set(key(kind, id), s);
    }
    return disputes.map((d) => {
      const s = subjects.get(key(d.subjectKind, d.subjectId));
      return {
        ...presentDispute(d, photos.get(key(d.subjectKind, d.subjectId)))!,
        order_id: d.subjectId,
        subject_kind: d.subjectKind,
        subject_label: `${this.subjects.has(d.subjectKind) ? this.subjects.get(d.subjectKind).label : 'Subject'} #${d.subjectId}`,
        timeline: s ? disputeTimeline(s.steps, d) : [],
        user: s?.customer ?? null,
        vendor: { business_name: s?.vendor.business_name ?? null },
        order: s?.view ?? null,
      };
    });
  }

  /** The vendor's side of an open dispute of one of their subjects (given again, it replaces the earlier one); admins are told in-app. */
  async respond(kind: SubjectKind, subjectId: number, vendorId: number, statement: string) {
    const d = this.disputable(kind);
    await this.dataSource.transaction(async (manager) => {
      const dispute = await manager.findOne(Dispute, { where: { subjectKind: kind, subjectId, vendorId }, lock: { mode: 'pessimistic_write' } });
      if (!dispute) throw DomainError.notFound('DISPUTE_NOT_FOUND', 'Dispute not found');
      if (dispute.status !== 'open') throw DomainError.conflict('DISPUTE_RESOLVED', DISPUTE_RESOLVED);
      await manager.update(Dispute, { id: dispute.id }, { vendorStatement: statement, vendorRespondedAt: new Date() });
      await this.adminNotifications.notifyAll(manager, {
        title: `Vendor responded to the dispute on ${d.noun} #${subjectId}`,
        body: statement.length > 300 ? `${statement.slice(0, 297)}...` : statement,
        link: ADMIN_LINK,
      });
    });
  }

  /**
   * An admin resolves an open dispute: the subject's release or refund event through its lifecycle (whose effects
   * move the escrow), the refund at most 50 % of what the subject was charged (omitted: the 50 %), and the
   * dispute's row, in one transaction; the subject is locked before the dispute, as every path that moves it does.
   */
  async resolve(adminId: number, disputeId: number, resolution: 'release' | 'refund', refundAmount: number | string | undefined, note: string) {
    const found = await this.get(disputeId);
    const d = this.disputable(found.subjectKind);
    await this.dataSource.transaction(async (manager) => {
      const subject = await this.engine.lock(d.lifecycle, manager, found.subjectId);
      const dispute = await manager.findOneOrFail(Dispute, { where: { id: disputeId }, lock: { mode: 'pessimistic_write' } });
      if (dispute.status !== 'open') throw DomainError.conflict('DISPUTE_RESOLVED', DISPUTE_RESOLVED);
      let refundKobo: number | undefined;
      if (resolution === 'refund') {
        const cap = maxRefundKobo(d.refundableKobo?.(subject) ?? (await d.charge(subject, manager)).amountKobo);
        refundKobo = refundAmount === undefined ? cap : nairaToKobo(refundAmount);
        if (refundKobo <= 0 || refundKobo > cap) {
          throw DomainError.field(
            'refund_amount',
            `The refund must be more than ₦0 and at most ${formatKobo(cap)} (50% of the payment)`,
            'REFUND_OUT_OF_RANGE',
          );
        }
      }
      const event = resolution === 'release' ? d.disputes.events.release : d.disputes.events.refund;
      await this.engine.apply(d.lifecycle, manager, subject, event, { refundKobo });
      await manager.update(
        Dispute,
        { id: disputeId },
        { status: 'resolved', resolution, refundAmountKobo: refundKobo ?? null, note, resolvedByAdminId: adminId, resolvedAt: new Date() },
      );
      await d.disputes.resolved?.(manager, subject, { resolution, note, refundKobo });
    });
    return found.subjectId;
  }
}
