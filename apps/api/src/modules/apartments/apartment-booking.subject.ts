import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Subject, type SubjectDescriptor } from '../../common/subjects.js';
import type { ApartmentBooking } from './entities/apartment-booking.entity.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';

/** Apartment bookings as a subject of the platform (common/subjects.ts): 10 % fee, references `oja-ab…`. */
@Subject()
@Injectable()
export class ApartmentBookingSubject implements SubjectDescriptor<ApartmentBooking> {
  readonly kind = 'apartment_booking';
  readonly fee = 'apartment';
  readonly label = 'Booking';
  readonly noun = 'booking';
  readonly refundNoun = 'booking';
  readonly referencePrefix = 'ab';
  readonly ledgerPrefix = 'ab';
  readonly callbackKey = 'booking_id';
  readonly legacyCapturedJob = 'apartment-bookings.payment-captured';

  constructor(readonly lifecycle: ApartmentBookingLifecycle) {}

  async charge(booking: ApartmentBooking, manager: EntityManager) {
    const listing = await manager.findOneBy(ApartmentListing, { id: booking.listingId });
    const description = `${listing?.title ?? 'Apartment'}, ${booking.nights} night${booking.nights === 1 ? '' : 's'}`;
    return { amountKobo: booking.totalPriceKobo, description };
  }
}
