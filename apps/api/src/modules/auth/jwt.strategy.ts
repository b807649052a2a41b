import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource, Repository } from 'typeorm';
import { CompiledSelect } from '../../common/compiled-select.js';
import { ENV, Env } from '../../config/env.js';
import { ADMIN_AUDIENCE, Principal, TOKEN_ISSUER, USER_AUDIENCE } from '../access/access.js';
import { User } from '../users/entities/user.entity.js';
// Type only: admin-auth imports this module (TokenService), so the Admin repository is looked up by entity name.
import type { Admin } from '../admin-auth/entities/admin.entity.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { rememberingVerifier, type JwtVerifier } from './verified-tokens.js';

// A token already verified with this process's key is not verified again until it expires
// (verified-tokens.ts); the database check below still runs on every request.
const passportJwt = Strategy as unknown as { JwtVerifier: JwtVerifier & { remembering?: true } };
if (!passportJwt.JwtVerifier.remembering) passportJwt.JwtVerifier = Object.assign(rememberingVerifier(passportJwt.JwtVerifier), { remembering: true as const });

interface Claims {
  sub: string;
  jti: string;
  aud: string;
  iat: number;
  exp: number;
  /** The account's session version when the token was issued (absent in tokens from before versions: 0). */
  sv?: number;
}

const PASSWORD_CHANGED = 'Your password was changed. Please log in again.';
const LOGGED_OUT = 'This session has been logged out. Please log in again.';
/** A token from before the account's last password reset or change (session versions, not clocks). */
const outdated = (claims: Claims, current: number) => (typeof claims.sv === 'number' ? claims.sv : 0) !== current;

/** One query on every authenticated request: the user, its vendor, and whether this token was logged out. */
const principalQuery = new CompiledSelect<User, { id: number; jti: string }>(['id', 'jti'], (manager) =>
  manager
    .createQueryBuilder(User, 'u')
    .leftJoinAndSelect('u.vendor', 'v')
    .addSelect('EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = :jti)', 'token_revoked')
    .where('u.id = :id'),
);

/** One strategy for both audiences; the route guards decide which audience a route accepts. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(ENV) env: Env,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
    private readonly dataSource: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, made once: given the string, jsonwebtoken first tries (and fails) to parse it as a public
      // key and then builds the key again on every request (a twentieth of an order's CPU).
      secretOrKey: createSecretKey(Buffer.from(env.JWT_SECRET!)) as unknown as string,
      algorithms: ['HS256'],
      audience: [USER_AUDIENCE, ADMIN_AUDIENCE],
      issuer: TOKEN_ISSUER,
      ignoreExpiration: false,
    });
    this.admins = dataSource.getRepository<Admin>('Admin');
  }

  private readonly admins: Repository<Admin>;

  async validate(claims: Claims): Promise<Principal> {
    if (!claims.jti || !claims.sub) throw new UnauthorizedException('Unauthenticated.');
    const id = Number(claims.sub);
    if (claims.aud === ADMIN_AUDIENCE) {
      if (await this.revoked.existsBy({ jti: claims.jti })) throw new UnauthorizedException(LOGGED_OUT);
      const admin = await this.admins.findOneBy({ id });
      if (!admin) throw new UnauthorizedException('Unauthenticated.');
      if (outdated(claims, admin.sessionVersion)) throw new UnauthorizedException(PASSWORD_CHANGED);
      return { kind: 'admin', jti: claims.jti, exp: claims.exp, admin };
    }
    const { entities, raw } = await principalQuery.getRawAndEntities<{ token_revoked: boolean }>(this.dataSource.manager, { id, jti: claims.jti });
    const user = entities[0];
    if (raw[0]?.token_revoked || (!user && (await this.revoked.existsBy({ jti: claims.jti })))) throw new UnauthorizedException(LOGGED_OUT);
    if (!user) throw new UnauthorizedException('Unauthenticated.');
    if (outdated(claims, user.sessionVersion)) throw new UnauthorizedException(PASSWORD_CHANGED);
    return { kind: 'user', jti: claims.jti, exp: claims.exp, user };
  }
}
