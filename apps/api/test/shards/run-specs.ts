import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../../src/app.factory.js';

/**
 * The whole API e2e run loads the spec files in a few shards (`E2E_SHARDS`, set by `npm test`) instead of one Jest
 * test file each: Jest evaluates every module again for each test file, and the app's ≈ 1,500 modules cost about 2 s
 * of CPU a file, a third of the suite's work on a slow machine. Within a shard each spec keeps what it has alone: its
 * own `describe` (its hooks stay its own), Redis prefix, data folder and apps, and a database of its own, copied from
 * the worker's migrated one (`CREATE DATABASE … TEMPLATE`), so no row, outbox message or ledger balance of an earlier
 * spec is met. The spec files still run alone (`pnpm --filter @oja/api test:e2e test/ledger.e2e-spec.ts`).
 */
const testDir = resolve(__dirname, '..');

/**
 * Every spec file with the weight it is shared out by: its seconds in a whole run (seconds.json, from a run's
 * `PASS test/<file> (<s> s)` lines), or for a spec not yet timed one second per 2 KB of its source.
 */
function specs(): { file: string; weight: number }[] {
  const seconds = JSON.parse(readFileSync(join(__dirname, 'seconds.json'), 'utf8')) as Record<string, number>;
  return readdirSync(testDir)
    .filter((f) => f.endsWith('.e2e-spec.ts'))
    .sort()
    .map((f) => ({ file: f, weight: seconds[f] ?? statSync(join(testDir, f)).size / 2048 }));
}

/** The spec files of shard `index` (1-based) of `count`: the heaviest first, each to the lightest shard so far. */
export function specsOfShard(index: number, count: number): string[] {
  const bins = Array.from({ length: count }, () => ({ weight: 0, files: [] as string[] }));
  for (const s of specs().sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file))) {
    const lightest = bins.reduce((min, b) => (b.weight < min.weight ? b : min));
    lightest.weight += s.weight;
    lightest.files.push(s.file);
  }
  return bins[index - 1]?.files.sort() ?? [];
}

/**
 * Registers the specs of the shard file `shardFile` (`shard-<n>.e2e-shard.ts`), each under a `describe` named by its
 * file, with a Redis prefix of its own.
 */
export function runShard(shardFile: string): void {
  const index = Number(/shard-(\d+)\./.exec(shardFile)?.[1]);
  const count = Number(process.env.E2E_SHARDS ?? 0);
  const base = process.env.REDIS_PREFIX ?? 'oja-e2e';
  // The worker's database (test/worker-setup.cjs), migrated once: the template of each spec's own.
  const template = new URL(process.env.DATABASE_URL!);
  let migrated: Promise<unknown> | null = null;
  for (const [i, file] of specsOfShard(index, count).entries()) {
    const prefix = `${base}-s${i}`;
    const url = new URL(template);
    url.pathname = `${template.pathname}_s${index}_${i}`;
    describe(file, () => {
      beforeAll(async () => {
        process.env.REDIS_PREFIX = prefix;
        migrated ??= runMigrations(template.toString());
        await migrated;
        await admin(`create database ${url.pathname.slice(1)} template ${template.pathname.slice(1)}`);
        process.env.DATABASE_URL = url.toString();
      });
      afterAll(() => admin(`drop database if exists ${url.pathname.slice(1)} with (force)`));
      process.env.REDIS_PREFIX = prefix;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(testDir, file));
    });
  }
}

/** One statement on the server's maintenance database (as test/global-setup.cjs connects). */
async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
