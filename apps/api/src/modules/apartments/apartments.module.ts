import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EscrowModule } from '../escrow/escrow.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ListingReviewsController } from './listing-reviews.controller.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { UsersModule } from '../users/users.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { ApartmentBookingActionsService } from './apartment-booking-actions.service.js';
import { ApartmentBookingSubject } from './apartment-booking.subject.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { ApartmentDemoStaysSeeder } from './apartment-demo-stays.seeder.js';
import { AdminBookingActionsController, BookingActionsController } from './booking-actions.controller.js';
import { AdminApartmentsController } from './admin-apartments.controller.js';
import { ApartmentBookingsController, BookingReadController } from './apartment-bookings.controller.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';
import { ApartmentsController } from './apartments.controller.js';
import { ApartmentsService } from './apartments.service.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';
import { PhotosModule } from '../photos/photos.module.js';
import { ListingsController } from './listings.controller.js';
import { ListingsService } from './listings.service.js';
import { VendorApartmentController } from './vendor-apartment.controller.js';
import { DisputesModule } from '../disputes/disputes.module.js';
import { ApartmentBookingDisputes } from './apartment-booking.disputes.js';
import { BookingDisputesController } from './booking-disputes.controller.js';

/** Service apartments: listings and photos (hosts), the public directory, booking requests and reads. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ApartmentListing, ApartmentBooking]),
    PhotosModule,
    SettingsModule,
    EscrowModule,
    PaymentsModule,
    NotificationsModule,
    ReviewsModule,
    UsersModule,
    VendorsModule,
    DisputesModule,
  ],
  controllers: [
    ListingReviewsController,
    BookingDisputesController,
    ListingsController,
    ApartmentsController,
    ApartmentBookingsController,
    BookingReadController,
    VendorApartmentController,
    AdminApartmentsController,
    BookingActionsController,
    AdminBookingActionsController,
  ],
  providers: [
    ApartmentBookingDisputes,
    ListingsService,
    ApartmentsService,
    ApartmentBookingsService,
    ApartmentBookingLifecycle,
    ApartmentBookingActionsService,
    ApartmentBookingSubject,
    ApartmentDemoStaysSeeder,
  ],
  exports: [ApartmentBookingsService],
})
export class ApartmentsModule {}
