// The writes' ratio row of `pnpm bench`: a write's throughput through the API against PostgreSQL alone inserting
// the same rows through a pool of the same size, in the same run. The absolute figures (p95, rows per second)
// move with the machine; this ratio is what the API adds on top of the database, and holds across machines.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(resolve(root, 'apps/api/package.json'));

/**
 * Rows per second that `connections` callers insert into `table` for `seconds`, each a copy of one of the newest
 * `sample` rows after id `after` (the rows the API wrote in the run: the seed's confirmed bookings would collide with
 * their copies on the listings' no-overlap rule), every column but the generated ones, through a pool of `poolMax`
 * connections. The copies are deleted afterwards.
 */
export async function bareInsertRate(databaseUrl, table, { poolMax = 10, connections = 50, seconds = 5, sample = 2000, after = 0 } = {}) {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  try {
    const columns = (
      await pool.query(
        `SELECT quote_ident(column_name) AS c FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND column_default IS DISTINCT FROM 'nextval(''${table}_id_seq''::regclass)'
            AND is_generated = 'NEVER' AND is_identity = 'NO' ORDER BY ordinal_position`,
        [table],
      )
    ).rows
      .map((r) => r.c)
      .filter((c) => c !== 'id')
      .join(', ');
    const ids = (await pool.query(`SELECT id FROM ${table} WHERE id > $1 ORDER BY id DESC LIMIT ${sample}`, [after])).rows.map((r) => r.id);
    if (ids.length === 0) throw new Error(`bench: no ${table} rows to copy`);
    const firstCopy = (await pool.query(`SELECT coalesce(max(id), 0) AS id FROM ${table}`)).rows[0].id;
    const sql = `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${table} WHERE id = $1`;
    let rows = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, caller) => {
        for (let i = caller; Date.now() < end; i += connections) {
          await pool.query(sql, [ids[i % ids.length]]);
          rows++;
        }
      }),
    );
    await pool.query(`DELETE FROM ${table} WHERE id > $1`, [firstCopy]);
    return rows / seconds;
  } finally {
    await pool.end();
  }
}
