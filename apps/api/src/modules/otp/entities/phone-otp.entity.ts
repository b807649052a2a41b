import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One voice OTP. The code is kept as an HMAC for checking, and encrypted (AES-256-GCM) only until it is used,
 * burned or superseded, because the voice provider's callback must read it out when the call is answered.
 */
@Entity('phone_otps')
@Index('phone_otps_user', ['userId', 'createdAt'])
@Index('phone_otps_session', ['callSessionId'])
export class PhoneOtp {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  /** E.164 number called. */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  codeCipher: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  /** Five wrong tries. */
  @Column({ type: 'timestamptz', nullable: true })
  burnedAt: Date | null;

  /** A newer code was requested. */
  @Column({ type: 'timestamptz', nullable: true })
  supersededAt: Date | null;

  /** queued → placed | failed. */
  @Column({ type: 'varchar', length: 10, default: 'queued' })
  callStatus: 'queued' | 'placed' | 'failed';

  @Column({ type: 'varchar', length: 120, nullable: true })
  callSessionId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  callError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
