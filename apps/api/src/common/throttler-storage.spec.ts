import { lockMsFor, LockoutStore, RedisThrottlerStorageWithFallback } from './throttler-storage.js';

const POLICY = { threshold: 5, windowMs: 15 * 60_000, baseLockMs: 60_000, maxLockMs: 60 * 60_000 };

describe('rate limiting while Redis is down', () => {
  it('keeps counting in memory: the limit still answers "blocked"', async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    const storage = new RedisThrottlerStorageWithFallback('redis://127.0.0.1:1', 'spec');
    try {
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await storage.increment('login:1.2.3.4', 60_000, 3, 60_000, 'default'));
      expect(results.map((r) => r.isBlocked)).toEqual([false, false, false, true]);
      expect(results[3].timeToBlockExpire).toBeGreaterThan(0);
    } finally {
      storage.onApplicationShutdown();
    }
  });
});

describe('login back-off', () => {
  it('locks for 1 minute after 5 failures, doubling per further failure, capped at an hour', () => {
    expect([4, 5, 6, 7, 8].map((n) => lockMsFor(n, POLICY))).toEqual([0, 60_000, 120_000, 240_000, 480_000]);
    expect(lockMsFor(50, POLICY)).toBe(60 * 60_000);
  });

  it('counts in memory without Redis and forgets after a success', async () => {
    const store = new LockoutStore(null);
    for (let i = 0; i < 4; i++) expect(await store.recordFailure('user:ada@example.com', POLICY)).toBe(0);
    expect(await store.lockedForMs('user:ada@example.com')).toBe(0);
    expect(await store.recordFailure('user:ada@example.com', POLICY)).toBe(60_000);
    const left = await store.lockedForMs('user:ada@example.com');
    expect(left).toBeGreaterThan(59_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(await store.lockedForMs('user:other@example.com')).toBe(0);
    await store.clear('user:ada@example.com');
    expect(await store.lockedForMs('user:ada@example.com')).toBe(0);
  });
});
