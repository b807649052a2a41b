const { Client } = require('pg');
const dropRunKeys = require('../../../scripts/drop-redis-prefix.cjs');

module.exports = async () => {
  const { admin, databases } = globalThis.__OJA_E2E__ ?? {};
  if (!databases || process.env.E2E_KEEP_DB) return;
  if (process.env.E2E_RUN_PREFIX && process.env.REDIS_URL) await dropRunKeys(process.env.REDIS_URL, process.env.E2E_RUN_PREFIX);
  const client = new Client({ connectionString: admin });
  await client.connect();
  for (const db of databases) await client.query(`drop database if exists ${db} with (force)`);
  await client.end();
};
