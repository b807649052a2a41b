#!/usr/bin/env node
// What a write costs, and which process spends it (docs/performance.md, "Writes"): a throwaway database with 1,000
// providers and 100 hosts, the built app on it as `pnpm bench` runs it for the writes (one API process, its jobs in a
// separate worker), 50 signed-in customers, then per write autocannon at 50 connections (a 5 s warm-up, then the
// measured seconds): req/s, p50/p95/p99, and the CPU each request cost the API, the worker, PostgreSQL, Redis, the
// load generator and everything else on the machine (from /proc). Lighter than `pnpm bench --writes`: no large
// volume, no bare inserts, no targets.
//   node scripts/bench/writes-cpu.mjs [--seconds 15] [--rounds 1] [--only orders|bookings] [--no-worker] [--keep]
// --no-worker runs no worker: the outbox rows wait, and the figures are the requests' own cost. WRITES_NODE_ARGS and
// WRITES_WORKER_NODE_ARGS: node flags for the API and the worker (e.g. --cpu-prof). BENCH_DATABASE_ADMIN_URL,
// REDIS_URL as for `pnpm bench`. After `pnpm build`.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedVolumes } from './seed.mjs';
import { benchAdminUrl } from './pg-url.mjs';
import { benchAppEnv, dropBenchKeys, healthy } from './app-env.mjs';
import { cpuSnapshot } from './machine.mjs';
import { signInCustomers, writeBodies, writeLoader } from './writers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pg = createRequire(resolve(root, 'apps/api/package.json'))('pg');
const { values: opt } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '1' },
    only: { type: 'string', default: '' },
    'no-worker': { type: 'boolean' },
    keep: { type: 'boolean' },
  },
});
const { url: adminUrl } = await benchAdminUrl();
const dbName = `oja_bench_writes_${Date.now()}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const port = 3900 + Math.floor(Math.random() * 90);
const env = benchAppEnv({ port, databaseUrl: dbUrl, prefix: dbName, extra: { API_PROCESSES: '1', RUN_WORKERS: 'false', LOG_LEVEL: 'warn' } });
const flags = (name) => (process.env[name] ?? '').split(' ').filter(Boolean);
const start = (file, nodeArgs) =>
  spawn(process.execPath, [...nodeArgs, resolve(root, `apps/api/dist/${file}`)], {
    cwd: resolve(root, 'apps/api'),
    stdio: ['ignore', openSync(resolve(root, `.bench/writes-cpu-${file.replace('.js', '')}.log`), 'w'), 'inherit'],
    env,
  });

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
mkdirSync(resolve(root, '.bench'), { recursive: true });
const app = start('main.js', flags('WRITES_NODE_ARGS'));
const worker = opt['no-worker'] ? null : start('worker.js', flags('WRITES_WORKER_NODE_ARGS'));
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: dbUrl });
// The clean-up drops the database under this connection: that is not the failure to report.
db.on('error', () => undefined);
/** Whose a process's CPU is. */
const groupOf = (pid, name) =>
  pid === app.pid
    ? 'API'
    : pid === worker?.pid
      ? 'worker'
      : pid === process.pid
        ? 'load generator'
        : name === 'postgres'
          ? 'PostgreSQL'
          : name.startsWith('redis-server')
            ? 'Redis'
            : 'other';
const byGroup = (snapshot) => {
  const sums = {};
  for (const [pid, p] of snapshot.procs) {
    const group = groupOf(pid, p.name);
    sums[group] = (sums[group] ?? 0) + p.ms;
  }
  return sums;
};
try {
  await healthy(base, app);
  await db.connect();
  await seedVolumes(db, { vendors: 1000, pricingsPer: 5, hosts: 100, listingsPer: 50, tag: 'writes' });
  const tokens = await signInCustomers(base, db, 50);
  const bodies = await writeBodies(db);
  const run = writeLoader(base, tokens);
  const writes = [
    ['orders', '/api/service-orders', bodies.order],
    ['bookings', '/api/apartment/bookings', bodies.booking],
  ].filter(([name]) => name.includes(opt.only));
  console.log(`database ${dbName}; ${worker ? 'with' : 'without'} the worker; 50 connections, ${opt.seconds} s a round`);
  for (const [name, path, bodyOf] of writes) {
    await run(path, bodyOf, 5);
    for (let round = 0; round < Number(opt.rounds); round++) {
      const before = byGroup(cpuSnapshot());
      const r = await run(path, bodyOf, Number(opt.seconds));
      const after = byGroup(cpuSnapshot());
      const per = Object.keys(after)
        .map((g) => [g, (after[g] - (before[g] ?? 0)) / r.requests])
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1]);
      const total = per.reduce((s, [, ms]) => s + ms, 0);
      console.log(
        `POST ${path}: ${r.rps.toFixed(0)}/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.non2xx} not 2xx; ` +
          `CPU a request ${total.toFixed(2)} ms: ${per.map(([g, ms]) => `${g} ${ms.toFixed(2)}`).join(', ')}`,
      );
    }
  }
} finally {
  app.kill('SIGTERM');
  worker?.kill('SIGTERM');
  await db.end().catch(() => undefined);
  await new Promise((r) => setTimeout(r, 1500));
  if (!opt.keep) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  else console.log(`kept database ${dbName}`);
  await admin.end();
  if (!opt.keep) await dropBenchKeys(dbName);
}
