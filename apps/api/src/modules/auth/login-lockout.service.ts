import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';
import { limiterRedis, LockoutPolicy, LockoutStore } from '../../common/throttler-storage.js';
import { INFRA } from '../../config/config.module.js';
import { ENV, Env } from '../../config/env.js';
import type { Infra } from '../../bootstrap/infra.js';

/** 5 wrong passwords within 15 minutes lock the account's sign-in for 1 minute, then 2, 4, … up to an hour. */
export const LOGIN_LOCKOUT: LockoutPolicy = { threshold: 5, windowMs: 15 * 60_000, baseLockMs: 60_000, maxLockMs: 60 * 60_000 };

export type AccountKind = 'user' | 'admin';

export const lockedMessage = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Wrong passwords counted per account (normalized e-mail), whatever address they come from: the per-address
 * throttler alone is beaten by an attacker with many addresses. Unknown e-mails are counted the same way, so
 * the answers do not tell which accounts exist.
 *
 * Administrators are counted per account and client address: an admin has no reset link to lift a lock, so a
 * lock anyone could set by knowing the admin's e-mail would keep the admin out for as long as the attacker liked.
 * Wrong passwords from one address lock that address only (the per-address throttler still limits each address);
 * `pnpm admin:recover` (src/admin-recover.ts) lifts every lock of an admin and can set a new password.
 */
@Injectable()
export class LoginLockoutService implements OnApplicationShutdown {
  private readonly store: LockoutStore;

  constructor(@Inject(INFRA) infra: Pick<Infra, 'redisUrl'>, @Inject(ENV) env: Pick<Env, 'REDIS_PREFIX'>) {
    this.store = new LockoutStore(infra.redisUrl ? limiterRedis(infra.redisUrl, `${env.REDIS_PREFIX}:lockout:`) : null);
  }

  private account(kind: AccountKind, email: string) {
    return `${kind}:${email.trim().toLowerCase()}`;
  }

  private key(kind: AccountKind, email: string, client: string | undefined) {
    return kind === 'admin' ? `${this.account(kind, email)}:from:${client ?? 'unknown'}` : this.account(kind, email);
  }

  /** 429 LOGIN_LOCKED (with Retry-After) while the account's sign-in is locked (for admins: from `client`). */
  async assertNotLocked(kind: AccountKind, email: string, client?: string): Promise<void> {
    const ms = await this.store.lockedForMs(this.key(kind, email, client));
    if (ms > 0) throw DomainError.tooMany('LOGIN_LOCKED', lockedMessage(ms), ms / 1000);
  }

  /** Counts a wrong password. */
  async failed(kind: AccountKind, email: string, client?: string): Promise<void> {
    await this.store.recordFailure(this.key(kind, email, client), LOGIN_LOCKOUT);
  }

  /** A right password: earlier failures are forgotten. */
  async succeeded(kind: AccountKind, email: string, client?: string): Promise<void> {
    await this.store.clear(this.key(kind, email, client));
  }

  /**
   * Lifts every sign-in lock of the account, from every address (the recovery command); returns how many there
   * were. Without Redis the locks live in the API process that counted them: this clears only its own.
   */
  async clearAccount(kind: AccountKind, email: string): Promise<number> {
    await this.store.whenReady();
    const account = this.account(kind, email);
    const locked = (await this.store.lockedForMs(account)) > 0 ? 1 : 0;
    await this.store.clear(account);
    return locked + (await this.store.clearPrefix(`${account}:from:`));
  }

  /** Whether the counts are shared through Redis (else each process keeps its own). */
  get shared(): boolean {
    return this.store.redis !== null;
  }

  onApplicationShutdown() {
    this.store.onApplicationShutdown();
  }
}
