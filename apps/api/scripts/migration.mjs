#!/usr/bin/env node
// Migrations through the TypeORM CLI on the compiled data source.
//   generate <Name>  write src/database/migrations/<timestamp>-<Name>.ts from the entity diff
//   check            fail when entities and migrations drift (run on a scratch database)
//   run              apply pending migrations to DATABASE_URL
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [cmd, name] = process.argv.slice(2);
const base = process.env.DATABASE_URL_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function typeorm(args, env) {
  execFileSync(process.execPath, [resolve(api, 'node_modules/typeorm/cli.js'), ...args, '-d', 'dist/database/data-source.js'], {
    cwd: api,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}
async function withScratchDb(fn) {
  const db = `oja_migration_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${db}`);
  const url = new URL(base);
  url.pathname = `/${db}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${db} with (force)`);
    await admin.end();
  }
}

execFileSync('pnpm', ['exec', 'nest', 'build', '-b', 'swc'], { cwd: api, stdio: 'inherit' });
if (cmd === 'generate') {
  if (!name) throw new Error('usage: migration.mjs generate <Name>');
  await withScratchDb((url) => {
    typeorm(['migration:run'], { DATABASE_URL: url });
    typeorm(['migration:generate', `src/database/migrations/${name}`, '--pretty'], { DATABASE_URL: url });
  });
} else if (cmd === 'check') {
  await withScratchDb((url) => {
    typeorm(['migration:run'], { DATABASE_URL: url });
    try {
      typeorm(['migration:generate', 'src/database/migrations/Drift', '--check'], { DATABASE_URL: url });
    } catch {
      console.error('Entities and migrations have drifted: run `pnpm --filter @oja/api migration:generate <Name>`.');
      process.exit(1);
    }
    console.log('Entities and migrations match.');
  });
} else if (cmd === 'run') {
  typeorm(['migration:run'], {});
} else {
  console.error('usage: migration.mjs generate <Name> | check | run');
  process.exit(2);
}
