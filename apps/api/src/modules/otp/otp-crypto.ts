import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Keys for OTP hashing and encryption, derived from the app secret. */
export function otpKeys(secret: string) {
  return {
    hash: createHmac('sha256', secret).update('oja:otp-hash').digest(),
    enc: createHmac('sha256', secret).update('oja:otp-enc').digest(),
  };
}

/** A fresh, uniformly random 3-digit code (000–999). */
export const newOtpCode = () => String(randomInt(0, 1000)).padStart(3, '0');

/** HMAC of the code bound to its row, so equal codes of two rows hash differently. */
export const hashOtp = (key: Buffer, otpId: number, code: string) => createHmac('sha256', key).update(`${otpId}:${code}`).digest('hex');

export function otpMatches(key: Buffer, otpId: number, code: string, stored: string): boolean {
  const a = Buffer.from(hashOtp(key, otpId, code));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** AES-256-GCM; the voice callback decrypts the code to read it out. */
export function encryptOtp(key: Buffer, code: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(code, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptOtp(key: Buffer, value: string): string | null {
  try {
    const [iv, tag, body] = value.split('.').map((p) => Buffer.from(p, 'base64url'));
    const d = createDecipheriv('aes-256-gcm', key, iv);
    d.setAuthTag(tag);
    return Buffer.concat([d.update(body), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** What the call says: "Your Oja verification code is 4, 5, 6. Again, your code is 4, 5, 6." */
export function spokenOtp(code: string): string {
  const digits = code.split('').join(', ');
  return `Your Oja verification code is ${digits}. Again, your code is ${digits}.`;
}
