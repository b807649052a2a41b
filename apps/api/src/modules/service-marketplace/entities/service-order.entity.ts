import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EscrowStatus, PaymentStatus, PreferredTime, ServiceOrderStatus } from '@oja/shared';
import { bigintKobo } from '../../escrow/kobo-column.js';
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
  @PrimaryGeneratedColumn()
  id: number;

  /** The customer. */
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne('User', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  serviceVendorId: number;

  @ManyToOne('ServiceVendor', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_vendor_id' })
  serviceVendor?: ServiceVendor;

  /** The vendor (vendors.id) owning the service profile, for ownership checks and ledger accounts. */
  @Column({ type: 'int' })
  vendorId: number;

  @Column({ type: 'int' })
  servicePricingId: number;

  @ManyToOne('ServicePricing', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_pricing_id' })
  servicePricing?: ServicePricing;

  @Column({ type: 'bigint', transformer: bigintKobo })
  totalAmountKobo: number;

  /** Preferred completion date (Lagos calendar day). */
  @Column({ type: 'date' })
  deadline: string;

  @Column({ type: 'text' })
  requirements: string;

  /** Where the work is done. Null on orders booked before the booking form asked for it. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  serviceAddress: string | null;

  /** The customer's preferred time window; null on older orders. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  preferredTime: PreferredTime | null;

  @Column({ type: 'text', nullable: true })
  vendorResponse: string | null;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: ServiceOrderStatus;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  paymentStatus: PaymentStatus;

  @Column({ type: 'varchar', length: 10, default: 'none' })
  escrowStatus: EscrowStatus;

  /** Who cancelled: customer, vendor (declined) or system (unanswered). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  cancelledBy: 'customer' | 'vendor' | 'system' | 'admin' | null;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** Reminders already sent (so a retried job does not send them twice). */
  @Column({ type: 'timestamptz', nullable: true })
  answerReminderSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmReminderSentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
