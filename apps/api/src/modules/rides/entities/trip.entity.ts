import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, KoboColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { RidePaymentMethod, RideTripEscrowStatus, RideTripStatus } from '@oja/shared';

/**
 * A real okada ride (docs/rides.md): requested with a pickup and a destination pin, offered to the online
 * riders nearest the pickup one at a time, then carried out on the shared ride-trip machine. The fare is the spec's
 * rule on the road distance, fixed at request. Cash (the rider collects; the commission is owed in the ledger) or card
 * (escrow, released at completion).
 */
@Entity('trips')
@Index('trips_user', ['userId', 'id'])
@Index('trips_rider', ['riderId', 'id'])
@Check('trips_status', `"status" IN ('searching', 'found', 'pickup', 'ongoing', 'completed', 'cancelled', 'expired', 'disputed', 'refunded')`)
@Check('trips_payment_method', `"payment_method" IN ('cash', 'card', 'order')`)
@Check('trips_delivery', `("payment_method" = 'order') = ("order_id" IS NOT NULL AND "vendor_id" IS NOT NULL)`)
@Index('trips_order_active', ['orderId'], { unique: true, where: `"order_id" IS NOT NULL AND "status" IN ('searching', 'found', 'pickup', 'ongoing')` })
@Check('trips_escrow_status', `"escrow_status" IN ('none', 'held', 'released', 'refunded', 'split')`)
@Check('trips_fare', '"fare_kobo" > 0')
export class Trip {
  @PrimaryGeneratedColumn() id: number;

  /** The customer. */
  @IntColumn() userId: number;

  /**
   * A courier's delivery (`payment_method` 'order'): the food or shop order it carries (the cart-orders module's
   * `cart_orders.id`, kind `food_order` or `shop_order`) and the shop that asked for the rider (vendors.id). The
   * customer (`userId`) is the order's. Null on a ride.
   */
  @Column({ type: 'int', nullable: true }) orderId: number | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) orderKind: 'food_order' | 'shop_order' | null;
  @Column({ type: 'int', nullable: true }) vendorId: number | null;

  /** The rider who accepted (vendors.id); null while searching. */
  @IntColumn({ nullable: true }) riderId: number | null;
  @Column({ type: 'double precision' }) pickupLat: number;
  @Column({ type: 'double precision' }) pickupLng: number;
  @Column({ type: 'varchar', length: 200, default: '' }) pickupLabel: string;
  @Column({ type: 'double precision' }) destinationLat: number;
  @Column({ type: 'double precision' }) destinationLng: number;
  @Column({ type: 'varchar', length: 200, default: '' }) destinationLabel: string;
  @Column({ type: 'numeric', precision: 6, scale: 1, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) distanceKm: number;
  @KoboColumn() fareKobo: number;
  @VarcharColumn(10) paymentMethod: RidePaymentMethod;
  @VarcharColumn(20, { default: 'searching' }) status: RideTripStatus;
  @VarcharColumn(10, { default: 'none' }) escrowStatus: RideTripEscrowStatus;

  /** What the customer tells the rider at pickup (never shown to the rider). */
  @VarcharColumn(4) startCode: string;

  /** The rider the ride is offered to now, until `offerExpiresAt`; `offerSeq` counts offers (a stale timeout is known by it). */
  @Column({ type: 'int', nullable: true }) offeredTo: number | null;
  @Column({ type: 'timestamptz', nullable: true }) offerExpiresAt: Date | null;
  @Column({ type: 'int', default: 0 }) offerSeq: number;
  /** Riders already offered it (declined or let the window pass): not offered again. */
  @Column({ type: 'int', array: true, default: () => "'{}'" }) passedRiders: number[];
  @Column({ type: 'timestamptz', nullable: true }) requestedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) acceptedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) arrivedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) startedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) releasedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) cancelledBy: 'customer' | 'vendor' | 'rider' | null;
  @Column({ type: 'timestamptz', nullable: true }) expiredAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) disputedAt: Date | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) problemReason: string | null;
  @Column({ type: 'timestamptz', nullable: true }) resolvedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) refundedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
