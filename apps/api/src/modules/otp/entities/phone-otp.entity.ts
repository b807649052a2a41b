import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, SmallIntColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';

/**
 * One voice OTP. The code is kept as an HMAC for checking, and encrypted (AES-256-GCM) only until it is used,
 * burned or superseded, because the voice provider's callback must read it out when the call is answered.
 */
@Entity('phone_otps')
@Index('phone_otps_user', ['userId', 'createdAt'])
@Index('phone_otps_session', ['callSessionId'])
export class PhoneOtp {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() userId: number;

  /** E.164 number called. */
  @VarcharColumn(20) phone: string;
  @Column({ type: 'char', length: 64 }) codeHash: string;
  @VarcharColumn(200, { nullable: true }) codeCipher: string | null;
  @TimestampColumn() expiresAt: Date;
  @SmallIntColumn({ default: 0 }) attempts: number;
  @TimestampColumn({ nullable: true }) consumedAt: Date | null;

  /** Five wrong tries. */
  @TimestampColumn({ nullable: true }) burnedAt: Date | null;

  /** A newer code was requested. */
  @TimestampColumn({ nullable: true }) supersededAt: Date | null;

  /** queued → placed | failed. */
  @VarcharColumn(10, { default: 'queued' }) callStatus: 'queued' | 'placed' | 'failed';
  @VarcharColumn(120, { nullable: true }) callSessionId: string | null;
  @VarcharColumn(500, { nullable: true }) callError: string | null;
  @CreatedAt() createdAt: Date;
}
