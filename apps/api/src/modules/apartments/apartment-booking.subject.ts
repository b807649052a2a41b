import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReviewTarget, Subject, type SubjectDescriptor, type SubjectFigures, type SubjectReviewSource, subjectsOfOwner } from '../../common/subjects.js';
import type { DataOwner } from '../../common/personal-data.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';
import { ApartmentListing } from './entities/apartment-listing.entity.js';
import { ApartmentBookingLifecycle } from './apartment-booking.lifecycle.js';
import { ApartmentBookingDisputes } from './apartment-booking.disputes.js';
import { partiesOfEntity } from '../vendors/vendor-users.js';

/** The fields of a row that name its customer's user and its vendor. */
const PARTY_FIELDS = { customer: 'userId', vendor: 'vendorId' } as const;

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
  readonly reviews: SubjectReviewSource = {
    target: 'apartment_listing',
    query: (m) =>
      m
        .createQueryBuilder(ApartmentBooking, 's')
        .innerJoin('s.listing', 'l')
        .innerJoin('s.vendor', 'v')
        .select(['s.id AS id', 's.user_id AS customer', 'v.user_id AS vendor', 's.completed_at AS completed', 's.listing_id AS target', 'l.title AS title']),
    completed: "s.status = 'completed' AND s.completed_at IS NOT NULL",
    customerColumn: 's.user_id',
    vendorColumn: 'v.user_id',
    completedColumn: 's.completed_at',
  };

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
  readonly figures: SubjectFigures = {
    series: 'bookings',
    vendorRows: (owner) => `SELECT b.id, b.created_at FROM apartment_bookings b WHERE b.vendor_id = ${owner}`,
    customerRows: (owner) => `SELECT b.id, b.created_at FROM apartment_bookings b WHERE b.user_id = ${owner}`,
  };

  constructor(
    readonly lifecycle: ApartmentBookingLifecycle,
    /** A stay checked in or out, its payment still held, can be reported; an admin releases or refunds at most half. */
    readonly disputes: ApartmentBookingDisputes,
  ) {}

  /** Its customer, and its vendor with the vendor's user. */
  parties(manager: EntityManager, ids: number[]) {
    return partiesOfEntity(manager, ApartmentBooking, ids, PARTY_FIELDS);
  }

  /** The owner's ApartmentBooking rows, as customer or as vendor (data export). */
  ofOwner(manager: EntityManager, owner: DataOwner) {
    return subjectsOfOwner(manager, ApartmentBooking, owner, PARTY_FIELDS);
  }

  async charge(booking: ApartmentBooking, manager: EntityManager) {
    const listing = await manager.findOneBy(ApartmentListing, { id: booking.listingId });
    const description = `${listing?.title ?? 'Apartment'}, ${booking.nights} night${booking.nights === 1 ? '' : 's'}`;
    return { amountKobo: booking.totalPriceKobo, description };
  }
}
