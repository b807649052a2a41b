// Creates a fresh PostgreSQL database for each Jest worker of the run (`<run>_w1`, `<run>_w2`, …) and a Redis key
// prefix per worker: test files running side by side never share rows, queues, caches or rate-limit counters.
// Each worker migrates its own database on first use (utils/app.ts); worker-setup.cjs points a file at its worker's.
const { Client } = require('pg');

module.exports = async (globalConfig) => {
  const admin = process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `oja_e2e_${Date.now()}_${process.pid}`;
  // One process runs every file in band (--runInBand, or a single file): JEST_WORKER_ID is 1 there too.
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  const databases = Array.from({ length: workers }, (_, i) => `${name}_w${i + 1}`);
  const client = new Client({ connectionString: admin });
  await client.connect();
  for (const db of databases) await client.query(`create database ${db}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}_w1`;
  process.env.DATABASE_URL = url.toString();
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.E2E_RUN_PREFIX = `oja-e2e-${Date.now()}-${process.pid}`;
  process.env.REDIS_PREFIX = `${process.env.E2E_RUN_PREFIX}-w1`;
  process.env.E2E_RUN_DB = name;
  globalThis.__OJA_E2E__ = { admin, databases };
};
