import { Logger } from '@nestjs/common';
import type IORedis from 'ioredis';
import { QuietWarner } from './throttler-storage.js';

// KEYS[1] bytes used in the window; ARGV bytes, limit, windowMs. Returns {1 taken | 0 refused, ms left in the window}.
const TAKE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local add, limit, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = window end
if used + add > limit then return {0, ttl} end
redis.call('INCRBY', KEYS[1], add)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], window) end
return {1, ttl}`;

// KEYS[1]; ARGV bytes. Gives bytes back, never below zero, keeping the window's end.
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('DECRBY', KEYS[1], ARGV[1])
if n < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') end
return n`;

export interface QuotaAnswer {
  ok: boolean;
  /** Milliseconds until the key's window ends (when a refused caller may try again). */
  retryAfterMs: number;
}

/**
 * A budget of bytes per key and fixed window (e.g. KYC document bytes per client address per hour). Counted in
 * Redis, shared by every replica, while it answers; in this process's memory while it does not (never switched off).
 */
export class ByteQuota {
  private readonly memory = new Map<string, { used: number; resetAt: number }>();
  private readonly warner = new QuietWarner(new Logger('ByteQuota'));

  constructor(
    readonly redis: IORedis | null,
    private readonly windowMs: number,
  ) {}

  private usable(): boolean {
    if (!this.redis) return false;
    if (this.redis.status === 'ready') return true;
    this.warner.warn('upload quota', `connection ${this.redis.status}`);
    return false;
  }

  private entry(key: string, now = Date.now()) {
    let e = this.memory.get(key);
    if (!e || e.resetAt <= now) {
      if (this.memory.size >= 10_000) for (const [k, v] of this.memory) if (v.resetAt <= now) this.memory.delete(k);
      e = { used: 0, resetAt: now + this.windowMs };
      this.memory.set(key, e);
    }
    return e;
  }

  /** Takes `bytes` from `key`'s budget of `limit` when they fit; a refusal takes nothing. `bytes` 0 asks whether anything is left. */
  async take(key: string, bytes: number, limit: number): Promise<QuotaAnswer> {
    // Asking with 0 bytes: refused once the budget is spent (used + 1 > limit), without taking anything.
    const probe = bytes === 0;
    if (this.usable()) {
      try {
        if (probe) {
          const [used, ttl] = await Promise.all([this.redis!.get(key), this.redis!.pttl(key)]);
          return { ok: Number(used ?? 0) < limit, retryAfterMs: ttl > 0 ? ttl : this.windowMs };
        }
        const [taken, ttl] = (await this.redis!.eval(TAKE, 1, key, bytes, limit, this.windowMs)) as [number, number];
        return { ok: taken === 1, retryAfterMs: Number(ttl) };
      } catch (err) {
        this.warner.warn('upload quota', err);
      }
    }
    const now = Date.now();
    const e = this.entry(key, now);
    const ok = probe ? e.used < limit : e.used + bytes <= limit;
    if (ok) e.used += bytes;
    return { ok, retryAfterMs: e.resetAt - now };
  }

  /** Gives back bytes taken for something that was not kept after all (an upload refused or failed later). */
  async giveBack(key: string, bytes: number): Promise<void> {
    const e = this.memory.get(key);
    if (e) e.used = Math.max(0, e.used - bytes);
    if (!this.usable()) return;
    await this.redis!.eval(GIVE_BACK, 1, key, bytes).catch((err) => this.warner.warn('upload quota', err));
  }

  onApplicationShutdown() {
    this.redis?.disconnect();
  }
}

/**
 * The key a client address is counted under: an IPv4 address as it is (IPv4-mapped IPv6 too), an IPv6 address by
 * its /64 network — one subscriber usually holds a whole /64, and counting single addresses would let them rotate.
 */
export function clientAddressKey(ip: string | undefined | null): string {
  const address = (ip ?? '').split('%')[0]!.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address || 'unknown';
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
