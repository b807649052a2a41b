import { Injectable, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource, In } from 'typeorm';
import { formatKobo, maxRefundKobo, nairaToKobo, type ServiceOrderEvent } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { ORDER_NOTICES } from './service-order.notices.js';
import { presentDispute } from './service-order.presenter.js';
import { ORDER_RELATIONS, ServiceOrdersService } from './service-orders.service.js';
import { Dispute } from './entities/dispute.entity.js';
import { AdminNotificationsService } from '../notifications/admin-notifications.service.js';
import type { PageRequest } from '../../common/pagination.js';
import { AttachmentSubjects, type SubjectParties } from '../attachments/attachment-subjects.js';
import { AttachmentsService } from '../attachments/attachments.service.js';
import type { User } from '../users/entities/user.entity.js';
import { Vendor } from '../vendors/entities/vendor.entity.js';

export const DISPUTE_FILTERS = ['open', 'resolved', 'all'] as const;
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number];

export const DISPUTE_FIRST = 'Open a dispute on this order before adding photos';
export const DISPUTE_RESOLVED = 'This dispute has already been resolved';

/**
 * Disputes of service orders (opened by the order's DISPUTE event): the admin's list and detail, and the
 * resolution — release to the vendor, or refund up to 50 % with the rest released — through the order's
 * lifecycle, in one transaction with the dispute's own row.
 */
@Injectable()
export class DisputesService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly orders: ServiceOrdersService,
    private readonly adminNotifications: AdminNotificationsService,
    private readonly attachments: AttachmentsService,
    private readonly attachmentSubjects: AttachmentSubjects,
  ) {}

  /** Tells the attachments port who the parties of a service order are: its customer and its vendor's user. */
  onModuleInit() {
    this.attachmentSubjects.register('service_order', async (manager, ids) => {
      const rows = await manager
        .createQueryBuilder(ServiceOrder, 'o')
        .innerJoin(Vendor, 'v', 'v.id = o.vendor_id')
        .select(['o.id AS id', 'o.user_id AS customer', 'v.user_id AS vendor'])
        .where('o.id IN (:...ids)', { ids })
        .getRawMany<{ id: number; customer: number; vendor: number }>();
      return new Map<number, SubjectParties>(rows.map((r) => [Number(r.id), { customerUserId: Number(r.customer), vendorUserId: Number(r.vendor) }]));
    });
  }

  /**
   * POST /api/service-orders/:id/dispute/photos: one photo the customer adds to the open dispute of their order
   * (another customer's order is "not found"; no dispute yet or a resolved one is 409, before the body is read).
   */
  async addPhoto(user: User, orderId: number, req: FastifyRequest) {
    const order = await this.dataSource.getRepository(ServiceOrder).findOne({ where: { id: orderId, userId: user.id }, relations: { dispute: true } });
    if (!order) throw DomainError.notFound('ORDER_NOT_FOUND', 'Service order not found');
    if (!order.dispute) throw DomainError.conflict('DISPUTE_NOT_OPEN', DISPUTE_FIRST);
    if (order.dispute.status !== 'open') throw DomainError.conflict('DISPUTE_RESOLVED', DISPUTE_RESOLVED);
    return this.attachments.uploadPhoto({ kind: 'service_order', id: orderId }, user.id, 'dispute', req);
  }

  /** One page of disputes, newest first: [rows, total]. */
  list(filter: DisputeFilter, p: PageRequest) {
    return this.dataSource.getRepository(Dispute).findAndCount({ where: filter === 'all' ? {} : { status: filter }, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  async get(id: number) {
    const dispute = await this.dataSource.getRepository(Dispute).findOneBy({ id });
    if (!dispute) throw DomainError.notFound('DISPUTE_NOT_FOUND', 'Dispute not found');
    return dispute;
  }

  /** Disputes as the admin sees them: with the order, its customer and vendor. */
  async present(disputes: Dispute[]) {
    const ids = disputes.map((d) => d.orderId);
    const orders = ids.length ? await this.dataSource.getRepository(ServiceOrder).find({ where: { id: In(ids) }, relations: ORDER_RELATIONS }) : [];
    const presented = new Map((await this.orders.present(orders, 'admin')).map((o) => [o.id, o]));
    return disputes.map((d) => {
      const order = orders.find((o) => o.id === d.orderId);
      return {
        ...presentDispute(d, presented.get(d.orderId)?.dispute?.photos)!,
        order_id: d.orderId,
        timeline: order ? disputeTimeline(order, d) : [],
        user: order?.user ? { name: order.user.name, email: order.user.email, phone: order.user.phone } : null,
        vendor: { business_name: order?.serviceVendor?.vendor?.businessName ?? null },
        order: presented.get(d.orderId) ?? null,
      };
    });
  }

  /** The vendor's side of an open dispute of one of their orders (given again, it replaces the earlier one); admins are told in-app. */
  async respond(vendorId: number, orderId: number, statement: string) {
    await this.dataSource.transaction(async (manager) => {
      const dispute = await manager.findOne(Dispute, { where: { orderId, vendorId }, lock: { mode: 'pessimistic_write' } });
      if (!dispute) throw DomainError.notFound('DISPUTE_NOT_FOUND', 'Dispute not found');
      if (dispute.status !== 'open') throw DomainError.conflict('DISPUTE_RESOLVED', DISPUTE_RESOLVED);
      await manager.update(Dispute, { id: dispute.id }, { vendorStatement: statement, vendorRespondedAt: new Date() });
      await this.adminNotifications.notifyAll(manager, {
        title: `Vendor responded to the dispute on order #${orderId}`,
        body: statement.length > 300 ? `${statement.slice(0, 297)}...` : statement,
        link: '/admin/disputes',
      });
    });
  }

  async resolve(adminId: number, disputeId: number, resolution: 'release' | 'refund', refundAmount: number | string | undefined, note: string) {
    const found = await this.get(disputeId);
    await this.dataSource.transaction(async (manager) => {
      const order = await this.engine.lock(this.lifecycle, manager, found.orderId);
      const dispute = await manager.findOneOrFail(Dispute, { where: { id: disputeId }, lock: { mode: 'pessimistic_write' } });
      if (dispute.status !== 'open') throw DomainError.conflict('DISPUTE_RESOLVED', DISPUTE_RESOLVED);
      let refundKobo: number | undefined;
      if (resolution === 'refund') {
        const cap = maxRefundKobo(order.totalAmountKobo);
        refundKobo = refundAmount === undefined ? cap : nairaToKobo(refundAmount);
        if (refundKobo <= 0 || refundKobo > cap) {
          throw DomainError.field('refund_amount', `The refund must be more than ₦0 and at most ${formatKobo(cap)} (50% of the payment)`, 'REFUND_OUT_OF_RANGE');
        }
      }
      const event: ServiceOrderEvent = resolution === 'release' ? { type: 'RESOLVE_RELEASE', actor: 'admin' } : { type: 'RESOLVE_REFUND', actor: 'admin' };
      await this.engine.apply(this.lifecycle, manager, order, event, { refundKobo });
      await manager.update(Dispute, { id: disputeId }, { status: 'resolved', resolution, refundAmountKobo: refundKobo ?? null, note, resolvedByAdminId: adminId, resolvedAt: new Date() });
      if (resolution === 'release') {
        const p = await this.lifecycle.parties(manager, order);
        await p.customer(ORDER_NOTICES.releasedAfterDispute(p.names, note));
      }
    });
    return found.orderId;
  }
}

/** What happened to the disputed order, oldest first, from its timestamps and the dispute's. */
export function disputeTimeline(o: ServiceOrder, d: Dispute) {
  const steps: [string, string, Date | null | undefined][] = [
    ['placed', 'Order placed', o.createdAt],
    ['accepted', 'Accepted by the vendor', o.acceptedAt],
    ['paid', 'Paid into escrow', o.paidAt],
    ['started', 'Work started', o.startedAt],
    ['completed', 'Marked completed by the vendor', o.completedAt],
    ['disputed', 'Disputed by the customer', d.createdAt],
    ['vendor_responded', 'Vendor responded', d.vendorRespondedAt],
    ['released', 'Payment released', o.releasedAt],
    ['refunded', 'Refund issued', o.refundedAt],
    ['resolved', 'Dispute resolved', d.resolvedAt],
  ];
  return steps
    .filter((x): x is [string, string, Date] => !!x[2])
    .map(([event, label, at]) => ({ event, label, at }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
