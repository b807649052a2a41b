const { Client } = require('pg');

module.exports = async () => {
  const { admin, name } = globalThis.__OJA_E2E__ ?? {};
  if (!name || process.env.E2E_KEEP_DB) return;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
};
