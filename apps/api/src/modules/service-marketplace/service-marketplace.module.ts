import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { ServiceOrderPaymentsService } from './service-order-payments.service.js';
import { ServiceOrderTimersService } from './service-order-timers.service.js';
import { ServiceOrdersController } from './service-orders.controller.js';
import { ServiceOrdersService } from './service-orders.service.js';
import { ServicePricingsController } from './service-pricings.controller.js';
import { ServicePricingsService } from './service-pricings.service.js';
import { ServiceVendorsController } from './service-vendors.controller.js';
import { ServiceVendorsService } from './service-vendors.service.js';
import { VendorServiceOrdersController } from './vendor-service-orders.controller.js';

/** General services: the public directory, vendor pricings, and service orders with escrow. */
@Module({
  imports: [TypeOrmModule.forFeature([ServiceVendor, ServicePricing, ServiceOrder]), EscrowModule, PaymentsModule, NotificationsModule],
  controllers: [ServiceVendorsController, ServicePricingsController, ServiceOrdersController, VendorServiceOrdersController],
  providers: [
    LifecycleEngine,
    ServiceVendorsService,
    ServicePricingsService,
    ServiceOrderLifecycle,
    ServiceOrdersService,
    ServiceOrderPaymentsService,
    ServiceOrderTimersService,
  ],
  exports: [LifecycleEngine, ServiceOrderLifecycle, ServiceOrdersService],
})
export class ServiceMarketplaceModule {}
