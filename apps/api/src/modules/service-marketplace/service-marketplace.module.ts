import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DisputesModule } from '../disputes/disputes.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { PhotosModule } from '../photos/photos.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ServiceVendorReviewsController } from './service-vendor-reviews.controller.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { provideCategoryDetails } from '../vendors/category-details.js';
import { UsersModule } from '../users/users.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { ServiceOrderDisputes } from './service-order.disputes.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { SERVICE_VENDOR_DETAILS } from './service-vendor.details.js';
import { ServiceOrderDemoSeeder } from './service-order-demo.seeder.js';
import { ServiceOrderSubject } from './service-order.subject.js';
import { ServiceOrdersController } from './service-orders.controller.js';
import { ServiceOrdersService } from './service-orders.service.js';
import { ServicePricingsController } from './service-pricings.controller.js';
import { ServicePricingsService } from './service-pricings.service.js';
import { ServiceVendorsController } from './service-vendors.controller.js';
import { ServiceVendorsService } from './service-vendors.service.js';
import { VendorServiceOrdersController } from './vendor-service-orders.controller.js';
import { ServiceVendorProfileService } from './service-vendor-profile.service.js';
import { VendorServiceProfileController } from './vendor-service-profile.controller.js';

/** General services: the public directory, vendor profiles and pricings, service orders with escrow, and their disputes (through DisputesModule). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ServiceVendor, ServicePricing, ServiceOrder]),
    EscrowModule,
    PaymentsModule,
    NotificationsModule,
    SettingsModule,
    PhotosModule,
    DisputesModule,
    ReviewsModule,
    UsersModule,
    VendorsModule,
  ],
  controllers: [
    ServiceVendorReviewsController,
    ServiceVendorsController,
    ServicePricingsController,
    ServiceOrdersController,
    VendorServiceOrdersController,
    VendorServiceProfileController,
  ],
  providers: [
    ServiceVendorsService,
    ServiceVendorProfileService,
    ServicePricingsService,
    ServiceOrderLifecycle,
    ServiceOrdersService,
    ServiceOrderSubject,
    ServiceOrderDisputes,
    ServiceOrderDemoSeeder,
  ],
  exports: [ServiceOrderLifecycle, ServiceOrdersService],
})
export class ServiceMarketplaceModule implements OnModuleInit {
  /** The general-service category's details are kept here (vendors cannot import this module: it imports vendors). */
  onModuleInit() {
    provideCategoryDetails('service_vendor', SERVICE_VENDOR_DETAILS);
  }
}
