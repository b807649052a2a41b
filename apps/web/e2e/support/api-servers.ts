import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';

/**
 * One real API (built SPA included) per Playwright worker, each on its own port, database and Redis prefix: a test
 * that closes the site (`maintenanceMode`), locks an account or counts the admin's vendors never meets another worker's.
 *
 * The demo data is made once, in a template database (`node ../api/dist/prepare.js`: migrations and the seed); each
 * worker's database is a copy of it (`CREATE DATABASE … TEMPLATE`, a file copy) and its server starts on it.
 * The servers' ports reach the workers as E2E_PORTS; playwright.config.ts gives each worker its own as baseURL.
 */

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const api = resolve(web, '../api');
const requireApi = createRequire(resolve(api, 'package.json'));

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = net.createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => ok(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, name: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering (see its log)`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer ${url}/api/health in ${ms / 1000} s`);
}

/** Deletes the run's Redis keys (scripts/drop-redis-prefix.cjs, shared with the API e2e teardown). */
const dropRunKeys = createRequire(import.meta.url)('../../../../scripts/drop-redis-prefix.cjs') as (url: string, prefix: string) => Promise<void>;

/** The environment every server of the run shares; per-server values are added by the caller. */
function serverEnv(): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    SEED_DEMO: 'true',
    // argon2id at its smallest cost for the accounts the tests make (refused in production).
    PASSWORD_HASHING: process.env.PASSWORD_HASHING ?? 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMIT_AUTH: process.env.RATE_LIMIT_AUTH ?? '10000',
    // Uploads of every server land in one folder (keys are unique); the seeded photos are there once.
    DATA_DIR: process.env.DATA_DIR ?? resolve(web, '.data/browser'),
    // A short payout hold so the journey sees released money become a payout (production: 24 h).
    ESCROW_PAYOUT_HOLD_MS: process.env.ESCROW_PAYOUT_HOLD_MS ?? '15000',
    // Notices pause at most 3 s for requests queueing (production: 60 s), within the time a journey waits for one.
    QUEUE_YIELD_MAX_MS: process.env.QUEUE_YIELD_MAX_MS ?? '3000',
    CORS_ORIGINS: [
      process.env.CORS_ORIGINS ?? 'http://localhost:5173',
      `http://localhost:${process.env.E2E_PARTNER_PORT}`,
      `http://localhost:${process.env.E2E_PARTNER_CLIENT_PORT}`,
    ].join(','),
  };
}

export default async function startApiServers(config: FullConfig): Promise<() => Promise<void>> {
  // A server the developer runs already (E2E_BASE_URL): every worker uses it, nothing is started.
  if (process.env.E2E_BASE_URL) return async () => undefined;

  const workers = Math.max(1, config.workers);
  // The API's PostgreSQL client (the SPA's package has none of its own).
  const { Client } = requireApi('pg') as { Client: new (o: { connectionString: string }) => PgClient };
  const adminUrl = process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const run = `oja_browser_${Date.now()}_${process.pid}`;
  const dbUrl = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const created: string[] = [];
  const children: ChildProcess[] = [];
  const logDir = resolve(web, '.data/browser-logs');
  mkdirSync(logDir, { recursive: true });

  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
    if (!process.env.E2E_KEEP_DB) {
      for (const db of created) await admin.query(`drop database if exists ${db} with (force)`).catch(() => undefined);
      await dropRunKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', run);
    }
    await admin.end().catch(() => undefined);
  };

  try {
    const t0 = Date.now();
    const template = `${run}_tpl`;
    await admin.query(`create database ${template}`);
    created.push(template);
    const prepared = spawnSync(process.execPath, ['dist/prepare.js'], {
      cwd: api,
      env: { ...serverEnv(), DATABASE_URL: dbUrl(template), REDIS_PREFIX: `${run}-tpl` },
      encoding: 'utf8',
    });
    if (prepared.status !== 0) throw new Error(`preparing the browser tests' database failed:\n${prepared.stdout}\n${prepared.stderr}`);

    const ports: number[] = [];
    for (let i = 0; i < workers; i++) {
      const db = `${run}_w${i}`;
      await admin.query(`create database ${db} template ${template}`);
      created.push(db);
      const port = await freePort();
      ports.push(port);
      const url = `http://localhost:${port}`;
      const log = createWriteStream(resolve(logDir, `api-w${i}.log`));
      const child = spawn(process.execPath, ['dist/main.js'], {
        cwd: api,
        env: { ...serverEnv(), PORT: String(port), APP_URL: url, DATABASE_URL: dbUrl(db), REDIS_PREFIX: `${run}-w${i}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.pipe(log);
      // Warnings and errors of the servers stay visible in the run's output, each line named by its worker.
      child.stderr!.on('data', (chunk: Buffer) => {
        log.write(chunk);
        for (const line of chunk.toString().split('\n')) if (line.trim()) process.stderr.write(`[api w${i}] ${line}\n`);
      });
      children.push(child);
    }
    await Promise.all(ports.map((port, i) => waitForHealth(`http://localhost:${port}`, children[i], `API server of worker ${i}`)));
    process.env.E2E_PORTS = ports.join(',');
    process.stdout.write(`[e2e] ${workers} API server(s) on ports ${ports.join(', ')}, ready in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}
