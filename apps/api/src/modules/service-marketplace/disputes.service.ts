import { Injectable } from '@nestjs/common';
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
import type { PageRequest } from '../../common/pagination.js';

export const DISPUTE_FILTERS = ['open', 'resolved', 'all'] as const;
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number];

/**
 * Disputes of service orders (opened by the order's DISPUTE event): the admin's list and detail, and the
 * resolution — release to the vendor, or refund up to 50 % with the rest released — through the order's
 * lifecycle, in one transaction with the dispute's own row.
 */
@Injectable()
export class DisputesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly orders: ServiceOrdersService,
  ) {}

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
        ...presentDispute(d)!,
        order_id: d.orderId,
        user: order?.user ? { name: order.user.name, email: order.user.email, phone: order.user.phone } : null,
        vendor: { business_name: order?.serviceVendor?.vendor?.businessName ?? null },
        order: presented.get(d.orderId) ?? null,
      };
    });
  }

  async resolve(adminId: number, disputeId: number, resolution: 'release' | 'refund', refundAmount: number | string | undefined, note: string) {
    const found = await this.get(disputeId);
    await this.dataSource.transaction(async (manager) => {
      const order = await this.engine.lock(this.lifecycle, manager, found.orderId);
      const dispute = await manager.findOneOrFail(Dispute, { where: { id: disputeId }, lock: { mode: 'pessimistic_write' } });
      if (dispute.status !== 'open') throw DomainError.conflict('DISPUTE_RESOLVED', 'This dispute has already been resolved');
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
