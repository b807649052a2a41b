import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { ADMIN_AUDIENCE, TOKEN_ISSUER, USER_AUDIENCE } from '../access/access.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { UserToken, UserTokenPurpose } from './entities/user-token.entity.js';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Access tokens (JWT, HS256, per-audience) and single-use e-mailed tokens. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(ENV) private readonly env: Env,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
  ) {}

  sign(subject: number, audience: 'user' | 'admin'): string {
    return this.jwt.sign(
      { jti: randomUUID() },
      {
        subject: String(subject),
        audience: audience === 'admin' ? ADMIN_AUDIENCE : USER_AUDIENCE,
        issuer: TOKEN_ISSUER,
        expiresIn: this.env.JWT_TTL_SECONDS,
        algorithm: 'HS256',
      },
    );
  }

  /** Logout: the token's id is refused until it would have expired. */
  async revoke(jti: string, exp: number): Promise<void> {
    await this.revoked.upsert({ jti, expiresAt: new Date(exp * 1000) }, ['jti']);
  }

  /** Creates a single-use token; returns the plain value for the e-mailed link. */
  async issueUserToken(manager: EntityManager, userId: number, purpose: UserTokenPurpose, ttlMs: number): Promise<string> {
    const plain = randomBytes(32).toString('base64url');
    await manager.getRepository(UserToken).insert({ userId, purpose, tokenHash: sha256(plain), expiresAt: new Date(Date.now() + ttlMs) });
    return plain;
  }

  /** Uses a token once; returns its user id, or null when unknown, used or expired. */
  async consumeUserToken(manager: EntityManager, plain: string, purpose: UserTokenPurpose): Promise<number | null> {
    const repo = manager.getRepository(UserToken);
    const row = await repo.findOne({
      where: { tokenHash: sha256(plain), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return null;
    await repo.update({ id: row.id }, { usedAt: new Date() });
    return row.userId;
  }
}
