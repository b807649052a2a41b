import { Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt, JsonColumn, KoboColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';

/** The sandbox provider's own record of a checkout — what Paystack keeps on its side (stored so any replica can verify). */
@Entity('sandbox_charges')
export class SandboxCharge {
  @PrimaryColumn({ type: 'varchar', length: 50 }) reference: string;

  /** Unguessable code in the checkout URL; the checkout form posts it back. */
  @VarcharColumn(64, { unique: true }) accessCode: string;
  @KoboColumn() amountKobo: number;
  @VarcharColumn(3, { default: 'NGN' }) currency: string;
  @VarcharColumn(254) email: string;
  @VarcharColumn(500) callbackUrl: string;
  @JsonColumn({ default: {} }) metadata: Record<string, unknown>;

  /** pending → success | abandoned */
  @VarcharColumn(10, { default: 'pending' }) status: 'pending' | 'success' | 'abandoned';
  @TimestampColumn({ nullable: true }) paidAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
