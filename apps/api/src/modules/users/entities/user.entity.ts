import { Column, CreateDateColumn, Entity, Index, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Vendor } from '../../vendors/entities/vendor.entity.js';

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

  @OneToOne('Vendor', (v: Vendor) => v.user)
  vendor?: Vendor | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
