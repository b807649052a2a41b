import { createRequire } from 'node:module';
/**
 * Real, built processes for the scale-out test: `node dist/main.js` (API) and `node dist/worker.js` (workers)
 * on a database and a Redis prefix of their own, as a deployment runs them. Nothing is built here: the
 * resilience command runs after `pnpm build`.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import request from 'supertest';
import type { TestApp } from '../utils/app.js';
import { killHard } from './helpers.js';

const API_ROOT = join(__dirname, '../..');
const dropKeysStartingWith = createRequire(__filename)('../../../../scripts/drop-redis-prefix.cjs') as (url: string, prefix: string) => Promise<void>;

export const DIST_MAIN = join(API_ROOT, 'dist/main.js');
export const DIST_WORKER = join(API_ROOT, 'dist/worker.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** One started process, with what it printed (for failure messages). */
export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
}

function spawnDist(name: string, script: string, env: Record<string, string>): Proc {
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`pnpm build\` first`);
  const child = spawn(process.execPath, [script], {
    cwd: API_ROOT,
    // Node's compile cache: the processes killed and started again do not compile the app each time.
    env: { ...process.env, NODE_OPTIONS: '', NODE_COMPILE_CACHE: join(API_ROOT, 'node_modules/.cache/oja-dist-compile'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => (out = (out + String(d)).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { name, child, output: () => out };
}

/** Waits for `ready`; a process that dies or is not ready in time is killed and its output thrown. */
async function until(proc: Proc, ready: () => Promise<boolean>, ms: number): Promise<Proc> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.output()}`);
    if (await ready().catch(() => false)) return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  await killHard(proc.child);
  throw new Error(`${proc.name} not ready in ${ms} ms:\n${proc.output()}`);
}

/** `node dist/main.js` on `port`; resolves once GET /api/health answers 200. */
export async function startApi(name: string, port: number, env: Record<string, string>, ms = 60_000): Promise<Proc> {
  const proc = spawnDist(name, DIST_MAIN, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  return until(proc, async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200, ms);
}

/** `node dist/worker.js`; resolves once it says its workers run. */
export async function startDistWorker(name: string, env: Record<string, string>, ms = 60_000): Promise<Proc> {
  const proc = spawnDist(name, DIST_WORKER, env);
  return until(proc, async () => proc.output().includes('workers running'), ms);
}

export const stopAll = (procs: Proc[]) => Promise.all(procs.map((p) => killHard(p.child)));

/** A database of its own on the e2e server; returns its URL. */
export async function createDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const run = async (sql: string) => {
    const c = new Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => (process.env.E2E_KEEP_DB ? Promise.resolve() : run(`drop database if exists ${name} with (force)`)) };
}

/** Deletes every Redis key under `prefix:` (BullMQ queues, rate-limit counters) — only this run's (scripts/drop-redis-prefix.cjs). */
export const dropRedisPrefix = (url: string, prefix: string): Promise<void> => dropKeysStartingWith(url, `${prefix}:`);

/**
 * A TestApp-shaped handle on several running API processes, for the factories and helpers: every request
 * goes to the next process in turn (A, B, A, …), as a round-robin load balancer sends them; `ds.query`
 * reads the shared database directly.
 */
export function roundRobin(baseUrls: string[], pool: Pool): { t: TestApp; served: Map<string, number> } {
  let i = 0;
  const served = new Map(baseUrls.map((u) => [u, 0]));
  const next = () => {
    const url = baseUrls[i++ % baseUrls.length]!;
    served.set(url, served.get(url)! + 1);
    return request(url);
  };
  const http = {
    get: (path: string) => next().get(path),
    post: (path: string) => next().post(path),
    put: (path: string) => next().put(path),
    patch: (path: string) => next().patch(path),
    delete: (path: string) => next().delete(path),
  };
  const ds = { query: async (sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows };
  // The processes relay their own outbox: nothing to flush from here.
  const t = { http, ds, flushOutbox: async () => 0, close: async () => undefined } as unknown as TestApp;
  return { t, served };
}
