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
 */
@Injectable()
export class LoginLockoutService implements OnApplicationShutdown {
  private readonly store: LockoutStore;

  constructor(@Inject(INFRA) infra: Infra, @Inject(ENV) env: Env) {
    this.store = new LockoutStore(infra.redisUrl ? limiterRedis(infra.redisUrl, `${env.REDIS_PREFIX}:lockout:`) : null);
  }

  private key(kind: AccountKind, email: string) {
    return `${kind}:${email.trim().toLowerCase()}`;
  }

  /** 429 LOGIN_LOCKED (with Retry-After) while the account's sign-in is locked. */
  async assertNotLocked(kind: AccountKind, email: string): Promise<void> {
    const ms = await this.store.lockedForMs(this.key(kind, email));
    if (ms > 0) throw DomainError.tooMany('LOGIN_LOCKED', lockedMessage(ms), ms / 1000);
  }

  /** Counts a wrong password. */
  async failed(kind: AccountKind, email: string): Promise<void> {
    await this.store.recordFailure(this.key(kind, email), LOGIN_LOCKOUT);
  }

  /** A right password: earlier failures are forgotten. */
  async succeeded(kind: AccountKind, email: string): Promise<void> {
    await this.store.clear(this.key(kind, email));
  }

  onApplicationShutdown() {
    this.store.onApplicationShutdown();
  }
}
