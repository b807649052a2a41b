import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReviewTarget, Subject, type SubjectDescriptor, type SubjectFigures, type SubjectReviewSource, subjectsOfOwner } from '../../common/subjects.js';
import type { DataOwner } from '../../common/personal-data.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceOrderDisputes } from './service-order.disputes.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { partiesOfEntity } from '../vendors/vendor-users.js';

/** The fields of a row that name its customer's user and its vendor. */
const PARTY_FIELDS = { customer: 'userId', vendor: 'vendorId' } as const;

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
  readonly reviews: SubjectReviewSource = {
    target: 'service_vendor',
    query: (m) =>
      m
        .createQueryBuilder(ServiceOrder, 's')
        .innerJoin('s.serviceVendor', 'sv')
        .innerJoin('sv.vendor', 'v')
        .leftJoin('s.servicePricing', 'sp')
        .select([
          's.id AS id',
          's.user_id AS customer',
          'v.user_id AS vendor',
          's.completed_at AS completed',
          's.service_vendor_id AS target',
          "concat_ws(' — ', sp.title, sv.service_name) AS title",
        ]),
    completed: "s.status = 'completed' AND s.completed_at IS NOT NULL",
    customerColumn: 's.user_id',
    vendorColumn: 'v.user_id',
    completedColumn: 's.completed_at',
  };

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
  readonly figures: SubjectFigures = {
    series: 'orders',
    vendorRows: (owner) =>
      `SELECT o.id, o.created_at FROM service_orders o JOIN service_vendors sv ON sv.id = o.service_vendor_id WHERE sv.vendor_id = ${owner}`,
    customerRows: (owner) => `SELECT o.id, o.created_at FROM service_orders o WHERE o.user_id = ${owner}`,
  };

  constructor(
    readonly lifecycle: ServiceOrderLifecycle,
    /** A completed order with escrow held may be disputed within 48 hours; an admin releases or refunds ≤ 50 %. */
    readonly disputes: ServiceOrderDisputes,
  ) {}

  /** Its customer, and its vendor with the vendor's user. */
  parties(manager: EntityManager, ids: number[]) {
    return partiesOfEntity(manager, ServiceOrder, ids, PARTY_FIELDS);
  }

  /** The owner's ServiceOrder rows, as customer or as vendor (data export). */
  ofOwner(manager: EntityManager, owner: DataOwner) {
    return subjectsOfOwner(manager, ServiceOrder, owner, PARTY_FIELDS);
  }

  async charge(order: ServiceOrder, manager: EntityManager) {
    const pricing = await manager.findOneBy(ServicePricing, { id: order.servicePricingId });
    return { amountKobo: order.totalAmountKobo, description: pricing?.title ?? 'Service order' };
  }
}
