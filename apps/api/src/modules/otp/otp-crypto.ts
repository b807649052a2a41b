import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { open, purposeKey, seal } from '../../common/secret-box.js';

/** Keys for OTP hashing and encryption, derived from the app secret. */
export function otpKeys(secret: string) {
  return {
    hash: purposeKey(secret, 'oja:otp-hash'),
    enc: purposeKey(secret, 'oja:otp-enc'),
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

/** AES-256-GCM (common/secret-box.ts); the voice callback decrypts the code to read it out. */
export const encryptOtp = (key: Buffer, code: string): string => seal(key, code);

export const decryptOtp = (key: Buffer, value: string): string | null => open(key, value);

/** What the call says: "Your Oja verification code is 4, 5, 6. Again, your code is 4, 5, 6." */
export function spokenOtp(code: string): string {
  const digits = code.split('').join(', ');
  return `Your Oja verification code is ${digits}. Again, your code is ${digits}.`;
}
