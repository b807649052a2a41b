import { Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, TextColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { VendorCategory } from '@oja/shared';
import type { User } from '../../users/entities/user.entity.js';

export type VendorType = 'individual' | 'business';
export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** A vendor's business basics. Category details live in their own tables. */
@Entity('vendors')
@Index('vendors_live_directory', { synchronize: false })
@Index('vendors_live_category', { synchronize: false })
@Index('vendors_business_name_search', { synchronize: false })
@Index('vendors_live_food', { synchronize: false })
export class Vendor {
  @PrimaryGeneratedColumn() id: number;
  @Index('vendors_user_unique', { unique: true }) @IntColumn() userId: number;
  @OneToOne('User', (u: User) => u.vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @VarcharColumn(12, { default: 'individual' }) vendorType: VendorType;
  @VarcharColumn(160) businessName: string;
  @VarcharColumn(24) category: VendorCategory;

  /** KYC outcome: verified means an admin approved the document. */
  @VarcharColumn(10, { default: 'pending' }) verificationStatus: VerificationStatus;
  @BoolColumn({ default: false }) isVerified: boolean;

  /** Live (KYC approved and phone verified): kept by a database trigger, never written here (migration PublicListColumns). */
  @BoolColumn({ default: false, insert: false, update: false }) live: boolean;
  @TextColumn({ nullable: true }) rejectionReason: string | null;

  /** When an admin approved the KYC (or verified the vendor); null otherwise. */
  @TimestampColumn({ nullable: true }) verifiedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
