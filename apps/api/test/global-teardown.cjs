const { Client } = require('pg');
const IORedis = require('ioredis');

/** Deletes the run's Redis keys (every file's prefix starts with the run's): a day of runs leaves nothing behind. */
async function dropRunKeys(url, runPrefix) {
  const redis = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${runPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch {
    /* Redis gone: nothing to clean */
  } finally {
    redis.disconnect();
  }
}

module.exports = async () => {
  const { admin, databases } = globalThis.__OJA_E2E__ ?? {};
  if (!databases || process.env.E2E_KEEP_DB) return;
  if (process.env.E2E_RUN_PREFIX && process.env.REDIS_URL) await dropRunKeys(process.env.REDIS_URL, process.env.E2E_RUN_PREFIX);
  const client = new Client({ connectionString: admin });
  await client.connect();
  for (const db of databases) await client.query(`drop database if exists ${db} with (force)`);
  await client.end();
};
