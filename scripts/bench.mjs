#!/usr/bin/env node
// Measurements, not tests: sizes and speeds to watch over time. `pnpm build` first.
//   - the landing page's JavaScript and CSS (what `/` loads before any lazy route), gzipped
//   - with BENCH_URL (e.g. http://localhost:3000 while `npm start` runs): request latency of a few reads
//   - with --fuzz (or BENCH_FUZZ_RUNS): the OpenAPI fuzz of apps/api/test/no-500.e2e-spec.ts, longer than CI's
//     2,000 cases (default 20,000; FUZZ_SEED picks another seed), against the local PostgreSQL and Redis
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'apps/web/dist');
const BUDGET_KB = Number(process.env.BENCH_LANDING_BUDGET_KB ?? 250);

if (!existsSync(resolve(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `pnpm build` first');
  process.exit(1);
}
const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
console.log('landing page assets (gzip):');
for (const a of assets) {
  const size = gzipSync(readFileSync(resolve(dist, a))).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${a}`);
}
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB) ${total / 1024 <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);

const base = process.env.BENCH_URL;
if (base) {
  const paths = ['/api/health', '/api/service-vendors', '/'];
  for (const p of paths) {
    const times = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      const res = await fetch(base + p);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const q = (x) => times[Math.floor(x * (times.length - 1))].toFixed(1);
    console.log(`GET ${p.padEnd(22)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  p99 ${q(0.99)} ms  (200 sequential requests)`);
  }
} else {
  console.log('(set BENCH_URL=http://localhost:3000 with the app running to measure request latency)');
}

// ── fuzz: a separate step, only when asked for ────────────────────────────────────────────────────────────
const fuzzRuns = process.env.BENCH_FUZZ_RUNS ?? (process.argv.includes('--fuzz') ? '20000' : null);
if (fuzzRuns) {
  console.log(`\nfuzz: ${fuzzRuns} generated requests from the OpenAPI document (seed ${process.env.FUZZ_SEED ?? 'fixed'})…`);
  const t0 = Date.now();
  const r = spawnSync('pnpm', ['--filter', '@oja/api', 'test:e2e', 'test/no-500.e2e-spec.ts', '-t', 'generated requests'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: fuzzRuns, FUZZ_REPORT: '1' },
  });
  console.log(`fuzz: ${r.status === 0 ? 'no 5xx' : 'FAILED'} in ${Math.round((Date.now() - t0) / 1000)} s`);
  process.exitCode = r.status ?? 1;
} else {
  console.log('(`pnpm bench --fuzz` runs the long OpenAPI fuzz: 20,000 cases, or BENCH_FUZZ_RUNS)');
}
