import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import IORedis from 'ioredis';

/** A Redis connection for counters: fails fast (no offline queue, short timeouts) so a caller can fall back. */
export function limiterRedis(url: string, keyPrefix: string): IORedis {
  const redis = new IORedis(url, { keyPrefix, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
  redis.on('error', () => undefined);
  return redis;
}

/** Logs "Redis unavailable" at most once a minute per limiter, not once per request. */
export class QuietWarner {
  private last = 0;
  constructor(private readonly logger: Logger) {}
  warn(what: string, err: unknown) {
    if (Date.now() - this.last < 60_000) return;
    this.last = Date.now();
    this.logger.warn(`${what}: Redis unavailable (${(err as Error)?.message ?? err}); counting in this process until it is back`);
  }
}

/**
 * Rate-limit counters in Redis, shared by every API replica. While Redis is unreachable the counting goes on
 * in this process's memory (per replica, so a little more lenient), never switched off: brute force stays
 * limited when Redis is down.
 */
export class RedisThrottlerStorageWithFallback implements ThrottlerStorage {
  private readonly inner: ThrottlerStorageRedisService;
  private readonly fallback = new ThrottlerStorageService();
  private readonly warner = new QuietWarner(new Logger('RateLimit'));
  readonly redis: IORedis;

  constructor(url: string, prefix: string) {
    this.redis = limiterRedis(url, `${prefix}:throttle:`);
    this.inner = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    if (this.redis.status === 'ready') {
      try {
        return await this.inner.increment(key, ttl, limit, blockDuration, throttlerName);
      } catch (err) {
        this.warner.warn('rate limiting', err);
      }
    } else {
      this.warner.warn('rate limiting', `connection ${this.redis.status}`);
    }
    return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown() {
    this.fallback.onApplicationShutdown?.();
    this.redis.disconnect();
  }
}

/** How wrong attempts on one key lock it: after `threshold` failures, `baseLockMs`, doubling per further failure. */
export interface LockoutPolicy {
  threshold: number;
  /** Failures are forgotten this long after the last one (plus the lock it caused). */
  windowMs: number;
  baseLockMs: number;
  maxLockMs: number;
}

/** The lock a failure count earns under `policy` (0 below the threshold). */
export function lockMsFor(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.threshold) return 0;
  return Math.min(policy.baseLockMs * 2 ** Math.min(failures - policy.threshold, 30), policy.maxLockMs);
}

// KEYS[1] failure count, KEYS[2] lock; ARGV threshold, windowMs, baseLockMs, maxLockMs. Returns the lock set (ms).
const RECORD_FAILURE = `
local n = redis.call('INCR', KEYS[1])
local threshold, window, base, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local lock = 0
if n >= threshold then
  local e = n - threshold
  if e > 30 then e = 30 end
  lock = math.floor(math.min(base * (2 ^ e), max))
  redis.call('SET', KEYS[2], '1', 'PX', lock)
end
redis.call('PEXPIRE', KEYS[1], window + lock)
return lock`;

/**
 * Failure counters with growing locks (login back-off), in Redis when it answers and in this process's
 * memory while it does not.
 */
export class LockoutStore {
  private readonly memory = new Map<string, { failures: number; forgetAt: number; lockedUntil: number }>();
  private readonly warner = new QuietWarner(new Logger('Lockout'));

  constructor(readonly redis: IORedis | null) {}

  private usable(): boolean {
    if (!this.redis) return false;
    if (this.redis.status === 'ready') return true;
    this.warner.warn('account lockout', `connection ${this.redis.status}`);
    return false;
  }

  private prune(now: number) {
    if (this.memory.size < 10_000) return;
    for (const [k, v] of this.memory) if (v.forgetAt <= now && v.lockedUntil <= now) this.memory.delete(k);
  }

  /** Milliseconds until `key` may try again (0 when it is not locked). */
  async lockedForMs(key: string): Promise<number> {
    if (this.usable()) {
      try {
        const ms = await this.redis!.pttl(`${key}:lock`);
        return ms > 0 ? ms : 0;
      } catch (err) {
        this.warner.warn('account lockout', err);
      }
    }
    const entry = this.memory.get(key);
    return entry ? Math.max(0, entry.lockedUntil - Date.now()) : 0;
  }

  /** Counts one failure; returns the lock it caused (ms, 0 for none). */
  async recordFailure(key: string, policy: LockoutPolicy): Promise<number> {
    if (this.usable()) {
      try {
        const lock = await this.redis!.eval(
          RECORD_FAILURE,
          2,
          `${key}:n`,
          `${key}:lock`,
          policy.threshold,
          policy.windowMs,
          policy.baseLockMs,
          policy.maxLockMs,
        );
        return Number(lock);
      } catch (err) {
        this.warner.warn('account lockout', err);
      }
    }
    const now = Date.now();
    this.prune(now);
    const entry = this.memory.get(key);
    const failures = entry && entry.forgetAt > now ? entry.failures + 1 : 1;
    const lock = lockMsFor(failures, policy);
    this.memory.set(key, { failures, forgetAt: now + policy.windowMs + lock, lockedUntil: lock ? now + lock : 0 });
    return lock;
  }

  /** Forgets the failures of `key` (after a successful sign-in). */
  async clear(key: string): Promise<void> {
    this.memory.delete(key);
    if (!this.usable()) return;
    await this.redis!.del(`${key}:n`, `${key}:lock`).catch((err) => this.warner.warn('account lockout', err));
  }

  /** Waits (at most `ms`) for the Redis connection of a store just made, e.g. in a command-line process. */
  async whenReady(ms = 3000): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        redis!.off('ready', done);
        resolve();
      }
      redis.once('ready', done);
    });
  }

  /** Forgets every key starting with `prefix` (failures and locks); returns how many locks there were. */
  async clearPrefix(prefix: string): Promise<number> {
    let locks = 0;
    const now = Date.now();
    for (const [key, entry] of [...this.memory]) {
      if (!key.startsWith(prefix)) continue;
      if (entry.lockedUntil > now) locks++;
      this.memory.delete(key);
    }
    if (!this.usable()) return locks;
    // SCAN patterns are not given the client's key prefix (DEL is): match on the full key, delete on the short one.
    const keyPrefix = this.redis!.options.keyPrefix ?? '';
    const pattern = `${keyPrefix}${prefix}`.replace(/[*?[\]\\]/g, '\\$&') + '*';
    let cursor = '0';
    do {
      const [next, keys] = await this.redis!.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (!keys.length) continue;
      locks += keys.filter((k) => k.endsWith(':lock')).length;
      await this.redis!.del(...keys.map((k) => k.slice(keyPrefix.length)));
    } while (cursor !== '0');
    return locks;
  }

  onApplicationShutdown() {
    this.redis?.disconnect();
  }
}

/**
 * Counts one more `name` hit on `key` (at most `limit` a window of `windowMs`, then blocked as long); while blocked,
 * throws what `refused` makes of the whole seconds left (at least 1).
 */
export async function takeHit(limits: ThrottlerStorage, name: string, key: string, windowMs: number, limit: number, refused: (seconds: number) => Error) {
  const rate = await limits.increment(key, windowMs, limit, windowMs, name);
  if (rate.isBlocked) throw refused(Math.max(1, Math.ceil(rate.timeToBlockExpire)));
}
