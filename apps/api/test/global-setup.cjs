// Creates a fresh PostgreSQL database for the run and migrates it once; Redis gets a per-run key prefix.
const { Client } = require('pg');

module.exports = async () => {
  const admin = process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `oja_e2e_${Date.now()}_${process.pid}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.REDIS_PREFIX = `oja-e2e-${Date.now()}`;
  process.env.E2E_DB_NAME = name;
  globalThis.__OJA_E2E__ = { admin, name };
};
