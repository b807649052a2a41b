import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** A 256-bit key for one purpose, derived from the app secret (JWT_SECRET): one secret to keep, a separate key per use. */
export const purposeKey = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

/**
 * AES-256-GCM: `iv.tag.ciphertext`, each base64url. `context` (additional authenticated data, not stored) binds the
 * box to where it belongs: a box moved elsewhere (another recipient, another row) does not open.
 */
export function seal(key: Buffer, plain: string, context?: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  if (context !== undefined) c.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed text, or null when the box was altered, made with another key or opened with another context. */
export function open(key: Buffer, sealed: string, context?: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const d = createDecipheriv('aes-256-gcm', key, iv);
    d.setAuthTag(tag);
    if (context !== undefined) d.setAAD(Buffer.from(context, 'utf8'));
    return Buffer.concat([d.update(body), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}
