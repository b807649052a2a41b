import { Check, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, KoboColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { MaintenanceEscrowStatus, MaintenanceRequestType, MaintenanceStatus } from '@oja/shared';
import type { User } from '../../users/entities/user.entity.js';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';

/**
 * A customer's auto-maintenance request: the problem, the mechanic chosen, the
 * ₦5,000 commitment fee held in escrow and the job's progress. Status changes go through the shared
 * maintenance-request machine (docs/maintenance.md).
 */
@Entity('maintenance_requests')
@Index('maintenance_requests_user', ['userId', 'id'])
@Index('maintenance_requests_mechanic', ['mechanicId', 'id'])
@Check(
  'maintenance_requests_status',
  `"status" IN ('reported', 'mechanic_chosen', 'paid', 'accepted', 'declined', 'lapsed', 'in_progress', 'completed', 'released', 'cancelled', 'disputed', 'refunded')`,
)
@Check('maintenance_requests_escrow_status', `"escrow_status" IN ('none', 'held', 'released', 'refunded', 'split')`)
@Check('maintenance_requests_service_type', `"service_type" IN ('engine', 'brake', 'oil', 'tire', 'electrical', 'ac', 'other')`)
@Check('maintenance_requests_fee', '"fee_kobo" > 0')
export class MaintenanceRequest {
  @PrimaryGeneratedColumn() id: number;

  /** The customer. */
  @IntColumn() userId: number;
  @ManyToOne('User', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'user_id' }) user?: User;

  /** The mechanic chosen (vendors.id); null until the customer chooses one. */
  @IntColumn({ nullable: true }) mechanicId: number | null;
  @ManyToOne('Vendor', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'mechanic_id' }) mechanic?: Vendor;
  @VarcharColumn(255) location: string;

  /** One of the six types, or 'other' (then `serviceTypeText` holds what the customer wrote). */
  @VarcharColumn(20) serviceType: MaintenanceRequestType;

  /** The customer's own words for a type that is none of the six; null otherwise. */
  @VarcharColumn(100, { nullable: true }) serviceTypeText: string | null;
  @TextColumn() issue: string;
  @BoolColumn({ default: false }) needsTowing: boolean;

  /** The commitment fee (kobo), fixed when the request is made. */
  @KoboColumn() feeKobo: number;
  @VarcharColumn(20, { default: 'reported' }) status: MaintenanceStatus;
  @VarcharColumn(10, { default: 'none' }) escrowStatus: MaintenanceEscrowStatus;
  @TimestampColumn({ nullable: true }) mechanicChosenAt: Date | null;
  @TimestampColumn({ nullable: true }) paidAt: Date | null;
  @TimestampColumn({ nullable: true }) acceptedAt: Date | null;
  @TimestampColumn({ nullable: true }) declinedAt: Date | null;
  @TimestampColumn({ nullable: true }) lapsedAt: Date | null;
  @TimestampColumn({ nullable: true }) startedAt: Date | null;
  @TimestampColumn({ nullable: true }) completedAt: Date | null;
  @TimestampColumn({ nullable: true }) releasedAt: Date | null;
  @TimestampColumn({ nullable: true }) cancelledAt: Date | null;

  /** When the customer reported a problem with the completed job (a dispute: the fee stays held). */
  @TimestampColumn({ nullable: true }) disputedAt: Date | null;

  /** When an admin resolved the dispute by refunding part of the fee. */
  @TimestampColumn({ nullable: true }) refundedAt: Date | null;

  /** When the mechanic was reminded to answer (once). */
  @TimestampColumn({ nullable: true }) answerReminderSentAt: Date | null;

  /** When the customer was reminded to confirm the completed job (once). */
  @TimestampColumn({ nullable: true }) confirmReminderSentAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
