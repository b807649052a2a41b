import { createHmac, timingSafeEqual } from 'node:crypto';
import { publicUrl } from './public-url.js';

/**
 * Short-lived signed links to private files: an <img> or <a> cannot send a bearer header, so an answer the
 * caller fetched with their token carries links that open one file for a few minutes. The key is derived from
 * JWT_SECRET and a purpose, so a link of one purpose (KYC documents, attachments) is never valid for another;
 * the signature covers the scope, the id and the expiry.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    purpose: string,
    private readonly ttlSeconds: number,
    private readonly base: string,
  ) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  private sign(scope: string, id: number, expires: number) {
    return createHmac('sha256', this.key).update(`${scope}:${id}:${expires}`).digest('base64url');
  }

  /** An absolute link on the public base URL: `path?expires=…&signature=…`, valid for the TTL from `now`. */
  url(scope: string, id: number, path: string, now = Date.now()): { url: string; expiresAt: Date } {
    const expires = Math.floor(now / 1000) + this.ttlSeconds;
    return { url: publicUrl(this.base, `${path}?expires=${expires}&signature=${this.sign(scope, id, expires)}`), expiresAt: new Date(expires * 1000) };
  }

  /** True when the link is genuine for this scope and id and has not expired. */
  verify(scope: string, id: number, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string' || signature.length > 100) return false;
    const exp = Number(expires);
    if (exp * 1000 < Date.now()) return false;
    const want = Buffer.from(this.sign(scope, id, exp));
    const got = Buffer.from(signature);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
