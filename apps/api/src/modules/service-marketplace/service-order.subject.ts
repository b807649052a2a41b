import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReviewTarget, Subject, type SubjectDescriptor, tableFigures, reviewSource } from '../../common/subjects.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceOrderDisputes } from './service-order.disputes.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { entityParties } from '../vendors/vendor-users.js';

/** Its parties and the owner's rows, from the fields of a row that name its customer's user and its vendor. */
const PARTIES = entityParties(ServiceOrder, { customer: 'userId', vendor: 'vendorId' });

/** General-service orders as a subject of the platform (common/subjects.ts): 5 % fee, references `oja-so…`. */
@Subject()
@Injectable()
export class ServiceOrderSubject implements SubjectDescriptor<ServiceOrder> {
  readonly kind = 'service_order';
  readonly fee = 'service';
  readonly label = 'Order';
  readonly noun = 'order';
  readonly refundNoun = 'order';
  readonly referencePrefix = 'so';
  readonly ledgerPrefix = '';
  readonly callbackKey = 'order_id';
  readonly customerPage = '/dashboard/user/my-service-orders';
  readonly ledgerOrderId = true;
  readonly legacyCapturedJob = 'service-orders.payment-captured';

  /** A customer's review of a completed order rates the service vendor's card. */
  readonly reviews = reviewSource(ServiceOrder, {
    target: 'service_vendor',
    join: (q) => q.innerJoin('s.serviceVendor', 'sv').innerJoin('sv.vendor', 'v').leftJoin('s.servicePricing', 'sp'),
    vendor: 'v.user_id',
    targetId: 's.service_vendor_id',
    title: "concat_ws(' — ', sp.title, sv.service_name)",
    completed: "s.status = 'completed' AND s.completed_at IS NOT NULL",
  });

  /** The service vendor's card: public while live (the same stored condition as the card), its rating stored on it. */
  readonly reviewTargets: Record<string, ReviewTarget> = {
    service_vendor: {
      isPublic: async (m, id) => (await m.query('select 1 from service_vendors where id = $1 and live', [id])).length > 0,
      saveRating: async (m, id, aggregate, params) => {
        await m.query(
          `update service_vendors sv set rating = a.rating, rating_count = a.n, total_reviews = a.n from (${aggregate}) a where sv.id = $${params.length + 1}`,
          [...params, id],
        );
      },
    },
  };

  /** Orders in the weekly figures: the vendor's through its service profile, the customer's own. */
  readonly figures = tableFigures('orders', 'service_orders o', {
    vendor: 'sv.vendor_id = $owner',
    vendorJoin: 'JOIN service_vendors sv ON sv.id = o.service_vendor_id',
    customer: 'o.user_id = $owner',
  });

  constructor(
    readonly lifecycle: ServiceOrderLifecycle,
    /** A completed order with escrow held may be disputed within 48 hours; an admin releases or refunds ≤ 50 %. */
    readonly disputes: ServiceOrderDisputes,
  ) {}

  /** Its customer, and its vendor with the vendor's user. */
  readonly parties = PARTIES.parties;
  /** The owner's orders, as customer or as vendor (data export). */
  readonly ofOwner = PARTIES.ofOwner;

  async charge(order: ServiceOrder, manager: EntityManager) {
    const pricing = await manager.findOneBy(ServicePricing, { id: order.servicePricingId });
    return { amountKobo: order.totalAmountKobo, description: pricing?.title ?? 'Service order' };
  }
}
