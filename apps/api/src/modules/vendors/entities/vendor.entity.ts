import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { VendorCategory } from '@oja/shared';
import type { User } from '../../users/entities/user.entity.js';

export type VendorType = 'individual' | 'business';
export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** A vendor's business basics. Category details live in their own tables. */
@Entity('vendors')
@Index('vendors_live_directory', { synchronize: false })
@Index('vendors_live_category', { synchronize: false })
@Index('vendors_business_name_search', { synchronize: false })
export class Vendor {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('vendors_user_unique', { unique: true })
  @Column({ type: 'int' })
  userId: number;

  @OneToOne('User', (u: User) => u.vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 12, default: 'individual' })
  vendorType: VendorType;

  @Column({ type: 'varchar', length: 160 })
  businessName: string;

  @Column({ type: 'varchar', length: 24 })
  category: VendorCategory;

  /** KYC outcome: verified means an admin approved the document. */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  verificationStatus: VerificationStatus;

  @Column({ type: 'boolean', default: false })
  isVerified: boolean;

  /** Live (KYC approved and phone verified): kept by a database trigger, never written here (migration PublicListColumns). */
  @Column({ type: 'boolean', default: false, insert: false, update: false })
  live: boolean;

  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  /** When an admin approved the KYC (or verified the vendor); null otherwise. */
  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
