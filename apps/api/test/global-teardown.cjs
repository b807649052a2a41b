const { Client } = require('pg');
const dropRunKeys = require('../../../scripts/drop-redis-prefix.cjs');

module.exports = async () => {
  const { admin, databases } = globalThis.__OJA_E2E__ ?? {};
  if (!databases || process.env.E2E_KEEP_DB) return;
  if (process.env.E2E_RUN_PREFIX && process.env.REDIS_URL) await dropRunKeys(process.env.REDIS_URL, process.env.E2E_RUN_PREFIX);
  const client = new Client({ connectionString: admin });
  await client.connect();
  // The workers' databases, and any a shard's spec left (test/shards/run-specs.ts copies one per spec).
  const { rows } = await client.query('select datname from pg_database where datname = any($1) or datname like $2', [
    databases,
    `${process.env.E2E_RUN_DB}\\_w%\\_s%`,
  ]);
  for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  await client.end();
};
