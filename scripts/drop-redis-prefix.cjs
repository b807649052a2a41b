// Deletes every Redis key whose name starts with `prefix` (a test run's: every file's or server's prefix starts
// with the run's), so a day of runs leaves nothing behind. Used by the API e2e global teardown and the browser
// suite's server teardown; Redis being gone is not an error (there is nothing to clean).
const { createRequire } = require('node:module');
const { resolve } = require('node:path');

const IORedis = createRequire(resolve(__dirname, '../apps/api/package.json'))('ioredis');

module.exports = async function dropRedisPrefix(url, prefix) {
  const redis = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch {
    /* Redis gone: nothing to clean */
  } finally {
    redis.disconnect();
  }
};
