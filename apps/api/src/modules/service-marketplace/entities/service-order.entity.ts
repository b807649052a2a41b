import { Check, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, DateColumn, IntColumn, KoboColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { EscrowStatus, PaymentStatus, PreferredTime, ServiceOrderStatus } from '@oja/shared';
import type { User } from '../../users/entities/user.entity.js';
import type { ServiceVendor } from './service-vendor.entity.js';
import type { ServicePricing } from './service-pricing.entity.js';

/**
 * A customer's request to a general-service vendor. Status, payment status and
 * escrow change only through the shared service-order machine; the amount is the pricing's price at
 * booking time, never the client's.
 */
@Entity('service_orders')
@Index('service_orders_user', ['userId', 'id'])
@Index('service_orders_vendor', ['vendorId', 'id'])
@Check('service_orders_status', `"status" IN ('pending', 'accepted', 'in_progress', 'completed', 'cancelled')`)
@Check('service_orders_payment_status', `"payment_status" IN ('pending', 'paid', 'refunded')`)
@Check('service_orders_escrow_status', `"escrow_status" IN ('none', 'held', 'released', 'disputed', 'refunded')`)
@Check('service_orders_amount', '"total_amount_kobo" >= 0')
@Check('service_orders_preferred_time', `"preferred_time" IN ('morning', 'afternoon', 'evening', 'anytime')`)
export class ServiceOrder {
  @PrimaryGeneratedColumn() id: number;

  /** The customer. */
  @IntColumn() userId: number;
  @ManyToOne('User', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @IntColumn() serviceVendorId: number;
  @ManyToOne('ServiceVendor', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'service_vendor_id' }) serviceVendor?: ServiceVendor;

  /** The vendor (vendors.id) owning the service profile, for ownership checks and ledger accounts. */
  @IntColumn() vendorId: number;
  @IntColumn() servicePricingId: number;
  @ManyToOne('ServicePricing', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'service_pricing_id' }) servicePricing?: ServicePricing;
  @KoboColumn() totalAmountKobo: number;

  /** Preferred completion date (Lagos calendar day). */
  @DateColumn() deadline: string;
  @TextColumn() requirements: string;

  /** Where the work is done. Null on orders booked before the booking form asked for it. */
  @VarcharColumn(500, { nullable: true }) serviceAddress: string | null;

  /** The customer's preferred time window; null on older orders. */
  @VarcharColumn(10, { nullable: true }) preferredTime: PreferredTime | null;
  @TextColumn({ nullable: true }) vendorResponse: string | null;
  @VarcharColumn(12, { default: 'pending' }) status: ServiceOrderStatus;
  @VarcharColumn(10, { default: 'pending' }) paymentStatus: PaymentStatus;
  @VarcharColumn(10, { default: 'none' }) escrowStatus: EscrowStatus;

  /** Who cancelled: customer, vendor (declined) or system (unanswered). */
  @VarcharColumn(10, { nullable: true }) cancelledBy: 'customer' | 'vendor' | 'system' | 'admin' | null;
  @TimestampColumn({ nullable: true }) acceptedAt: Date | null;
  @TimestampColumn({ nullable: true }) paidAt: Date | null;
  @TimestampColumn({ nullable: true }) startedAt: Date | null;
  @TimestampColumn({ nullable: true }) completedAt: Date | null;
  @TimestampColumn({ nullable: true }) cancelledAt: Date | null;
  @TimestampColumn({ nullable: true }) releasedAt: Date | null;
  @TimestampColumn({ nullable: true }) refundedAt: Date | null;

  /** Reminders already sent (so a retried job does not send them twice). */
  @TimestampColumn({ nullable: true }) answerReminderSentAt: Date | null;
  @TimestampColumn({ nullable: true }) confirmReminderSentAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
