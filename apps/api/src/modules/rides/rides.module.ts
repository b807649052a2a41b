import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartOrdersModule } from '../cart-orders/cart-orders.module.js';
import { DisputesModule } from '../disputes/disputes.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { LiveModule } from '../live/live.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { DemoRide } from './entities/ride.entity.js';
import { Trip } from './entities/trip.entity.js';
import { RideLifecycle } from './ride.lifecycle.js';
import { RideDisputes } from './ride.disputes.js';
import { RideSubject } from './ride.subject.js';
import { RiderPositions } from './rider-positions.js';
import { AdminRidesController, OnlineRidersController, RiderDashboardController, RidesController } from './rides.controller.js';
import { RidesService } from './rides.service.js';
import { VendorCourierController, OrderCourierController } from './courier.controller.js';
import { CourierService } from './courier.service.js';
import { TripsService } from './trips.service.js';
import { TripPresenter } from './trip.presenter.js';
import { TripsAdmin } from './trips-admin.service.js';
import { RideDispatch } from './ride-dispatch.js';

/**
 * Okada rides: real rides dispatched to the nearest online riders, tracked live, paid in cash or by card
 * (docs/rides.md); Oja riders as couriers of food and shop orders; the demonstration rides of before; the rider's
 * online toggle, position and dashboard.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([DemoRide, Trip]),
    CartOrdersModule,
    DisputesModule,
    EscrowModule,
    LiveModule,
    NotificationsModule,
    PaymentsModule,
    SettingsModule,
    UsersModule,
    VendorsModule,
  ],
  controllers: [RidesController, OnlineRidersController, RiderDashboardController, AdminRidesController, VendorCourierController, OrderCourierController],
  providers: [RidesService, TripsService, RideDispatch, RideLifecycle, RideSubject, RideDisputes, RiderPositions, CourierService, TripPresenter, TripsAdmin],
})
export class RidesModule {}
