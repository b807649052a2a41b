#!/usr/bin/env node
// Every test: unit (shared, api, web), API e2e, resilience and browser e2e, on the build `npm test` made once.
// Runs on the workspace's Node 24. PostgreSQL and Redis are found the way the app finds them (env, localhost,
// embedded PostgreSQL, redis-server on PATH); one that cannot be had fails the run and is named.
//
// In three steps: the unit suites beside the API e2e suite, then the resilience suite, then the browser suite (below,
// why in that order). Each suite's output goes to .data/test-logs/<suite>.log; a failed suite's log is
// printed whole at the end. The run ends with each suite's time and test counts, the total and the budget.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const say = (m) => process.stdout.write(`[oja-test] ${m}\n`);
const require = createRequire(resolve(root, 'apps/api/package.json'));
const logDir = resolve(root, '.data/test-logs');
mkdirSync(logDir, { recursive: true });
const t0 = Date.now();
/** The whole run's budget (printed beside the total); .ci/run stops a run that hangs, at 45 minutes. */
const BUDGET_S = 600;
const secs = (ms) => Math.round(ms / 1000);

/** Test counts from a runner's closing lines: jest, vitest and Playwright each word them differently. */
function counts(output) {
  const clean = output.replace(/\x1b\[[0-9;]*m/g, '');
  const num = (re) => Number(clean.match(re)?.[1] ?? 0);
  const jest = clean.match(/^Tests:\s+(.*)$/m);
  if (jest) return { passed: num(/^Tests:.*?(\d+) passed/m), failed: num(/^Tests:.*?(\d+) failed/m), skipped: num(/^Tests:.*?(\d+) skipped/m) };
  const vitest = clean.match(/^\s*Tests\s+(.*)$/m);
  if (vitest) return { passed: num(/^\s*Tests\s.*?(\d+) passed/m), failed: num(/^\s*Tests\s.*?(\d+) failed/m), skipped: num(/^\s*Tests\s.*?(\d+) skipped/m) };
  // Playwright: "  126 passed (6.9m)", "  2 flaky", "  1 failed"
  return { passed: num(/^\s+(\d+) passed \(/m), failed: num(/^\s+(\d+) failed$/m), skipped: num(/^\s+(\d+) skipped$/m), flaky: num(/^\s+(\d+) flaky$/m) };
}

/**
 * The names of the tests that failed, from a runner's output: jest's "FAIL file" lines and "● suite › test" headings, vitest's "FAIL file >
 * test" lines and Playwright's numbered "1) [project] › file:line › test" list. Printed again as the run's last
 * lines, after the failed suites' whole logs, so a CI page that shows only the end of the output still names them.
 */
function failedNames(output) {
  const clean = output.replace(/\x1b\[[0-9;]*m/g, '');
  const names = [
    ...clean.matchAll(/^\s{2}● (?!Console)(.+ › .+)$/gm),
    ...clean.matchAll(/^\s*(?:FAIL|×)\s+(\S+\.(?:spec|test)\.tsx? > .+)$/gm),
    ...clean.matchAll(/^\s+\d+\) (\[\w+\] › .+)$/gm),
    // jest's file line, which also names a file that failed before any test ran ("Test suite failed to run").
    ...clean.matchAll(/^FAIL (\S+\.\w+)/gm),
  ].map((m) => m[1].replace(/[\s─]+$/, ''));
  return [...new Set(names)];
}

const results = [];

/** Runs one suite (a pnpm script in a package), its output to its log file; resolves to whether it passed. */
function suite(name, args, cwd, env = {}) {
  const file = resolve(logDir, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const log = createWriteStream(file);
  const started = Date.now();
  say(`start  ${name}`);
  return new Promise((done) => {
    const child = spawn('pnpm', args, { cwd: resolve(root, cwd), env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      log.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      log.end();
      const c = counts(output);
      const ok = code === 0 && c.failed === 0 && c.passed > 0;
      const r = { name, ok, s: secs(Date.now() - started), file, ...c, from: secs(started - t0), failedTests: ok ? [] : failedNames(output) };
      results.push(r);
      say(`${ok ? 'PASS' : 'FAIL'}   ${name} in ${r.s} s: ${c.passed} passed, ${c.failed} failed${c.flaky ? `, ${c.flaky} flaky` : ''}`);
      done(ok);
    });
  });
}

/**
 * Debian's Chromium for the browser tests: the full browser (/usr/bin/chromium, which the push test and `--headed`
 * need) and its headless shell (/usr/bin/chromium-headless-shell, the one the other tests run in: the same Chromium
 * at about a third less CPU). As root, the missing packages are installed; without the shell the tests use the browser.
 */
function ensureChromium() {
  const missing = [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length && process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
    say(`installing Debian ${missing.map(([, pkg]) => pkg).join(' and ')} for the browser tests…`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing.map(([, pkg]) => pkg)], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
}

function fail(what) {
  say(`cannot run the tests: ${what}`);
  console.log('\nsuites: 0 passed, 1 failed');
  process.exit(1);
}

if (!ensureChromium()) fail('the browser tests need Chromium at /usr/bin/chromium (Debian: apt-get install chromium)');

const { resolveInfra } = require(resolve(root, 'apps/api/dist/bootstrap/infra.js'));
const { validateEnv } = require(resolve(root, 'apps/api/dist/config/env.js'));
const infra = await resolveInfra(validateEnv({ ...process.env, DATA_DIR: '.data/test' }), say).catch((err) =>
  fail(`PostgreSQL could not be found or started: ${err.message}`),
);
// The queue, resilience and browser suites need a real Redis: no in-process stand-in for them.
if (!infra.redisUrl) fail('Redis: none answered on REDIS_URL or localhost:6379 and no redis-server could be started from PATH');
const adminUrl = new URL(infra.databaseUrl);
adminUrl.pathname = '/postgres';
const services = { E2E_DATABASE_ADMIN_URL: adminUrl.toString(), REDIS_URL: infra.redisUrl };

// The API e2e suite and the resilience suite run first, side by side, on a machine that is otherwise quiet: both
// measure timers, holds and races in real time (a relay woken within 1 s, a payout's retry, 30 pays at once; a
// worker's restart, 100 identical requests answered at once), and beside the browser suite they were late on a
// two-core machine (load 15; the API suite and the browser suite side by side took 893 s where they take 158 s and
// 647 s one after the other; beside it, 100 identical requests were not all answered and a restarted worker missed its
// 170 s). Side by side with each other they fit: both mostly wait (on timers, the outbox, payouts' holds; on kills
// and outages), and one after the other they took 170 + 121 s of a 600 s budget on the slower machine of 29 Nov.
// Three Jest workers for the API files: a third file side by side fills the waits (E2E_API_WORKERS overrides).
const apiLane = suite('e2e: API (supertest, real PostgreSQL and Redis)', ['test:e2e'], 'apps/api', {
  ...services,
  E2E_WORKERS: process.env.E2E_API_WORKERS ?? '3',
  // The spec files in six shards, two per worker: Jest loads the app's modules once per shard, not once per
  // file (apps/api/test/shards/run-specs.ts).
  E2E_SHARDS: process.env.E2E_SHARDS ?? '6',
});

// Crashes, outages and races: kill -9 of workers, its own Redis stopped and restarted, PostgreSQL connections
// terminated, 100 identical money requests at once (one Jest, one file at a time).
const resilienceLane = suite('resilience: API (kills, outages, races)', ['test:resilience'], 'apps/api', services);
// The unit suites (one Jest at a time, one core at most) once the API suite is done, beside the rest of resilience.
const unitLane = apiLane.then(async () => {
  let ok = true;
  ok = (await suite('unit: @oja/shared', ['test'], 'packages/shared')) && ok;
  ok = (await suite('unit: @oja/api', ['test'], 'apps/api')) && ok;
  ok = (await suite('unit: @oja/web', ['test'], 'apps/web')) && ok;
  return ok;
});

// Last the browser suite, which keeps both cores busy by itself (three workers, each a Chromium and an API server).
const browserLane = Promise.all([resilienceLane, unitLane]).then(() =>
  suite('e2e: browser (Playwright, Debian Chromium, built SPA + real API per worker)', ['test:e2e'], 'apps/web', {
    ...services,
    LOG_LEVEL: 'warn',
    // A server of the developer's is not used here: each worker gets its own.
    E2E_BASE_URL: '',
  }),
);

const ok = (await Promise.all([unitLane, apiLane, browserLane, resilienceLane])).every(Boolean);
await infra.stop();

for (const r of results.filter((x) => !x.ok)) {
  say(`── output of the failed suite ${r.name} (${r.file})`);
  process.stdout.write(readFileSync(r.file, 'utf8'));
}

const total = secs(Date.now() - t0);
// `npm test` passes when it started (install and build come first); run alone, the total is the tests' own.
const whole = process.env.OJA_TEST_STARTED ? secs(Date.now() - Number(process.env.OJA_TEST_STARTED)) : null;
say('── summary: suite, time, started at (s into the run), tests');
for (const r of results) {
  say(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.s} s (from ${r.from} s), ${r.passed} passed, ${r.failed} failed${r.flaky ? `, ${r.flaky} flaky` : ''}${r.skipped ? `, ${r.skipped} skipped` : ''}`,
  );
}
const tests = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed }), { passed: 0, failed: 0 });
say(
  `total: ${whole !== null ? `${whole} s for npm test (install and build included), of which the suites ${total} s` : `${total} s for the suites`}; budget ${BUDGET_S} s`,
);
// `pnpm bench` prints this run's time beside the budget (its "npm test" row).
writeFileSync(resolve(logDir, 'last-run.json'), JSON.stringify({ at: new Date().toISOString(), seconds: whole ?? total, suites: total, ok, budget: BUDGET_S }));
for (const r of results.filter((x) => !x.ok)) {
  say(`failed in ${r.name}: ${r.failedTests.length ? '' : `no test named (exit without a summary; see ${r.file})`}`);
  for (const t of r.failedTests) say(`  ✘ ${t}`);
}
console.log(`\ntests: ${tests.passed} passed, ${tests.failed} failed`);
const passed = results.filter((r) => r.ok).length;
console.log(`suites: ${passed} passed, ${results.length - passed} failed`);
process.exit(ok ? 0 : 1);
