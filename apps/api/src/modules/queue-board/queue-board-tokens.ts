import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../../common/secret-box.js';

/** A short-lived link (opens the board once) or the board's session cookie. */
export type BoardTokenKind = 'link' | 'session';

/** Who a board token is for: the admin, and the admin session (token id and session version) it came from. */
export interface BoardClaims {
  adminId: number;
  /** The id (`jti`) of the admin token that asked for the link: its logout ends the board session. */
  jti: string;
  /** The admin's session version then: a password change ends the board session. */
  sv: number;
  /** When that admin token expires (seconds since the epoch): no board token outlives it. */
  until: number;
  /** A link's own id, used once (absent on sessions). */
  id?: string;
}

export interface BoardToken extends BoardClaims {
  kind: BoardTokenKind;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Signed board tokens: `base64url(json).base64url(hmac)`, keyed from JWT_SECRET for this purpose only. */
export class QueueBoardTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = purposeKey(secret, 'oja:queue-board');
  }

  private mac(body: string) {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  /** A token for `claims` ending `ttlSeconds` from now, or when the admin token ends if that is sooner. */
  sign(kind: BoardTokenKind, claims: BoardClaims, ttlSeconds: number, nowMs = Date.now()): { token: string; exp: number } {
    const exp = Math.min(Math.floor(nowMs / 1000) + ttlSeconds, claims.until);
    const body = Buffer.from(JSON.stringify({ k: kind, a: claims.adminId, j: claims.jti, v: claims.sv, u: claims.until, i: claims.id, e: exp })).toString(
      'base64url',
    );
    return { token: `${body}.${this.mac(body)}`, exp };
  }

  /** The token's content when genuine, of the kind asked for and not expired; else null. */
  verify(token: unknown, kind: BoardTokenKind, nowMs = Date.now()): BoardToken | null {
    if (typeof token !== 'string' || token.length > 1024) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const want = Buffer.from(this.mac(body));
    const got = Buffer.from(mac);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
        k?: unknown;
        a?: unknown;
        j?: unknown;
        v?: unknown;
        u?: unknown;
        i?: unknown;
        e?: unknown;
      };
      if (p.k !== kind || typeof p.a !== 'number' || typeof p.j !== 'string' || typeof p.v !== 'number' || typeof p.u !== 'number') return null;
      if (typeof p.e !== 'number' || p.e * 1000 <= nowMs || (kind === 'link' && typeof p.i !== 'string')) return null;
      return { kind, adminId: p.a, jti: p.j, sv: p.v, until: p.u, ...(typeof p.i === 'string' ? { id: p.i } : {}), exp: p.e };
    } catch {
      return null;
    }
  }
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}
