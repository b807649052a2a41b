import { createHmac, timingSafeEqual } from 'node:crypto';

/** A short-lived link (opens the board once) or the board's session cookie. */
export type BoardTokenKind = 'link' | 'session';

export interface BoardToken {
  kind: BoardTokenKind;
  adminId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Signed board tokens: `base64url(json).base64url(hmac)`, keyed from JWT_SECRET for this purpose only. */
export class QueueBoardTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('oja:queue-board').digest();
  }

  private mac(body: string) {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  sign(kind: BoardTokenKind, adminId: number, ttlSeconds: number, nowMs = Date.now()): { token: string; exp: number } {
    const exp = Math.floor(nowMs / 1000) + ttlSeconds;
    const body = Buffer.from(JSON.stringify({ k: kind, a: adminId, e: exp })).toString('base64url');
    return { token: `${body}.${this.mac(body)}`, exp };
  }

  /** The token's content when genuine, of the kind asked for and not expired; else null. */
  verify(token: unknown, kind: BoardTokenKind, nowMs = Date.now()): BoardToken | null {
    if (typeof token !== 'string' || token.length > 512) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const want = Buffer.from(this.mac(body));
    const got = Buffer.from(mac);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { k?: unknown; a?: unknown; e?: unknown };
      if (p.k !== kind || typeof p.a !== 'number' || typeof p.e !== 'number' || p.e * 1000 <= nowMs) return null;
      return { kind, adminId: p.a, exp: p.e };
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
