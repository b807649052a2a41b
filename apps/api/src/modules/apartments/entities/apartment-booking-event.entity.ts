import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { BookingStatus } from '@oja/shared';
import type { ApartmentBooking, BookingActor } from './apartment-booking.entity.js';

/** One step of a booking's timeline: who moved it from which status to which, and when. */
@Entity('apartment_booking_events')
@Index('apartment_booking_events_booking', ['bookingId', 'id'])
@Check('apartment_booking_events_actor', `"actor" IN ('customer', 'vendor', 'admin', 'system')`)
export class ApartmentBookingEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  bookingId: number;

  @ManyToOne('ApartmentBooking', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: ApartmentBooking;

  /** Null for the creation step. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  fromStatus: BookingStatus | null;

  @Column({ type: 'varchar', length: 12 })
  toStatus: BookingStatus;

  @Column({ type: 'varchar', length: 10 })
  actor: BookingActor;

  /** users.id for customer/vendor, admins.id for admin, null for system. */
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
