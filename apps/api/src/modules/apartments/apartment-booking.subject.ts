import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReviewTarget, Subject, type SubjectDescriptor, tableFigures, reviewSource } from '../../common/subjects.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { ApartmentBookingDisputes } from './apartment-booking.disputes.js';
import { entityParties } from '../vendors/vendor-users.js';

/** Its parties and the owner's rows, from the fields of a row that name its customer's user and its vendor. */
const PARTIES = entityParties(ApartmentBooking, { customer: 'userId', vendor: 'vendorId' });

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
  readonly customerPage = '/dashboard/user/bookings';
  readonly legacyCapturedJob = 'apartment-bookings.payment-captured';

  /** A guest's review of a completed stay rates the listing. */
  readonly reviews = reviewSource(ApartmentBooking, {
    target: 'apartment_listing',
    join: (q) => q.innerJoin('s.listing', 'l').innerJoin('s.vendor', 'v'),
    vendor: 'v.user_id',
    targetId: 's.listing_id',
    title: 'l.title',
    completed: "s.status = 'completed' AND s.completed_at IS NOT NULL",
  });

  /** The listing: public while active and its host live (the same stored conditions as its card), its rating stored on it. */
  readonly reviewTargets: Record<string, ReviewTarget> = {
    apartment_listing: {
      isPublic: async (m, id) => (await m.query("select 1 from apartment_listings where id = $1 and status = 'active' and host_live", [id])).length > 0,
      saveRating: async (m, id, aggregate, params) => {
        await m.query(`update apartment_listings l set rating = a.rating, reviews_count = a.n from (${aggregate}) a where l.id = $${params.length + 1}`, [
          ...params,
          id,
        ]);
      },
    },
  };

  /** Bookings in the weekly figures: the host's and the guest's. */
  readonly figures = tableFigures('bookings', 'apartment_bookings b', { vendor: 'b.vendor_id = $owner', customer: 'b.user_id = $owner' });

  constructor(
    readonly lifecycle: ApartmentBookingLifecycle,
    /** A stay checked in or out, its payment still held, can be reported; an admin releases or refunds at most half. */
    readonly disputes: ApartmentBookingDisputes,
  ) {}

  /** Its customer, and its vendor with the vendor's user. */
  readonly parties = PARTIES.parties;
  /** The owner's bookings, as customer or as vendor (data export). */
  readonly ofOwner = PARTIES.ofOwner;

  async charge(booking: ApartmentBooking, manager: EntityManager) {
    const listing = await manager.findOneBy(ApartmentListing, { id: booking.listingId });
    const description = `${listing?.title ?? 'Apartment'}, ${booking.nights} night${booking.nights === 1 ? '' : 's'}`;
    return { amountKobo: booking.totalPriceKobo, description };
  }
}
