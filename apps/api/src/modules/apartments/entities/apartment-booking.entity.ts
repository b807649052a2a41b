import { Check, Entity, Exclusion, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, DateColumn, IntColumn, KoboColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { BookingEscrowStatus, BookingStatus } from '@oja/shared';
import type { User } from '../../users/entities/user.entity.js';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { ApartmentListing } from './apartment-listing.entity.js';

/** Statuses whose stay holds the listing's dates (approved and later, until check-out). */
export const DATE_HOLDING_STATUSES = ['processing', 'paid', 'checked_in', 'checked_out'] as const satisfies readonly BookingStatus[];
export type BookingActor = 'customer' | 'vendor' | 'admin' | 'system';

/**
 * A customer's stay request for a listing. Status changes go through the shared
 * apartment-booking machine. Nights and total are the server's (listing price × nights at request time).
 * The exclusion constraint makes two stays that hold overlapping dates of one listing impossible.
 */
@Entity('apartment_bookings')
@Index('apartment_bookings_user', ['userId', 'id'])
@Index('apartment_bookings_vendor', ['vendorId', 'id'])
@Index('apartment_bookings_listing', ['listingId', 'checkInDate'])
@Index('apartment_bookings_by_status', ['status', 'id'])
@Check('apartment_bookings_status', `"status" IN ('pending', 'processing', 'paid', 'checked_in', 'checked_out', 'completed', 'cancelled', 'refunded')`)
@Check('apartment_bookings_escrow_status', `"escrow_status" IN ('none', 'held', 'released', 'refunded')`)
@Check('apartment_bookings_cancelled_by', `"cancelled_by" IS NULL OR "cancelled_by" IN ('customer', 'vendor', 'admin', 'system')`)
@Check('apartment_bookings_dates', '"check_out_date" > "check_in_date"')
@Check('apartment_bookings_guests', '"guests" BETWEEN 1 AND 8')
@Check('apartment_bookings_nights', '"nights" >= 1')
@Check('apartment_bookings_total', '"total_price_kobo" >= 0')
@Exclusion(
  'apartment_bookings_no_overlap',
  `USING gist ("listing_id" WITH =, daterange("check_in_date", "check_out_date", '[)') WITH &&) WHERE ("status" IN ('processing', 'paid', 'checked_in', 'checked_out'))`,
)
export class ApartmentBooking {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() listingId: number;
  @ManyToOne('ApartmentListing', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'listing_id' }) listing?: ApartmentListing;

  /** The customer. */
  @IntColumn() userId: number;
  @ManyToOne('User', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'user_id' }) user?: User;

  /** The host (vendors.id) owning the listing, for ownership checks and ledger accounts. */
  @IntColumn() vendorId: number;
  @ManyToOne('Vendor', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor;

  /** Lagos calendar day 'YYYY-MM-DD'. */
  @DateColumn() checkInDate: string;

  /** Lagos calendar day 'YYYY-MM-DD', after check-in. */
  @DateColumn() checkOutDate: string;
  @IntColumn() nights: number;
  @IntColumn() guests: number;
  @TextColumn({ nullable: true }) notes: string | null;
  @KoboColumn() totalPriceKobo: number;
  @VarcharColumn(12, { default: 'pending' }) status: BookingStatus;
  @VarcharColumn(10, { default: 'none' }) escrowStatus: BookingEscrowStatus;
  @TimestampColumn({ nullable: true }) approvedAt: Date | null;
  @TimestampColumn({ nullable: true }) paidAt: Date | null;
  @TimestampColumn({ nullable: true }) checkedInAt: Date | null;
  @TimestampColumn({ nullable: true }) checkedOutAt: Date | null;
  @TimestampColumn({ nullable: true }) completedAt: Date | null;
  @TimestampColumn({ nullable: true }) cancelledAt: Date | null;
  @VarcharColumn(10, { nullable: true }) cancelledBy: BookingActor | null;
  @TimestampColumn({ nullable: true }) refundedAt: Date | null;

  /** When the guest reported a problem with the stay (a dispute: the payment stays held until an admin resolves it). */
  @TimestampColumn({ nullable: true }) disputedAt: Date | null;
  @TextColumn({ nullable: true }) cancelReason: string | null;
  @TextColumn({ nullable: true }) adminNotes: string | null;

  /** Reminders already sent (so a retried job does not send them twice). */
  @TimestampColumn({ nullable: true }) reviewReminderSentAt: Date | null;
  @TimestampColumn({ nullable: true }) paymentReminderSentAt: Date | null;
  @TimestampColumn({ nullable: true }) checkInReminderSentAt: Date | null;
  @TimestampColumn({ nullable: true }) checkOutReminderSentAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
