import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { checkPassword, PASSWORD_MESSAGES, type PasswordContext } from '@oja/shared';
import { DomainError } from './domain-error.js';

/** argon2id with OWASP's minimum: m=19456 KiB, t=2, p=1. */
const OWASP = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/**
 * The test suites' strength (PASSWORD_HASHING=test, refused in production by the configuration): the same argon2id,
 * with argon2's smallest cost. A suite creates over a thousand accounts; at OWASP's cost their hashes were a quarter of
 * the API suite's CPU. A hash keeps its own parameters, so either verifies the other's.
 */
const TEST = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
let options: typeof OWASP | typeof TEST = OWASP;

/** Set once at start-up from PASSWORD_HASHING. */
export function usePasswordHashing(mode: 'owasp' | 'test'): void {
  const next = mode === 'test' ? TEST : OWASP;
  if (next !== options) dummy = null;
  options = next;
}

export const hashPassword = (plain: string) => argon2.hash(plain, options);

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

// ~49,000 common and breached passwords (zxcvbn-ts's list, from public breach corpora), shipped with the app:
// no network call. Built on first use.
let common: Set<string> | null = null;

/** True when `lowered` (lower-cased) is in the shipped list of common or breached passwords. */
export function isCommonPassword(lowered: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(lowered);
}

/** The first problem with a new password (the shared rule plus the common-password list), or null. */
export function passwordProblem(password: unknown, context: PasswordContext = {}): string | null {
  return checkPassword(password, context, { isCommon: isCommonPassword });
}

/** 422 on `field` when the new password breaks the rule: PASSWORD_TOO_COMMON, PASSWORD_CONTAINS_PERSONAL_INFO or PASSWORD_INVALID. */
export function assertAcceptablePassword(password: unknown, context: PasswordContext, field = 'password'): void {
  const problem = passwordProblem(password, context);
  if (!problem) return;
  const code =
    problem === PASSWORD_MESSAGES.common
      ? 'PASSWORD_TOO_COMMON'
      : problem === PASSWORD_MESSAGES.containsEmail || problem === PASSWORD_MESSAGES.containsName
        ? 'PASSWORD_CONTAINS_PERSONAL_INFO'
        : 'PASSWORD_INVALID';
  throw DomainError.field(field, problem, code);
}
