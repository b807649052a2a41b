import argon2 from 'argon2';

/** argon2id with OWASP's minimum: m=19456 KiB, t=2, p=1. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, OPTIONS);

// Verified against when the account does not exist, so timing does not reveal which e-mails are registered.
let dummy: Promise<string> | null = null;

export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummy, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}
