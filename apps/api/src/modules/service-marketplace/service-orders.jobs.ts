import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { ServiceOrdersService } from './service-orders.service.js';

/** Timer jobs of service orders; each checks the order's state first, so a late or repeated run does nothing. */
@Injectable()
export class ServiceOrderJobs {
  constructor(private readonly orders: ServiceOrdersService) {}

  @JobHandler('service-orders.auto-cancel')
  autoCancel({ orderId }: JobPayloads['service-orders.auto-cancel']) {
    return this.orders.autoCancel(orderId);
  }

  @JobHandler('service-orders.auto-release')
  autoRelease({ orderId }: JobPayloads['service-orders.auto-release']) {
    return this.orders.autoRelease(orderId);
  }

  @JobHandler('service-orders.reminder')
  reminder({ orderId, kind }: JobPayloads['service-orders.reminder']) {
    return this.orders.remind(orderId, kind);
  }
}
