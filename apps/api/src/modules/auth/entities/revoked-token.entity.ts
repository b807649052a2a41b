import { Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../../database/columns.js';

/** Tokens revoked by logout, kept until they would have expired anyway. */
@Entity('revoked_tokens')
export class RevokedToken {
  @PrimaryColumn({ type: 'uuid' }) jti: string;
  @TimestampColumn() expiresAt: Date;
}
