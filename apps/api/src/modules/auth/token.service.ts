import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { ADMIN_AUDIENCE, TOKEN_ISSUER, USER_AUDIENCE } from '../access/access.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { UserToken, UserTokenPurpose } from './entities/user-token.entity.js';
import { clearedPagesCookie, pagesCookie, type PageAudience } from '../../common/page-session.js';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Access tokens (JWT, HS256, per-audience) and single-use e-mailed tokens. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(ENV) private readonly env: Env,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
  ) {}

  /**
   * `sessionVersion` (the account's, `sv` in the token) ties the token to the account's current sessions: a
   * password reset or change adds one to the account's version, and every token carrying an older one is refused.
   */
  sign(subject: number, audience: 'user' | 'admin', sessionVersion: number): string {
    return this.jwt.sign(
      { jti: randomUUID(), sv: sessionVersion },
      {
        subject: String(subject),
        audience: audience === 'admin' ? ADMIN_AUDIENCE : USER_AUDIENCE,
        issuer: TOKEN_ISSUER,
        expiresIn: this.env.JWT_TTL_SECONDS,
        algorithm: 'HS256',
      },
    );
  }

  /** The pages cookie for a token this service signed (common/page-session.ts): as long-lived as the token. */
  pagesCookie(audience: PageAudience, token: string): string {
    return pagesCookie(audience, token, this.env.JWT_TTL_SECONDS, this.secureCookies());
  }

  /** The pages cookie removed (logout). */
  clearedPagesCookie(audience: PageAudience): string {
    return clearedPagesCookie(audience, this.secureCookies());
  }

  private secureCookies(): boolean {
    return this.env.APP_URL.startsWith('https:');
  }

  /** Logout: the token's id is refused until it would have expired. */
  async revoke(jti: string, exp: number): Promise<void> {
    await this.revoked.upsert({ jti, expiresAt: new Date(exp * 1000) }, ['jti']);
  }

  /** Whether this token id was logged out (or, for a single-use id, used). */
  isRevoked(jti: string): Promise<boolean> {
    return this.revoked.existsBy({ jti });
  }

  /**
   * Uses a single-use id (a uuid, e.g. of a signed link) once: true the first time, false ever after until
   * `expSeconds` (kept with the logged-out tokens, which share that lifetime).
   */
  async useOnce(id: string, expSeconds: number): Promise<boolean> {
    const rows: unknown[] = await this.revoked.manager.query(
      'insert into revoked_tokens (jti, expires_at) values ($1, $2) on conflict (jti) do nothing returning jti',
      [id, new Date(expSeconds * 1000)],
    );
    return rows.length === 1;
  }

  /**
   * Creates a single-use token; returns the plain value for the e-mailed link, or null when the account already
   * had AUTH_EMAILS_PER_ACCOUNT tokens of this purpose within AUTH_EMAILS_WINDOW_MINUTES (a per-account cap on
   * e-mails, whatever address asks: the caller sends nothing and answers the same). Requests for one account and
   * purpose take turns (a transaction-scoped advisory lock), so the cap holds under concurrency.
   */
  async issueUserToken(manager: EntityManager, userId: number, purpose: UserTokenPurpose, ttlMs: number): Promise<string | null> {
    await manager.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`user_tokens:${purpose}:${userId}`]);
    const [{ n }]: Array<{ n: number }> = await manager.query(
      `select count(*)::int as n from user_tokens where user_id = $1 and purpose = $2 and created_at > now() - make_interval(mins => $3)`,
      [userId, purpose, this.env.AUTH_EMAILS_WINDOW_MINUTES],
    );
    if (n >= this.env.AUTH_EMAILS_PER_ACCOUNT) return null;
    const plain = randomBytes(32).toString('base64url');
    await manager.getRepository(UserToken).insert({ userId, purpose, tokenHash: sha256(plain), expiresAt: new Date(Date.now() + ttlMs) });
    return plain;
  }

  /** The user id of a usable (unknown, unused, unexpired) token, without using it. */
  async peekUserToken(plain: string, purpose: UserTokenPurpose): Promise<number | null> {
    const row = await this.revoked.manager
      .getRepository(UserToken)
      .findOne({ where: { tokenHash: sha256(plain), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
    return row?.userId ?? null;
  }

  /** Ends every outstanding token of `purpose` for the user (a reset link used, or the password changed). */
  async endUserTokens(manager: EntityManager, userId: number, purpose: UserTokenPurpose): Promise<void> {
    await manager.getRepository(UserToken).update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
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
