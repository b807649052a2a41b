#!/usr/bin/env node
// `pnpm bench`: the speed targets, measured, each printed beside its target (docs/performance.md).
//   1. builds if needed, creates a throwaway database, starts the app on it twice (list cache on: the product;
//      list cache off: the database path alone), a bare node:http server, and seeds volumes with generate_series;
//   2. public lists at ~100 rows, then at 10,000 live vendors / 50,000 pricings / 50,000 listings / 1,000 restaurants
//      (20,000 dishes) / 1,000 shops (50,000 products): autocannon, 50 connections, app and bare server in interleaved
//      rounds (throughput ratio, p50, p99); without the list cache, ≥ 1,000 req/s and p99 ≤ 100 ms; the p50 at 10,000
//      against ~100 rows with a second app on a second database that keeps the ~100 rows, in alternating rounds;
//   3. writes: service-order and booking creation at 50 concurrent (p95); ledger postings per second;
//   4. Lighthouse (mobile, Debian's Chromium) on /, /general-services and /service-apartments;
//   5. prints the table and writes it as JSON (.bench/results.json, or BENCH_OUT).
// Options: --quick (1 round, 1 s, fewer endpoints), --no-lighthouse, --writes (only the writes, on the large volume),
// --pages (only Lighthouse, on the large volume), --lists (only the public lists, cached and not), --live (only the live channel's 2,000 idle streams),
// --fuzz (the long OpenAPI fuzz instead). BENCH_NODE_ARGS: extra node flags for the app (e.g. --cpu-prof);
// BENCH_DB_POOL_MAX: the app's pool size (default: the product's). The app runs its jobs in a separate worker
// process (RUN_WORKERS=false plus dist/worker.js), as deployed.
// PostgreSQL and Redis: BENCH_DATABASE_ADMIN_URL (default: the local server through its Unix socket, as `npm start`
// connects; BENCH_PG_TCP=1 for loopback TCP), REDIS_URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import net from 'node:net';
import { seedShops, seedVolumes } from './bench/seed.mjs';
import { compare, p50Of, p50Pair, startBare } from './bench/http.mjs';
import { ledgerRate } from './bench/ledger.mjs';
import { bareInsertRate } from './bench/write-ratio.mjs';
import { signInCustomers, writeBodies, writeLoader } from './bench/writers.mjs';
import { BENCH_JWT_SECRET, benchAppEnv, dropBenchKeys, healthy } from './bench/app-env.mjs';
import { ROUTES, routePaints } from './bench/routes.mjs';
import { deepPage, LIST_ENDPOINTS } from './bench/endpoints.mjs';
import { liveBench } from './bench/live.mjs';
import { benchAdminUrl } from './bench/pg-url.mjs';
import { cpuSnapshot, othersShare, speedProbe, switchProbe } from './bench/machine.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(root, 'apps/api/package.json'));
const args = new Set(process.argv.slice(2));
const say = (m) => process.stdout.write(`[bench] ${m}\n`);

// ── fuzz: a separate mode ─────────────────────────────────────────────────────────────────────────────────
const fuzzRuns = process.env.BENCH_FUZZ_RUNS ?? (args.has('--fuzz') ? '20000' : null);
if (fuzzRuns) {
  say(`fuzz: ${fuzzRuns} generated requests from the OpenAPI document (seed ${process.env.FUZZ_SEED ?? 'fixed'})…`);
  const t0 = Date.now();
  const r = spawnSync('pnpm', ['--filter', '@oja/api', 'test:e2e', 'test/no-500.e2e-spec.ts', '-t', 'generated requests'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: fuzzRuns, FUZZ_REPORT: '1' },
  });
  say(`fuzz: ${r.status === 0 ? 'no 5xx' : 'FAILED'} in ${Math.round((Date.now() - t0) / 1000)} s`);
  process.exit(r.status ?? 1);
}

const QUICK = args.has('--quick');
/** A write through the API (auth, validation, the lifecycle, the outbox, the answer) against the bare insert of its row. */
const WRITE_RATIO_TARGET = 10;
const WRITES_ONLY = args.has('--writes');
const ROUTES_ONLY = args.has('--routes');
const PAGES_ONLY = args.has('--pages') || ROUTES_ONLY;
const LIVE_ONLY = args.has('--live');
/** Only the public lists (cached and not), at ~100 rows and at the large volume: their rows re-run alone. */
const LISTS_ONLY = args.has('--lists');
const HTTP = QUICK ? { rounds: 1, seconds: 1 } : { rounds: 2, seconds: 2 };
// The lists without the list cache have absolute targets (p99 ≤ 100 ms): one 10 s window, as cold.mjs measures them.
// A 2 s window at ~1,300 req/s holds ~2,600 answers, so its p99 is its ~26th slowest, and one passing stall of the
// 2-core machine (a major GC in an API process, a checkpoint) holds 50 requests at once: the figure was whether such
// a stall fell in the window. Alternating runs on 30 Nov, four searches: 2 s windows p99 85–317 ms, 10 s windows 77–147 ms.
const COLD_HTTP = QUICK ? HTTP : { rounds: 1, seconds: 10 };
const rows = [];
const rounded = (value) => (Number.isFinite(value) ? Number(value.toFixed(value < 10 ? 2 : 1)) : value);
/** One line of the table: `ok` is null when the figure has no target. Returns the row (for its re-run). */
function record(area, figure, value, unit, target, ok) {
  const row = { area, figure, value: rounded(value), unit, target, met: ok };
  rows.push(row);
  return row;
}
/**
 * The figure of a row that missed, measured once more (the issue's rule: "a row that misses re-run once"). Each part
 * re-runs its missed rows once, at its end, the same way as the first time; the table prints both figures and the
 * summary counts what met at the first measurement and what met only on the re-run.
 */
function rerun(row, value, ok) {
  row.rerun = { value: rounded(value), met: ok };
}
/** The rows with a target that missed at their first measurement. */
const missedRows = (list) => list.filter((r) => r && r.met === false);

// ── 0. build and services ──────────────────────────────────────────────────────────────────────────────────
const needsBuild = ['apps/api/dist/main.js', 'apps/web/dist/index.html'].some((p) => !existsSync(resolve(root, p)));
if (needsBuild || args.has('--build')) {
  say('building (pnpm build)…');
  if (spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const pg = require('pg');
const { url: adminUrl, transport: pgTransport } = await benchAdminUrl();
say(`PostgreSQL: ${pgTransport}`);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `oja_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const databaseUrl = dbUrl.toString();
/** A second database that keeps the ~100-row volume, for the 10,000-against-100 ratio (made when the lists are measured). */
const smallDbName = `${dbName}_small`;
const smallDatabaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${smallDbName}` }).toString();

const freePort = () =>
  new Promise((ok, fail) => {
    const s = net.createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

const children = [];
/** The app's processes by log name ('app', 'app-worker', …), for their memory at the end. */
const processes = new Map();
/** Each app's Redis prefix by log name (the live bench publishes on its bus). */
const prefixes = new Map();
/** The built API on its own port; with `worker`, its jobs run in a separate worker process (the deployed shape). */
async function startApp(name, extra, { worker = false } = {}) {
  const port = await freePort();
  const { openSync } = await import('node:fs');
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const env = benchAppEnv({
    port,
    databaseUrl,
    prefix: `oja-bench-${Date.now()}-${name}`,
    extra: {
      // The product's default pool (DB_POOL_MAX 10) unless BENCH_DB_POOL_MAX says otherwise: 20 connections on two
      // cores had twenty backends taking turns on the CPUs and cost a quarter of the write throughput.
      ...(process.env.BENCH_DB_POOL_MAX ? { DB_POOL_MAX: process.env.BENCH_DB_POOL_MAX } : {}),
      ...extra,
      ...(worker ? { RUN_WORKERS: 'false' } : {}),
    },
  });

  const run = (file, log) => {
    const out = openSync(resolve(root, `.bench/${log}.log`), 'w');
    const child = spawn(process.execPath, [...nodeArgs, resolve(root, `apps/api/dist/${file}`)], {
      cwd: resolve(root, 'apps/api'),
      stdio: ['ignore', out, out],
      env,
    });
    children.push(child);
    processes.set(log, child);
    return child;
  };
  prefixes.set(name, env.REDIS_PREFIX);
  const logFile = resolve(root, `.bench/${name}.log`);
  const child = run('main.js', name);
  if (worker) run('worker.js', `${name}-worker`);
  const base = `http://127.0.0.1:${port}`;
  try {
    await healthy(base, child);
  } catch (error) {
    throw new Error(`${name}: ${error.message}; see .bench/${name}.log:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
  }
  return base;
}

mkdirSync(resolve(root, '.bench'), { recursive: true });
let bare;
const cleanup = async () => {
  for (const c of children) c.kill('SIGTERM');
  bare?.stop();
  await new Promise((r) => setTimeout(r, 1500));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${smallDbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  for (const prefix of prefixes.values()) await dropBenchKeys(prefix);
};
process.once('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

/** The machine's speed probe and what else took its CPU, at the start of the run (noteMachine: at the end). */
let machineAtStart = null;
let machineNoted = null;
/** The load noted: the speed probe again, and the CPU the processes outside the bench took during the run. */
async function noteMachine() {
  if (!machineAtStart) return;
  const others = othersShare(machineAtStart.cpu, cpuSnapshot());
  const probe = speedProbe();
  const trips = await switchProbe();
  const top = others.top.map((o) => `${o.name} ${o.percent.toFixed(1)} %`).join(', ');
  record('machine', 'speed probe at the start (lower: faster)', machineAtStart.probe, 'ms', 'info', null);
  record('machine', 'speed probe at the end', probe, 'ms', 'info', null);
  record('machine', '20,000 round trips at the start', machineAtStart.trips, 'ms', 'info', null);
  record('machine', '20,000 round trips at the end', trips, 'ms', 'info', null);
  record('machine', 'CPU other processes took in the run', others.percent, '%', 'info', null);
  say(`machine: other processes took ${others.percent.toFixed(1)} % of the CPU during the run${top ? ` (${top})` : ''}`);
  machineNoted = {
    probeAtStart: machineAtStart.probe,
    probeAtEnd: probe,
    tripsAtStart: machineAtStart.trips,
    tripsAtEnd: trips,
    othersPercent: others.percent,
    others: others.top,
  };
}

try {
  say(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  machineAtStart = { probe: speedProbe(), trips: await switchProbe(), cpu: cpuSnapshot() };
  say(
    `machine: speed probe ${machineAtStart.probe.toFixed(0)} ms (a fixed loop and JSON round trip), ` +
      `${machineAtStart.trips.toFixed(0)} ms for 20,000 loopback round trips between two processes (lower is faster)`,
  );
  say(`database ${dbName}; starting the app (list cache on) and a second one (list cache off)…`);
  // The app with the list cache is one API process (API_PROCESSES=1): its rows are a process's — the cached lists
  // against the one bare server, the live channel's streams and memory, the writes against bare inserts through one
  // pool. The app without the cache runs as the product deploys on this machine, one API process a core (the
  // default in production, bootstrap/api-processes.ts): its rows are the lists' absolute throughput and p99.
  const app = await startApp('app', { API_PROCESSES: '1' }, { worker: true });
  const cold = await startApp('app-nocache', { RUN_WORKERS: 'false', LIST_CACHE_ENABLED: 'false' });
  bare = await startBare();
  // Memory beside the bare node:http server's: just started, and after the run (below).
  const recordMemory = (when) => {
    for (const [pid, label] of [
      [processes.get('app')?.pid, 'API process'],
      [processes.get('app-worker')?.pid, 'worker process'],
      [bare.pid, 'bare node:http server'],
    ]) {
      const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
      const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
      if (!Number.isFinite(kb('VmRSS'))) continue;
      record(label, `resident memory ${when} (RSS)`, Math.round(kb('VmRSS') / 1024), 'MB', 'info', null);
      if (when !== 'after start') record(label, 'peak resident memory (VmHWM)', Math.round(kb('VmHWM') / 1024), 'MB', 'info', null);
    }
  };
  recordMemory('after start');
  const db = new pg.Client({ connectionString: databaseUrl });
  // The clean-up drops the database under this connection: that is not the failure to report.
  db.on('error', () => undefined);
  await db.connect();

  // ── 1. lists at ~100 rows ──────────────────────────────────────────────────────────────────────────────
  const small = await seedVolumes(db, { vendors: 100, pricingsPer: 5, hosts: 2, listingsPer: 50, tag: 'small' });
  const smallShops = await seedShops(db, { restaurants: 10, dishesPer: 20, shops: 10, productsPer: 20, tag: 'small' });
  say(`seeded the small volume: ${JSON.stringify({ ...small, ...smallShops })}`);
  const endpoints = LIST_ENDPOINTS.filter((_, i) => !WRITES_ONLY && !PAGES_ONLY && !LIVE_ONLY && (!QUICK || i % 3 === 0));
  const smallColdP50 = {};
  for (const path of endpoints) smallColdP50[path] = await p50Of(cold, path, { rounds: 1, seconds: HTTP.seconds });
  // The same small volume in a database of its own, served by a second app with the list cache, so each list's p50 at
  // ~100 rows is measured in the same minutes as at 10,000 (below), in alternating rounds.
  let appSmall = null;
  if (endpoints.length) {
    await admin.query(`CREATE DATABASE ${smallDbName}`);
    appSmall = await startApp('app-small', { API_PROCESSES: '1', RUN_WORKERS: 'false', DATABASE_URL: smallDatabaseUrl });
    const smallDb = new pg.Client({ connectionString: smallDatabaseUrl });
    smallDb.on('error', () => undefined);
    await smallDb.connect();
    await seedVolumes(smallDb, { vendors: 100, pricingsPer: 5, hosts: 2, listingsPer: 50, tag: 'small' });
    await seedShops(smallDb, { restaurants: 10, dishesPer: 20, shops: 10, productsPer: 20, tag: 'small' });
    await smallDb.end();
  }

  // ── 2. lists at 10,000 vendors ──────────────────────────────────────────────────────────────────────────
  if (!LIVE_ONLY) {
    const big = await seedVolumes(db, { vendors: 10_000 - small.service_vendors, pricingsPer: 5, hosts: 1_000, listingsPer: 50, tag: 'big' });
    const bigShops = await seedShops(db, {
      restaurants: 1_000 - smallShops.restaurants,
      dishesPer: 20,
      shops: 1_000 - smallShops.shops,
      productsPer: 50,
      tag: 'big',
    });
    big.seconds += bigShops.seconds;
    say(`seeded the large volume in ${big.seconds.toFixed(1)} s: ${JSON.stringify({ ...big, ...bigShops })}`);
    record('seed', 'time to seed the large volume', big.seconds, 's', '< 60 s', big.seconds < 60);
  }
  const deep = deepPage;
  /** One list measured: cached against the bare server, the p50 pair, and without the list cache. */
  const measureList = async (path0) => {
    const path = deep(path0);
    const hot = await compare(app, bare, path, HTTP);
    const [smallP50, hotP50] = await p50Pair([appSmall, path0], [app, path], { rounds: HTTP.rounds + 1, seconds: HTTP.seconds });
    const db0 = await compare(cold, bare, path, COLD_HTTP);
    say(
      `${path}: cached ${hot.rps.toFixed(0)} req/s (bare ${hot.bareRps.toFixed(0)}), p99 ${hot.p99} ms; uncached ${db0.rps.toFixed(0)} req/s, p99 ${db0.p99} ms; ${hot.bytes} B`,
    );
    if (hot.non2xx || db0.non2xx) say(`  ! ${hot.non2xx + db0.non2xx} answers were not 2xx`);
    const scale = hotP50 / smallP50;
    // [figure, value, unit, target, met]
    return [
      ['p99 at 50 connections', hot.p99, 'ms', '≤ 50', hot.p99 <= 50 && hot.non2xx === 0],
      ['throughput / bare node:http', hot.ratio * 100, '%', '≥ 50', hot.ratio >= 0.5],
      ['p50 at 10,000 / p50 at 100', scale, '×', '≤ 1.5', scale <= 1.5],
      // Without the list cache, the database path alone (docs/performance.md, "Cold queries"): absolute targets.
      ['(no list cache) p99 at 50 connections', db0.p99, 'ms', '≤ 100', db0.p99 <= 100 && db0.non2xx === 0],
      ['(no list cache) throughput', db0.rps, 'req/s', '≥ 1000', db0.rps >= 1000],
      ['(no list cache) throughput / bare', db0.ratio * 100, '%', 'info', null],
      ['(no list cache) p50 at 10,000 / at 100', db0.p50 / smallColdP50[path0], '×', 'info', null],
    ];
  };
  const listRows = new Map();
  for (const path0 of endpoints) {
    listRows.set(
      path0,
      (await measureList(path0)).map(([figure, value, unit, target, ok]) => record(deep(path0), figure, value, unit, target, ok)),
    );
  }
  // A list with a row that missed is measured once more, whole (its figures come from the same rounds).
  for (const [path0, listed] of listRows) {
    if (!missedRows(listed).length) continue;
    say(
      `${deep(path0)}: re-run once (${missedRows(listed)
        .map((r) => r.figure)
        .join(', ')} missed)`,
    );
    const again = await measureList(path0);
    listed.forEach((row, i) => row.met === false && rerun(row, again[i][1], again[i][4]));
  }

  // ── 3. landing page and public pages (before the writes: their jobs would keep the app's worker busy) ──────
  const dist = resolve(root, 'apps/web/dist');
  // The prerendered landing when the build made one (apps/web scripts/prerender.mjs), else the SPA shell.
  const landingFile = existsSync(resolve(dist, 'landing.html')) ? 'landing.html' : 'index.html';
  const html = readFileSync(resolve(dist, landingFile), 'utf8');
  const initial = [
    ...html.matchAll(/<script[^>]+src="\/?(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/rel="modulepreload"[^>]+href="\/?(assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]);
  const jsGz = [...new Set(initial)].reduce((s, a) => s + gzipSync(readFileSync(resolve(dist, a))).length, 0);
  record('/', `initial JavaScript (gzip, named by ${landingFile})`, jsGz / 1024, 'KB', '≤ 150', jsGz / 1024 <= 150);
  if (!args.has('--no-lighthouse') && !WRITES_ONLY && !LIVE_ONLY && !ROUTES_ONLY && !LISTS_ONLY) {
    const lhPath = resolve(root, 'scripts/bench/lighthouse.mjs');
    if (!existsSync(lhPath)) say('Lighthouse runner missing (scripts/bench/lighthouse.mjs): skipped');
    else {
      const { runLighthouse } = await import(lhPath);
      say('Lighthouse (mobile, simulated slow 4G, 4× CPU)…');
      const lh = await runLighthouse(app, ['/', '/general-services', '/service-apartments'], { runs: QUICK ? 1 : 3 });
      for (const [path, r] of Object.entries(lh)) {
        const landing = path === '/';
        record(path, 'Lighthouse performance', r.performance, '', landing ? '≥ 95' : '≥ 90', r.performance >= (landing ? 95 : 90));
        record(path, 'Lighthouse accessibility', r.accessibility, '', '≥ 95', r.accessibility >= 95);
        record(path, 'LCP', r.lcp, 'ms', landing ? '≤ 2000' : 'info', landing ? r.lcp <= 2000 : null);
        record(path, 'page weight', r.transferBytes / 1024, 'KB', landing ? '≤ 500' : 'info', landing ? r.transferBytes / 1024 <= 500 : null);
        if (r.initialJsGzipBytes !== undefined)
          record(
            path,
            'JavaScript before the load event (gzip)',
            r.initialJsGzipBytes / 1024,
            'KB',
            landing ? '≤ 150' : 'info',
            landing ? r.initialJsGzipBytes / 1024 <= 150 : null,
          );
        if (r.jsGzipBytes !== undefined) record(path, 'all JavaScript the visit ran (gzip)', r.jsGzipBytes / 1024, 'KB', 'info', null);
        record(path, 'TBT', r.tbt, 'ms', 'info', null);
      }
    }
  }
  // ── 3b. every route's paint on the phone, signed in as the role whose menu holds it (scripts/bench/routes.mjs) ─
  if (!args.has('--no-routes') && !args.has('--no-lighthouse') && !WRITES_ONLY && !LIVE_ONLY && !LISTS_ONLY) {
    say(`routes: cold and warm paint of each role's pages on the phone profile (median of ${QUICK ? 1 : 3})…`);
    const paints = await routePaints(app, {
      runs: QUICK ? 1 : 3,
      admin: { email: 'admin@oja.test', password: 'OjaAdmin#2026-bench' },
      say: (line) => say(`  ${line}`),
    });
    const paintRows = new Map();
    const coldOk = (r) => r?.cold != null && r.cold <= 2000;
    const warmOk = (r) => r?.warm != null && r.warm <= 1000;
    for (const [path, r] of Object.entries(paints)) {
      if (!r) {
        paintRows.set(path, [record(path, 'cold paint (phone)', null, 'ms', '≤ 2000', false)]);
        continue;
      }
      const who = r.role ? ` as ${r.role}` : '';
      paintRows.set(path, [
        record(path, `cold paint${who} (phone, median)`, r.cold, 'ms', '≤ 2000', coldOk(r)),
        record(path, `repeat visit paint${who} (phone, median)`, r.warm, 'ms', '≤ 1000', warmOk(r)),
      ]);
    }
    // A route with a paint that missed is measured once more (both paints, the same number of runs).
    const again = [...paintRows].filter(([, listed]) => missedRows(listed).length).map(([path]) => path);
    if (again.length) {
      say(`routes: re-run once: ${again.join(', ')}`);
      const repaints = await routePaints(app, {
        routes: ROUTES.filter((r) => again.includes(r.path)),
        runs: QUICK ? 1 : 3,
        admin: { email: 'admin@oja.test', password: 'OjaAdmin#2026-bench' },
        say: (line) => say(`  ${line}`),
      });
      for (const path of again) {
        const [coldRow, warmRow] = paintRows.get(path);
        const r = repaints[path];
        if (coldRow.met === false) rerun(coldRow, r?.cold ?? null, coldOk(r));
        if (warmRow?.met === false) rerun(warmRow, r?.warm ?? null, warmOk(r));
      }
    }
  }
  // ── 4. ledger (before the writes, whose notification jobs would keep the worker busy) ─────────────────────
  const vendorIds = (await db.query(`SELECT id FROM vendors WHERE live LIMIT 500`)).rows.map((r) => r.id);
  if (!WRITES_ONLY && !PAGES_ONLY && !LIVE_ONLY && !LISTS_ONLY) {
    const postings = async () => {
      const ledger = await ledgerRate(databaseUrl, { postings: QUICK ? 1000 : 4000, concurrency: 16, vendorIds });
      say(`ledger: ${ledger.postings} postings in ${ledger.seconds.toFixed(1)} s; integrity problems: ${ledger.problems.length}`);
      return [ledger.perSecond, ledger.perSecond >= 1000 && ledger.problems.length === 0];
    };
    const [perSecond, ok] = await postings();
    const ledgerRow = record('ledger', 'postings per second (16 callers)', perSecond, '/s', '≥ 1000', ok);
    if (ledgerRow.met === false) {
      say('ledger: re-run once');
      rerun(ledgerRow, ...(await postings()));
    }
  }
  if (!PAGES_ONLY && !LIVE_ONLY && !LISTS_ONLY) await writes();
  // ── the test suite's time: the last `npm test` on this checkout (it writes .data/test-logs/last-run.json)
  const lastTests = resolve(root, '.data/test-logs/last-run.json');
  if (existsSync(lastTests)) {
    const t = JSON.parse(readFileSync(lastTests, 'utf8'));
    record(
      'npm test',
      `the whole suite, last run ${t.at.slice(0, 16).replace('T', ' ')} UTC${t.ok ? '' : ' (failed)'}`,
      t.seconds,
      's',
      `≤ ${t.budget}`,
      t.ok && t.seconds <= t.budget,
    );
  } else say('npm test: no run on record in this checkout (.data/test-logs/last-run.json); run `npm test` for the row');
  // ── 5b. the live channel: idle streams one API process holds, their memory and an event's latency to all
  if (!PAGES_ONLY && !WRITES_ONLY && !LISTS_ONLY) {
    const IORedis = require('ioredis');
    const redis = new IORedis(redisUrl);
    try {
      await liveBench({
        app: { base: app, pid: processes.get('app').pid, prefix: prefixes.get('app') },
        db,
        redis,
        secret: BENCH_JWT_SECRET,
        record,
        say,
        connections: QUICK ? 500 : 2000,
        rounds: QUICK ? 2 : 5,
      });
    } finally {
      redis.disconnect();
    }
  }
  /** Seconds until no outbox row is due and the app's queues have nothing waiting or running (at most 120 s). */
  async function drained() {
    const IORedis = require('ioredis');
    // The app's queues, as the built API names them.
    const { QueueName } = require(resolve(root, 'apps/api/dist/queue/queue-names.js'));
    const redis = new IORedis(redisUrl, { lazyConnect: true });
    await redis.connect();
    const prefix = prefixes.get('app');
    const t0 = Date.now();
    try {
      while (Date.now() - t0 < 120_000) {
        const [{ due }] = (await db.query(`SELECT count(*)::int AS due FROM outbox_events WHERE dispatched_at IS NULL AND available_at <= now()`)).rows;
        let busy = due;
        for (const queue of Object.values(QueueName)) busy += (await redis.llen(`${prefix}:${queue}:wait`)) + (await redis.llen(`${prefix}:${queue}:active`));
        if (busy === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      redis.disconnect();
    }
    return (Date.now() - t0) / 1000;
  }

  async function writes() {
    // ── 5. writes ────────────────────────────────────────────────────────────────────────────────────────────
    say('writes: 50 customers, then service-order and booking creation at 50 concurrent…');
    const tokens = await signInCustomers(app, db, 50);
    say('writes: 50 customers signed in; service orders…');
    const bodies = await writeBodies(db);
    const writeLoad = writeLoader(app, tokens);
    // Each write run is measured for 15 s after a 5 s warm-up at the same load (not counted): the figure is the
    // steady state of a running server, not the first seconds of a just-started one still compiling the write
    // path (its first 5 s made ~30 % fewer orders per second), and 15 s of requests rather than 5 keep one
    // passing hiccup of this shared 2-core machine (a checkpoint, another process) from deciding the p95.
    const writeRun = async (path, bodyOf) => {
      if (!QUICK) await writeLoad(path, bodyOf, 5);
      return writeLoad(path, bodyOf, QUICK ? 2 : 15);
    };
    /** 50 requests sent at the same moment, one per customer, after a pause: the p95 of their latencies (median of 3 bursts). */
    const burst = async (base, path, bodyOf) => {
      const p95s = [];
      let failed = 0;
      for (let round = 0; round < 3; round++) {
        await new Promise((r) => setTimeout(r, 500));
        const times = await Promise.all(
          tokens.map(async (token) => {
            const t0 = performance.now();
            const res = await fetch(base + path, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(bodyOf()),
            });
            await res.arrayBuffer();
            if (res.status >= 300) failed++;
            return performance.now() - t0;
          }),
        );
        times.sort((x, y) => x - y);
        p95s.push(times[Math.floor(0.95 * times.length)]);
      }
      p95s.sort((x, y) => x - y);
      return { p95: p95s[1], failed };
    };
    // The rows the API writes from here on are the ones the ratio's bare inserts copy.
    const before = (
      await db.query(`SELECT (SELECT coalesce(max(id), 0) FROM service_orders) AS orders, (SELECT coalesce(max(id), 0) FROM apartment_bookings) AS bookings`)
    ).rows[0];
    const orders = await writeRun('/api/service-orders', bodies.order);
    say(`service orders: ${orders.requests} in the run, ${orders.non2xx} not 2xx, p95 ${orders.p95} ms`);
    const heldOk = (run) => run.p95 <= 100 && run.non2xx === 0;
    const burstOk = (run) => run.p95 <= 100 && run.failed === 0;
    const ordersRow = record('POST /api/service-orders', 'p95, 50 connections held 15 s', orders.p95, 'ms', '≤ 100', heldOk(orders));
    record('POST /api/service-orders', 'throughput', orders.rps, '/s', 'info', null);
    const orderBurst = await burst(app, '/api/service-orders', bodies.order);
    const orderBurstRow = record('POST /api/service-orders', 'p95 of 50 sent at once', orderBurst.p95, 'ms', '≤ 100', burstOk(orderBurst));
    const bookings = await writeRun('/api/apartment/bookings', bodies.booking);
    say(`bookings: ${bookings.requests} in the run, ${bookings.non2xx} not 2xx, p95 ${bookings.p95} ms`);
    const bookingsRow = record('POST /api/apartment/bookings', 'p95, 50 connections held 15 s', bookings.p95, 'ms', '≤ 100', heldOk(bookings));
    record('POST /api/apartment/bookings', 'throughput', bookings.rps, '/s', 'info', null);
    const bookingBurst = await burst(app, '/api/apartment/bookings', bodies.booking);
    const bookingBurstRow = record('POST /api/apartment/bookings', 'p95 of 50 sent at once', bookingBurst.p95, 'ms', '≤ 100', burstOk(bookingBurst));
    // The jobs the writes caused are done first (every due outbox row handed over, the queues empty): the bare
    // inserts would otherwise share the cores with the worker catching up.
    const drainedIn = await drained();
    say(`the worker caught up with the writes' jobs ${drainedIn.toFixed(1)} s after the last write`);
    record('writes: their jobs (notices, SMS, e-mail, live events)', 'done after the last write', drainedIn, 's', 'info', null);
    // The ratio that holds across machines: each write's throughput against PostgreSQL alone inserting the same rows
    // through a pool of the app's size, measured now, on the same data.
    const poolMax = Number(process.env.BENCH_DB_POOL_MAX ?? 10);
    for (const [path, table, run, after] of [
      ['POST /api/service-orders', 'service_orders', orders, before.orders],
      ['POST /api/apartment/bookings', 'apartment_bookings', bookings, before.bookings],
    ]) {
      const bareRate = await bareInsertRate(databaseUrl, table, { poolMax, connections: 50, seconds: QUICK ? 2 : 5, after });
      const ratio = (run.rps / bareRate) * 100;
      say(`${path}: ${run.rps.toFixed(0)}/s through the API, ${bareRate.toFixed(0)}/s bare inserts of the same rows (pool ${poolMax})`);
      record(path, 'throughput / bare PostgreSQL insert of the same rows', ratio, '%', `≥ ${WRITE_RATIO_TARGET}`, ratio >= WRITE_RATIO_TARGET);
    }
    // A write p95 that missed is measured once more, as the first time, once the worker has caught up again.
    for (const [row, again] of [
      [ordersRow, () => writeRun('/api/service-orders', bodies.order)],
      [orderBurstRow, () => burst(app, '/api/service-orders', bodies.order)],
      [bookingsRow, () => writeRun('/api/apartment/bookings', bodies.booking)],
      [bookingBurstRow, () => burst(app, '/api/apartment/bookings', bodies.booking)],
    ]) {
      if (row.met !== false) continue;
      await drained();
      say(`${row.area} ${row.figure}: re-run once`);
      const run = await again();
      rerun(row, run.p95, 'failed' in run ? burstOk(run) : heldOk(run));
    }
  }
  await db.end();

  // ── memory: what the API and its worker hold after the run, and their peak (info: the issue sets no memory target)
  recordMemory('at the end');
  await noteMachine();
} catch (error) {
  // Said before the clean-up, and the figures measured until then are still printed below.
  console.error('[bench] stopped by an error:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
}

// ── 6. the table ───────────────────────────────────────────────────────────────────────────────────────────
const w = (s, n) => String(s).padEnd(n).slice(0, n);
console.log(`\n${w('where', 58)} ${w('figure', 40)} ${w('value', 12)} ${w('target', 8)} met`);
for (const r of rows) {
  console.log(`${w(r.area, 58)} ${w(r.figure, 40)} ${w(`${r.value} ${r.unit}`, 12)} ${w(r.target, 8)} ${r.met === null ? '-' : r.met ? 'yes' : 'NO'}`);
  if (r.rerun) console.log(`${w('', 58)} ${w('  … re-run once', 40)} ${w(`${r.rerun.value} ${r.unit}`, 12)} ${w(r.target, 8)} ${r.rerun.met ? 'yes' : 'NO'}`);
}
const targets = rows.filter((r) => r.met !== null);
const firstMissed = targets.filter((r) => !r.met);
const metAgain = firstMissed.filter((r) => r.rerun?.met);
const missed = firstMissed.filter((r) => !r.rerun?.met);
const named = (list) => list.map((r) => `${r.area} ${r.figure}${r.rerun ? ` (${r.value}, re-run ${r.rerun.value} ${r.unit})` : ''}`).join('; ');
console.log(
  `\n${targets.length - missed.length} of ${targets.length} targets met` +
    (firstMissed.length
      ? ` (${targets.length - firstMissed.length} at the first measurement, ${metAgain.length} of the ${firstMissed.length} that missed on their one re-run)`
      : '') +
    (missed.length ? `; missed: ${named(missed)}` : ''),
);
const out = process.env.BENCH_OUT ?? resolve(root, '.bench/results.json');
writeFileSync(
  out,
  JSON.stringify(
    { at: new Date().toISOString(), machine: { cores: cpus().length, load: loadavg(), postgres: pgTransport, ...(machineNoted ?? {}) }, quick: QUICK, rows },
    null,
    2,
  ),
);
say(`written to ${out}`);
