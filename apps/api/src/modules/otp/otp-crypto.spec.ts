import { decryptOtp, encryptOtp, hashOtp, newOtpCode, otpKeys, otpMatches, spokenOtp } from './otp-crypto.js';

describe('OTP codes', () => {
  const keys = otpKeys('test-secret-test-secret-test-secret-00');

  it('are three random digits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const c = newOtpCode();
      expect(c).toMatch(/^\d{3}$/);
      seen.add(c);
    }
    expect(seen.size).toBeGreaterThan(300);
  });

  it('are stored as an HMAC bound to the row and checked in constant time', () => {
    const h = hashOtp(keys.hash, 7, '456');
    expect(h).not.toContain('456');
    expect(otpMatches(keys.hash, 7, '456', h)).toBe(true);
    expect(otpMatches(keys.hash, 7, '457', h)).toBe(false);
    expect(otpMatches(keys.hash, 8, '456', h)).toBe(false);
  });

  it('round-trip through encryption, and a tampered value gives null', () => {
    const enc = encryptOtp(keys.enc, '042');
    expect(decryptOtp(keys.enc, enc)).toBe('042');
    expect(decryptOtp(keys.enc, enc.slice(0, -2) + 'AA')).toBeNull();
    expect(decryptOtp(otpKeys('another-secret-another-secret-xx').enc, enc)).toBeNull();
  });

  it('are read out digit by digit', () => {
    expect(spokenOtp('456')).toBe('Your Oja verification code is 4, 5, 6. Again, your code is 4, 5, 6.');
  });
});
