import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';

export type UserTokenPurpose = 'email_verify' | 'password_reset';

/** Single-use e-mailed tokens; only their SHA-256 is stored. */
@Entity('user_tokens')
export class UserToken {
  @PrimaryGeneratedColumn() id: number;
  @Index() @IntColumn() userId: number;
  @VarcharColumn(20) purpose: UserTokenPurpose;
  @Index('user_tokens_hash_unique', { unique: true }) @Column({ type: 'char', length: 64 }) tokenHash: string;
  @TimestampColumn() expiresAt: Date;
  @TimestampColumn({ nullable: true }) usedAt: Date | null;
  @CreatedAt() createdAt: Date;
}
