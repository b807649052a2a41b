import { Entity, Index, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, JsonColumn, TimestampColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';
import type { NotificationPreferences } from '../user.port.js';

export type UserType = 'user' | 'vendor';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @VarcharColumn(120) name: string;

  /** Stored lower-case; unique. */
  @Index('users_email_unique', { unique: true }) @VarcharColumn(254) email: string;

  /** E.164, e.g. +2348031234567. */
  @VarcharColumn(20) phone: string;
  @VarcharColumn(255, { select: false }) passwordHash: string;
  @VarcharColumn(10) userType: UserType;
  @VarcharColumn(500, { nullable: true }) profileImage: string | null;
  @TimestampColumn({ nullable: true }) emailVerifiedAt: Date | null;
  @TimestampColumn({ nullable: true }) phoneVerifiedAt: Date | null;

  /** Carried in every token (`sv`); a password reset or change adds one, which ends every earlier session. */
  @IntColumn({ default: 0 }) sessionVersion: number;

  /** Which notifications the user wants, per kind and channel (`{ orders: { in_app, email }, … }`); absent keys mean on. */
  @JsonColumn({ default: () => "'{}'" }) notificationPreferences: NotificationPreferences;

  /** Low-data mode (docs/performance.md "Low-data mode"): the SPA asks for the smallest photos and shows list photos when tapped. */
  @BoolColumn({ default: false }) lowDataMode: boolean;

  /** When the user asked to deactivate the account; it takes effect ACCOUNT_DEACTIVATION_DELAY_MS later unless cancelled. */
  @TimestampColumn({ nullable: true }) deactivationRequestedAt: Date | null;

  /** Set when the deactivation took effect: login is refused from then on. */
  @TimestampColumn({ nullable: true }) deactivatedAt: Date | null;

  /** When the user asked to erase the account (NDPA): it is erased ACCOUNT_DEACTIVATION_DELAY_MS later unless cancelled. */
  @TimestampColumn({ nullable: true }) erasureRequestedAt: Date | null;

  /** Set when the account was erased: personal fields anonymised, e-mail and phone freed (docs/privacy.md). */
  @TimestampColumn({ nullable: true }) erasedAt: Date | null;
  @OneToOne('Vendor', (v: Vendor) => v.user) vendor?: Vendor | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
