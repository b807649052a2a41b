import { Column, CreateDateColumn, Entity, Index, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { NotificationPreferences } from '../user.port.js';

export type UserType = 'user' | 'vendor';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Stored lower-case; unique. */
  @Index('users_email_unique', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** E.164, e.g. +2348031234567. */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10 })
  userType: UserType;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImage: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null;

  /** Carried in every token (`sv`); a password reset or change adds one, which ends every earlier session. */
  @Column({ type: 'int', default: 0 })
  sessionVersion: number;

  /** Which notifications the user wants, per kind and channel (`{ orders: { in_app, email }, … }`); absent keys mean on. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  notificationPreferences: NotificationPreferences;

  /** When the user asked to deactivate the account; it takes effect ACCOUNT_DEACTIVATION_DELAY_MS later unless cancelled. */
  @Column({ type: 'timestamptz', nullable: true })
  deactivationRequestedAt: Date | null;

  /** Set when the deactivation took effect: login is refused from then on. */
  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  /** When the user asked to erase the account (NDPA): it is erased ACCOUNT_DEACTIVATION_DELAY_MS later unless cancelled. */
  @Column({ type: 'timestamptz', nullable: true })
  erasureRequestedAt: Date | null;

  /** Set when the account was erased: personal fields anonymised, e-mail and phone freed (docs/privacy.md). */
  @Column({ type: 'timestamptz', nullable: true })
  erasedAt: Date | null;

  @OneToOne('Vendor', (v: Vendor) => v.user)
  vendor?: Vendor | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
