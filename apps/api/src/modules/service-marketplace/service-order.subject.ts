import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Subject, type SubjectDescriptor } from '../../common/subjects.js';
import type { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';

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
  readonly ledgerOrderId = true;
  readonly legacyCapturedJob = 'service-orders.payment-captured';

  constructor(readonly lifecycle: ServiceOrderLifecycle) {}

  async charge(order: ServiceOrder, manager: EntityManager) {
    const pricing = await manager.findOneBy(ServicePricing, { id: order.servicePricingId });
    return { amountKobo: order.totalAmountKobo, description: pricing?.title ?? 'Service order' };
  }
}
