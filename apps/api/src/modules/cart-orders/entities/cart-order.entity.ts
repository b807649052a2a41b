import { Check, Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, FloatColumn, IntColumn, KoboColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { CartOrderEscrowStatus, CartOrderProfile, CartOrderStatus } from '@oja/shared';
import type { CartOrderLine } from './cart-order-line.entity.js';

/**
 * A customer's food order (`profile` food, subject kind `food_order`) or shop order (`profile` product, kind
 * `shop_order`) from one vendor: its lines, delivery, money and the cart-order machine's progress
 * (docs/food-and-shop.md). Status changes go through the shared machine and the lifecycle engine.
 */
@Entity('cart_orders')
@Index('cart_orders_user', ['userId', 'id'])
@Index('cart_orders_vendor', ['vendorId', 'id'])
@Check('cart_orders_profile', `"profile" IN ('food', 'product')`)
@Check(
  'cart_orders_status',
  `"status" IN ('pending', 'new', 'preparing', 'ready', 'out_for_delivery', 'processing', 'shipped', 'delivered', 'completed', 'declined', 'cancelled', 'expired', 'disputed', 'refunded')`,
)
@Check('cart_orders_escrow_status', `"escrow_status" IN ('none', 'held', 'released', 'refunded', 'split')`)
@Check(
  'cart_orders_amounts',
  '"subtotal_kobo" > 0 AND "delivery_fee_kobo" >= 0 AND "courier_fee_kobo" >= 0 AND "courier_fee_kobo" <= "subtotal_kobo" + "delivery_fee_kobo"',
)
export class CartOrder {
  @PrimaryGeneratedColumn() id: number;
  @VarcharColumn(10) profile: CartOrderProfile;

  /** The customer. */
  @IntColumn() userId: number;
  @IntColumn() vendorId: number;

  /** A courier's user (an Oja rider); null while the vendor delivers. */
  @IntColumn({ nullable: true }) courierUserId: number | null;
  @OneToMany('CartOrderLine', (l: CartOrderLine) => l.order) lines?: CartOrderLine[];
  @KoboColumn() subtotalKobo: number;
  @KoboColumn() deliveryFeeKobo: number;

  /** What an Oja rider was paid out of this order's escrow for delivering it (0: the vendor delivered); the vendor's release is the rest. */
  @KoboColumn({ default: 0 }) courierFeeKobo: number;
  @VarcharColumn(300) deliveryAddress: string;
  @VarcharColumn(20) phone: string;
  @VarcharColumn(500, { default: '' }) notes: string;
  @FloatColumn({ nullable: true }) lat: number | null;
  @FloatColumn({ nullable: true }) lng: number | null;
  @VarcharColumn(20, { default: 'pending' }) status: CartOrderStatus;
  @VarcharColumn(10, { default: 'none' }) escrowStatus: CartOrderEscrowStatus;
  @Column({ type: 'timestamptz', nullable: true }) placedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) acceptedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) readyAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) shippedAt: Date | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) shippedBy: 'vendor' | 'courier' | null;
  /** Storage key of the sealed package's photo at handover (an attachment of the order, purpose `seal_handover`). */
  @Column({ type: 'varchar', length: 200, nullable: true }) handoverPhoto: string | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) deliveredBy: 'vendor' | 'courier' | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) deliveryPhoto: string | null;
  @Column({ type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) releasedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) declinedAt: Date | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) declinedBy: 'vendor' | 'system' | null;
  @Column({ type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) expiredAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) disputedAt: Date | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) problemReason: string | null;
  @Column({ type: 'timestamptz', nullable: true }) refundedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
