import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { disputeEvents, escrowStep, type DisputedSubject, type SubjectDisputes } from '../../common/subjects.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { ORDER_NOTICES } from './service-order.notices.js';
import type { AdminServiceOrder } from './service-order.presenter.js';
import { ORDER_RELATIONS, ServiceOrdersService } from './service-orders.service.js';

declare module '../../common/subjects.js' {
  interface DisputedSubjectViews {
    service_order: AdminServiceOrder;
  }
}

/**
 * Disputes of service orders, as the disputes module asks for them (common/subjects.ts): the customer's DISPUTE of a
 * completed order with escrow held, within the window (the machine's rule), resolved by the admin's
 * RESOLVE_RELEASE or RESOLVE_REFUND, whose effects release or split the escrow.
 */
@Injectable()
export class ServiceOrderDisputes implements SubjectDisputes<ServiceOrder> {
  readonly events = disputeEvents('DISPUTE', true);

  constructor(
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly orders: ServiceOrdersService,
  ) {}

  async adminNotice(manager: EntityManager, order: ServiceOrder, reason: string) {
    const p = await this.lifecycle.parties(manager, order);
    return ORDER_NOTICES.disputeToAdmins(p.names, reason);
  }

  /** A release tells the customer, with the admin's note (a refund's effects tell both sides). */
  async resolved(manager: EntityManager, order: ServiceOrder, outcome: { resolution: 'release' | 'refund'; note: string }) {
    if (outcome.resolution !== 'release') return;
    const p = await this.lifecycle.parties(manager, order);
    await p.customer(ORDER_NOTICES.releasedAfterDispute(p.names, outcome.note));
  }

  /** The order as an admin sees it, its customer and vendor, and its steps from its timestamps. */
  async view(manager: EntityManager, ids: number[]) {
    const orders = await manager.getRepository(ServiceOrder).find({ where: { id: In(ids) }, relations: ORDER_RELATIONS });
    const presented = new Map((await this.orders.present(orders, 'admin')).map((o) => [o.id, o]));
    return new Map<number, DisputedSubject>(
      orders.map((o) => [
        o.id,
        {
          steps: [
            ['placed', 'Order placed', o.createdAt],
            ['accepted', 'Accepted by the vendor', o.acceptedAt],
            escrowStep.paid(o.paidAt),
            ['started', 'Work started', o.startedAt],
            ['completed', 'Marked completed by the vendor', o.completedAt],
            escrowStep.released(o.releasedAt),
            escrowStep.refunded(o.refundedAt),
          ],
          customer: o.user ? { name: o.user.name, email: o.user.email, phone: o.user.phone } : null,
          vendor: { business_name: o.serviceVendor?.vendor?.businessName ?? null },
          view: presented.get(o.id) ?? null,
        },
      ]),
    );
  }
}
