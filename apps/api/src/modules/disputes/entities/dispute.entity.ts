import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';
import type { ServiceOrder } from './service-order.entity.js';

/** A customer's dispute of a completed service order; an admin resolves it by release or refund (≤ 50 %). */
@Entity('disputes')
@Index('disputes_status', ['status', 'id'])
@Check('disputes_status_check', `"status" IN ('open', 'resolved')`)
@Check('disputes_resolution_check', `"resolution" IS NULL OR "resolution" IN ('release', 'refund')`)
export class Dispute {
  @PrimaryGeneratedColumn()
  id: number;

  /** One dispute per order. */
  @Index('disputes_order_unique', { unique: true })
  @Column({ type: 'int' })
  orderId: number;

  @OneToOne('ServiceOrder', (o: ServiceOrder) => o.dispute, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order?: ServiceOrder;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  vendorId: number;

  @Column({ type: 'text' })
  reason: string;

  /** The vendor's side, given while the dispute is open (POST /api/vendor/service-orders/:id/dispute-response). */
  @Column({ type: 'text', nullable: true })
  vendorStatement: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  vendorRespondedAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: 'open' | 'resolved';

  @Column({ type: 'varchar', length: 10, nullable: true })
  resolution: 'release' | 'refund' | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintKobo })
  refundAmountKobo: number | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', nullable: true })
  resolvedByAdminId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
