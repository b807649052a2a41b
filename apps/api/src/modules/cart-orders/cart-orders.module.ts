import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentsModule } from '../attachments/attachments.module.js';
import { DisputesModule } from '../disputes/disputes.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { PhotosModule } from '../photos/photos.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { AddressesService } from './addresses.service.js';
import { CatalogueService } from './catalogue.service.js';
import { FoodController, ProductsController, VendorMenuController, VendorProductsController, VendorStorefrontController } from './catalogue.controller.js';
import { FoodOrderLifecycle, ShopOrderLifecycle } from './cart-order.lifecycle.js';
import { FoodOrderDisputes, FoodOrderSubject, ShopOrderDisputes, ShopOrderSubject } from './cart-order.subject.js';
import { CartOrdersPersonalData } from './cart-orders.personal-data.js';
import { CartOrdersDemoSeeder } from './cart-orders-demo.seeder.js';
import { CartOrdersService } from './cart-orders.service.js';
import { OrderCouriers } from './order-couriers.js';
import { CartOrderPresenter } from './cart-order.presenter.js';
import { CartOrderLine } from './entities/cart-order-line.entity.js';
import { CartOrder } from './entities/cart-order.entity.js';
import { CatalogueItem } from './entities/catalogue-item.entity.js';
import { DeliveryAddress } from './entities/delivery-address.entity.js';
import { Storefront } from './entities/storefront.entity.js';
import { AddressesController, AdminOrdersController, OrdersController, VendorOrdersController } from './orders.controller.js';

/**
 * Food delivery and the shop (docs/food-and-shop.md): menus and catalogues, the public lists, carts
 * ordered into escrow, the kitchen's and the seller's buttons, the seal check with photos, disputes. Two subject
 * kinds (`food_order`, `shop_order`) on one table and the shared cart-order machine.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CatalogueItem, CartOrder, CartOrderLine, Storefront, DeliveryAddress]),
    AttachmentsModule,
    DisputesModule,
    EscrowModule,
    NotificationsModule,
    PaymentsModule,
    PhotosModule,
    SettingsModule,
    UsersModule,
    VendorsModule,
  ],
  controllers: [
    VendorMenuController,
    VendorProductsController,
    VendorStorefrontController,
    FoodController,
    ProductsController,
    OrdersController,
    VendorOrdersController,
    AdminOrdersController,
    AddressesController,
  ],
  providers: [
    CatalogueService,
    CartOrdersService,
    CartOrderPresenter,
    AddressesService,
    FoodOrderLifecycle,
    ShopOrderLifecycle,
    FoodOrderDisputes,
    ShopOrderDisputes,
    FoodOrderSubject,
    ShopOrderSubject,
    CartOrdersPersonalData,
    CartOrdersDemoSeeder,
    OrderCouriers,
  ],
  exports: [OrderCouriers],
})
export class CartOrdersModule {}
