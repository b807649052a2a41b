const { Client } = require('pg');

module.exports = async () => {
  const { admin, databases } = globalThis.__OJA_E2E__ ?? {};
  if (!databases || process.env.E2E_KEEP_DB) return;
  const client = new Client({ connectionString: admin });
  await client.connect();
  for (const db of databases) await client.query(`drop database if exists ${db} with (force)`);
  await client.end();
};
