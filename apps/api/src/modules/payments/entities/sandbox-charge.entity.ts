import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';

/** The sandbox provider's own record of a checkout — what Paystack keeps on its side (stored so any replica can verify). */
@Entity('sandbox_charges')
export class SandboxCharge {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  reference: string;

  /** Unguessable code in the checkout URL; the checkout form posts it back. */
  @Column({ type: 'varchar', length: 64, unique: true })
  accessCode: string;

  @Column({ type: 'bigint', transformer: bigintKobo })
  amountKobo: number;

  @Column({ type: 'varchar', length: 3, default: 'NGN' })
  currency: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 500 })
  callbackUrl: string;

  @Column({ type: 'jsonb', default: {} })
  metadata: Record<string, unknown>;

  /** pending → success | abandoned */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: 'pending' | 'success' | 'abandoned';

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
