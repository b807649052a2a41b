#!/usr/bin/env node
// Every test: unit (shared, api, web), API e2e, browser e2e. Runs on the workspace's Node 24.
// PostgreSQL and Redis are found the way the app finds them (env, localhost, embedded PostgreSQL,
// redis-server on PATH), so a bare machine with only Node works too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import net from 'node:net';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const say = (m) => process.stdout.write(`[oja-test] ${m}\n`);
const require = createRequire(resolve(root, 'apps/api/package.json'));
const results = [];

function step(name, args, cwd, env = {}) {
  say(`── ${name}`);
  const t0 = Date.now();
  const r = spawnSync('pnpm', args, { cwd: resolve(root, cwd), stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: r.status === 0, s: Math.round((Date.now() - t0) / 1000) });
  return r.status === 0;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(String(port)));
    });
  });
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
    say('installing Debian chromium for the browser tests…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  return existsSync(path);
}

const { resolveInfra } = require(resolve(root, 'apps/api/dist/bootstrap/infra.js'));
const { validateEnv } = require(resolve(root, 'apps/api/dist/config/env.js'));
const infra = await resolveInfra(validateEnv({ ...process.env, DATA_DIR: '.data/test' }), say);
const adminUrl = new URL(infra.databaseUrl);
adminUrl.pathname = '/postgres';
const dbEnv = { E2E_DATABASE_ADMIN_URL: adminUrl.toString() };
const queueEnv = infra.redisUrl ? { REDIS_URL: infra.redisUrl } : { E2E_QUEUE_DRIVER: 'memory' };

let ok = true;
ok = step('unit: @oja/shared', ['test'], 'packages/shared') && ok;
ok = step('unit: @oja/api', ['test'], 'apps/api') && ok;
ok = step('unit: @oja/web', ['test'], 'apps/web') && ok;
ok = step('e2e: API (supertest, real PostgreSQL and Redis)', ['test:e2e'], 'apps/api', { ...dbEnv, ...queueEnv }) && ok;
// Crashes, outages and races (issue 12): kill -9 of workers, its own Redis stopped and restarted, PostgreSQL
// connections terminated, 100 identical money requests at once. Needs Redis (BullMQ) and redis-server on PATH.
if (infra.redisUrl) ok = step('resilience: API (pnpm test:resilience)', ['test:resilience'], 'apps/api', { ...dbEnv, ...queueEnv }) && ok;
else say('resilience tests skipped: they need Redis (and redis-server on PATH)');

if (ensureChromium()) {
  // A fresh database for the browser run, seeded with the demo data, on its own port.
  const pg = require('pg');
  const name = `oja_browser_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  // A free port of its own, so a server left running elsewhere cannot answer in its place.
  const port = process.env.E2E_PORT ?? (await freePort());
  ok = step('e2e: browser (Playwright, Debian Chromium, built SPA + real API)', ['test:e2e'], 'apps/web', {
    DATABASE_URL: dbUrl.toString(),
    ...(infra.redisUrl ? { REDIS_URL: infra.redisUrl } : {}),
    REDIS_PREFIX: `oja-browser-${Date.now()}`,
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    E2E_BASE_URL: `http://localhost:${port}`,
    DATA_DIR: '.data/browser',
    RATE_LIMIT_AUTH: '10000',
    LOG_LEVEL: 'warn',
  }) && ok;
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
} else {
  say('browser tests need Chromium at /usr/bin/chromium (Debian: apt-get install chromium)');
  results.push({ name: 'e2e: browser', ok: false, s: 0 });
  ok = false;
}
await infra.stop();

say('── summary');
for (const r of results) say(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s} s)`);
const passed = results.filter((r) => r.ok).length;
console.log(`\nsuites: ${passed} passed, ${results.length - passed} failed`);
process.exit(ok ? 0 : 1);
