#!/usr/bin/env node
// The public lists without the list cache, one endpoint at a time (docs/performance.md, "Cold queries"): a throwaway
// database with the bench's large volume, the built app on it with LIST_CACHE_ENABLED=false, then per endpoint
// autocannon at 50 connections (req/s, p99) and the CPU each request cost the API process and its PostgreSQL backends
// (from /proc, steadier than throughput on a shared machine). Lighter than `pnpm bench`: no bare server, no writes.
//   node scripts/bench/cold.mjs [--seconds 10] [--warmup 1] [--only <substring of the path>] [--keep]   (after `pnpm build`)
// --keep leaves the database (named on stdout) for EXPLAIN. BENCH_DATABASE_ADMIN_URL, REDIS_URL as for `pnpm bench`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { load } from './http.mjs';
import { seedShops, seedVolumes } from './seed.mjs';
import { deepPage, LIST_ENDPOINTS } from './endpoints.mjs';
import { benchAdminUrl } from './pg-url.mjs';
import { cpuMs, treeCpuMs } from './machine.mjs';
import { benchAppEnv, dropBenchKeys, healthy } from './app-env.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pg = createRequire(resolve(root, 'apps/api/package.json'))('pg');
const { values: opt } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    only: { type: 'string', default: '' },
    keep: { type: 'boolean' },
  },
});
for (const name of ['seconds', 'warmup']) {
  if (!(Number(opt[name]) > 0)) throw new Error(`--${name} takes a number of seconds above 0 (got ${opt[name]})`);
}
const { url: adminUrl } = await benchAdminUrl();
const dbName = `oja_cold_${Date.now()}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const port = 3900 + Math.floor(Math.random() * 90);
const endpoints = LIST_ENDPOINTS.map(deepPage).filter((p) => p.includes(opt.only));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const app = spawn(process.execPath, [resolve(root, 'apps/api/dist/main.js')], {
  cwd: resolve(root, 'apps/api'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: benchAppEnv({ port, databaseUrl: dbUrl, prefix: dbName, extra: { RUN_WORKERS: 'false', LIST_CACHE_ENABLED: 'false', LOG_LEVEL: 'warn' } }),
});
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: dbUrl });
try {
  await healthy(base, app);
  await db.connect();
  const seeded = {
    ...(await seedVolumes(db, { vendors: 10_000, pricingsPer: 5, hosts: 1_000, listingsPer: 50, tag: 'cold' })),
    ...(await seedShops(db, { restaurants: 1_000, dishesPer: 20, shops: 1_000, productsPer: 50, tag: 'cold' })),
  };
  console.log(`database ${dbName}: ${JSON.stringify(seeded)}`);
  for (const path of endpoints) {
    const url = base + path;
    const first = await fetch(url);
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`GET ${path}: ${first.status}`);
    await load({ url, duration: Number(opt.warmup), connections: 50 });
    const r = await load({ url, duration: Number(opt.seconds), connections: 50 });
    // CPU per request at 10 connections (fewer requests waiting; the figure is the work, not the queue).
    const pids = (await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [dbName])).rows.map((x) => x.pid);
    const [a0, p0] = [treeCpuMs(app.pid), pids.reduce((s, p) => s + cpuMs(p), 0)];
    const c = await load({ url, duration: 3, connections: 10 });
    const [a, p] = [(treeCpuMs(app.pid) - a0) / c.requests, (pids.reduce((s, x) => s + cpuMs(x), 0) - p0) / c.requests];
    const ok = r.rps >= 1000 && r.p99 <= 100 && r.non2xx + r.errors === 0;
    console.log(
      `${path.padEnd(68)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(0).padStart(5)} ms  ${ok ? 'yes' : 'NO '}  CPU a request: API ${a.toFixed(2)} ms + PostgreSQL ${p.toFixed(2)} ms`,
    );
  }
} finally {
  app.kill('SIGTERM');
  await db.end().catch(() => undefined);
  await new Promise((r) => setTimeout(r, 1000));
  if (!opt.keep) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  if (!opt.keep) await dropBenchKeys(dbName);
}
