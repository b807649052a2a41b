import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Tokens revoked by logout, kept until they would have expired anyway. */
@Entity('revoked_tokens')
export class RevokedToken {
  @PrimaryColumn({ type: 'uuid' })
  jti: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
