import { ByteQuota, clientAddressKey } from './byte-quota.js';

describe('ByteQuota (in memory, as while Redis is away)', () => {
  it('takes what fits, refuses what does not without counting it, and gives back', async () => {
    const q = new ByteQuota(null, 60_000);
    expect((await q.take('a', 600, 1000)).ok).toBe(true);
    expect((await q.take('a', 500, 1000)).ok).toBe(false);
    expect((await q.take('a', 400, 1000)).ok).toBe(true);
    expect((await q.take('a', 0, 1000)).ok).toBe(false);
    expect((await q.take('b', 0, 1000)).ok).toBe(true);
    await q.giveBack('a', 400);
    expect((await q.take('a', 0, 1000)).ok).toBe(true);
    const refused = await q.take('a', 1000, 1000);
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });
});

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:ffff::2%eth0', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});
