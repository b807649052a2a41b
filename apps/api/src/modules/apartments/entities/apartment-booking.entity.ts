import { Check, Column, CreateDateColumn, Entity, Exclusion, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BookingEscrowStatus, BookingStatus } from '@oja/shared';
import { bigintKobo } from '../../escrow/kobo-column.js';
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
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  listingId: number;

  @ManyToOne('ApartmentListing', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'listing_id' })
  listing?: ApartmentListing;

  /** The customer. */
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne('User', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The host (vendors.id) owning the listing, for ownership checks and ledger accounts. */
  @Column({ type: 'int' })
  vendorId: number;

  @ManyToOne('Vendor', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendor_id' })
  vendor?: Vendor;

  /** Lagos calendar day 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  checkInDate: string;

  /** Lagos calendar day 'YYYY-MM-DD', after check-in. */
  @Column({ type: 'date' })
  checkOutDate: string;

  @Column({ type: 'int' })
  nights: number;

  @Column({ type: 'int' })
  guests: number;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'bigint', transformer: bigintKobo })
  totalPriceKobo: number;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: BookingStatus;

  @Column({ type: 'varchar', length: 10, default: 'none' })
  escrowStatus: BookingEscrowStatus;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkedOutAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  cancelledBy: BookingActor | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** When the guest reported a problem with the stay (a dispute: the payment stays held until an admin resolves it). */
  @Column({ type: 'timestamptz', nullable: true })
  disputedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  cancelReason: string | null;

  @Column({ type: 'text', nullable: true })
  adminNotes: string | null;

  /** Reminders already sent (so a retried job does not send them twice). */
  @Column({ type: 'timestamptz', nullable: true })
  reviewReminderSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  paymentReminderSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkInReminderSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkOutReminderSentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
